"""What a Penguin Party player can do on a turn: extend the base, stack a card, or give up.

Actions are frozen slotted dataclasses, so equal actions hash alike and each distinct one can be
built once: `legal_actions` hands out the interned actions of `on_base` and `ABOVE` instead of
constructing new objects at every step. Pydantic only reads and writes them at the save boundary.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field

from penguin_tables.games.penguin_party.cards import COLOURS, Colour

End = Literal["left", "right"]

#: The most rows a pyramid can have: the base is at most eight wide.
MOST_ROWS = 8


@dataclass(frozen=True, slots=True, kw_only=True)
class PlaceOnBase:
    """Put a card at one end of the bottom row (the very first card starts the base)."""

    kind: Literal["base"] = "base"
    colour: Colour
    end: End

    def __str__(self) -> str:
        return f"place {self.colour} at the {self.end} end of the base"


@dataclass(frozen=True, slots=True, kw_only=True)
class PlaceAbove:
    """Put a card on row `row` (1 is the base) resting on two cards below; slots count from 1."""

    kind: Literal["above"] = "above"
    colour: Colour
    row: Annotated[int, Field(ge=2)]
    slot: Annotated[int, Field(ge=1)]

    def __str__(self) -> str:
        return f"place {self.colour} on row {self.row}, slot {self.slot}"


@dataclass(frozen=True, slots=True, kw_only=True)
class GiveUp:
    """No card fits: the hand is discarded for penalty points and the player sits out the round."""

    kind: Literal["give_up"] = "give_up"

    def __str__(self) -> str:
        return "cannot play: take penalty points and sit out the round"


Action = Annotated[PlaceOnBase | PlaceAbove | GiveUp, Field(discriminator="kind")]

GIVE_UP = GiveUp()

#: Every base placement, by colour and end, built once.
_ON_BASE: dict[tuple[Colour, End], PlaceOnBase] = {
    (colour, end): PlaceOnBase(colour=colour, end=end)
    for colour in COLOURS
    for end in ("left", "right")
}

#: Every placement above the base, built once: `ABOVE[colour][row index][spot index]`, where row
#: index 1 is row 2 (index 0, the base, has no such placements) and row index r has 8 - r spots.
ABOVE: dict[Colour, list[list[PlaceAbove]]] = {
    colour: [
        [PlaceAbove(colour=colour, row=row + 1, slot=spot + 1) for spot in range(MOST_ROWS - row)]
        if row
        else []
        for row in range(MOST_ROWS)
    ]
    for colour in COLOURS
}


def on_base(colour: Colour, end: End) -> PlaceOnBase:
    """The shared action placing `colour` at `end` of the base."""
    return _ON_BASE[colour, end]
