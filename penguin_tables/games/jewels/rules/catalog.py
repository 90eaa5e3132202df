"""Every step a turn can offer, built once and handed out again (steps are frozen values).

Listing the legal steps happens at every decision of every playout and search, and most of the
steps offered are the same few values (spend the die showing 3, move penguin 2, go to C4): building
them anew each time was a large share of a playout. The factories below return one shared instance
per distinct step.
"""

from __future__ import annotations

from functools import cache

from penguin_tables.games.jewels.actions import (
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
from penguin_tables.games.jewels.content import Edition, content

KEEP_DICE = KeepDice()
STOP_HERE = StopHere()
SKIP_ABILITY = SkipAbility()
LEAVE_MARKET = LeaveMarket()
PASS = Pass()


@cache
def turn_to_wild(die: int, face: int) -> TurnToWild:
    return TurnToWild(die=die, face=face)


@cache
def choose_die(die: int, face: int) -> ChooseDie:
    return ChooseDie(die=die, face=face)


@cache
def choose_penguin(penguin: int) -> ChoosePenguin:
    return ChoosePenguin(penguin=penguin)


@cache
def move_to(position: str) -> MoveTo:
    return MoveTo(position=position)


@cache
def moves_from(here: Edition, position: str) -> tuple[MoveTo, ...]:
    """Every step from `position` in this edition's valley (where a penguin may go from there)."""
    return tuple(move_to(p) for p in here.moves[position])


@cache
def bump(penguin: int) -> Bump:
    return Bump(penguin=penguin)


@cache
def ability_steps(tile: str, active: bool) -> tuple[UseAbility, ...]:
    """One step per option of a tile's active (or everyone) ability, labelled with its words."""
    found = content().tiles[tile]
    return tuple(
        UseAbility(option=i, label=effect.text())
        for i, effect in enumerate(found.active if active else found.everyone)
    )


@cache
def adjust_die(die: int, face: int, delta: int) -> AdjustDie:
    return AdjustDie(die=die, face=face, delta=1 if delta > 0 else -1)


@cache
def make_wild(die: int, face: int) -> MakeWild:
    return MakeWild(die=die, face=face)


@cache
def call_penguin(penguin: int) -> CallPenguin:
    return CallPenguin(penguin=penguin)


@cache
def swap_penguins(first: int, second: int) -> SwapPenguins:
    return SwapPenguins(first=first, second=second)


@cache
def swap_objective(mine: str, offered: str) -> SwapObjective:
    return SwapObjective(mine=mine, offered=offered)


SCATTER_GEM: dict[str, ScatterGem] = {
    "R": ScatterGem(gem="R"),
    "E": ScatterGem(gem="E"),
    "S": ScatterGem(gem="S"),
    "D": ScatterGem(gem="D"),
}


@cache
def scatter_on(position: str) -> ScatterOn:
    return ScatterOn(position=position)


@cache
def market_exchange(index: int) -> MarketExchange:
    return MarketExchange(index=index)


@cache
def buy(objective: str) -> Buy:
    return Buy(objective=objective)
