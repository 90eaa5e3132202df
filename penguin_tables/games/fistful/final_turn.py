"""Round three played exactly: purses are known, so every choice is worth its chance of winning,
worked out over the dice by `turn_solver` instead of sampled by the search.

On the last turn a stop is worth its share of the win. With two players the first player's stop
is worth the chance its lead survives the other's last turn (`rival_turn`). Only the basic game's
turns (and every showdown) are solved: in the advanced game the other players' secret dice and
prices are hidden, so the search keeps weighing those turns.
"""

from __future__ import annotations

from penguin_tables.games.fistful.action_tables import SPARE, STOP, STOP_LIONS
from penguin_tables.games.fistful.actions import Action, CashIn, Reroll, UseChip
from penguin_tables.games.fistful.bot import dice_indices
from penguin_tables.games.fistful.bot_values import to_counts
from penguin_tables.games.fistful.dice import LION, ROUNDS, Counts
from penguin_tables.games.fistful.last_turn import is_last_turn
from penguin_tables.games.fistful.rival_turn import catch_up_chance, reached
from penguin_tables.games.fistful.rules.turn import chip_limit, dice_to_start
from penguin_tables.games.fistful.scoring import score_counts, settle_debts
from penguin_tables.games.fistful.state import FistfulState
from penguin_tables.games.fistful.turn_solver import Move, TurnSolver, best_within

#: The other players' standing on the last turn: (final money with tokens, purse) each, in the
#: order squirrels take from them (the active player's left first).
Rivals = tuple[tuple[int, int], ...]


def win_share(mine: int, rivals: Rivals, counts: Counts, tokens: int, lions: bool) -> float:
    """Stopping now scoring the lions or not: 1 alone in front, an even part of a tie, else 0."""
    bank, debts, gained = score_counts(counts, lions, len(rivals))
    paid = settle_debts(debts, [purse for _, purse in rivals])
    me = mine + tokens + bank + gained + sum(paid)
    finals = [final - amount for (final, _), amount in zip(rivals, paid, strict=True)]
    top = max(finals)
    if me < top:
        return 0.0
    if me > top:
        return 1.0
    return 1.0 / (1 + finals.count(top))


def last_solver(mine: int, rivals: Rivals, chip_dice: int) -> TurnSolver:
    """On the last turn a stop is worth its share of the win. A fresh solver for every choice:
    one kept for the turn would let a later choice weigh more tokens within the work limit than
    the same choice met first, so the move would depend on what came before, not on the table."""

    def judge(counts: Counts, tokens: int, lions: bool) -> float:
        return win_share(mine, rivals, counts, tokens, lions)

    return TurnSolver(judge, chip_dice)


def standing(state: FistfulState) -> tuple[int, Rivals]:
    """The active player's money so far and the others' final money and purses (in a showdown:
    what each has made in it; leftover tokens are a dollar each at the end)."""
    base = state.showdown_base if state.in_showdown else [0] * len(state.players)
    seat = state.active
    rivals = tuple(
        (state.money[p] - base[p] + state.tokens[p], state.money[p])
        for p in state.opponents_left(seat)
    )
    return state.money[seat] - base[seat], rivals


def solvable(state: FistfulState) -> bool:
    """The last turn, or with two players the one before it, of a game without secret dice
    (always so in a showdown)."""
    if state.over or state.round < ROUNDS or state.pending or any(state.secrets):
        return False
    return is_last_turn(state) or (len(state.seats) == 2 and state.turn == 0)


def first_solver(
    mine: int, rival: int, purse: int, trials: tuple[int, ...], chip_dice: int
) -> TurnSolver:
    """The first of two players: a stop is worth the chance the lead survives the other
    player's last turn (`trials`: the best that turn reached in each trial)."""

    def judge(counts: Counts, tokens: int, lions: bool) -> float:
        bank, debts, gained = score_counts(counts, lions, 1)
        paid = min(debts[0], purse)
        lead = mine + tokens + bank + gained + paid - (rival - paid)
        return 1.0 - catch_up_chance(lead, trials)

    return TurnSolver(judge, chip_dice)


def first_of_two(state: FistfulState) -> TurnSolver:
    """The solver for the first player of two, the other player's last turn sampled."""
    base = state.showdown_base if state.in_showdown else [0] * len(state.players)
    seat = state.active
    other = state.opponents_left(seat)[0]
    side = state.chips[other]
    trials = reached(
        dice_to_start(state), state.tokens[other], 2 if side == 2 else side, state.money[seat]
    )
    mine, rival = state.money[seat] - base[seat], state.money[other] - base[other]
    return first_solver(mine, rival, state.money[other], trials, chip_limit(state))


def as_action(state: FistfulState, move: Move, lions: bool) -> Action:
    """The legal action a solved pattern stands for (the first dice showing each face)."""
    kind, what = move
    if kind == "reroll" and isinstance(what, tuple):
        return Reroll(dice=dice_indices(state, what))
    if kind == "chip" and isinstance(what, tuple):
        return UseChip(dice=dice_indices(state, what))
    if kind == "spare":
        return SPARE
    if kind == "cash_in" and isinstance(what, int):
        return CashIn(count=what)
    return STOP_LIONS if lions else STOP


def final_move(state: FistfulState) -> tuple[Action, float] | None:
    """The move with the best chance of winning, and that chance (None: too much to work out)."""
    if is_last_turn(state):
        solver = last_solver(*standing(state), chip_limit(state))
    else:
        solver = first_of_two(state)
    counts = to_counts(list[str](state.dice))
    seat = state.active
    chip = bool(state.chips[seat])
    tokens = state.tokens[seat]
    found = best_within(solver, counts, tokens, chip, state.set_aside)
    if found is None:
        return None
    value, move = found
    judge = solver.judge
    lions = bool(counts[LION]) and judge(counts, tokens, True) > judge(counts, tokens, False)
    return as_action(state, move, lions), value
