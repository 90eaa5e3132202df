"""The animal dice of A Fistful of Penguins: a glyph, a colour and the animal's name on every die.

Colour only decorates; the letter and the word carry the meaning, so the dice read the same to a
colour-blind player and in a monochrome terminal. `DiceRow` lays dice out in as many columns as fit
and posts `DiceRow.DieClicked` when one is clicked, leaving what a click means to the screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from penguin_tables.games.fistful import GLYPHS, Face

#: Background per animal; every one also has its letter (GLYPHS) and its word beside it.
FACE_STYLES: dict[str, str] = {
    "penguin": "bold white on grey23",
    "squirrel": "bold white on dark_orange3",
    "moose": "bold white on orange4",
    "kangaroo": "bold black on sandy_brown",
    "lion": "bold black on gold1",
    "camel": "bold black on wheat1",
}

#: Columns one die takes in the row: cursor, number, selection mark, " P ", the word, a gap.
CELL = 15
#: Big dice (when there is room): a 10-column box four lines tall, and a gap.
BIG_CELL = 11
BIG_LINES = 4
#: Box corners and edges: plain, the cursor's (double), the selected dice's (heavy).
BORDERS: dict[str, tuple[str, ...]] = {
    "plain": tuple("╭╮╰╯─│"),
    "cursor": tuple("╔╗╚╝═║"),
    "chosen": tuple("┏┓┗┛━┃"),
}


def die_chip(face: Face) -> Text:
    """The die's face as a three-column chip like ` L `, coloured and lettered."""
    return Text(f" {GLYPHS[face]} ", style=FACE_STYLES[face])


def die_label(face: Face) -> Text:
    """Chip and word, e.g. ` L  lion`, for prose lines (offers, prompts, set-aside dice)."""
    return Text.assemble(die_chip(face), " ", face)


class DiceRow(Widget):
    """The active player's dice, numbered 1 to 9, with a cursor and the selection marked ✓."""

    DEFAULT_CSS = """
    DiceRow { height: auto; width: 1fr; }
    """

    class DieClicked(Message):
        """A die was clicked; `index` counts from 0."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.dice: list[Face] = []
        self.selected: set[int] = set()
        self.cursor: int | None = None
        #: Draw boxed dice four lines tall (the screen turns this on when the board is roomy).
        self.big = False

    def show(self, dice: Sequence[Face], selected: Sequence[int], cursor: int | None) -> None:
        """Draw these dice; `cursor` is None when the person at the keyboard cannot pick dice."""
        self.dice = list(dice)
        self.selected = set(selected)
        self.cursor = cursor
        self.refresh(layout=True)

    @property
    def cell_width(self) -> int:
        return BIG_CELL if self.big else CELL

    @property
    def cell_lines(self) -> int:
        return BIG_LINES if self.big and self.dice else 1

    def per_row(self, width: int | None = None) -> int:
        """How many dice fit side by side (the screen's up/down keys move by this much)."""
        usable = self.content_size.width if width is None else width
        if self.big:
            usable -= 1  # big rows start with a space, lining the boxes up with the text
        return max(1, usable // self.cell_width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        count = max(1, len(self.dice))
        per_row = self.per_row(width)
        return (count + per_row - 1) // per_row * self.cell_lines

    def cell(self, index: int) -> Text:
        """One die: `▸1✓ L lion` (cursor, key number, selected mark, chip, word)."""
        face = self.dice[index]
        here = index == self.cursor
        chosen = index in self.selected
        text = Text()
        text.append("▸" if here else " ", style="bold")
        text.append(f"{index + 1}", style="bold" if here or chosen else "dim")
        text.append("✓" if chosen else " ", style="bold green")
        text.append_text(die_chip(face))
        text.append(face, style="bold underline" if here else ("bold" if chosen else ""))
        text.pad_right(CELL - text.cell_len)
        return text

    def big_cell(self, index: int) -> list[Text]:
        """One boxed die, four lines: number (and ✓) in the top edge, the chip, the word."""
        face = self.dice[index]
        chosen = index in self.selected
        kind = "cursor" if index == self.cursor else ("chosen" if chosen else "plain")
        tl, tr, bl, br, h, v = BORDERS[kind]
        label = f"{index + 1}{'✓' if chosen else ''}"
        edge = "bold" if kind != "plain" else "dim"
        word_style = "bold" if kind != "plain" else ""
        top = Text(f"{tl}{h}{label}{h * (7 - len(label))}{tr} ", style=edge)
        chip = Text.assemble((f"{v}  ", edge), die_chip(face), (f"   {v} ", edge))
        word = Text.assemble((v, edge), (face.center(8), word_style), (f"{v} ", edge))
        bottom = Text(f"{bl}{h * 8}{br} ", style=edge)
        return [top, chip, word, bottom]

    def render(self) -> Text:
        if not self.dice:
            return Text("(no dice on the table)", style="italic dim")
        per_row = self.per_row()
        rows: list[Text] = []
        for start in range(0, len(self.dice), per_row):
            indices = range(start, min(start + per_row, len(self.dice)))
            if self.big:
                cells = [self.big_cell(i) for i in indices]
                rows += [Text.assemble(" ", *(c[n] for c in cells)) for n in range(BIG_LINES)]
            else:
                rows.append(Text("").join(self.cell(i) for i in indices))
        return Text("\n").join(rows)

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        column = (offset.x - (1 if self.big else 0)) // self.cell_width
        if column >= self.per_row():
            return
        index = offset.y // self.cell_lines * self.per_row() + column
        if 0 <= index < len(self.dice):
            self.post_message(self.DieClicked(index))
