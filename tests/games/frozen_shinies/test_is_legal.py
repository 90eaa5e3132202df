"""The direct legality check agrees with the legal list, on many random tables.

`play` trusts `is_legal`, which checks one action against the rules without listing the others,
so it must say yes to exactly the listed actions: every legal one, and none of a wide set of near
misses (wrong step, wrong stack, an off-by-one pick, a wrong sum or fish count, a power's choice
offered at another power's turn).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import pytest

from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.actions import (
    Action,
    ChooseCard,
    Collect,
    EndTurn,
    ExtraTurn,
    Flip,
    Pass,
    Pick,
    PlaceCard,
    Return,
    Steal,
    Take,
    UsePower,
    UseValue,
)
from penguin_tables.games.frozen_shinies.content import values
from penguin_tables.games.frozen_shinies.rules.cards import current_value
from penguin_tables.games.frozen_shinies.rules.collect import leftover_fish
from penguin_tables.games.frozen_shinies.rules.power_checks import power_usable
from penguin_tables.games.frozen_shinies.rules.powers import fronts, power_options
from penguin_tables.games.frozen_shinies.state import FrozenState
from tests.engine.legality import assert_is_legal_agrees, reachable_states

GAMES = [(2, 5), (3, 2), (4, 1), (5, 1)]
"""(players, seeds) per option setting: a few thousand tables, every step kind many times."""


@cache
def _simple(seats: int) -> frozenset[Action]:
    """The actions without a table in them, for any step; stacks and seats one past either end."""
    found: set[Action] = {Pass(), UseValue(), UsePower(), ExtraTurn(), EndTurn()}
    for value in range(0, 16):
        found |= {ChooseCard(value=value), Return(value=value)}
    for index in range(-1, seats + 2):
        found |= {PlaceCard(stack=index), Flip(stack=index), Steal(victim=index)}
    return frozenset(found)


def _collects(state: FrozenState) -> Iterator[Collect]:
    """Each run from a stack front with the right arithmetic, and with each number one off."""
    value = current_value(state)
    for index, stack in enumerate(state.stacks):
        for count in range(1, len(stack) + 1):
            total = sum(values()[c] for c in stack[:count])
            gain = leftover_fish(value, total, state.bank)
            yield from _one_off(Collect(stack=index, count=count, total=total, gain=gain))
            yield Collect(
                stack=index, count=count, total=total, pay=max(0, total - value), gain=gain
            )
    yield from _one_off(
        Collect(stack=None, count=0, total=0, gain=leftover_fish(value, 0, state.bank))
    )


def _one_off(action: Collect) -> Iterator[Collect]:
    stack, count, total, pay, gain = (
        action.stack,
        action.count,
        action.total,
        action.pay,
        action.gain,
    )
    yield action
    yield Collect(stack=stack, count=count + 1, total=total, pay=pay, gain=gain)
    yield Collect(stack=stack, count=count, total=total + 1, pay=pay, gain=gain)
    yield Collect(stack=stack, count=count, total=total, pay=pay + 1, gain=gain)
    yield Collect(stack=stack, count=count, total=total, pay=pay, gain=gain + 1)
    yield Collect(stack=-1, count=count, total=total, pay=pay, gain=gain)


def _moved(pick: Pick) -> Iterator[Pick]:
    stack, index = pick.stack, pick.index
    yield Pick(stack=stack, index=index + 1, end=pick.end)
    yield Pick(stack=stack, index=index - 1, end=pick.end)
    yield Pick(stack=stack + 1, index=index, end=pick.end)
    for end in ("front", "back", "inside"):
        if end != pick.end:
            yield Pick(stack=stack, index=index, end=end)


def _takes(state: FrozenState) -> Iterator[Take]:
    """Every power's takes on this table (right or wrong power), and each with one flaw."""
    seeds: list[Take] = [Take(picks=())]
    for value in range(1, 15):
        seeds += [a for a in power_options(state, value) if isinstance(a, Take)]
    seeds += fronts(state, 1) + fronts(state, 2)
    for take in set(seeds):
        picks = take.picks
        yield take
        yield Take(picks=picks[::-1], pay=take.pay)
        yield Take(picks=picks[:1], pay=take.pay)
        for pay in (0, 1, 3):
            yield Take(picks=picks, pay=pay)
        for i, pick in enumerate(picks):
            for moved in _moved(pick):
                yield Take(picks=(*picks[:i], moved, *picks[i + 1 :]), pay=take.pay)


def candidates(state: FrozenState) -> set[Action]:
    """Near misses for the step the table is at, and a few actions of the wrong kind."""
    found: set[Action] = set(_simple(len(state.stacks)))
    found.add(
        Collect(stack=0, count=1, total=values()[state.stacks[0][0]] if state.stacks[0] else 0)
    )
    found.add(Take(picks=(Pick(stack=0, index=0, end="front"),)))
    if state.step == "collect":
        found.update(_collects(state))
    if state.step in ("power", "followup"):
        found.update(_takes(state))
    return found


def tables(designed: bool) -> Iterator[FrozenState]:
    options = [{"designed_powers": designed}]
    for players, seeds in GAMES:
        yield from reachable_states(GAME, [players], seeds, options)


@pytest.mark.parametrize("designed", [True, False])
def test_is_legal_says_yes_to_exactly_the_listed_actions(designed: bool) -> None:
    kinds: set[str] = set()
    for state in tables(designed):
        legal = assert_is_legal_agrees(GAME, state, candidates(state))
        kinds |= {action.kind for action in legal}
    every = {"card", "pass", "place", "value", "power", "collect", "take", "steal", "return"}
    assert kinds >= every | {"extra", "end"} | ({"flip"} if designed else set())


@pytest.mark.parametrize("designed", [True, False])
def test_a_power_is_usable_exactly_when_it_offers_a_choice(designed: bool) -> None:
    for state in tables(designed):
        for value in range(1, 15):
            assert power_usable(state, value) == bool(power_options(state, value)), value
