"""The pyramid's geometry: which spots are open, and what a placement does to the rows.

Row 1 (index 0) is the base, which grows at either end up to its width; a card on a higher row rests
on two neighbours below and must share a colour with at least one of them.

Each row is a tuple, replaced (never changed) by a placement: a copied state shares every row with
its original, and a placement rebuilds only the row it touches.
"""

from __future__ import annotations

from functools import lru_cache

from penguin_tables.games.penguin_party.actions import End, PlaceOnBase, on_base
from penguin_tables.games.penguin_party.cards import COLOURS, Colour

Row = tuple[Colour | None, ...]
Rows = list[Row]
Ends = tuple[End, ...]

FIRST_CARD: Ends = ("left",)
BOTH_ENDS: Ends = ("left", "right")
NO_END: Ends = ()

#: The base placements of each colour, for each answer `base_ends` can give, built once.
BASE_PLACEMENTS: dict[Ends, dict[Colour, tuple[PlaceOnBase, ...]]] = {
    ends: {colour: tuple(on_base(colour, end) for end in ends) for colour in COLOURS}
    for ends in (FIRST_CARD, BOTH_ENDS, NO_END)
}


def base_ends(rows: Rows, width: int) -> Ends:
    """The ends of the base that can take a card (only "left" for the very first card)."""
    base = rows[0]
    if not base:
        return FIRST_CARD
    if len(base) >= width:
        return NO_END
    return BOTH_ENDS


def supports(rows: Rows, row: int, spot: int) -> tuple[Colour, Colour] | None:
    """The two cards under spot `spot` of row index `row` (>= 1), or None if either is missing."""
    below = rows[row - 1]
    left, right = below[spot], below[spot + 1]
    if left is None or right is None:
        return None
    return left, right


def supported_gaps(rows: Rows) -> list[tuple[int, int, Colour, Colour]]:
    """Empty upper spots resting on two cards: (row index, spot index, left and right colours).

    Row by row, spot by spot; the scan stops after the first upper row holding no card at all,
    since nothing can rest above it.
    """
    found = []
    below = rows[0]
    for row in range(1, len(rows)):
        upper = rows[row]
        if None in upper:
            for spot, card in enumerate(upper):
                if card is None and (left := below[spot]) is not None:
                    right = below[spot + 1]
                    if right is not None:
                        found.append((row, spot, left, right))
            if not any(upper):
                break
        below = upper
    return found


def open_spots(rows: Rows, colour: Colour) -> list[tuple[int, int]]:
    """Empty upper spots (row index, spot index) where a card of `colour` may rest."""
    return [
        (row, spot) for row, spot, left, right in supported_gaps(rows) if colour in (left, right)
    ]


def place_above(rows: Rows, colour: Colour, row: int, spot: int) -> None:
    """Put a card on spot `spot` of row index `row` (>= 1)."""
    new = list(rows[row])
    new[spot] = colour
    rows[row] = tuple(new)


def extend_base(rows: Rows, colour: Colour, end: End) -> None:
    """Add a card at one end of the base; upper rows gain an empty spot on that side, and a new
    top row appears, so that row r has len(base) - r spots while that is positive."""
    base = rows[0]
    if not base:
        rows[0] = (colour,)
    elif end == "left":
        rows[0] = (colour, *base)
        for row in range(1, len(rows)):
            rows[row] = (None, *rows[row])
    else:
        rows[0] = (*base, colour)
        for row in range(1, len(rows)):
            rows[row] = (*rows[row], None)
    width = len(rows[0])
    while len(rows) < width:
        rows.append((None,) * (width - len(rows)))


def placed_cards(rows: Rows) -> list[Colour]:
    return [card for row in rows for card in row if card is not None]


def is_complete(rows: Rows, width: int) -> bool:
    return len(rows[0]) == width and all(card is not None for row in rows for card in row)


@lru_cache(maxsize=1024)
def pyramid_problem(rows: tuple[Row, ...], width: int) -> str | None:
    """Why these rows break the pyramid's shape (None: they keep it): the base `width` at most and
    gapless, one row fewer spots at each level, every card resting on two cards, one of its colour.
    A pure function of the rows, looked up: the invariants run for every state and for each of its
    re-dealt twins, which share its rows."""
    base = rows[0]
    if len(base) > width or None in base:
        return "the base is too wide or has a gap"
    if len(rows) != max(1, len(base)):
        return "the pyramid has the wrong number of rows"
    for r in range(1, len(rows)):
        if len(rows[r]) != len(base) - r:
            return f"row {r + 1} has the wrong number of spots"
        for spot, card in enumerate(rows[r]):
            below = rows[r - 1][spot : spot + 2]
            if card is not None and (None in below or card not in below):
                return f"the card on row {r + 1}, slot {spot + 1} is unsupported"
    return None
