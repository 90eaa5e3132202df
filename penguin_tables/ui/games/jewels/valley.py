"""The Jewels valley drawn as a wall of offset hexes, one band of text lines per height.

A flat-topped hex at doubled coordinates (q, y) touches (q±1, y±1) and (q, y±2). Drawn as bricks, one
band per y with every cell at column q·W/2, each diagonal neighbour overlaps half a cell in the band
above or below, and the straight-down neighbour (where slides drop) sits right under it two bands
lower: the picture keeps the valley's moves readable at 80x24. Bigger screens get wider and taller
cells: the place id on a line of its own, then (from 50 lines) the tile's name and the scattered
gems too, and the cells widen with the terminal. The drawing is a pure function of a
`ValleyPicture`, so tests can check it without an app.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from penguin_tables.games.jewels import (
    FLOOR,
    JewelsView,
    MapCell,
    content,
    gems_short,
    map_cells,
    penguin_groups,
    slide_at,
    tile_at,
    tile_label,
)

TIER_STYLE: dict[str, str] = {
    "A": "on #1d3b2a",
    "B": "on #24402f",
    "C": "on #1f3550",
    "D": "on #2c2a55",
    "E": "on #4a2a4a",
    "T": "on #5a4a10",
    "-": "on #303030",
}
PLAYER_STYLE: tuple[str, ...] = (
    "bold cyan",
    "bold yellow",
    "bold magenta",
    "bold green",
    "bold red",
)
TARGET = "»"
SLIDE = "↓"
MIN_WIDTH = 8
MAX_WIDTH = 30
TALL_HEIGHT = 3
BIG_HEIGHT = 4


@dataclass(frozen=True)
class ValleyPicture:
    """Everything the map shows: tiles, penguins, scattered gems, the places to choose, the cursor."""

    layout: dict[str, str]
    penguins: dict[str, list[tuple[int, str]]]  # place -> (seat, "A1,3") groups
    scattered: dict[str, str] = field(default_factory=dict)
    targets: tuple[str, ...] = ()
    cursor: str | None = None
    viewer: int | None = None
    cell_width: int = 9
    cell_height: int = 2


def picture_penguins(view: JewelsView) -> dict[str, list[tuple[int, str]]]:
    """Penguins per place, one group per player: letter then sizes, e.g. `A1,3` or `B1-5`."""
    places = {where for player in view.seats for where in player.penguins}
    return {place: penguin_groups(view, place) for place in places}


def picture_scattered(view: JewelsView) -> dict[str, str]:
    return {p: "+" + gems_short(g) for p, g in view.scattered.items() if any(g.values())}


def cell_size(width: int, height: int) -> tuple[int, int]:
    """Cell width and height that fit a board of `width` x `height` (one column for tier letters)."""
    cell_width = max(MIN_WIDTH, min(MAX_WIDTH, (width - 1) // 5))
    if height >= 50 and cell_width >= 20:
        return cell_width, BIG_HEIGHT
    return cell_width, (TALL_HEIGHT if height >= 34 and cell_width >= 11 else 2)


def _places(layout: dict[str, str]) -> frozenset[str]:
    """The places of the game's valley (each edition has its own): the layout names them all."""
    return frozenset(layout)


@cache
def _cells(places: frozenset[str]) -> tuple[MapCell, ...]:
    return tuple(map_cells({p: "" for p in sorted(places)}))


@cache
def _bands(places: frozenset[str]) -> list[int]:
    """Heights from the top of the valley (trophy) down to the floor."""
    return sorted({cell.y for cell in _cells(places)}, reverse=True)


@cache
def _tier_of(places: frozenset[str], y: int) -> str:
    tiers = {cell.tier for cell in _cells(places) if cell.y == y}
    tier = tiers.pop() if len(tiers) == 1 else "?"
    return "F" if tier == "-" else tier


def _fit(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


def _penguin_text(picture: ValleyPicture, place: str, width: int) -> Text:
    """The penguin groups, each in its player's colour (the letter names the player, the numbers
    the sizes); a space between groups when there is room."""
    groups = picture.penguins.get(place, [])
    spaced = sum(len(tag) for _, tag in groups) + len(groups) - 1 <= width
    text = Text()
    for seat, tag in groups:
        if text.plain and spaced:
            text.append(" ")
        text.append(tag, style=PLAYER_STYLE[seat % len(PLAYER_STYLE)])
    if len(text.plain) > width:
        text.truncate(width - 1)
        text.append("…")
    return text


def _cell_lines(picture: ValleyPicture, place: str, width: int) -> list[Text]:
    """The lines inside one cell (without its marker column), each exactly `width` wide."""
    slide = slide_at(picture.layout, place)
    slide_text = SLIDE + gems_short(dict(slide)) if slide else ""
    label = _fit(tile_label(picture.layout, place), width)
    extra = picture.scattered.get(place, "")
    tile = tile_at(picture.layout, place)
    if picture.cell_height >= BIG_HEIGHT and tile is not None:
        head = Text(place, style="bold")
        head.append(f" {tile.name}")
        mine = _right(Text("you " + " or ".join(e.short() for e in tile.active)), slide_text, width)
        theirs = Text("each " + " or ".join(e.short() for e in tile.everyone))
        lines = [head, mine, _right(theirs, extra, width), _penguin_text(picture, place, width)]
    elif picture.cell_height >= TALL_HEIGHT:
        head = Text(place, style="bold")
        tail = " ".join(t for t in (extra, slide_text) if t)
        head.append(" " * max(1, width - len(place) - len(tail)) + tail)
        lines = [head, Text(label), _penguin_text(picture, place, width)]
    else:
        bottom = _penguin_text(picture, place, width)
        tail = " ".join(t for t in (extra, slide_text) if t)
        if tail and len(bottom.plain) + len(tail) + 1 <= width:
            bottom.append(" " * (width - len(bottom.plain) - len(tail)) + tail)
        lines = [Text(label), bottom]
    for line in lines:
        line.truncate(width, pad=True)
    return lines


def _right(text: Text, tail: str, width: int) -> Text:
    """`text` with `tail` at the right edge of the cell (a slide, scattered gems), if it fits."""
    if tail and len(text.plain) + len(tail) + 1 <= width:
        text.append(" " * (width - len(text.plain) - len(tail)) + tail)
    return text


def _floor_lines(picture: ValleyPicture, width: int) -> list[Text]:
    """The floor spans the map: its name and penguins on one line at 80x24, more below when tall."""
    head = Text("Valley floor", style="bold")
    if picture.cell_height < TALL_HEIGHT:
        head = Text("Floor", style="bold")
        head.append(" (market)  ")
        head.append_text(_penguin_text(picture, FLOOR, width - len(head.plain)))
        lines = [head]
    else:
        head.append(" · Market: 2 trades")
        lines = [head, _penguin_text(picture, FLOOR, width)]
        extra = [Text("(moves end here → Valley Market)", style="dim"), Text("")]
        lines += extra[: picture.cell_height - 2]
    for line in lines:
        line.truncate(width, pad=True)
    return lines


def cell_origin(picture: ValleyPicture, q: int) -> int:
    """The screen column where the cell for hex column `q` starts (after the tier letters)."""
    return 1 + (q * picture.cell_width) // 2


def draw_valley(picture: ValleyPicture) -> Text:
    """The whole map as text: a band per height, tier letter on the left, » on places to choose."""
    w, h = picture.cell_width, picture.cell_height
    total = 1 + 5 * w
    out = Text()
    valley = _places(picture.layout)
    bands = _bands(valley)
    for y in bands:
        rows = [Text(_tier_of(valley, y) if i == 0 else " ", style="bold") for i in range(h)]
        places = sorted(
            {(c.q, c.position) for c in _cells(valley) if c.y == y and c.position != FLOOR}
        )
        if y == min(bands):
            places = [(0, FLOOR)]
        for q, place in places:
            start = 1 if place == FLOOR else cell_origin(picture, q)
            inner = total - 2 if place == FLOOR else w - 1
            for row in rows:
                row.append(" " * (start - len(row.plain)))
            lines = (
                _floor_lines(picture, inner)
                if place == FLOOR
                else _cell_lines(picture, place, inner)
            )
            tier = "-" if place == FLOOR else content().positions[place].tier
            style = TIER_STYLE.get(tier, "")
            if place == picture.cursor:
                style = "reverse bold"
            for i, line in enumerate(lines[:h]):
                mark = TARGET if i == 0 and place in picture.targets else " "
                rows[i].append(mark, style="bold green")
                line.stylize(style)
                rows[i].append_text(line)
        for row in rows:
            row.truncate(total, pad=True)
            out.append_text(row)
            out.append("\n")
    out.rstrip()
    return out


def place_at(picture: ValleyPicture, x: int, line: int) -> str | None:
    """The place drawn at column `x` of text line `line`, for mouse clicks."""
    valley = _places(picture.layout)
    bands = _bands(valley)
    band = line // picture.cell_height
    if not 0 <= band < len(bands):
        return None
    y = bands[band]
    if y == min(bands):
        return FLOOR
    for cell in _cells(valley):
        start = cell_origin(picture, cell.q)
        if cell.y == y and cell.position != FLOOR and start <= x < start + picture.cell_width:
            return cell.position
    return None


@cache
def _centres(places: frozenset[str]) -> dict[str, tuple[float, int]]:
    centres: dict[str, tuple[float, int]] = {}
    for place in {c.position for c in _cells(places)}:
        cells = [c for c in _cells(places) if c.position == place]
        centres[place] = sum(c.q for c in cells) / len(cells), cells[0].y
    return centres


def step_cursor(layout: dict[str, str], place: str, dx: int, dy: int) -> str:
    """The place next to `place` on screen: ←/→ along the band, ↑/↓ to the nearest in the next."""
    valley = _places(layout)
    centre = _centres(valley)
    q, y = centre[place]
    if dx:
        same = [p for p in centre if centre[p][1] == y and (centre[p][0] - q) * dx > 0]
        return min(same, key=lambda p: abs(centre[p][0] - q)) if same else place
    heights = [b for b in _bands(valley) if (b - y) * dy > 0]
    if not heights:
        return place
    target = min(heights, key=lambda b: abs(b - y))
    band = [p for p in centre if centre[p][1] == target]
    return min(band, key=lambda p: (abs(centre[p][0] - q), centre[p][0]))


class ValleyMap(Static):
    """The map widget; a click posts `Clicked` with the place under the mouse."""

    DEFAULT_CSS = "ValleyMap { height: auto; width: auto; }"

    class Clicked(Message):
        def __init__(self, place: str) -> None:
            super().__init__()
            self.place = place

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.picture: ValleyPicture | None = None

    def show(self, picture: ValleyPicture) -> None:
        self.picture = picture
        self.update(draw_valley(picture))

    def on_click(self, event: events.Click) -> None:
        if self.picture is None:
            return
        place = place_at(self.picture, event.x, event.y)
        if place is not None:
            self.post_message(self.Clicked(place))
