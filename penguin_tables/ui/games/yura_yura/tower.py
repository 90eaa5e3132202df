"""The iceberg drawn from the simulation's own outlines, scaled to the space it is given.

Every body is drawn where the physics left it (poses from the state, through the engine's
`outlines`), so a lean or an overhang on screen is the lean the next placement will meet. The piece
being aimed is a green ghost; after a placement the widget can play the engine's settling frames
before showing the recorded tower again.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from rich.text import Text
from textual.timer import Timer
from textual.widget import Widget

from penguin_tables.games.yura_yura import (
    Polygon,
    Tower,
    YuraView,
    ghost_outline,
    outlines,
    settling_animation,
)
from penguin_tables.ui.games.yura_yura.canvas import BrailleCanvas

#: kind -> (style, rank); a higher rank wins a cell shared with something else.
KIND_STYLES: dict[str, tuple[str, int]] = {
    "iceberg": ("bright_cyan", 1),
    "start": ("yellow", 2),
    "card": ("bright_white", 3),
    "moving": ("cyan", 3),
    "ice": ("bright_blue", 4),
    "penguin": ("bold bright_white", 5),
    "ghost": ("bold green", 6),
}
#: Pieces also carry a glyph, so they read without colour (and when smaller than a cell).
KIND_GLYPHS: dict[str, tuple[str, str]] = {
    "penguin": ("P", "bold black on bright_white"),
    "ice": ("◆", "bold bright_blue"),
}
#: Room kept above the top tier, so the ghost of a new iceberg card fits without rescaling.
HEADROOM = 4.5
MIN_WIDTH = 14.0
MIN_HEIGHT = 13.0


@dataclass(frozen=True)
class Shape:
    """One thing to draw: its kind (for style and glyph) and its polygons in world centimetres."""

    kind: str
    polygons: list[Polygon]


@dataclass(frozen=True)
class Viewport:
    """World-to-dot mapping: left edge and top edge in cm, and dots per cm."""

    left: float
    top: float
    scale: float

    def to_dots(self, point: tuple[float, float]) -> tuple[float, float]:
        return ((point[0] - self.left) * self.scale, (self.top - point[1]) * self.scale)


def tower_shapes(tower: Tower) -> list[Shape]:
    return [Shape(o.kind, o.polygons) for o in outlines(tower)]


def ghost_shape(view: YuraView, aim: float, tier: int | None = None) -> Shape | None:
    """Where the next placement would go with this aim (in room `tier`) and a steady hand."""
    polygons = ghost_outline(view, aim, tier)
    return Shape("ghost", polygons) if polygons else None


def fit(shapes: list[Shape], cols: int, rows: int) -> Viewport:
    """The largest scale showing every shape (plus headroom), bottom on the sea, centred."""
    points = [p for s in shapes for poly in s.polygons for p in poly] or [(0.0, 0.0)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    low, high = min(0.0, min(ys)), max(ys) + HEADROOM
    width = max(MIN_WIDTH, max(xs) - min(xs) + 2.0)
    height = max(MIN_HEIGHT, high - low)
    dots_w, dots_h = cols * 2, max(1, rows - 1) * 4
    scale = min(dots_w / width, dots_h / height)
    centre = (min(xs) + max(xs)) / 2
    return Viewport(left=centre - dots_w / scale / 2, top=low + dots_h / scale, scale=scale)


#: Where a piece's glyph goes when its own cell already holds another piece's: beside it first.
NUDGES = ((0, 0), (1, 0), (-1, 0), (2, 0), (-2, 0), (0, -1), (1, -1), (-1, -1), (0, 1))


def free_cell(
    col: int, row: int, stamped: set[tuple[int, int]], canvas: BrailleCanvas
) -> tuple[int, int]:
    """The cell for a piece's glyph: its own, or the nearest one no other piece's glyph holds,
    so two pieces in one room (smaller than a cell at 80x24) both show."""
    for dx, dy in NUDGES:
        cell = (col + dx, row + dy)
        if cell not in stamped and 0 <= cell[0] < canvas.cols and 0 <= cell[1] < canvas.rows - 1:
            return cell
    return col, row


def picture(shapes: list[Shape], cols: int, rows: int, view: Viewport | None = None) -> Text:
    """The shapes on a braille canvas `cols` x `rows`, the bottom row being the sea."""
    canvas = BrailleCanvas(cols, rows)
    view = view or fit(shapes, cols, rows)
    stamped: set[tuple[int, int]] = set()
    for shape in sorted(shapes, key=lambda s: KIND_STYLES[s.kind][1]):
        style, rank = KIND_STYLES[shape.kind]
        for poly in shape.polygons:
            canvas.polygon([view.to_dots(p) for p in poly], style, rank)
        stamp = KIND_GLYPHS.get(shape.kind)
        if stamp is not None and shape.polygons:
            poly = shape.polygons[0]
            x, y = view.to_dots(
                (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))
            )
            cell = free_cell(math.floor(x / 2), math.floor(y / 4), stamped, canvas)
            stamped.add(cell)
            canvas.glyph(*cell, *stamp)
    canvas.text_row(canvas.rows - 1, "≈" * canvas.cols, "blue")
    label = " sea "
    canvas.text_row(canvas.rows - 1, "≈≈" + label if cols > 12 else "", "bold blue")
    return canvas.to_text()


class IcebergView(Widget):
    """The tower picture; `show` gives it the recorded tower, `play` a settling animation, and
    `follow` plays the settling of each placement that reaches the table."""

    DEFAULT_CSS = """
    IcebergView { height: 1fr; min-height: 5; width: 100%; }
    """

    FRAME_SECONDS = 0.04
    MAX_FRAMES = 30

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.shapes: list[Shape] = []
        self.ghost: Shape | None = None
        self.frames: list[list[Polygon]] = []
        self.frame = 0
        self._timer: Timer | None = None
        #: How many settling animations have started (tests check one ran, however fast).
        self.animations = 0
        #: (moves, view) last followed: the next placement's settling is replayed from this view.
        self._before: tuple[int, YuraView] | None = None
        #: The tower shown (views are replaced, never changed: the same object, the same tower).
        self._tower: Tower | None = None

    @property
    def animating(self) -> bool:
        return bool(self.frames)

    def show(self, tower: Tower, ghost: Shape | None) -> None:
        """Draw `tower` (with the `ghost` of an aimed card); the same again draws nothing (a key
        that moves the hand's cursor redraws the board, and the picture is the board's costliest
        part)."""
        if tower is self._tower and ghost == self.ghost:
            return
        self._tower = tower
        self.shapes, self.ghost = tower_shapes(tower), ghost
        self.refresh()

    def follow(self, moves: int, view: YuraView) -> None:
        """Replay the settling of a placement that just reached the table, whoever made it.

        The view before it and its public `last.place` give the same drop the engine simulated.
        """
        before, self._before = self._before, (moves, view)
        if before is None or before[0] + 1 != moves or before[1].phase != "place":
            return
        last = view.last
        if last is None or last.place is None or last == before[1].last:
            return
        self.play(settling_animation(before[1], last.place))

    def play(self, frames: list[list[Polygon]]) -> None:
        """Show the settling frames one by one, then the recorded tower (given by `show`)."""
        self.stop()
        if len(frames) < 2:
            return
        self.animations += 1
        if self.app.animation_level == "none":  # TEXTUAL_ANIMATIONS=none: straight to the result
            return
        step = -(-len(frames) // self.MAX_FRAMES)  # a long settle is shown faster, not longer
        self.frames, self.frame = [*frames[:-1:step], frames[-1]], 0
        self._timer = self.set_interval(self.FRAME_SECONDS, self._next_frame)
        self.refresh()

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
        self._timer, self.frames = None, []
        self.refresh()

    def _next_frame(self) -> None:
        self.frame += 1
        if self.frame >= len(self.frames):
            self.stop()
        else:
            self.refresh()

    def render(self) -> Text:
        cols, rows = self.content_size.width, self.content_size.height
        if cols < 4 or rows < 3:
            return Text("")
        if self.frames:
            view = fit(self.shapes, cols, rows)
            moving = [Shape("moving", [poly]) for poly in self.frames[self.frame]]
            return picture(moving, cols, rows, view)
        drawn = self.shapes + ([self.ghost] if self.ghost is not None else [])
        return picture(drawn, cols, rows, fit(self.shapes, cols, rows))
