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
from penguin_tables.games.penguin_party.cards import COLOURS, Colour, base_width
from penguin_tables.games.penguin_party.pyramid import (
    BASE_PLACEMENTS,
    Rows,
    base_ends,
    supported_gaps,
)
from penguin_tables.games.penguin_party.state import PartyState


def legal_moves(state: PartyState) -> list[Action]:
    """Colour by colour (in deck order): the base ends, then the open spots row by row.

    Giving up is the only move when no card of the hand fits anywhere.
    """
    if state.over:
        return []
    rows = state.rows
    above = placements_above(rows)
    ends = base_ends(rows, base_width(len(state.players)))
    hand = state.hands[state.turn]
    actions: list[Action] = []
    if ends:
        on_base = BASE_PLACEMENTS[ends]
        for colour in COLOURS:
            if colour in hand:
                actions += on_base[colour]
                if colour in above:
                    actions += above[colour]
    else:  # the base is full: only colours with a spot above need looking for in the hand
        for colour in COLOURS:
            if colour in above and colour in hand:
                actions += above[colour]
    return actions or [GIVE_UP]


def placements_above(rows: Rows) -> dict[Colour, list[PlaceAbove]]:
    """For each colour with any, the placements on empty upper spots resting on two cards, one of
    that colour.

    Row by row, spot by spot (the order of `pyramid.supported_gaps`, written out here because it
    runs at every step); the scan stops after the first upper row holding no card at all, since
    nothing can rest above it.
    """
    found: dict[Colour, list[PlaceAbove]] = {}
    below = rows[0]
    for row in range(1, len(rows)):
        upper = rows[row]
        if None in upper:
            spot = -1
            for card in upper:
                spot += 1
                if card is None and (left := below[spot]) is not None:
                    right = below[spot + 1]
                    if right is not None:
                        if left in found:
                            found[left].append(ABOVE[left][row][spot])
                        else:
                            found[left] = [ABOVE[left][row][spot]]
                        if right == left:
                            continue
                        if right in found:
                            found[right].append(ABOVE[right][row][spot])
                        else:
                            found[right] = [ABOVE[right][row][spot]]
            if not any(upper):
                break
        below = upper
    return found


def is_legal_move(state: PartyState, action: Action) -> bool:
    """The same answer as `action in legal_moves(state)`, without listing every move."""
    if state.over:
        return False
    if isinstance(action, PlaceAbove):
        rows = state.rows
        row, spot = action.row - 1, action.slot - 1
        if not 0 < row < len(rows) or spot < 0:
            return False
        upper = rows[row]
        if spot >= len(upper) or upper[spot] is not None:
            return False
        below = rows[row - 1]
        left, right = below[spot], below[spot + 1]
        if left is None or right is None:
            return False
        colour = action.colour
        return colour in (left, right) and colour in state.hands[state.turn]
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
