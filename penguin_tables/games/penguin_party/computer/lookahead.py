"""What the strong player's look-ahead needs from Penguin Party: where a playout stops, and how a
position is judged there.

A round's deal is fresh chance, so playing the next round out at random only adds noise to the
decision being searched. A playout therefore stops when its round ends, and the totals judge it:
the fewer points a seat holds against the others, the likelier it wins the rounds still to come.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from penguin_tables.engine.outcome import softmax_shares
from penguin_tables.games.penguin_party.state import PartyState

#: How sharply one point of lead turns into winning chances with one round to play: a round
#: between two careful players mostly ends level or a point apart, so a one-point lead wins
#: about 85% of the time and a two-point lead about 97% (logistic: 1 / (1 + e^-1.73) ~ 0.85).
POINT_WEIGHT = 1.73


def round_over(start: PartyState) -> Callable[[PartyState], bool]:
    """A test that is true once the round being played in `start` has ended."""
    playing = start.round
    return lambda state: state.round != playing


def win_chances(points: Sequence[int], rounds_left: int) -> list[float]:
    """Each seat's chance of winning from these totals with `rounds_left` rounds still to play.

    A softmax over the negated totals: two seats level share evenly, and a lead counts for less
    the more rounds remain to undo it (its weight shrinks as the square root of the rounds).
    """
    weight = POINT_WEIGHT / math.sqrt(max(1, rounds_left))
    return softmax_shares([-float(pts) for pts in points], weight)
