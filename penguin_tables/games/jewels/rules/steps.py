"""Carrying out one chosen step; the caller has already checked it is among the legal ones.

One handler per kind of step, found by the step's type (a table look-up rather than a chain of
class tests: this runs at every step of every playout).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
from penguin_tables.games.jewels.content import GEM_WITH_ARTICLE, content, tile_at
from penguin_tables.games.jewels.rules import flow
from penguin_tables.games.jewels.rules.abilities import apply_trade
from penguin_tables.games.jewels.rules.gems import give_back, take
from penguin_tables.games.jewels.rules.movement import step
from penguin_tables.games.jewels.state import JewelsState

Handler = Callable[[JewelsState, Any, int], None]


def carry_out(state: JewelsState, action: Action, seat: int) -> None:
    """Dispatch on the step's type (each handler leaves the state at the next decision)."""
    HANDLERS[type(action)](state, action, seat)


# ----- setup and moving ---------------------------------------------------------------------------
def _turn_to_wild(state: JewelsState, action: TurnToWild, seat: int) -> None:
    state.seats[seat].dice[action.die] = 0
    state.events.append(f"{state.players[seat]} turns a {action.face} to the snowflake")
    state.setup_queue.pop(0)
    _after_setup(state)


def _keep_dice(state: JewelsState, action: KeepDice, seat: int) -> None:
    state.setup_queue.pop(0)
    _after_setup(state)


def _after_setup(state: JewelsState) -> None:
    if not state.setup_queue:
        state.phase = "die"


def _choose_die(state: JewelsState, action: ChooseDie, seat: int) -> None:
    state.seats[seat].spent[action.die] = True
    if action.face == 0:
        state.phase = "penguin"
    else:
        state.penguin = action.face
        state.phase = "dest"


def _choose_penguin(state: JewelsState, action: ChoosePenguin, seat: int) -> None:
    state.penguin = action.penguin
    state.phase = "dest"


def _move_to(state: JewelsState, action: MoveTo, seat: int) -> None:
    assert state.penguin is not None
    step(state, seat, state.penguin, action.position)
    flow.after_arrival(state)


def _bump(state: JewelsState, action: Bump, seat: int) -> None:
    n = action.penguin
    state.events.append(f"{state.players[seat]}'s penguin {state.penguin} bumps penguin {n}")
    state.penguin = n
    state.phase = "dest"


def _stop_here(state: JewelsState, action: StopHere, seat: int) -> None:
    flow.finish_move(state)


# ----- abilities ----------------------------------------------------------------------------------
def _use_ability(state: JewelsState, action: UseAbility, seat: int) -> None:
    """An everyone use is a trade; an active option may open a sub-step (scatter, a special)."""
    option = action.option
    assert state.last_tile is not None
    tile = tile_at(state.layout, state.last_tile)
    assert tile is not None
    if state.phase == "everyone":
        apply_trade(state, seat, tile.everyone[option], f"{tile.name}, everyone")
        state.everyone_queue.pop(0)
        flow.continue_everyone(state)
        return
    effect = tile.active[option]
    state.option = option
    if effect.kind in ("acquire", "exchange") and not effect.scatter:
        apply_trade(state, seat, effect, f"{tile.name}, active")
        flow.begin_everyone(state)
    elif effect.kind == "exchange":
        give_back(state, seat, effect.pay)
        state.pending_gain = dict(effect.gain)
        state.scatter_left = effect.scatter
        state.scatter_tiles = []
        state.events.append(f"{state.players[seat]} ({tile.name}, active): {effect.text()}")
        state.phase = "scatter_gem"
    elif effect.kind == "play_again":
        state.play_again = True
        state.events.append(f"{state.players[seat]} will play again after the everyone ability")
        flow.begin_everyone(state)
    else:
        state.phase = SUBSTEP[effect.kind]  # type: ignore[assignment]


SUBSTEP: dict[str, str] = {
    "adjust": "adjust",
    "wild": "wild",
    "get_over_here": "call",
    "swap_positions": "swap_pos",
    "swap_objectives": "swap_obj",
}


def _skip_ability(state: JewelsState, action: SkipAbility, seat: int) -> None:
    if state.phase == "active":
        flow.begin_everyone(state)
    else:
        state.everyone_queue.pop(0)
        flow.continue_everyone(state)


def _adjust_die(state: JewelsState, action: AdjustDie, seat: int) -> None:
    dice = state.seats[seat].dice
    dice[action.die] += action.delta
    state.events.append(f"{state.players[seat]} adjusts a die to {dice[action.die]}")
    flow.begin_everyone(state)


def _make_wild(state: JewelsState, action: MakeWild, seat: int) -> None:
    state.seats[seat].dice[action.die] = 0
    state.events.append(f"{state.players[seat]} turns a die to the snowflake")
    flow.begin_everyone(state)


def _call_penguin(state: JewelsState, action: CallPenguin, seat: int) -> None:
    assert state.last_tile is not None
    n = action.penguin
    state.seats[seat].penguins[n - 1] = state.last_tile
    state.events.append(f"{state.players[seat]} calls penguin {n} over to {state.last_tile}")
    flow.begin_everyone(state)


def _swap_penguins(state: JewelsState, action: SwapPenguins, seat: int) -> None:
    a, b = action.first, action.second
    pens = state.seats[seat].penguins
    pens[a - 1], pens[b - 1] = pens[b - 1], pens[a - 1]
    state.events.append(f"{state.players[seat]} swaps the places of penguins {a} and {b}")
    flow.begin_everyone(state)


def _scatter_gem(state: JewelsState, action: ScatterGem, seat: int) -> None:
    state.scatter_gem = action.gem
    state.phase = "scatter_tile"


def _swap_objective(state: JewelsState, action: SwapObjective, seat: int) -> None:
    mine, offered = action.mine, action.offered
    objs = content().objectives
    held = state.seats[seat].objectives
    held[held.index(mine)] = offered
    state.display[state.display.index(offered)] = mine
    state.events.append(
        f"{state.players[seat]} swaps {objs[mine].name} ({objs[mine].points}) "
        f"for {objs[offered].name} ({objs[offered].points})"
    )
    flow.begin_everyone(state)


def _scatter_on(state: JewelsState, action: ScatterOn, seat: int) -> None:
    """Put the chosen gem on a tile; after the last one, take the exchange's reward."""
    where = action.position
    gem = state.scatter_gem
    assert gem is not None
    state.seats[seat].gems[gem] -= 1
    pile = state.scattered.setdefault(where, {"R": 0, "E": 0, "S": 0, "D": 0})
    pile[gem] += 1
    state.scatter_tiles.append(where)
    state.scatter_left -= 1
    state.scatter_gem = None
    state.events.append(f"{state.players[seat]} scatters {GEM_WITH_ARTICLE[gem]} on {where}")
    if state.scatter_left > 0:
        state.phase = "scatter_gem"
        return
    take(state, seat, list(state.pending_gain.items()))
    state.pending_gain = {}
    state.scatter_tiles = []
    flow.begin_everyone(state)


# ----- the floor and buying -----------------------------------------------------------------------
def _market_exchange(state: JewelsState, action: MarketExchange, seat: int) -> None:
    apply_trade(state, seat, content().market[action.index], "Valley Market")
    state.market_left -= 1
    flow.continue_market(state)


def _leave_market(state: JewelsState, action: LeaveMarket, seat: int) -> None:
    state.market_left = 0
    flow.after_abilities(state)


def _buy(state: JewelsState, action: Buy, seat: int) -> None:
    flow.buy(state, action.objective)


def _pass(state: JewelsState, action: Pass, seat: int) -> None:
    state.events.append(f"{state.players[seat]} buys nothing")
    flow.end_turn(state)


HANDLERS: dict[type[Any], Handler] = {
    TurnToWild: _turn_to_wild,
    KeepDice: _keep_dice,
    ChooseDie: _choose_die,
    ChoosePenguin: _choose_penguin,
    MoveTo: _move_to,
    Bump: _bump,
    StopHere: _stop_here,
    UseAbility: _use_ability,
    SkipAbility: _skip_ability,
    AdjustDie: _adjust_die,
    MakeWild: _make_wild,
    CallPenguin: _call_penguin,
    SwapPenguins: _swap_penguins,
    SwapObjective: _swap_objective,
    ScatterGem: _scatter_gem,
    ScatterOn: _scatter_on,
    MarketExchange: _market_exchange,
    LeaveMarket: _leave_market,
    Buy: _buy,
    Pass: _pass,
}
