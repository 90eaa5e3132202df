"""`is_legal` answers each step by its phase's rule; it must agree with the listing everywhere."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Literal

from penguin_tables.games.jewels import GAME
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
from penguin_tables.games.jewels.computer import COMPUTER
from penguin_tables.games.jewels.content import FLOOR, GEMS, content
from penguin_tables.games.jewels.rules.legal import LISTERS
from penguin_tables.games.jewels.state import JewelsState
from tests.engine.legality import assert_is_legal_agrees
from tests.engine.legality import reachable_states as walk

DICE = range(-1, 4)
FACES = range(-1, 7)
PENGUINS = range(0, 7)
PROBED_PER_PHASE = 40


def reachable_states() -> Iterator[JewelsState]:
    """States of random games (every player count, both layouts) and of computer games, which
    reach the rarer sub-steps (scattering, swapping objectives) more often."""
    yield from walk(GAME, (2, 3, 4, 5), seeds=2)
    for players in (2, 3, 4):
        yield from walk(GAME, [players], seeds=1, options=[{"layout": "random"}], chooser=easy)


def easy(state: JewelsState, rng: random.Random) -> Action:
    return COMPUTER.own_move(state, "easy", rng)


def candidates(state: JewelsState) -> list[Action]:
    """Steps of every kind, most of them illegal now: out-of-range numbers, wrong faces, places
    off the valley, cards nobody holds."""
    places = [*content().positions, FLOOR, "Z9"]
    held = [o for seat in state.seats for o in seat.objectives]
    cards = [*state.display, *held, *state.deck[:2]]
    steps: list[Action] = [KeepDice(), StopHere(), SkipAbility(), LeaveMarket(), Pass()]
    for die in DICE:
        for face in FACES:
            steps += [TurnToWild(die=die, face=face), ChooseDie(die=die, face=face)]
            steps += [MakeWild(die=die, face=face)]
            steps += [AdjustDie(die=die, face=face, delta=d) for d in (-1, 1)]
    for n in PENGUINS:
        steps += [ChoosePenguin(penguin=n), Bump(penguin=n), CallPenguin(penguin=n)]
        steps += [SwapPenguins(first=n, second=m) for m in PENGUINS]
    steps += [MoveTo(position=p) for p in places] + [ScatterOn(position=p) for p in places]
    steps += [UseAbility(option=i, label="any words") for i in range(-1, 4)]
    steps += [MarketExchange(index=i) for i in range(-1, 7)]
    gems: tuple[Literal["R", "E", "S", "D"], ...] = ("R", "E", "S", "D")
    assert gems == GEMS  # the game's gems, typed as the action takes one
    steps += [ScatterGem(gem=g) for g in gems]
    steps += [Buy(objective=o) for o in cards]
    steps += [SwapObjective(mine=m, offered=o) for m in [*held, *cards[:2]] for o in cards]
    return steps


def test_is_legal_agrees_with_the_listing_for_legal_and_illegal_steps() -> None:
    """Every listed step of every state; the candidates on the first states of each phase."""
    seen: Counter[str] = Counter()
    checked = 0
    for state in reachable_states():
        seen[state.phase] += 1
        probed = candidates(state) if seen[state.phase] <= PROBED_PER_PHASE else []
        assert_is_legal_agrees(GAME, state, probed)
        checked += len(probed)
    assert set(seen) >= set(LISTERS) | {"over"}, f"never reached: {set(LISTERS) - set(seen)}"
    assert checked > 100_000


def test_an_ability_step_is_its_option_number_whatever_its_words() -> None:
    """The label is only words for the player: a step is legal by its option number."""
    assert UseAbility(option=1, label="take 2 Rubies") == UseAbility(option=1, label="")
    assert UseAbility(option=1, label="") != UseAbility(option=0, label="")
