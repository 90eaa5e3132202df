"""The pyramid of Penguin Party, drawn row by row, with the legal spots and the cursor shown."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from penguin_tables.games.penguin_party import BaseEnd, Slot, Spot
from penguin_tables.ui.games.penguin_party.cards import SMALL, CardSize, card_line, spot_line


@dataclass
class PyramidPicture:
    rows: Sequence[Sequence[str | None]]
    width: int
    legal: list[Spot]
    cursor: Spot | None
    colour: str | None
    size: CardSize = SMALL


class Pyramid(Widget):
    """Draws `picture`; a click on a legal spot posts `Pyramid.SpotClicked`."""

    DEFAULT_CSS = """
    Pyramid { height: auto; width: 1fr; min-width: 44; padding: 0 1; }
    """

    class SpotClicked(Message):
        def __init__(self, spot: Spot) -> None:
            super().__init__()
            self.spot = spot

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.picture = PyramidPicture([[]], 8, [], None, None)

    def show(self, picture: PyramidPicture) -> None:
        resized = (picture.width, picture.size) != (self.picture.width, self.picture.size)
        self.picture = picture
        self.refresh(layout=resized)

    @property
    def cell(self) -> int:
        return self.picture.size.cell

    @property
    def lines(self) -> int:
        return self.picture.size.lines

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return self.picture.width * self.lines

    def get_content_width(self, container: object, viewport: object) -> int:
        return self.natural_width

    @property
    def natural_width(self) -> int:
        return (self.picture.width + 2) * self.cell + 3

    @property
    def indent(self) -> int:
        """Columns before the row labels, so that the pyramid stands in the middle."""
        return max(0, (self.content_size.width - self.natural_width) // 2)

    def _spot_x(self, spot: Spot) -> int:
        """The first column of a spot's chip (after the three-column row label)."""
        pic = self.picture
        cell = self.cell
        margin = (pic.width - len(pic.rows[0])) * cell // 2 + 3 + self.indent
        if isinstance(spot, BaseEnd):
            return margin if spot.end == "left" else margin + cell * (len(pic.rows[0]) + 1)
        return margin + cell + spot.row * cell // 2 + spot.slot * cell

    def _cells(self, row: int) -> list[tuple[Spot, str | None]]:
        pic = self.picture
        cells: list[tuple[Spot, str | None]] = []
        if row == 0:
            cells.append((BaseEnd("left"), None))
        if row < len(pic.rows):
            cells += [(Slot(row, i), card) for i, card in enumerate(pic.rows[row])]
        if row == 0 and pic.rows[0]:
            cells.append((BaseEnd("right"), None))
        return cells

    def render(self) -> Text:
        pic = self.picture
        lines = []
        for row in reversed(range(pic.width)):
            for part in range(self.lines):
                label = f"{row + 1:>2} " if part == pic.size.middle else "   "
                line = Text(" " * self.indent + label, style="dim")
                for spot, card in self._cells(row):
                    line.append(" " * max(0, self._spot_x(spot) - len(line)))
                    line.append_text(self._chip(spot, card, part))
                lines.append(line)
        return Text("\n").join(lines)

    def _chip(self, spot: Spot, card: str | None, part: int) -> Text:
        """One line of a spot: a card, the cursor, a legal gap `[ ]`, or a faint dot."""
        pic = self.picture
        if card is not None:
            return card_line(card, pic.size, part)
        if spot == pic.cursor and pic.colour:
            return card_line(pic.colour, pic.size, part, cursor=True)
        return spot_line(
            pic.size, part, legal=spot in pic.legal, base_end=isinstance(spot, BaseEnd)
        )

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        row = self.picture.width - 1 - offset.y // self.lines
        for spot, _card in self._cells(row):
            x = self._spot_x(spot)
            if x <= offset.x < x + self.cell - 1 and spot in self.picture.legal:
                self.post_message(self.SpotClicked(spot))
