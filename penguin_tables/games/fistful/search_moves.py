"""The strong search's view of a turn: a few moves worth weighing, and a quick player for playouts.

A turn with nine dice offers 511 rerolls, most of them the same move twice (rerolling die 1 or die 2
when both show a lion) or plainly poor. With a budget of a few hundred playouts a move, the search
saw a handful of random rerolls once or twice each and could never tell one from another. So it
weighs only the stops and the moves the normal player values highest (one per pattern of faces),
and spends its playouts telling those apart by who actually wins.

Both the shortlist and the playout player rank moves by the normal player's own yardstick
(bot.py), but per pattern of faces rather than per state: a pattern recurs in thousands of
playouts, so each ranking is worked out once and kept, which makes playouts many times faster.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from penguin_tables.games.fistful.action_tables import SPARE, STOP, STOP_LIONS
from penguin_tables.games.fistful.actions import Action, CashIn, Reroll, UseChip
from penguin_tables.games.fistful.bot import buy_plans, chip_keep_value, context_for, dice_indices
from penguin_tables.games.fistful.bot_values import (
    Context,
    chip_turns,
    expected_after_roll,
    lions_better,
    reroll_options,
    stop_value,
    sub,
    to_counts,
)
from penguin_tables.games.fistful.dice import PENGUIN, Counts, penguin_tokens
from penguin_tables.games.fistful.last_turn import best_stop, is_last_turn
from penguin_tables.games.fistful.rules.market import seller_actions
from penguin_tables.games.fistful.rules.turn import chip_limit
from penguin_tables.games.fistful.state import FistfulState

#: How many spending moves (rerolls, spare die, chip, buying) the search weighs beside stopping.
SHORTLIST = 5
#: On the last turn a playout stops once stopping wins or ties (a two-player showdown: even odds).
TIE = 0.5

Kind = Literal["reroll", "spare", "cash_in", "chip"]
#: A move by pattern: its value, what kind it is, and the faces it acts on (rerolled or turned).
Ranked = tuple[float, Kind, Counts | None]


@cache
def ranked_spending(
    counts: Counts, ctx: Context, can_pay: bool, spare: bool, chips: int, chip_keep: float
) -> tuple[Ranked, ...]:
    """Every non-stopping move for these faces, best first, valued as bot.best_plan values them."""
    ranked: list[Ranked] = []
    cost = ctx.token_value
    if can_pay:
        for r in reroll_options(counts):
            ranked.append((expected_after_roll(sub(counts, r), sum(r), ctx) - cost, "reroll", r))
        if spare:
            ranked.append((expected_after_roll(counts, 1, ctx) - cost, "spare", None))
    elif counts[PENGUIN]:
        rest: Counts = (0, *counts[1:])
        options = [expected_after_roll(sub(rest, r), sum(r), ctx) for r in reroll_options(rest)]
        if options:
            banked = ctx.token_value * penguin_tokens(counts[PENGUIN])
            ranked.append((max(options) - cost + banked, "cash_in", None))
    for turned, after in chip_turns(counts, chips):
        ranked.append((stop_value(after, ctx) - chip_keep, "chip", turned))
    ranked.sort(key=lambda move: -move[0])
    return tuple(ranked)


def as_action(state: FistfulState, move: Ranked) -> Action:
    """The legal action a ranked pattern stands for in this state (the first dice of each face)."""
    _, kind, faces = move
    if kind == "reroll":
        assert faces is not None
        return Reroll(dice=dice_indices(state, faces))
    if kind == "chip":
        assert faces is not None
        return UseChip(dice=dice_indices(state, faces))
    if kind == "spare":
        return SPARE
    return CashIn(count=state.dice.count("penguin"))


def ranked_for(state: FistfulState, level: str) -> tuple[Counts, Context, tuple[Ranked, ...]]:
    """The active player's faces, yardstick and ranked spending moves at `level`."""
    seat = state.active
    ctx = context_for(state, seat, level)
    counts = to_counts(list[str](state.dice))
    can_pay = state.tokens[seat] >= 1
    spare = can_pay and state.bank_dice >= 1
    chips = 0 if level == "easy" else chip_limit(state)
    keep = chip_keep_value(state) if chips else 0.0
    return counts, ctx, ranked_spending(counts, ctx, can_pay, spare, chips, keep)


def search_moves(state: FistfulState) -> list[Action]:
    """Stopping (both ways when a lion shows), the best few other moves, and any die to buy."""
    if state.pending:
        return seller_actions(state, state.pending[0])
    moves: list[Action] = [STOP, STOP_LIONS] if "lion" in state.dice else [STOP]
    _, ctx, ranked = ranked_for(state, "normal")
    moves += [as_action(state, move) for move in ranked[:SHORTLIST]]
    if any(state.secrets):
        moves += [plan.action for plan in buy_plans(state, to_counts(list[str](state.dice)), ctx)]
    return moves


def quick_action(state: FistfulState, level: str) -> Action | None:
    """The `level` player's move, from the kept rankings: None when dice are on offer (the
    advanced game's market needs the full player)."""
    if state.pending or any(state.secrets):
        return None
    counts, ctx, ranked = ranked_for(state, level)
    if is_last_turn(state):  # purses known: stop once stopping wins, else keep trying
        share, lions = best_stop(state)
        if share >= TIE or not ranked:
            return STOP_LIONS if lions else STOP
        return as_action(state, ranked[0])
    stop = stop_value(counts, ctx)
    if ranked and ranked[0][0] > stop + 1e-9:
        return as_action(state, ranked[0])
    return STOP_LIONS if lions_better(counts, ctx) else STOP
