"""The strong search's judgement of an unfinished game: who is likely to win from here.

The strong player's look-ahead plays a few turns with the normal computer's moves and then stops;
cutting it short buys many more looks at the moves that matter now, and a game this short is
mostly decided by who holds more cards. So a leaf is judged by the normal player's own `position`
(cards, then a little for fish and values), turned into win chances that grow with the lead:
between two players a one-card lead is worth about three chances in four, two cards
nearly nine in ten.
"""

from __future__ import annotations

import math

from penguin_tables.games.frozen_shinies.bot import position
from penguin_tables.games.frozen_shinies.scoring import outcome_of
from penguin_tables.games.frozen_shinies.state import FrozenState

#: How sharply a lead in `position` turns into a win: e ** LEAD_SHARPNESS to one per card ahead.
LEAD_SHARPNESS = 1.0


def win_chances(state: FrozenState) -> list[float]:
    """Each seat's chance of winning: exact when the game is over, else from the leads."""
    seats = range(len(state.players))
    if state.step == "over":
        winners = outcome_of(state).winners
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in seats]
    standing = [position(state, seat) for seat in seats]
    best = max(standing)
    weights = [math.exp(LEAD_SHARPNESS * (s - best)) for s in standing]
    total = sum(weights)
    return [w / total for w in weights]
