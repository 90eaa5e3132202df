"""The pyramid of Penguin Party, drawn row by row, with the legal spots and the cursor shown."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from penguin_tables.ui.widgets.party_cards import CARD_STYLES, card_chip

CELL = 4  # columns per card: a three-column chip and a gap

#: A spot on the table: ("base", "left"/"right") or (row index, spot index) for upper rows.
Spot = tuple[str, str] | tuple[int, int]


@dataclass
class PyramidPicture:
    rows: list[list[str | None]]
    width: int
    legal: list[Spot]
    cursor: Spot | None
    colour: str | None


class Pyramid(Widget):
    """Draws `picture`; a click on a legal spot posts `Pyramid.SpotClicked`."""

    DEFAULT_CSS = """
    Pyramid { height: auto; width: auto; min-width: 44; padding: 0 1; }
    """

    class SpotClicked(Message):
        def __init__(self, spot: Spot) -> None:
            super().__init__()
            self.spot = spot

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.picture = PyramidPicture([[]], 8, [], None, None)

    def show(self, picture: PyramidPicture) -> None:
        self.picture = picture
        self.refresh(layout=True)

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return self.picture.width

    def get_content_width(self, container: object, viewport: object) -> int:
        return (self.picture.width + 2) * CELL + 3

    def _spot_x(self, spot: Spot) -> int:
        """The first column of a spot's chip (after the three-column row label)."""
        pic = self.picture
        margin = (pic.width - len(pic.rows[0])) * CELL // 2 + 3
        if spot[0] == "base":
            return margin if spot[1] == "left" else margin + CELL * (len(pic.rows[0]) + 1)
        row, index = spot
        assert isinstance(row, int) and isinstance(index, int)
        return margin + CELL + row * CELL // 2 + index * CELL

    def _cells(self, row: int) -> list[tuple[Spot, str | None]]:
        pic = self.picture
        cells: list[tuple[Spot, str | None]] = []
        if row == 0:
            cells.append((("base", "left"), None))
        if row < len(pic.rows):
            cells += [((row, i), card) for i, card in enumerate(pic.rows[row])]
        if row == 0 and pic.rows[0]:
            cells.append((("base", "right"), None))
        return cells

    def render(self) -> Text:
        pic = self.picture
        lines = []
        for row in reversed(range(pic.width)):
            line = Text(f"{row + 1:>2} ", style="dim")
            for spot, card in self._cells(row):
                x = self._spot_x(spot)
                line.append(" " * max(0, x - len(line)))
                line.append_text(self._chip(spot, card))
            lines.append(line)
        return Text("\n").join(lines)

    def _chip(self, spot: Spot, card: str | None) -> Text:
        pic = self.picture
        if card is not None:
            return card_chip(card)
        if spot == pic.cursor and pic.colour:
            letter, style = CARD_STYLES[pic.colour]
            return Text(f"[{letter}]", style=f"{style} blink reverse")
        if spot in pic.legal:
            return Text("[ ]", style="bold yellow")
        if spot[0] == "base":
            return Text("   ")
        return Text(" · ", style="dim")

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        row = self.picture.width - 1 - offset.y
        for spot, _card in self._cells(row):
            x = self._spot_x(spot)
            if x <= offset.x < x + 3 and spot in self.picture.legal:
                self.post_message(self.SpotClicked(spot))
