"""The hand at the keyboard, and what is known of the other hands.

Only the viewer's own cards are drawn face up; a card it stole carries a `⇠` and the name of the
player it came from (only the thief's view holds that card's value). Other hands show their size,
with the cards everyone saw go in (taken from the open stacks) and `?` for the rest; a spectator
sees every hand that way, without even those cards.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from penguin_tables.games.frozen_shinies import FISH, FrozenView, card_face, values


class FrozenHand(Widget):
    """Draws the viewer's hand; `selected` is the value the highlighted choice names."""

    DEFAULT_CSS = """
    FrozenHand { height: auto; width: 100%; padding: 0 1; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: FrozenView | None = None
        self.selected: int | None = None
        self.others = True

    def show(self, view: FrozenView, selected: int | None, others: bool = True) -> None:
        """Redraw; ask for a new layout only when the height changes (layouts are costly)."""
        width = self.content_size.width
        before = self.get_content_height(None, None, width)
        self.view, self.selected, self.others = view, selected, others
        self.refresh(layout=self.get_content_height(None, None, width) != before)

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        """A big hand wraps onto more lines rather than being cut off."""
        lines = self.render().wrap(self.app.console, max(1, width))
        return max(1, len(lines))

    def render(self) -> Text:
        view = self.view
        if view is None:
            return Text("")
        if view.seat is None:  # a spectator: every hand by its size, no card of any
            return Text("\n").join(self._other(seat) for seat in range(len(view.players)))
        me = view.players[view.seat]
        line = Text("Your hand: ", style="bold")
        if not me.hand:
            line.append("(empty)", style="italic dim")
        marked = False
        slots = sorted(
            ((card, source) for card, source in zip(me.hand, me.stolen_from, strict=True)),
            key=lambda slot: values()[slot[0]] if slot[0] is not None else 0,
        )
        for card, thief_of in slots:
            if card is None:  # cannot happen for one's own hand; kept safe
                line.append("? ")
                continue
            chosen = not marked and self.selected == values()[card]
            marked = marked or chosen
            face = card_face(card)
            chip = Text(f"▸{face}" if chosen else f"[{face}]")
            chip.stylize("bold black on yellow" if chosen else "bold")
            chip.highlight_regex(FISH, "cyan")
            line.append_text(chip)
            if thief_of is not None:
                line.append("⇠")
                line.append(Text(view.players[thief_of].name[:8], style="italic"))
            line.append(" ")
        lines = [line]
        if self.others:
            lines += [self._other(seat) for seat in range(len(view.players)) if seat != view.seat]
        return Text("\n").join(lines)

    def _other(self, seat: int) -> Text:
        assert self.view is not None
        player = self.view.players[seat]
        line = Text("  ")
        line.append(Text(player.name, style="bold"))
        line.append(f" holds {player.hand_size}: ")
        known = sorted(values()[c] for c in player.hand if c is not None)
        hidden = player.hand_size - len(known)
        line.append(" ".join(str(v) for v in known))
        if hidden:
            line.append((" " if known else "") + "?" * min(hidden, 12), style="dim")
        return line
