"""The strong search's judgement of an unfinished game: who is likely to win from here.

The strong player's look-ahead plays a few turns with the normal computer's moves and then stops;
cutting it short buys many more looks at the moves that matter now, and a game this short is
mostly decided by who holds more cards. So a leaf is judged by the normal player's own `position`
(cards, then a little for fish and values), turned into win chances that grow with the lead:
between two players a one-card lead is worth about three chances in four, two cards
nearly nine in ten.
"""

from __future__ import annotations

from penguin_tables.engine.outcome import result_shares, softmax_shares
from penguin_tables.games.frozen_shinies.computer.levels import position
from penguin_tables.games.frozen_shinies.scoring import outcome_of
from penguin_tables.games.frozen_shinies.state import FrozenState

#: How sharply a lead in `position` turns into a win: e ** LEAD_SHARPNESS to one per card ahead.
LEAD_SHARPNESS = 1.0


def win_chances(state: FrozenState) -> list[float]:
    """Each seat's chance of winning: exact when the game is over, else from the leads."""
    seats = len(state.players)
    if state.step == "over":
        return result_shares(outcome_of(state).winners, seats)
    return softmax_shares([position(state, seat) for seat in range(seats)], LEAD_SHARPNESS)
