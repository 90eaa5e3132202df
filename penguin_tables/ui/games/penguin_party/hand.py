"""A hand of coloured cards, grouped by colour with counts, one group selected."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from penguin_tables.ui.games.penguin_party.cards import card_chip

GROUP = 8  # columns per colour group: chip, count, gap


class Hand(Widget):
    """Shows `cards`; clicking a colour posts `Hand.ColourClicked`."""

    DEFAULT_CSS = """
    Hand { height: 2; width: 1fr; padding: 0 1; }
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

    def show(self, cards: Sequence[str], selected: str | None) -> None:
        self.counts = Counter(cards)
        self.colours = list(dict.fromkeys(cards))
        self.selected = selected
        self.refresh()

    def render(self) -> Text:
        if not self.colours:
            return Text("(no cards in hand)", style="italic dim")
        chips, marks = Text(), Text()
        for colour in self.colours:
            chips.append_text(card_chip(colour))
            chips.append(f"×{self.counts[colour]:<2}  ")
            marks.append("▲▲▲" if colour == self.selected else "   ", style="bold")
            marks.append(" " * (GROUP - 3))
        return Text("\n").join([chips, marks])

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = offset.x // GROUP
        if 0 <= index < len(self.colours):
            self.post_message(self.ColourClicked(self.colours[index]))
