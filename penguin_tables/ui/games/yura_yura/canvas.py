"""A braille dot canvas: 2x4 dots per terminal cell, so a drawing keeps its tilt at any size.

A braille dot is about as wide as it is tall in a normal terminal font, so world shapes keep their
proportions; each cell takes the style of the most important thing drawn in it (one colour per cell
is all a terminal has), and a letter can be stamped over a cell where a glyph must carry meaning.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from rich.text import Text

BRAILLE = 0x2800
#: Bit of each dot in a braille cell, by (column, row) inside the cell.
DOT_BITS = ((0x01, 0x02, 0x04, 0x40), (0x08, 0x10, 0x20, 0x80))

DotPoint = tuple[float, float]


def inside(x: float, y: float, polygon: Sequence[DotPoint]) -> bool:
    """Even-odd test: whether the point lies inside the polygon."""
    hit = False
    count = len(polygon)
    for i in range(count):
        x1, y1 = polygon[i]
        x2, y2 = polygon[(i + 1) % count]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


class BrailleCanvas:
    """`cols` x `rows` cells of braille; dots are addressed from the top-left, y growing down."""

    def __init__(self, cols: int, rows: int) -> None:
        self.cols, self.rows = max(1, cols), max(1, rows)
        self.bits = [[0] * self.cols for _ in range(self.rows)]
        self.rank = [[-1] * self.cols for _ in range(self.rows)]
        self.style = [[""] * self.cols for _ in range(self.rows)]
        self.glyphs: dict[tuple[int, int], tuple[str, str]] = {}

    @property
    def width(self) -> int:
        """Dots across."""
        return self.cols * 2

    @property
    def height(self) -> int:
        """Dots down."""
        return self.rows * 4

    def dot(self, x: int, y: int, style: str, rank: int) -> None:
        """Set one dot; the cell's style becomes `style` if `rank` outranks what is there."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            return
        col, row = x // 2, y // 4
        self.bits[row][col] |= DOT_BITS[x % 2][y % 4]
        if rank >= self.rank[row][col]:
            self.rank[row][col] = rank
            self.style[row][col] = style

    def line(self, a: DotPoint, b: DotPoint, style: str, rank: int) -> None:
        """A straight run of dots from `a` to `b` (so even a sliver of a card shows)."""
        steps = max(1, math.ceil(max(abs(b[0] - a[0]), abs(b[1] - a[1]))))
        for i in range(steps + 1):
            t = i / steps
            x = a[0] + (b[0] - a[0]) * t
            y = a[1] + (b[1] - a[1]) * t
            self.dot(math.floor(x), math.floor(y), style, rank)

    def polygon(self, points: Sequence[DotPoint], style: str, rank: int) -> None:
        """A filled polygon: every dot whose centre is inside, and its edges."""
        if not points:
            return
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        left, right = max(0, math.floor(min(xs))), min(self.width - 1, math.ceil(max(xs)))
        top, bottom = max(0, math.floor(min(ys))), min(self.height - 1, math.ceil(max(ys)))
        for y in range(top, bottom + 1):
            for x in range(left, right + 1):
                if inside(x + 0.5, y + 0.5, points):
                    self.dot(x, y, style, rank)
        for i, point in enumerate(points):
            self.line(point, points[(i + 1) % len(points)], style, rank)

    def glyph(self, col: int, row: int, char: str, style: str) -> None:
        """Stamp a character over a cell (for a meaning the colour alone must not carry)."""
        if 0 <= col < self.cols and 0 <= row < self.rows:
            self.glyphs[(col, row)] = (char, style)

    def text_row(self, row: int, text: str, style: str) -> None:
        """Write plain text across a row, left-aligned (for the sea line and labels)."""
        for col, char in enumerate(text[: self.cols]):
            self.glyph(col, row, char, style)

    def to_text(self) -> Text:
        """The canvas as rich text, one span per run of equally styled cells (cheap to draw)."""
        out = Text(no_wrap=True, overflow="crop")
        for row in range(self.rows):
            if row:
                out.append("\n")
            run, run_style = "", ""
            for col in range(self.cols):
                char, style = self._cell(col, row)
                if style != run_style and run:
                    out.append(run, style=run_style)
                    run = ""
                run, run_style = run + char, style
            out.append(run, style=run_style)
        return out

    def _cell(self, col: int, row: int) -> tuple[str, str]:
        stamped = self.glyphs.get((col, row))
        if stamped is not None:
            return stamped
        if self.bits[row][col]:
            return chr(BRAILLE + self.bits[row][col]), self.style[row][col]
        return " ", ""
