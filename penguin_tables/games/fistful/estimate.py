"""The strong search's judgement of an unfinished game: each player's chance of finishing in front.

Playing every playout to the end adds the luck of every later roll to the comparison of two moves,
and a few hundred playouts cannot see through it. So a playout stops after a few steps and this
estimate takes over: each player's money, their tokens at what the normal player thinks they are
worth, what stopping now would bring the active player, and the average of the turns still to
come (measured in normal-against-normal games); the spread of those turns makes it a chance.
"""

from __future__ import annotations

import math

from penguin_tables.games.fistful.bot import params
from penguin_tables.games.fistful.dice import ROUNDS
from penguin_tables.games.fistful.rules.flow import turn_score
from penguin_tables.games.fistful.state import FistfulState

#: What a turn gains its player over the other, on average, by round (normal against normal,
#: two players, 400 games: about $23, $26 and $26, each with a spread of about $11).
TURN_GAIN = {1: 23.5, 2: 26.5, 3: 26.0}
TURN_SPREAD = 14.0
#: The spread still left in a turn already under way (its dice are known, a few rerolls remain).
RUNNING_SPREAD = 8.0


def projected(state: FistfulState) -> tuple[list[float], float]:
    """Each seat's expected final money, and the spread (standard deviation) of the difference."""
    tuning = params().token_value_by_rounds_left
    token_worth = tuning[max(0, min(ROUNDS - state.round, len(tuning) - 1))]
    ahead = [float(m) + token_worth * t for m, t in zip(state.money, state.tokens, strict=True)]
    variance = RUNNING_SPREAD**2
    seat = state.active
    has_lion = "lion" in state.dice
    choices = [turn_score(state, lions) for lions in (False, True) if not lions or has_lion]
    result = max(
        choices, key=lambda c: c.score.bank + c.score.tokens * token_worth + 2 * sum(c.paid)
    )
    ahead[seat] += result.score.bank + result.score.tokens * token_worth
    for payer, amount in zip(result.payers, result.paid, strict=True):
        ahead[seat] += amount
        ahead[payer] -= amount
    for round_no in range(state.round, ROUNDS + 1):
        later = state.seats[state.turn + 1 :] if round_no == state.round else state.seats
        for s in later:
            ahead[s] += TURN_GAIN[round_no]
            variance += TURN_SPREAD**2
    return ahead, math.sqrt(variance)


def win_chances(state: FistfulState) -> list[float]:
    """Each player's chance to win: ahead of the best other by the normal curve of the spread."""
    n = len(state.players)
    if state.over or state.in_showdown or n == 1 or not state.dice:
        return [1.0 / n] * n
    ahead, spread = projected(state)
    chances = []
    for s in range(n):
        rival = max(ahead[o] for o in range(n) if o != s)
        chances.append(0.5 * (1.0 + math.erf((ahead[s] - rival) / (spread * math.sqrt(2.0)))))
    total = sum(chances)
    return [c / total for c in chances] if total > 0 else [1.0 / n] * n
