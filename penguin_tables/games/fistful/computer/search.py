"""The strong search's side of the computer player: the moves worth weighing, a quick player for
playouts, and the judgement of an unfinished game where a playout stops.

A turn with nine dice offers 511 rerolls, most of them the same move twice (rerolling die 1 or die 2
when both show a lion) or plainly poor. With a budget of a few hundred playouts a move, the search
saw a handful of random rerolls once or twice each and could never tell one from another. So it
weighs only the stops and the moves the normal player values highest (one per pattern of faces),
and spends its playouts telling those apart by who actually wins. The playout player ranks moves
by the same yardstick, per pattern of faces: a pattern recurs in thousands of playouts, so each
ranking is worked out once and kept.

Playing every playout to the end adds the luck of every later roll to the comparison of two moves,
and a few hundred playouts cannot see through it. So a playout stops after a few steps and
`win_chances` takes over: each player's money, their tokens at what the normal player thinks they
are worth, what stopping now would bring the active player, and the average of the turns still to
come (measured in normal-against-normal games); the spread of those turns makes it a chance.
"""

from __future__ import annotations

import math

from penguin_tables.games.fistful.actions import Action
from penguin_tables.games.fistful.computer.last_turn import best_stop, is_last_turn
from penguin_tables.games.fistful.computer.levels import (
    Ranked,
    buy_plans,
    context_for,
    lions_better,
    pattern_action,
    ranked_spending,
    spending_key,
    stop_value,
    token_worth,
)
from penguin_tables.games.fistful.dice import ROUNDS, count_faces
from penguin_tables.games.fistful.rules.flow import turn_score
from penguin_tables.games.fistful.rules.market import seller_actions
from penguin_tables.games.fistful.rules.tables import STOP, STOP_LIONS
from penguin_tables.games.fistful.state import FistfulState

#: How many spending moves (rerolls, spare die, chip, buying) the search weighs beside stopping.
SHORTLIST = 5
#: On the last turn a playout stops once stopping wins or ties (a two-player showdown: even odds).
TIE = 0.5
#: What a turn gains its player over the other, on average, by round (normal against normal,
#: two players, 400 games: about $23, $26 and $26, each with a spread of about $11).
TURN_GAIN = {1: 23.5, 2: 26.5, 3: 26.0}
TURN_SPREAD = 14.0
#: The spread still left in a turn already under way (its dice are known, a few rerolls remain).
RUNNING_SPREAD = 8.0


# ----- the moves weighed, and the playout player ---------------------------------------------
def ranked_for(state: FistfulState, level: str) -> tuple[float, bool, tuple[Ranked, ...]]:
    """The worth of stopping, whether the lions score better, and the spending moves best first,
    as the `level` player values them."""
    key = spending_key(state, level)
    counts, ctx = key[0], key[1]
    return stop_value(counts, ctx), lions_better(counts, ctx), ranked_spending(*key)


def search_moves(state: FistfulState) -> list[Action]:
    """Stopping (both ways when a lion shows), the best few other moves, and any die to buy."""
    if state.pending:
        return seller_actions(state, state.pending[0])
    moves: list[Action] = [STOP, STOP_LIONS] if "lion" in state.dice else [STOP]
    _, _, ranked = ranked_for(state, "normal")
    moves += [pattern_action(state, kind, what) for _, kind, what in ranked[:SHORTLIST]]
    if any(state.secrets):
        ctx = context_for(state, state.active, "normal")
        moves += [plan.action for plan in buy_plans(state, count_faces(state.dice), ctx)]
    return moves


def quick_action(state: FistfulState, level: str) -> Action | None:
    """The `level` player's move, from the kept rankings: None when dice are on offer (the
    advanced game's market needs the full player)."""
    if state.pending or any(state.secrets):
        return None
    stop, lions, ranked = ranked_for(state, level)
    if is_last_turn(state):  # purses known: stop once stopping wins, else keep trying
        share, lions = best_stop(state)
        if share < TIE and ranked:
            return pattern_action(state, ranked[0][1], ranked[0][2])
    elif ranked and ranked[0][0] > stop + 1e-9:
        return pattern_action(state, ranked[0][1], ranked[0][2])
    return STOP_LIONS if lions else STOP


# ----- the judgement where a playout stops ---------------------------------------------------
def projected(state: FistfulState) -> tuple[list[float], float]:
    """Each seat's expected final money, and the spread (standard deviation) of the difference."""
    worth = token_worth(state.round)
    ahead = [float(m) + worth * t for m, t in zip(state.money, state.tokens, strict=True)]
    variance = RUNNING_SPREAD**2
    seat = state.active
    has_lion = "lion" in state.dice
    choices = [turn_score(state, lions) for lions in (False, True) if not lions or has_lion]
    result = max(choices, key=lambda c: c.score.bank + c.score.tokens * worth + 2 * sum(c.paid))
    ahead[seat] += result.score.bank + result.score.tokens * worth
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
