"""How a Penguin Party card looks: its colour always comes with its letter (colour-blind safe).

Cards come in sizes: a three-column chip on a small terminal, framed cards with the colour's name
on a big one. The board picks the largest size whose pyramid and hand fit; every piece of the
picture (a placed card, a free spot, the cursor) is drawn one line at a time at that size.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

CARD_STYLES: dict[str, tuple[str, str]] = {
    "green": ("G", "bold white on dark_green"),
    "red": ("R", "bold white on red3"),
    "blue": ("B", "bold white on blue3"),
    "yellow": ("Y", "bold black on gold1"),
    "purple": ("P", "bold white on purple4"),
}
SPOT_STYLE = "bold yellow"
LONGEST_NAME = max(len(colour) for colour in CARD_STYLES)


@dataclass(frozen=True, slots=True)
class CardSize:
    """`cell` columns per card including the one-column gap (even, so rows can sit half a card
    over); `lines` rows of text per card."""

    cell: int
    lines: int

    @property
    def face(self) -> int:
        return self.cell - 1

    @property
    def framed(self) -> bool:
        return self.lines >= 3

    @property
    def middle(self) -> int:
        """The line that carries the card's letter on a chip, or its middle when framed."""
        return self.lines // 2 if self.framed else 0


#: From a chip on an 80x24 terminal up to a framed card with its colour's name, smallest first.
SIZES = tuple(
    CardSize(cell, lines)
    for cell, lines in ((4, 1), (6, 2), (6, 3), (8, 3), (8, 4), (10, 4), (10, 5), (12, 5), (12, 6))
)
SMALL = SIZES[0]


def card_chip(colour: str, marker: str = " ") -> Text:
    """A three-column chip like ` R `; `marker` replaces the spaces (e.g. `[R]` for the cursor)."""
    letter, style = CARD_STYLES[colour]
    left, right = ("[", "]") if marker == "[" else (" ", " ")
    return Text(f"{left}{letter}{right}", style=style)


def colour_name(colour: str) -> Text:
    letter, style = CARD_STYLES[colour]
    return Text(f"{colour} ({letter})", style=style)


def card_line(colour: str, size: CardSize, part: int, *, cursor: bool = False) -> Text:
    """Line `part` of a card of `colour`; the cursor shows the card about to be placed, `[G]`."""
    letter, style = CARD_STYLES[colour]
    if cursor:  # a chip blinks to be found; a framed card has a heavy frame instead
        style = f"{style} reverse" if size.framed else f"{style} blink reverse"
    if not size.framed:
        if part == 0:
            return Text((f"[{letter}]" if cursor else letter).center(size.face), style=style)
        return Text(("[ ]" if cursor else "").center(size.face), style=style)
    inner = _inner_lines(letter, colour, size, cursor)
    return Text(_framed(inner, size, part, heavy=cursor), style=style)


def spot_line(size: CardSize, part: int, *, legal: bool, base_end: bool) -> Text:
    """Line `part` of an empty spot: `[ ]` where the chosen card may go, a faint dot elsewhere."""
    middle = size.middle
    if legal:
        if not size.framed:
            return Text(("[ ]" if part == 0 else "").center(size.face), style=SPOT_STYLE)
        inner = [("[ ]" if i == middle - 1 else "") for i in range(size.lines - 2)]
        return Text(_framed(inner, size, part, dashed=True), style=SPOT_STYLE)
    if base_end or part != middle:
        return Text(" " * size.face)
    return Text("·".center(size.face), style="dim")


def _inner_lines(letter: str, colour: str, size: CardSize, cursor: bool) -> list[str]:
    """What is written inside a framed card: its letter, and its colour's name where it fits."""
    inner = size.lines - 2
    width = size.face - 2
    mark = f"[{letter}]" if cursor else letter
    if inner == 1:
        return [mark.center(width)]
    word = colour if width >= LONGEST_NAME else ""  # every name or none, so cards look alike
    if inner == 2:
        if word:
            return [mark.center(width), word.center(width)]
        return [mark.center(width), ""] if cursor else [letter.ljust(width), letter.rjust(width)]
    lines = [""] * inner
    lines[0] = letter.ljust(width)
    lines[inner // 2] = (mark if cursor else word).center(width)
    lines[-1] = letter.rjust(width)
    return lines


def _framed(
    inner: list[str], size: CardSize, part: int, *, heavy: bool = False, dashed: bool = False
) -> str:
    width = size.face - 2
    if dashed:
        top, side, bottom = ("┌", "╌", "┐"), "╎", ("└", "╌", "┘")
    elif heavy:
        top, side, bottom = ("┏", "━", "┓"), "┃", ("┗", "━", "┛")
    else:
        top, side, bottom = ("╭", "─", "╮"), "│", ("╰", "─", "╯")
    if part == 0:
        return top[0] + top[1] * width + top[2]
    if part == size.lines - 1:
        return bottom[0] + bottom[1] * width + bottom[2]
    return side + inner[part - 1].center(width)[:width] + side
