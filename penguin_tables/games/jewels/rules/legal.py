"""The legal steps for each phase of a turn: the one source of truth for screens and bots.

Each phase has a lister (every step open now, for screens, bots and random play) and a checker that
answers for one step directly, by the same rule, without listing the others: `play` checks every
step it is given, so the check must cost less than the listing. A test holds the two to agreement.
"""

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
from penguin_tables.games.jewels.content import FLOOR, GEMS, Effect, content, tile_at, valley
from penguin_tables.games.jewels.rules import catalog
from penguin_tables.games.jewels.rules.abilities import (
    adjust_choices,
    call_choices,
    feasible,
    feasible_options,
    offers_die,
    swap_objective_choices,
    swap_position_choices,
    unspent_dice,
    wild_choices,
)
from penguin_tables.games.jewels.rules.flow import affordable
from penguin_tables.games.jewels.rules.gems import can_pay
from penguin_tables.games.jewels.rules.movement import bump_candidates, destinations
from penguin_tables.games.jewels.state import JewelsState

Lister = Callable[[JewelsState, int], list[Action]]
Checker = Callable[[JewelsState, int, Action], bool]


def decider(state: JewelsState) -> int | None:
    """Whose decision it is: the player to move, or the one whose everyone ability is next."""
    phase = state.phase
    if phase == "over":
        return None
    if phase == "setup_wild":
        return state.setup_queue[0]
    if phase == "everyone":
        return state.everyone_queue[0]
    return state.turn


def legal_actions(state: JewelsState) -> list[Action]:
    seat = decider(state)
    if seat is None:
        return []
    return LISTERS[state.phase](state, seat)


def is_legal(state: JewelsState, action: Action) -> bool:
    """Whether `action` is among `legal_actions(state)`, answered by the phase's own rule."""
    seat = decider(state)
    return seat is not None and CHECKERS[state.phase](state, seat, action)


def allows(state: JewelsState, seat: int, action: Action) -> bool:
    """`is_legal` for a game not over, whose decider `seat` the caller already knows."""
    return CHECKERS[state.phase](state, seat, action)


# ----- moving -------------------------------------------------------------------------------------
def _setup_wild(state: JewelsState, seat: int) -> list[Action]:
    dice = state.seats[seat].dice
    options: list[Action] = [catalog.turn_to_wild(d, dice[d]) for d in unspent_dice(state, seat)]
    return [*options, catalog.KEEP_DICE]


def _allows_setup_wild(state: JewelsState, seat: int, action: Action) -> bool:
    if isinstance(action, TurnToWild):
        return offers_die(state, seat, action.die, action.face)
    return isinstance(action, KeepDice)


def _die(state: JewelsState, seat: int) -> list[Action]:
    dice = state.seats[seat].dice
    return [catalog.choose_die(d, dice[d]) for d in unspent_dice(state, seat)]


def _allows_die(state: JewelsState, seat: int, action: Action) -> bool:
    return isinstance(action, ChooseDie) and offers_die(state, seat, action.die, action.face)


def _penguin(state: JewelsState, seat: int) -> list[Action]:
    return [catalog.choose_penguin(n) for n in range(1, 6)]


def _allows_penguin(state: JewelsState, seat: int, action: Action) -> bool:
    return isinstance(action, ChoosePenguin) and 1 <= action.penguin <= 5


def _moving_from(state: JewelsState, seat: int) -> str:
    assert state.penguin is not None
    return state.seats[seat].penguins[state.penguin - 1]


def _dest(state: JewelsState, seat: int) -> list[Action]:
    return list(catalog.moves_from(valley(state.layout), _moving_from(state, seat)))


def _allows_dest(state: JewelsState, seat: int, action: Action) -> bool:
    return isinstance(action, MoveTo) and action.position in destinations(
        state.layout, _moving_from(state, seat)
    )


def _bump(state: JewelsState, seat: int) -> list[Action]:
    assert state.penguin is not None
    bumps = (catalog.bump(n) for n in bump_candidates(state, seat, state.penguin))
    return [*bumps, catalog.STOP_HERE]


def _allows_bump(state: JewelsState, seat: int, action: Action) -> bool:
    if isinstance(action, Bump):
        assert state.penguin is not None
        penguins = state.seats[seat].penguins
        n = action.penguin
        return 1 <= n < state.penguin and penguins[n - 1] == penguins[state.penguin - 1]
    return isinstance(action, StopHere)


# ----- abilities ----------------------------------------------------------------------------------
def _ability_in_progress(state: JewelsState) -> tuple[tuple[Effect, ...], tuple[UseAbility, ...]]:
    """The options of the ability in progress (the tile's active or its everyone ability), and
    the step that picks each."""
    assert state.last_tile is not None
    tile = tile_at(state.layout, state.last_tile)
    assert tile is not None
    active = state.phase == "active"
    return (tile.active if active else tile.everyone), catalog.ability_steps(tile.id, active)


def _ability(state: JewelsState, seat: int) -> list[Action]:
    effects, steps = _ability_in_progress(state)
    options: list[Action] = [steps[i] for i in feasible_options(state, seat, effects)]
    return [*options, catalog.SKIP_ABILITY]


def _allows_ability(state: JewelsState, seat: int, action: Action) -> bool:
    if isinstance(action, UseAbility):
        effects, _ = _ability_in_progress(state)
        i = action.option
        return 0 <= i < len(effects) and feasible(state, seat, effects[i])
    return isinstance(action, SkipAbility)


def _adjust(state: JewelsState, seat: int) -> list[Action]:
    dice = state.seats[seat].dice
    return [catalog.adjust_die(d, dice[d], s) for d, s in adjust_choices(state, seat)]


def _allows_adjust(state: JewelsState, seat: int, action: Action) -> bool:
    return (
        isinstance(action, AdjustDie)
        and action.delta in (-1, 1)
        and 0 <= action.face + action.delta <= 5
        and offers_die(state, seat, action.die, action.face)
    )


def _wild(state: JewelsState, seat: int) -> list[Action]:
    dice = state.seats[seat].dice
    return [catalog.make_wild(d, dice[d]) for d in wild_choices(state, seat)]


def _allows_wild(state: JewelsState, seat: int, action: Action) -> bool:
    return (
        isinstance(action, MakeWild)
        and action.face != 0
        and offers_die(state, seat, action.die, action.face)
    )


def _call(state: JewelsState, seat: int) -> list[Action]:
    return [catalog.call_penguin(n) for n in call_choices(state, seat)]


def _allows_call(state: JewelsState, seat: int, action: Action) -> bool:
    if not isinstance(action, CallPenguin):
        return False
    n = action.penguin
    return (
        1 <= n <= 5 and n != state.penguin and state.seats[seat].penguins[n - 1] != state.last_tile
    )


def _swap_pos(state: JewelsState, seat: int) -> list[Action]:
    return [catalog.swap_penguins(a, b) for a, b in swap_position_choices(state, seat)]


def _allows_swap_pos(state: JewelsState, seat: int, action: Action) -> bool:
    if not isinstance(action, SwapPenguins):
        return False
    a, b = action.first, action.second
    penguins = state.seats[seat].penguins
    return 1 <= a < b <= 5 and penguins[a - 1] != penguins[b - 1]


def _swap_obj(state: JewelsState, seat: int) -> list[Action]:
    return [catalog.swap_objective(m, o) for m, o in swap_objective_choices(state, seat)]


def _allows_swap_obj(state: JewelsState, seat: int, action: Action) -> bool:
    if not isinstance(action, SwapObjective):
        return False
    mine, offered = action.mine, action.offered
    if mine not in state.seats[seat].objectives or offered not in state.display:
        return False
    objs = content().objectives
    return abs(objs[mine].points - objs[offered].points) <= 1


def _scatter_gem(state: JewelsState, seat: int) -> list[Action]:
    gems = state.seats[seat].gems
    return [catalog.SCATTER_GEM[g] for g in GEMS if gems[g] > 0]


def _allows_scatter_gem(state: JewelsState, seat: int, action: Action) -> bool:
    return (
        isinstance(action, ScatterGem)
        and action.gem in GEMS
        and state.seats[seat].gems[action.gem] > 0
    )


def _scatter_tile(state: JewelsState, seat: int) -> list[Action]:
    return [
        catalog.scatter_on(p) for p in valley(state.layout).places if p not in state.scatter_tiles
    ]


def _allows_scatter_tile(state: JewelsState, seat: int, action: Action) -> bool:
    if not isinstance(action, ScatterOn):
        return False
    where = action.position
    return where != FLOOR and where in state.layout and where not in state.scatter_tiles


# ----- the floor and buying -----------------------------------------------------------------------
def _market(state: JewelsState, seat: int) -> list[Action]:
    options: list[Action] = [
        catalog.market_exchange(i)
        for i, effect in enumerate(content().market)
        if feasible(state, seat, effect)
    ]
    return [*options, catalog.LEAVE_MARKET]


def _allows_market(state: JewelsState, seat: int, action: Action) -> bool:
    if isinstance(action, MarketExchange):
        market = content().market
        i = action.index
        return 0 <= i < len(market) and feasible(state, seat, market[i])
    return isinstance(action, LeaveMarket)


def _buy(state: JewelsState, seat: int) -> list[Action]:
    return [*(catalog.buy(o) for o in affordable(state, seat)), catalog.PASS]


def _allows_buy(state: JewelsState, seat: int, action: Action) -> bool:
    if isinstance(action, Buy):
        card = action.objective
        if card not in state.display:
            return False
        return can_pay(state.seats[seat].gems, content().objectives[card].cost)
    return isinstance(action, Pass)


LISTERS: dict[str, Lister] = {
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
CHECKERS: dict[str, Checker] = {
    "setup_wild": _allows_setup_wild,
    "die": _allows_die,
    "penguin": _allows_penguin,
    "dest": _allows_dest,
    "bump": _allows_bump,
    "active": _allows_ability,
    "everyone": _allows_ability,
    "adjust": _allows_adjust,
    "wild": _allows_wild,
    "call": _allows_call,
    "swap_pos": _allows_swap_pos,
    "swap_obj": _allows_swap_obj,
    "scatter_gem": _allows_scatter_gem,
    "scatter_tile": _allows_scatter_tile,
    "market": _allows_market,
    "buy": _allows_buy,
}
