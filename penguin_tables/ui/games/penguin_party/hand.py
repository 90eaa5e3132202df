"""A hand of coloured cards, grouped by colour with counts, one group selected.

On a small terminal each colour is a chip and a count (`G ×3`) with `▲▲▲` under the selected one;
with room, each colour is drawn as a card of the pyramid's size with its count and marks below.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence

from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from penguin_tables.ui.games.penguin_party.cards import SMALL, CardSize, card_chip, card_line

CHIP_GROUP = 8  # columns per colour group as chips: chip, count, gap


def group_width(size: CardSize) -> int:
    """Columns per colour group: the card and a gap, wide enough for `×8 no spot` below it."""
    return CHIP_GROUP if size == SMALL else max(size.cell + 2, 12)


def hand_height(size: CardSize) -> int:
    """Lines the hand takes: the chips and their marks, or the cards and one line below."""
    return 2 if size == SMALL else size.lines + 1


class Hand(Widget):
    """Shows `cards`; clicking a colour posts `Hand.ColourClicked`."""

    DEFAULT_CSS = """
    Hand { height: auto; width: 1fr; padding: 0 1; }
    """

    class ColourClicked(Message):
        def __init__(self, colour: str) -> None:
            super().__init__()
            self.colour = colour

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.colours: list[str] = []
        self.counts: Counter[str] = Counter()
        self.selected: str | None = None
        self.stuck: frozenset[str] = frozenset()
        self.card_size = SMALL
        #: Whether the cards are not this screen's to see (a replay of an unfinished game).
        self.hidden = False

    def show(
        self,
        cards: Sequence[str],
        selected: str | None,
        size: CardSize = SMALL,
        stuck: Collection[str] = (),
        hidden: bool = False,
    ) -> None:
        """`stuck`: colours that have no spot now (marked on the big cards); `hidden`: the hand is
        not shown to this screen, so its emptiness says nothing about the cards."""
        before = self.height_needed
        self.hidden = hidden
        self.counts = Counter(cards)
        self.colours = list(dict.fromkeys(cards))
        self.selected = selected
        self.stuck = frozenset(stuck)
        self.card_size = size
        self.refresh(layout=self.height_needed != before)

    @property
    def height_needed(self) -> int:
        return hand_height(self.card_size) if self.colours else 1

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return self.height_needed

    @property
    def indent(self) -> int:
        """Columns before the first card, so that the hand sits in the middle under the pyramid."""
        natural = len(self.colours) * group_width(self.card_size)
        return max(0, (self.content_size.width - natural) // 2)

    def render(self) -> Text:
        if not self.colours:
            if self.hidden:
                return Text("(hands are hidden until the game is over)", style="italic dim")
            return Text("(no cards in hand)", style="italic dim")
        if self.card_size == SMALL:
            return self._chips()
        group = group_width(self.card_size)
        lines = []
        for part in range(self.card_size.lines):
            line = Text(" " * self.indent)
            for colour in self.colours:
                line.append_text(card_line(colour, self.card_size, part))
                line.append(" " * (group - self.card_size.face))
            lines.append(line)
        below = Text(" " * self.indent)
        for colour in self.colours:
            below.append_text(self._caption(colour, group))
        return Text("\n").join([*lines, below])

    def _caption(self, colour: str, group: int) -> Text:
        """Under a card: its count, `▲` marks on the selected one, `no spot` if it cannot go now."""
        count = f"×{self.counts[colour]}"
        face = self.card_size.face
        if colour == self.selected:
            caption = Text(f"▲ {count} ▲".center(face), style="bold")
        elif colour in self.stuck:
            caption = Text(f"{count} no spot".center(max(face, 10)), style="dim")
        else:
            caption = Text(count.center(face))
        caption.append(" " * (group - len(caption)))
        return caption

    def _chips(self) -> Text:
        chips, marks = Text(" " * self.indent), Text(" " * self.indent)
        for colour in self.colours:
            chips.append_text(card_chip(colour))
            chips.append(f"×{self.counts[colour]:<2}  ")
            marks.append("▲▲▲" if colour == self.selected else "   ", style="bold")
            marks.append(" " * (CHIP_GROUP - 3))
        return Text("\n").join([chips, marks])

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = (offset.x - self.indent) // group_width(self.card_size)
        if offset.x < self.indent:
            return
        if 0 <= index < len(self.colours):
            self.post_message(self.ColourClicked(self.colours[index]))
