"""The animal dice of A Fistful of Penguins: a glyph, a colour and the animal's name on every die.

Colour only decorates; the letter and the word carry the meaning, so the dice read the same to a
colour-blind player and in a monochrome terminal. `DiceRow` lays dice out in as many columns as fit
and posts `DiceRow.DieClicked` when one is clicked, leaving what a click means to the screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

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
#: Boxed dice (when there is room): `big` is 10 columns by four lines, `huge` 13 by six lines
#: with a block of colour round the letter; each has a one-column gap after it.
BOX_WIDTH: dict[str, int] = {"big": 10, "huge": 13}
BOX_LINES: dict[str, int] = {"small": 1, "big": 4, "huge": 6}
#: Box corners and edges: plain, the cursor's (double), the selected dice's (heavy).
BORDERS: dict[str, tuple[str, ...]] = {
    "plain": tuple("╭╮╰╯─│"),
    "cursor": tuple("╔╗╚╝═║"),
    "chosen": tuple("┏┓┗┛━┃"),
}
Look = Literal["small", "big", "huge"]


def look_for(width: int, height: int) -> Look:
    """Dice as dice where there is room: one line each at 80x24, boxes on a bigger board, and
    tall boxes with a block of colour on a big terminal (the table grows with it)."""
    if width >= 100 and height >= 44:
        return "huge"
    if width >= 56 and height >= 32:
        return "big"
    return "small"


def die_chip(face: Face) -> Text:
    """The die's face as a three-column chip like ` L `, coloured and lettered."""
    return Text(f" {GLYPHS[face]} ", style=FACE_STYLES[face])


def die_box(face: Face | None, label: str, kind: str = "plain", look: Look = "big") -> list[Text]:
    """One boxed die (`look` big or huge), `label` in its top edge; `face` None is a hidden die.

    The letter and the word carry the face; the colour block of a huge die only decorates it.
    """
    inner = BOX_WIDTH[look] - 2
    tl, tr, bl, br, h, v = BORDERS[kind]
    edge = "dim" if kind == "plain" else "bold"
    word_style = "" if kind == "plain" else "bold"
    top = Text(f"{tl}{h}{label}{h * (inner - 1 - len(label))}{tr} ", style=edge)
    bottom = Text(f"{bl}{h * inner}{br} ", style=edge)
    word = "secret" if face is None else face
    letter = "?" if face is None else GLYPHS[face]
    style = "bold reverse" if face is None else FACE_STYLES[face]

    def line(middle: Text) -> Text:
        pad = inner - middle.cell_len
        return Text.assemble(
            (v, edge), " " * (pad // 2), middle, " " * (pad - pad // 2), (f"{v} ", edge)
        )

    if look == "big":
        chip = Text(f" {letter} ", style=style)
        return [top, line(chip), line(Text(word, style=word_style)), bottom]
    block = [
        Text(" " * 7, style=style),
        Text(f"   {letter}   ", style=style),
        Text(" " * 7, style=style),
    ]
    return [top, *(line(b) for b in block), line(Text(word, style=word_style)), bottom]


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
        #: One line per die, or boxed dice (the screen picks big or huge when the board is roomy).
        self.look: Look = "small"
        #: (dice, look) when last laid out: the row's height changes with nothing else.
        self._shape: tuple[int, Look] | None = None

    def show(self, dice: Sequence[Face], selected: Sequence[int], cursor: int | None) -> None:
        """Draw these dice; `cursor` is None when the person at the keyboard cannot pick dice."""
        self.dice = list(dice)
        self.selected = set(selected)
        self.cursor = cursor
        shape = (len(self.dice), self.look)
        self.refresh(layout=shape != self._shape)  # a moved cursor or a mark: a repaint only
        self._shape = shape

    @property
    def boxed(self) -> bool:
        return self.look != "small"

    @property
    def cell_width(self) -> int:
        return BOX_WIDTH[self.look] + 1 if self.boxed else CELL

    @property
    def cell_lines(self) -> int:
        return BOX_LINES[self.look] if self.dice else 1

    def per_row(self, width: int | None = None) -> int:
        """How many dice fit side by side (the screen's up/down keys move by this much)."""
        usable = self.content_size.width if width is None else width
        if self.boxed:
            usable -= 1  # boxed rows start with a space, lining the boxes up with the text
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
        """One boxed die: its number (and ✓) in the top edge, the letter, the word."""
        chosen = index in self.selected
        kind = "cursor" if index == self.cursor else ("chosen" if chosen else "plain")
        label = f"{index + 1}{'✓' if chosen else ''}"
        return die_box(self.dice[index], label, kind, "huge" if self.look == "huge" else "big")

    def render(self) -> Text:
        if not self.dice:
            return Text("(no dice on the table)", style="italic dim")
        per_row = self.per_row()
        rows: list[Text] = []
        for start in range(0, len(self.dice), per_row):
            indices = range(start, min(start + per_row, len(self.dice)))
            if self.boxed:
                cells = [self.big_cell(i) for i in indices]
                rows += [Text.assemble(" ", *(c[n] for c in cells)) for n in range(self.cell_lines)]
            else:
                rows.append(Text("").join(self.cell(i) for i in indices))
        return Text("\n").join(rows)

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        column = (offset.x - (1 if self.boxed else 0)) // self.cell_width
        if column >= self.per_row():
            return
        index = offset.y // self.cell_lines * self.per_row() + column
        if 0 <= index < len(self.dice):
            self.post_message(self.DieClicked(index))
