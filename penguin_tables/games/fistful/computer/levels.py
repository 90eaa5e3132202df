"""The computer player: every choice by expected value, looking one roll ahead exactly.

Its yardstick comes first: faces are counted per animal (`Counts`), so every roll of k dice is one
of a few hundred count patterns with a multinomial probability, and what a set of faces is worth
(`stop_value`) and what a roll is expected to bring (`expected_after_roll`) are cached per context.

As the active player it compares stopping now with every way of spending a token (each choice of
faces to reroll, a spare die), cashing in penguins to pay for a reroll, using the kangaroo chip
and buying an offered die, valuing each as "the expected worth of stopping right after it". Those
moves are listed per pattern of faces (`spending`), the same list the strong search's shortlist
and playouts rank. As a seller it asks a share of what its die is worth to the active player, and
rerolls a die that is worth little to them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement, product
from math import factorial
from typing import Literal

from pydantic import BaseModel

from penguin_tables.engine.assets import load_content
from penguin_tables.games.fistful.actions import (
    Action,
    CashIn,
    KeepOffer,
    Reroll,
    SecretReroll,
    SetPrice,
    UseChip,
)
from penguin_tables.games.fistful.dice import (
    FACES,
    KANGAROO,
    PENGUIN,
    ROUNDS,
    Counts,
    count_faces,
    penguin_tokens,
)
from penguin_tables.games.fistful.rules.market import buy_choices
from penguin_tables.games.fistful.rules.tables import SPARE, STOP, STOP_LIONS
from penguin_tables.games.fistful.rules.turn import chip_limit
from penguin_tables.games.fistful.scoring import bank_dollars
from penguin_tables.games.fistful.state import FistfulState

EASY_TIMIDITY = 2.5  # the easy player values its tokens this many times more, so rerolls less
#: A move must beat stopping (or the move before it) by more than this to be preferred.
MARGIN = 1e-9

MoveKind = Literal["stop", "reroll", "spare", "cash_in", "chip"]
#: A move by pattern: its value, what kind it is, and what it acts on (the faces rerolled or
#: turned, the penguins cashed in; None for the spare die and stopping).
Ranked = tuple[float, MoveKind, Counts | int | None]


# ----- the yardstick -------------------------------------------------------------------------
class BotParams(BaseModel):
    """Tuning from assets/content/fistful.json: token worth by rounds left, chip worth by side."""

    token_value_by_rounds_left: list[float]
    chip_value: dict[int, float]
    seller_price_share: float


@cache
def params() -> BotParams:
    return BotParams.model_validate(load_content("fistful")["bot"])


def token_worth(round_no: int) -> float:
    """What the normal player thinks a penguin token is worth in this round (or a showdown)."""
    by_rounds_left = params().token_value_by_rounds_left
    return by_rounds_left[max(0, min(ROUNDS - round_no, len(by_rounds_left) - 1))]


@dataclass(frozen=True, slots=True)
class Context:
    """What the value of a roll depends on besides its faces.

    `rival_factor` weighs dollars taken from (or paid to) opponents: with one opponent a dollar
    moved between us counts twice, with more opponents a little over once. `token_value` is what
    a penguin token is worth to keep; `chip_gain` is the worth of winning a kangaroo chip now.
    Frozen and hashable: it is part of the key of every cached value below.
    """

    rival_factor: float
    token_value: float
    chip_gain: float


def context_for(state: FistfulState, seat: int, level: str) -> Context:
    """How this seat values dollars, tokens and a new kangaroo chip at this point of the game."""
    n = len(state.seats)
    rival = 0.0 if n == 1 else 1.0 + 1.0 / (n - 1)
    token_value = token_worth(state.round)
    if level == "easy":
        token_value *= EASY_TIMIDITY
    gain = 0.0
    if state.round in (1, 2):
        chip_value = params().chip_value
        gain = max(0.0, chip_value[state.round] - chip_value.get(state.chips[seat], 0.0))
    return Context(rival_factor=rival, token_value=token_value, chip_gain=gain)


def add(a: Counts, b: Counts) -> Counts:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4], a[5] + b[5])


def sub(a: Counts, b: Counts) -> Counts:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3], a[4] - b[4], a[5] - b[5])


def one(face_index: int, times: int = 1) -> Counts:
    """`times` dice of one face."""
    c = [0] * 6
    c[face_index] = times
    return (c[0], c[1], c[2], c[3], c[4], c[5])


@cache
def roll_distribution(k: int) -> tuple[tuple[Counts, float], ...]:
    """Every count pattern k fair dice can show, with its probability."""
    out = []
    for combo in combinations_with_replacement(range(6), k):
        c = [combo.count(f) for f in range(6)]
        ways = factorial(k)
        for x in c:
            ways //= factorial(x)
        out.append(((c[0], c[1], c[2], c[3], c[4], c[5]), ways / 6**k))
    return tuple(out)


@cache
def choice_values(counts: Counts, ctx: Context) -> tuple[float, float | None]:
    """The worth of scoring the rest, and of scoring the lions (None when no lion shows)."""
    p, s, _, k, lions, _ = counts
    tokens = ctx.token_value * penguin_tokens(p)
    rest = (
        bank_dollars(counts, False)
        + ctx.rival_factor * s * (s + 1) / 2
        + (ctx.chip_gain if k else 0.0)
        + tokens
    )
    return rest, (bank_dollars(counts, True) + tokens if lions else None)


@cache
def stop_value(counts: Counts, ctx: Context) -> float:
    """The worth of stopping with these faces, taking the better of the two scoring choices."""
    rest, lions = choice_values(counts, ctx)
    return rest if lions is None else max(rest, lions)


def lions_better(counts: Counts, ctx: Context) -> bool:
    """Whether scoring the lions beats scoring the rest."""
    rest, lions = choice_values(counts, ctx)
    return lions is not None and lions > rest


@cache
def expected_after_roll(kept: Counts, rolled: int, ctx: Context) -> float:
    """Expected stop value after rolling `rolled` dice beside the `kept` ones."""
    return sum(p * stop_value(add(kept, o), ctx) for o, p in roll_distribution(rolled))


def reroll_options(counts: Counts) -> list[Counts]:
    """Every non-empty choice of how many dice of each face to reroll."""
    ranges = [range(c + 1) for c in counts]
    return [(a, b, c, d, e, f) for a, b, c, d, e, f in product(*ranges) if a + b + c + d + e + f]


@cache
def chip_turns(counts: Counts, limit: int) -> tuple[tuple[Counts, Counts], ...]:
    """Every way the chip may turn up to `limit` non-kangaroo dice: (faces turned, faces after)."""
    faces = [f for f in range(6) if f != KANGAROO and counts[f]]
    out = []
    for j in range(1, limit + 1):
        for chosen in combinations_with_replacement(faces, j):
            turned: Counts = (0, 0, 0, 0, 0, 0)
            for f in chosen:
                turned = add(turned, one(f))
            if all(t <= c for t, c in zip(turned, counts, strict=True)):
                out.append((turned, add(sub(counts, turned), one(KANGAROO, j))))
    return tuple(out)


# ----- the active player's moves, by pattern of faces ----------------------------------------
def spending(
    counts: Counts, ctx: Context, can_pay: bool, spare: bool, chips: int, chip_keep: float
) -> list[Ranked]:
    """Every move but stopping and buying, valued, in the order the player weighs them: each
    reroll and the spare die (with a token to pay), else cashing in every penguin to pay for the
    best reroll of the rest; then each way to use the chip (worth `chip_keep` kept)."""
    moves: list[Ranked] = []
    cost = ctx.token_value
    if can_pay:
        for r in reroll_options(counts):
            moves.append((expected_after_roll(sub(counts, r), sum(r), ctx) - cost, "reroll", r))
        if spare:
            moves.append((expected_after_roll(counts, 1, ctx) - cost, "spare", None))
    elif counts[PENGUIN]:
        rest: Counts = (0, *counts[1:])
        options = [expected_after_roll(sub(rest, r), sum(r), ctx) for r in reroll_options(rest)]
        if options:
            banked = ctx.token_value * penguin_tokens(counts[PENGUIN])
            moves.append((max(options) - cost + banked, "cash_in", counts[PENGUIN]))
    for turned, after in chip_turns(counts, chips):
        moves.append((stop_value(after, ctx) - chip_keep, "chip", turned))
    return moves


@cache
def ranked_spending(
    counts: Counts, ctx: Context, can_pay: bool, spare: bool, chips: int, chip_keep: float
) -> tuple[Ranked, ...]:
    """`spending`, best first (kept: a pattern recurs in thousands of playouts)."""
    return tuple(sorted(spending(counts, ctx, can_pay, spare, chips, chip_keep), key=_worst_first))


def _worst_first(move: Ranked) -> float:
    return -move[0]


def chip_keep_value(state: FistfulState) -> float:
    """What holding the chip is still worth: nothing once no later turn can use it."""
    if state.round >= ROUNDS:
        return 0.0
    return params().chip_value.get(state.chips[state.active], 0.0)


#: What the spending moves of a position depend on: the faces, the yardstick, whether a token
#: pays for a reroll, whether a spare die is left, how many dice the chip turns, the chip's worth.
SpendingKey = tuple[Counts, Context, bool, bool, int, float]


def spending_key(state: FistfulState, level: str) -> SpendingKey:
    """The active player's spending position at `level` (the easy player never thinks of the
    chip): `spending(*key)` lists its moves, `ranked_spending(*key)` ranks them."""
    seat = state.active
    ctx = context_for(state, seat, level)
    can_pay = state.tokens[seat] >= 1
    spare = can_pay and state.bank_dice >= 1
    chips = 0 if level == "easy" else chip_limit(state)
    keep = chip_keep_value(state) if chips else 0.0
    return count_faces(state.dice), ctx, can_pay, spare, chips, keep


def dice_indices(state: FistfulState, per_face: Counts) -> tuple[int, ...]:
    """The first dice showing each face, as many of each as `per_face` asks."""
    wanted = list(per_face)
    chosen = []
    for i, face in enumerate(state.dice):
        f = FACES.index(face)
        if wanted[f]:
            wanted[f] -= 1
            chosen.append(i)
    return tuple(chosen)


def pattern_action(
    state: FistfulState, kind: MoveKind, what: Counts | int | None, lions: bool = False
) -> Action:
    """The legal action a move by pattern stands for here (the first dice showing each face)."""
    if kind == "reroll" and isinstance(what, tuple):
        return Reroll(dice=dice_indices(state, what))
    if kind == "chip" and isinstance(what, tuple):
        return UseChip(dice=dice_indices(state, what))
    if kind == "spare":
        return SPARE
    if kind == "cash_in" and isinstance(what, int):
        return CashIn(count=what)
    return STOP_LIONS if lions else STOP


# ----- the whole choice ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Plan:
    """The best move found and its value."""

    value: float
    action: Action


def planned_action(state: FistfulState, level: str) -> Action:
    """The computer's move for the seat to move (the game checks it is legal before using it)."""
    return seller_choice(state) if state.pending else best_plan(state, level).action


def best_plan(state: FistfulState, level: str) -> Plan:
    """Stopping, unless a move is worth more (the first of equal moves is kept); the easy
    player neither uses the chip nor buys."""
    key = spending_key(state, level)
    counts, ctx = key[0], key[1]
    value, chosen = stop_value(counts, ctx), None
    for move in spending(*key):
        if move[0] > value + MARGIN:
            value, chosen = move[0], move
    if chosen is None:
        best = Plan(value, STOP_LIONS if lions_better(counts, ctx) else STOP)
    else:
        best = Plan(value, pattern_action(state, chosen[1], chosen[2]))
    if level != "easy":
        for plan in buy_plans(state, counts, ctx):
            if plan.value > best.value + MARGIN:
                best = plan
    return best


def buy_plans(state: FistfulState, counts: Counts, ctx: Context) -> list[Plan]:
    """Each die on offer the player can pay for, worth its stop value less its price."""
    plans = []
    for action in buy_choices(state):
        die = state.secrets[action.seller]
        assert die is not None
        cost = ctx.rival_factor * die.dollars + ctx.token_value * die.penguins
        value = stop_value(add(counts, one(FACES.index(die.face))), ctx) - cost
        plans.append(Plan(value, action))
    return plans


# ----- a seller in the advanced game ---------------------------------------------------------
def worth_to_buyer(state: FistfulState, face_index: int) -> float:
    """How much the active player's stop value rises with this face added."""
    ctx = context_for(state, state.active, "normal")
    counts = count_faces(state.dice)
    return stop_value(add(counts, one(face_index)), ctx) - stop_value(counts, ctx)


def asking_price(state: FistfulState, seat: int, worth: float) -> SetPrice:
    share = params().seller_price_share
    money = state.money[seat]
    dollars = min(max(1, math.ceil(worth * share)), money)
    return SetPrice(dollars=dollars, penguins=0 if dollars else 1)


def seller_choice(state: FistfulState) -> Action:
    seat = state.pending[0]
    die = state.secrets[seat]
    assert die is not None
    worth = worth_to_buyer(state, FACES.index(die.face))
    if die.priced and worth < 1.5:
        return SecretReroll()
    price = asking_price(state, seat, worth)
    if die.priced and (die.dollars, die.penguins) == (price.dollars, price.penguins):
        return KeepOffer()
    return price
