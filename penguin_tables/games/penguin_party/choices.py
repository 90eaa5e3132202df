"""A Penguin Party turn as picks: a card (by colour), then the spot for it; giving up is one pick.

Each choice carries a typed `value` for the board to draw it by, so no screen parses keys: a card's
value is its `Colour`, a spot's a `BaseEnd` or a `Slot`, giving up's the `GiveUp` action itself.
"""

from __future__ import annotations

from typing import NamedTuple

from penguin_tables.engine.choices import Choice, Path
from penguin_tables.games.penguin_party.actions import Action, End, GiveUp, PlaceOnBase
from penguin_tables.games.penguin_party.state import PartyState


class BaseEnd(NamedTuple):
    """A spot's value: the left or right end of the base, where a card widens it."""

    end: End


class Slot(NamedTuple):
    """A spot's value: a place in the pyramid, row and slot counted from 0 (row 0 is the base)."""

    row: int
    slot: int


Spot = BaseEnd | Slot


def choice_path(state: PartyState, action: Action) -> Path:
    """The card, then the spot; giving up (only ever the one legal action) is a single pick."""
    if isinstance(action, GiveUp):
        left = len(state.hands[state.turn])
        return (
            Choice("give-up", f"take {left} penalty point{'s' if left != 1 else ''}", value=action),
        )
    card = Choice(action.colour, action.colour, value=action.colour)
    if isinstance(action, PlaceOnBase):
        spot = Choice(
            f"base-{action.end}", f"{action.end} end of the base", value=BaseEnd(action.end)
        )
    else:
        spot = Choice(
            f"{action.row}-{action.slot}",
            f"row {action.row}, slot {action.slot}",
            value=Slot(action.row - 1, action.slot - 1),
        )
    return (card, spot)
