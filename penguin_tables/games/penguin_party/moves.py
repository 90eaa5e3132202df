"""Which moves are open: the legal list, and the direct check `apply` makes before each step.

Both run at every step of every playout (the strong player's search lives on them), so they read
the pyramid once, hand out the interned actions of `actions.py`, and never build an action.
"""

from __future__ import annotations

from penguin_tables.games.penguin_party.actions import (
    ABOVE,
    GIVE_UP,
    Action,
    GiveUp,
    PlaceAbove,
    PlaceOnBase,
)
from penguin_tables.games.penguin_party.cards import COLOURS, base_width
from penguin_tables.games.penguin_party.pyramid import BASE_PLACEMENTS, base_ends, supported_gaps
from penguin_tables.games.penguin_party.state import PartyState


def legal_moves(state: PartyState) -> list[Action]:
    """Colour by colour (in deck order): the base ends, then the open spots row by row.

    Giving up is the only move when no card of the hand fits anywhere.
    """
    if state.over:
        return []
    hand = state.hands[state.turn]
    on_base = BASE_PLACEMENTS[base_ends(state.rows, base_width(len(state.players)))]
    gaps = supported_gaps(state.rows)
    actions: list[Action] = []
    for colour in COLOURS:
        if colour in hand:
            actions += on_base[colour]
            if gaps:
                above = ABOVE[colour]
                for row, spot, left, right in gaps:
                    if colour in (left, right):
                        actions.append(above[row][spot])
    return actions or [GIVE_UP]


def is_legal_move(state: PartyState, action: Action) -> bool:
    """The same answer as `action in legal_moves(state)`, without listing every move."""
    if state.over:
        return False
    if isinstance(action, PlaceAbove):
        rows = state.rows
        row, spot = action.row - 1, action.slot - 1
        if not 0 < row < len(rows) or not 0 <= spot < len(rows[row]) or rows[row][spot]:
            return False
        below = rows[row - 1]
        left, right = below[spot], below[spot + 1]
        colour = action.colour
        return (
            (colour == left and right is not None) or (colour == right and left is not None)
        ) and colour in state.hands[state.turn]
    if isinstance(action, PlaceOnBase):
        base = state.rows[0]
        if base:
            if len(base) >= base_width(len(state.players)):
                return False
        elif action.end != "left":
            return False
        return action.colour in state.hands[state.turn]
    if isinstance(action, GiveUp):
        return not can_place(state)
    return False


def can_place(state: PartyState) -> bool:
    """Whether some card of the hand fits: the base takes any colour while it can grow."""
    if base_ends(state.rows, base_width(len(state.players))):
        return True
    hand = state.hands[state.turn]
    return any(left in hand or right in hand for _, _, left, right in supported_gaps(state.rows))
