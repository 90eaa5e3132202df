"""Round three played exactly: purses are known, so every choice is worth its chance of winning,
worked out over the dice by the turn solver (solver.py) instead of sampled by the search.

On the very last turn a stop is worth its share of the win: stopping with a good roll that still
leaves you behind loses for sure, and a reroll that risks a winning roll throws the game away.
With two players the first player's stop is worth the chance its lead survives the other's last
turn, which is played many times over (the normal player's favourite move until stopping wins)
keeping, for each trial, the best the turn ever reached: the other catches up with a lead of X
whenever that best is more than X. Only the basic game's turns (and every showdown) are solved: in
the advanced game the other players' secret dice and prices are hidden, so the search keeps
weighing those turns.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from functools import lru_cache

from penguin_tables.games.fistful.actions import Action
from penguin_tables.games.fistful.computer.levels import (
    Context,
    add,
    one,
    pattern_action,
    ranked_spending,
    sub,
    token_worth,
)
from penguin_tables.games.fistful.computer.solver import TurnSolver, best_within
from penguin_tables.games.fistful.dice import (
    FACES,
    KANGAROO,
    LION,
    PENGUIN,
    ROUNDS,
    SQUIRREL,
    TOTAL_DICE,
    Counts,
    count_faces,
    penguin_tokens,
)
from penguin_tables.games.fistful.rules.turn import chip_limit, dice_to_start
from penguin_tables.games.fistful.scoring import bank_dollars, score_counts, settle_debts
from penguin_tables.games.fistful.state import FistfulState

#: The other players' standing on the last turn: (final money with tokens, purse) each, in the
#: order squirrels take from them (the active player's left first).
Rivals = tuple[tuple[int, int], ...]
#: Trials of the other player's last turn, seen from the turn before it.
TRIALS = 1000


def is_last_turn(state: FistfulState) -> bool:
    """Round three or a showdown, and nobody plays after the active player."""
    return state.round >= ROUNDS and state.turn == len(state.seats) - 1 and not state.over


def solvable(state: FistfulState) -> bool:
    """The last turn, or with two players the one before it, of a game without secret dice
    (always so in a showdown)."""
    if state.over or state.round < ROUNDS or state.pending or any(state.secrets):
        return False
    return is_last_turn(state) or (len(state.seats) == 2 and state.turn == 0)


# ----- the last turn: a share of the win -----------------------------------------------------
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


def win_share(mine: int, rivals: Rivals, counts: Counts, tokens: int, lions: bool) -> float:
    """Stopping now scoring the lions or not: 1 alone in front, an even part of a tie (a
    showdown or, after the last showdown, a shared win), else 0."""
    bank, debts, gained = score_counts(counts, lions, len(rivals))
    paid = settle_debts(debts, [purse for _, purse in rivals])
    me = mine + tokens + bank + gained + sum(paid)
    finals = [final - amount for (final, _), amount in zip(rivals, paid, strict=True)]
    top = max(finals, default=me)
    if me < top:
        return 0.0
    if me > top:
        return 1.0
    return 1.0 / (1 + finals.count(top))


def best_stop(state: FistfulState) -> tuple[float, bool]:
    """The better way to stop on the last turn: its share of the win, and whether it scores lions."""
    mine, rivals = standing(state)
    counts, tokens = count_faces(state.dice), state.tokens[state.active]
    share = win_share(mine, rivals, counts, tokens, False)
    if counts[LION]:
        lions = win_share(mine, rivals, counts, tokens, True)
        if lions > share:
            return lions, True
    return share, False


def last_solver(mine: int, rivals: Rivals, chip_dice: int) -> TurnSolver:
    """On the last turn a stop is worth its share of the win. A fresh solver for every choice:
    one kept for the turn would let a later choice weigh more tokens within the work limit than
    the same choice met first, so the move would depend on what came before, not on the table."""

    def judge(counts: Counts, tokens: int, lions: bool) -> float:
        return win_share(mine, rivals, counts, tokens, lions)

    return TurnSolver(judge, chip_dice)


# ----- the turn before the other player's last -----------------------------------------------
def swing(counts: Counts, tokens: int, purse: int) -> int:
    """What stopping with these faces moves the race towards the roller: their dollars, their
    tokens (a dollar each at the end) and, twice, what their squirrels take from the one rival."""
    squirrels = counts[SQUIRREL]
    gained = tokens + penguin_tokens(counts[PENGUIN])
    rest = bank_dollars(counts, False) + 2 * min(squirrels * (squirrels + 1) // 2, purse)
    return gained + max(rest, bank_dollars(counts, True))


def roll(rng: random.Random, dice: int) -> Counts:
    return count_faces([rng.choice(FACES) for _ in range(dice)])


def best_reached(
    rng: random.Random, dice: int, tokens: int, chip_dice: int, purse: int, ctx: Context
) -> int:
    """One trial of the last turn: the best swing it reached on the way."""
    counts, aside = roll(rng, dice), 0
    best = swing(counts, tokens, purse)
    while True:
        can_pay = tokens >= 1
        spare = can_pay and TOTAL_DICE - sum(counts) - aside >= 1
        ranked = ranked_spending(counts, ctx, can_pay, spare, chip_dice, 0.0)
        if not ranked:
            return best
        _, kind, what = ranked[0]
        if kind == "reroll" and isinstance(what, tuple):
            counts = add(sub(counts, what), roll(rng, sum(what)))
            tokens -= 1
        elif kind == "spare":
            counts = add(counts, roll(rng, 1))
            tokens -= 1
        elif kind == "cash_in":
            penguins = counts[PENGUIN]
            counts = (0, *counts[1:])
            tokens += penguin_tokens(penguins)
            aside += penguins
        elif isinstance(what, tuple):  # the chip: the turned faces become kangaroos
            counts = add(sub(counts, what), one(KANGAROO, sum(what)))
            chip_dice = 0
        best = max(best, swing(counts, tokens, purse))
        if not sum(counts):
            return best


@lru_cache(maxsize=64)
def reached(dice: int, tokens: int, chip_dice: int, purse: int) -> tuple[int, ...]:
    """The best swing of each trial, sorted (the same trials for the same position: they are
    seeded from it)."""
    ctx = Context(rival_factor=2.0, token_value=token_worth(ROUNDS), chip_gain=0.0)
    rng = random.Random(f"{dice}/{tokens}/{chip_dice}/{purse}")
    return tuple(
        sorted(best_reached(rng, dice, tokens, chip_dice, purse, ctx) for _ in range(TRIALS))
    )


def catch_up_chance(lead: int, trials: tuple[int, ...]) -> float:
    """The chance the last turn overtakes a lead of `lead` dollars (a tie counts half)."""
    above = len(trials) - bisect_right(trials, lead)
    level = bisect_right(trials, lead) - bisect_left(trials, lead)
    return (above + 0.5 * level) / len(trials)


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


# ----- the move -------------------------------------------------------------------------------
def final_move(state: FistfulState) -> tuple[Action, float] | None:
    """The move with the best chance of winning, and that chance (None: too much to work out)."""
    if is_last_turn(state):
        solver = last_solver(*standing(state), chip_limit(state))
    else:
        solver = first_of_two(state)
    counts = count_faces(state.dice)
    seat = state.active
    chip = bool(state.chips[seat])
    tokens = state.tokens[seat]
    found = best_within(solver, counts, tokens, chip, state.set_aside)
    if found is None:
        return None
    value, (kind, what) = found
    judge = solver.judge
    lions = bool(counts[LION]) and judge(counts, tokens, True) > judge(counts, tokens, False)
    return pattern_action(state, kind, what, lions), value
