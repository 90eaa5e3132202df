"""The computer player: every choice by expected value, looking one roll ahead exactly.

As the active player it compares stopping now with every way of spending a token (each choice of
dice to reroll, a spare die), buying an offered die, using the kangaroo chip and cashing in penguins
to pay for a reroll, valuing each as "the expected worth of stopping right after it". Dice for a
reroll are chosen by toggling one die per step; the plan depends only on the faces, so it stays
the same from one step to the next. As a seller it asks a share of what its die is worth to the
active player, and rerolls a die that is worth little to them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cache

from pydantic import BaseModel

from penguin_tables.engine.assets import load_content
from penguin_tables.games.fistful.actions import (
    Action,
    CashIn,
    KeepOffer,
    Reroll,
    SecretReroll,
    SetPrice,
    SpareDie,
    Stop,
    UseChip,
)
from penguin_tables.games.fistful.bot_values import (
    Context,
    add,
    chip_turns,
    expected_after_roll,
    lions_better,
    one,
    reroll_options,
    stop_value,
    sub,
    to_counts,
)
from penguin_tables.games.fistful.dice import FACES, PENGUIN, ROUNDS, Counts, penguin_tokens
from penguin_tables.games.fistful.rules.market import buy_choices
from penguin_tables.games.fistful.rules.turn import chip_limit
from penguin_tables.games.fistful.state import FistfulState

EASY_TIMIDITY = 2.5  # the easy player values its tokens this many times more, so rerolls less


@dataclass(frozen=True, slots=True)
class Plan:
    """The best move found: its value, and the action or the dice to select first."""

    value: float
    action: Action
    select: tuple[int, ...] | None = None  # the dice `action` (a reroll or the chip) acts on


class BotParams(BaseModel):
    """Tuning from assets/content/fistful.json: token worth by rounds left, chip worth by side."""

    token_value_by_rounds_left: list[float]
    chip_value: dict[int, float]
    seller_price_share: float


@cache
def params() -> BotParams:
    return BotParams.model_validate(load_content("fistful")["bot"])


def context_for(state: FistfulState, seat: int, level: str) -> Context:
    """How this seat values dollars, tokens and a new kangaroo chip at this point of the game."""
    tuning = params()
    n = len(state.seats)
    rival = 0.0 if n == 1 else 1.0 + 1.0 / (n - 1)
    by_rounds_left = tuning.token_value_by_rounds_left
    token_value = by_rounds_left[max(0, min(ROUNDS - state.round, len(by_rounds_left) - 1))]
    if level == "easy":
        token_value *= EASY_TIMIDITY
    gain = 0.0
    if state.round in (1, 2):
        held = tuning.chip_value.get(state.chips[seat], 0.0)
        gain = max(0.0, tuning.chip_value[state.round] - held)
    return Context(rival_factor=rival, token_value=token_value, chip_gain=gain)


def planned_action(state: FistfulState, level: str) -> Action:
    """The computer's move for the seat to move (the game checks it is legal before using it)."""
    return seller_choice(state) if state.pending else active_plan_action(state, level)


# ----- the active player ---------------------------------------------------------------------
def active_plan_action(state: FistfulState, level: str) -> Action:
    plan = best_plan(state, level)
    if plan.select is not None and isinstance(plan.action, Reroll | UseChip):
        return replace(plan.action, dice=plan.select)
    return plan.action


def best_plan(state: FistfulState, level: str) -> Plan:
    seat = state.active
    ctx = context_for(state, seat, level)
    counts = to_counts(list(state.dice))
    best = Plan(stop_value(counts, ctx), Stop(lions=lions_better(counts, ctx)))
    candidates: list[Plan] = []
    if state.tokens[seat] >= 1:
        candidates += _token_plans(state, counts, ctx)
    elif counts[PENGUIN]:
        candidates += _cash_in_plans(state, counts, ctx)
    if level != "easy":
        candidates += _chip_plans(state, counts, ctx)
        candidates += buy_plans(state, counts, ctx)
    for plan in candidates:
        if plan.value > best.value + 1e-9:
            best = plan
    return best


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


def _token_plans(state: FistfulState, counts: Counts, ctx: Context) -> list[Plan]:
    cost = ctx.token_value
    plans = [
        Plan(
            expected_after_roll(sub(counts, r), sum(r), ctx) - cost,
            Reroll(),
            dice_indices(state, r),
        )
        for r in reroll_options(counts)
    ]
    if state.bank_dice >= 1:
        plans.append(Plan(expected_after_roll(counts, 1, ctx) - cost, SpareDie()))
    return plans


def _cash_in_plans(state: FistfulState, counts: Counts, ctx: Context) -> list[Plan]:
    """Out of tokens: cashing in every penguin pays for a reroll of the other dice."""
    penguins = counts[PENGUIN]
    banked = ctx.token_value * penguin_tokens(penguins)
    rest: Counts = (0, *counts[1:])
    options = [expected_after_roll(sub(rest, r), sum(r), ctx) for r in reroll_options(rest)]
    if not options:
        return []
    value = max(options) - ctx.token_value + banked
    return [Plan(value, CashIn(count=penguins))]


def chip_keep_value(state: FistfulState) -> float:
    """What holding the chip is still worth: nothing once no later turn can use it."""
    if state.round >= ROUNDS:
        return 0.0
    return params().chip_value.get(state.chips[state.active], 0.0)


def _chip_plans(state: FistfulState, counts: Counts, ctx: Context) -> list[Plan]:
    """Every way to turn one (or two) non-kangaroo dice into kangaroos."""
    limit = chip_limit(state)
    keep = chip_keep_value(state)
    return [
        Plan(stop_value(after, ctx) - keep, UseChip(), dice_indices(state, turned))
        for turned, after in chip_turns(counts, limit)
    ]


def buy_plans(state: FistfulState, counts: Counts, ctx: Context) -> list[Plan]:
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
    counts = to_counts(list(state.dice))
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
