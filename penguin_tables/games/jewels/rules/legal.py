"""The legal steps for each phase of a turn: the one source of truth for screens and bots."""

from __future__ import annotations

from collections.abc import Callable

from penguin_tables.games.jewels.actions import (
    Action,
    AdjustDie,
    Bump,
    Buy,
    CallPenguin,
    ChooseDie,
    ChoosePenguin,
    KeepDice,
    LeaveMarket,
    MakeWild,
    MarketExchange,
    MoveTo,
    Pass,
    ScatterGem,
    ScatterOn,
    SkipAbility,
    StopHere,
    SwapObjective,
    SwapPenguins,
    TurnToWild,
    UseAbility,
)
from penguin_tables.games.jewels.content import FLOOR, GEMS, content, tile_at
from penguin_tables.games.jewels.rules.abilities import (
    adjust_choices,
    call_choices,
    feasible,
    feasible_options,
    swap_objective_choices,
    swap_position_choices,
    unspent_dice,
    wild_choices,
)
from penguin_tables.games.jewels.rules.flow import affordable
from penguin_tables.games.jewels.rules.movement import bump_candidates, destinations
from penguin_tables.games.jewels.state import JewelsState


def decider(state: JewelsState) -> int | None:
    """Whose decision it is: the player to move, or the one whose everyone ability is next."""
    if state.phase == "over":
        return None
    if state.phase == "setup_wild":
        return state.setup_queue[0]
    if state.phase == "everyone":
        return state.everyone_queue[0]
    return state.turn


def _setup_wild(state: JewelsState, seat: int) -> list[Action]:
    dice = state.seats[seat].dice
    options: list[Action] = [TurnToWild(die=d, face=dice[d]) for d in unspent_dice(state, seat)]
    return [*options, KeepDice()]


def _die(state: JewelsState, seat: int) -> list[Action]:
    dice = state.seats[seat].dice
    return [ChooseDie(die=d, face=dice[d]) for d in unspent_dice(state, seat)]


def _penguin(state: JewelsState, seat: int) -> list[Action]:
    return [ChoosePenguin(penguin=n) for n in range(1, 6)]


def _dest(state: JewelsState, seat: int) -> list[Action]:
    assert state.penguin is not None
    here = state.seats[seat].penguins[state.penguin - 1]
    return [MoveTo(position=p) for p in destinations(here)]


def _bump(state: JewelsState, seat: int) -> list[Action]:
    assert state.penguin is not None
    return [*(Bump(penguin=n) for n in bump_candidates(state, seat, state.penguin)), StopHere()]


def _ability(state: JewelsState, seat: int) -> list[Action]:
    assert state.last_tile is not None
    tile = tile_at(state.layout, state.last_tile)
    assert tile is not None
    effects = tile.active if state.phase == "active" else tile.everyone
    options: list[Action] = [
        UseAbility(option=i, label=effects[i].text())
        for i in feasible_options(state, seat, effects)
    ]
    return [*options, SkipAbility()]


def _adjust(state: JewelsState, seat: int) -> list[Action]:
    dice = state.seats[seat].dice
    return [AdjustDie(die=d, face=dice[d], delta=s) for d, s in adjust_choices(state, seat)]


def _wild(state: JewelsState, seat: int) -> list[Action]:
    dice = state.seats[seat].dice
    return [MakeWild(die=d, face=dice[d]) for d in wild_choices(state, seat)]


def _call(state: JewelsState, seat: int) -> list[Action]:
    return [CallPenguin(penguin=n) for n in call_choices(state, seat)]


def _swap_pos(state: JewelsState, seat: int) -> list[Action]:
    return [SwapPenguins(first=a, second=b) for a, b in swap_position_choices(state, seat)]


def _swap_obj(state: JewelsState, seat: int) -> list[Action]:
    return [SwapObjective(mine=m, offered=o) for m, o in swap_objective_choices(state, seat)]


def _scatter_gem(state: JewelsState, seat: int) -> list[Action]:
    gems = state.seats[seat].gems
    return [ScatterGem(gem=g) for g in GEMS if gems[g] > 0]


def _scatter_tile(state: JewelsState, seat: int) -> list[Action]:
    return [
        ScatterOn(position=p)
        for p in content().positions
        if p != FLOOR and p not in state.scatter_tiles
    ]


def _market(state: JewelsState, seat: int) -> list[Action]:
    options: list[Action] = [
        MarketExchange(index=i)
        for i, effect in enumerate(content().market)
        if feasible(state, seat, effect)
    ]
    return [*options, LeaveMarket()]


def _buy(state: JewelsState, seat: int) -> list[Action]:
    return [*(Buy(objective=o) for o in affordable(state, seat)), Pass()]


LEGAL: dict[str, Callable[[JewelsState, int], list[Action]]] = {
    "setup_wild": _setup_wild,
    "die": _die,
    "penguin": _penguin,
    "dest": _dest,
    "bump": _bump,
    "active": _ability,
    "everyone": _ability,
    "adjust": _adjust,
    "wild": _wild,
    "call": _call,
    "swap_pos": _swap_pos,
    "swap_obj": _swap_obj,
    "scatter_gem": _scatter_gem,
    "scatter_tile": _scatter_tile,
    "market": _market,
    "buy": _buy,
}


def legal_actions(state: JewelsState) -> list[Action]:
    seat = decider(state)
    if seat is None:
        return []
    return LEGAL[state.phase](state, seat)
