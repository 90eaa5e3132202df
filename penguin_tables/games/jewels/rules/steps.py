"""Carrying out one chosen step; the caller has already checked it is among the legal ones."""

from __future__ import annotations

from penguin_tables.games.jewels.actions import (
    Action,
    AdjustDie,
    Bump,
    Buy,
    CallPenguin,
    ChooseDie,
    ChoosePenguin,
    MakeWild,
    MarketExchange,
    MoveTo,
    ScatterGem,
    ScatterOn,
    SwapObjective,
    SwapPenguins,
    TurnToWild,
    UseAbility,
)
from penguin_tables.games.jewels.content import GEM_NAMES, content, tile_at
from penguin_tables.games.jewels.rules import flow
from penguin_tables.games.jewels.rules.abilities import apply_trade
from penguin_tables.games.jewels.rules.gems import give_back, take
from penguin_tables.games.jewels.rules.movement import step
from penguin_tables.games.jewels.state import JewelsState


def carry_out(state: JewelsState, action: Action, seat: int) -> None:
    """Dispatch on the step's kind (each handler leaves the state at the next decision)."""
    name = state.players[seat]
    match action:
        case TurnToWild() | ChooseDie() | ChoosePenguin() | MoveTo():
            _movement_step(state, action, seat)
        case Bump(penguin=n):
            state.events.append(f"{name}'s penguin {state.penguin} bumps penguin {n}")
            state.penguin = n
            state.phase = "dest"
        case UseAbility(option=i):
            _use(state, seat, i)
        case AdjustDie(die=d, delta=delta):
            state.seats[seat].dice[d] += delta
            state.events.append(f"{name} adjusts a die to {state.seats[seat].dice[d]}")
            flow.begin_everyone(state)
        case MakeWild(die=d):
            state.seats[seat].dice[d] = 0
            state.events.append(f"{name} turns a die to the snowflake")
            flow.begin_everyone(state)
        case CallPenguin(penguin=n):
            assert state.last_tile is not None
            state.seats[seat].penguins[n - 1] = state.last_tile
            state.events.append(f"{name} calls penguin {n} over to {state.last_tile}")
            flow.begin_everyone(state)
        case SwapPenguins(first=a, second=b):
            pens = state.seats[seat].penguins
            pens[a - 1], pens[b - 1] = pens[b - 1], pens[a - 1]
            state.events.append(f"{name} swaps the places of penguins {a} and {b}")
            flow.begin_everyone(state)
        case SwapObjective(mine=mine, offered=offered):
            _swap_objective(state, seat, mine, offered)
        case ScatterGem(gem=gem):
            state.scatter_gem = gem
            state.phase = "scatter_tile"
        case ScatterOn(position=where):
            _scatter_on(state, seat, where)
        case MarketExchange(index=i):
            apply_trade(state, seat, content().market[i], "Valley Market")
            state.market_left -= 1
            flow.continue_market(state)
        case Buy(objective=o):
            flow.buy(state, o)
        case _:
            _decline(state, action, seat)


def _decline(state: JewelsState, action: Action, seat: int) -> None:
    """KeepDice, StopHere, SkipAbility, LeaveMarket and Pass: saying no moves the turn on."""
    kind = action.kind
    if kind == "keep_dice":
        state.setup_queue.pop(0)
        _after_setup(state)
    elif kind == "stop_here":
        flow.finish_move(state)
    elif kind == "skip_ability":
        if state.phase == "active":
            flow.begin_everyone(state)
        else:
            state.everyone_queue.pop(0)
            flow.continue_everyone(state)
    elif kind == "leave_market":
        state.market_left = 0
        flow.after_abilities(state)
    else:
        state.events.append(f"{state.players[seat]} buys nothing")
        flow.end_turn(state)


def _after_setup(state: JewelsState) -> None:
    if not state.setup_queue:
        state.phase = "die"


def _movement_step(state: JewelsState, action: Action, seat: int) -> None:
    player = state.seats[seat]
    if isinstance(action, TurnToWild):
        player.dice[action.die] = 0
        state.events.append(f"{state.players[seat]} turns a {action.face} to the snowflake")
        state.setup_queue.pop(0)
        _after_setup(state)
    elif isinstance(action, ChooseDie):
        player.spent[action.die] = True
        if action.face == 0:
            state.phase = "penguin"
        else:
            state.penguin = action.face
            state.phase = "dest"
    elif isinstance(action, ChoosePenguin):
        state.penguin = action.penguin
        state.phase = "dest"
    elif isinstance(action, MoveTo):
        assert state.penguin is not None
        step(state, seat, state.penguin, action.position)
        flow.after_arrival(state)


def _use(state: JewelsState, seat: int, option: int) -> None:
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


def _swap_objective(state: JewelsState, seat: int, mine: str, offered: str) -> None:
    objs = content().objectives
    held = state.seats[seat].objectives
    held[held.index(mine)] = offered
    state.display[state.display.index(offered)] = mine
    state.events.append(
        f"{state.players[seat]} swaps {objs[mine].name} ({objs[mine].points}) "
        f"for {objs[offered].name} ({objs[offered].points})"
    )
    flow.begin_everyone(state)


def _scatter_on(state: JewelsState, seat: int, where: str) -> None:
    """Put the chosen gem on a tile; after the last one, take the exchange's reward."""
    gem = state.scatter_gem
    assert gem is not None
    state.seats[seat].gems[gem] -= 1
    pile = state.scattered.setdefault(where, {"R": 0, "E": 0, "S": 0, "D": 0})
    pile[gem] += 1
    state.scatter_tiles.append(where)
    state.scatter_left -= 1
    state.scatter_gem = None
    state.events.append(f"{state.players[seat]} scatters a {GEM_NAMES[gem]} on {where}")
    if state.scatter_left > 0:
        state.phase = "scatter_gem"
        return
    take(state, seat, list(state.pending_gain.items()))
    state.pending_gain = {}
    state.scatter_tiles = []
    flow.begin_everyone(state)
