"""The last turn of the game, where only winning counts: the strong search's playouts play it so.

The normal player values a roll in dollars, which is right while turns remain but not on the very
last turn, where the purses are known: stopping with a good roll that still leaves you behind loses
for sure, and a reroll that risks a winning roll throws the game away. The search's playouts stop
as soon as stopping wins (or ties into a showdown) and otherwise keep spending.
"""

from __future__ import annotations

from penguin_tables.games.fistful.dice import ROUNDS
from penguin_tables.games.fistful.rules.flow import turn_score
from penguin_tables.games.fistful.state import FistfulState


def is_last_turn(state: FistfulState) -> bool:
    """Round three or a showdown, and nobody plays after the active player."""
    return state.round >= ROUNDS and state.turn == len(state.seats) - 1 and not state.over


def stop_share(state: FistfulState, lions: bool) -> float:
    """On the last turn: the active player's share of the win if they stop now (scoring the lions
    or not): 1 alone in front, 0 behind, an even share of a tie (a showdown or, after the last
    showdown, a shared win)."""
    seat = state.active
    result = turn_score(state, lions)
    base = state.showdown_base if state.in_showdown else [0] * len(state.players)
    final = {s: state.money[s] - base[s] + state.tokens[s] for s in state.seats}
    final[seat] += result.dollars + result.score.tokens
    for payer, amount in zip(result.payers, result.paid, strict=True):
        final[payer] -= amount
    best = max(final.values())
    if final[seat] < best:
        return 0.0
    tied = sum(1 for value in final.values() if value == best)
    return 1.0 / tied


def best_stop(state: FistfulState) -> tuple[float, bool]:
    """The better way to stop on the last turn: its share of the win, and whether it scores lions."""
    share = stop_share(state, lions=False)
    if "lion" in state.dice:
        lions = stop_share(state, lions=True)
        if lions > share:
            return lions, True
    return share, False
