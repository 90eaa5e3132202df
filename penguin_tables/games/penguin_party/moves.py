"""Which moves are open: the legal list, and the direct check `apply` makes before each step.

Both run at every step of every playout (the strong player's search lives on them), so they read
the pyramid once, hand out the interned actions of `actions.py`, and never build an action.
"""

from __future__ import annotations

from itertools import chain

from penguin_tables.games.penguin_party.actions import (
    ABOVE,
    GIVE_UP,
    Action,
    GiveUp,
    PlaceAbove,
    PlaceOnBase,
)
from penguin_tables.games.penguin_party.cards import COLOURS, Colour, base_width
from penguin_tables.games.penguin_party.pyramid import BASE_PLACEMENTS, Rows, base_ends
from penguin_tables.games.penguin_party.state import PartyState

_flatten = chain.from_iterable


def legal_moves(state: PartyState) -> list[Action]:
    """Colour by colour (in deck order): the base ends, then the open spots row by row.

    Giving up is the only move when no card of the hand fits anywhere.
    """
    if state.over:
        return []
    hand = state.hands[state.turn]
    on_base = BASE_PLACEMENTS[base_ends(state.rows, base_width(len(state.players)))]
    by_colour: dict[Colour, list[Action]] = {
        colour: [*on_base[colour]] for colour in COLOURS if colour in hand
    }
    add_placements_above(state.rows, by_colour)
    return [*_flatten(by_colour.values())] or [GIVE_UP]


def add_placements_above(rows: Rows, by_colour: dict[Colour, list[Action]]) -> None:
    """Append to each colour's list the empty upper spots resting on two cards, one of that colour.

    Row by row, spot by spot (the order of `pyramid.supported_gaps`); the scan stops after the first
    upper row with no card at all, since nothing can rest above it.
    """
    get = by_colour.get
    below = rows[0]
    for row in range(1, len(rows)):
        upper = rows[row]
        if None in upper:
            for spot, card in enumerate(upper):
                if card is None and (left := below[spot]) is not None:
                    right = below[spot + 1]
                    if right is not None:
                        if (into := get(left)) is not None:
                            into.append(ABOVE[left][row][spot])
                        if right != left and (into := get(right)) is not None:
                            into.append(ABOVE[right][row][spot])
            if not any(upper):
                return
        below = upper


def is_legal_move(state: PartyState, action: Action) -> bool:
    """The same answer as `action in legal_moves(state)`, without listing every move."""
    if state.over:
        return False
    if isinstance(action, PlaceAbove):
        rows = state.rows
        row, spot = action.row - 1, action.slot - 1
        if not (0 < row < len(rows) and 0 <= spot < len(rows[row])) or rows[row][spot]:
            return False
        colour = action.colour
        below = rows[row - 1]
        left, right = below[spot], below[spot + 1]
        return (
            left is not None
            and right is not None
            and colour in (left, right)
            and colour in state.hands[state.turn]
        )
    if isinstance(action, PlaceOnBase):
        ends = base_ends(state.rows, base_width(len(state.players)))
        return action.end in ends and action.colour in state.hands[state.turn]
    if isinstance(action, GiveUp):
        return legal_moves(state) == [GIVE_UP]
    return False
