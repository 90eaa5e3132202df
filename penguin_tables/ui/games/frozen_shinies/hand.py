"""The hand at the keyboard, and what is known of the other hands.

Only the viewer's own cards are drawn face up; a card it stole carries a `⇠` and the name of the
player it came from (only the thief's view holds that card's value). Other hands show their size,
with the cards everyone saw go in (taken from the open stacks) and `?` for the rest; a spectator
sees every hand that way. Once the game is over the view holds every
card, so every hand is drawn in full. With room to spare (`big`) the own hand is
drawn as a row of cards; a legend line says what the brackets and marks mean.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from penguin_tables.games.frozen_shinies import FISH, FrozenView, card_face, values

CHOSEN = "bold black on yellow"
CARD_WIDTH = 7  # a card of the big drawing with the space after it
BODY = CARD_WIDTH - 3  # inside its two edges
#: Unseen cards are one `?` each up to this many; more are counted (`?×13`), never cut short.
MAX_MARKS = 10


def card_body(card: int, chosen: bool) -> Text:
    """The inside of a drawn card, always `BODY` columns: the mark, the value, its fish (`▸5◆◆`,
    ` 12◆`, `  9◆`, `  7 `); a two-fish card gives its value less room, so its box keeps its line."""
    face = card_face(card)
    value = face.rstrip(FISH)
    fish = len(face) - len(value)
    room = min(2, BODY - 1 - fish)
    body = Text(f"{'▸' if chosen else ' '}{value:>{room}}", style=CHOSEN if chosen else "bold")
    body.append(FISH * fish, style="cyan")
    body.pad_right(BODY - body.cell_len)
    return body


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
        self.legend = True
        self.big = False

    def show(
        self,
        view: FrozenView,
        selected: int | None,
        others: bool = True,
        *,
        legend: bool = True,
        big: bool = False,
    ) -> None:
        """Redraw; ask for a new layout only when the height changes (layouts are costly)."""
        width = self.content_size.width
        before = self.get_content_height(None, None, width)
        self.view, self.selected, self.others = view, selected, others
        self.legend, self.big = legend, big
        self.refresh(layout=self.get_content_height(None, None, width) != before)

    def height_for(self, width: int, view: FrozenView, selected: int | None, **flags: bool) -> int:
        """The lines this hand would take if drawn so (`others`, `legend`, `big`), drawing nothing."""
        kept = (self.view, self.selected, self.others, self.legend, self.big)
        self.view, self.selected = view, selected
        self.others, self.legend, self.big = flags["others"], flags["legend"], flags["big"]
        try:
            return self.get_content_height(None, None, width)
        finally:
            self.view, self.selected, self.others, self.legend, self.big = kept

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
        slots = self._slots()
        lines = [self._cards(slots) if self.big and slots else self._line(slots)]
        if self.legend and slots:
            lines.append(self._legend(slots))
        if self.others:
            lines += [self._other(seat) for seat in range(len(view.players)) if seat != view.seat]
        return Text("\n").join(lines)

    def _slots(self) -> list[tuple[int, int | None, bool]]:
        """The own cards by value: (card, whom it was stolen from, named by the choice)."""
        assert self.view is not None and self.view.seat is not None
        me = self.view.players[self.view.seat]
        cards = sorted(
            ((card, source) for card, source in zip(me.hand, me.stolen_from, strict=True)),
            key=lambda slot: values()[slot[0]] if slot[0] is not None else 0,
        )
        out: list[tuple[int, int | None, bool]] = []
        marked = False
        for card, source in cards:
            if card is None:  # cannot happen for one's own hand; kept safe
                continue
            chosen = not marked and self.selected == values()[card]
            marked = marked or chosen
            out.append((card, source, chosen))
        return out

    def _line(self, slots: list[tuple[int, int | None, bool]]) -> Text:
        line = Text("Your hand: ", style="bold")
        if not slots:
            line.append("(empty)", style="italic dim")
        for card, source, chosen in slots:
            face = card_face(card)
            chip = Text(f"▸{face}" if chosen else f"[{face}]")
            chip.stylize(CHOSEN if chosen else "bold")
            chip.highlight_regex(FISH, "cyan")
            line.append_text(chip)
            self._stolen_mark(line, source)
            line.append(" ")
        return line

    def _cards(self, slots: list[tuple[int, int | None, bool]]) -> Text:
        """The hand as a row of small cards (three lines), wrapped to the width at hand."""
        width = self.content_size.width or 80
        per_row = max(1, (width - 11) // CARD_WIDTH)
        rows = [slots[i : i + per_row] for i in range(0, len(slots), per_row)]
        lines: list[Text] = []
        for n, row in enumerate(rows):
            top, middle, bottom = Text(), Text(), Text()
            head = "Your hand: " if n == 0 else ""
            top.append(f"{'':<11}")
            middle.append(f"{head:<11}", style="bold")
            bottom.append(f"{'':<11}")
            for card, source, chosen in row:
                top.append("╭────╮ ")
                middle.append("│").append_text(card_body(card, chosen)).append("│ ")
                # A stolen card names its former holder on its lower edge: ╰⇠Bob╯.
                edge = f"⇠{self._holder(source)[:3]}" if source is not None else ""
                bottom.append("╰" + edge.ljust(4, "─") + "╯ ")
            lines += [top, middle, bottom]
        return Text("\n").join(lines)

    def _legend(self, slots: list[tuple[int, int | None, bool]]) -> Text:
        """What the hand's signs mean, so nothing on it has to be guessed."""
        text = Text("  ", style="dim")
        if not self.big:
            text.append("[ ] your cards  ", style="dim")
        text.append("▸", style=CHOSEN)
        text.append(" the card to play", style="dim")
        if any(source is not None for _, source, _ in slots):
            text.append("  ⇠ stolen from", style="dim")
        return text

    def _stolen_mark(self, line: Text, source: int | None) -> None:
        if source is not None:
            line.append("⇠")
            line.append(Text(self._holder(source)[:8], style="italic"))

    def _holder(self, seat: int) -> str:
        assert self.view is not None
        return self.view.players[seat].name

    def _other(self, seat: int) -> Text:
        assert self.view is not None
        player = self.view.players[seat]
        line = Text("  ")
        line.append(Text(player.name, style="bold"))
        cards = f"{player.hand_size} card{'s' if player.hand_size != 1 else ''}"
        line.append(f" holds {cards}{':' if player.hand_size else ''} ")
        known = sorted(values()[c] for c in player.hand if c is not None)
        hidden = player.hand_size - len(known)
        line.append(" ".join(str(v) for v in known))
        if hidden:
            marks = "?" * hidden if hidden <= MAX_MARKS else f"?×{hidden}"
            line.append((" " if known else "") + marks, style="dim")
        return line
