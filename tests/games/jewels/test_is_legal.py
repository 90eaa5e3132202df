"""`is_legal` answers each step by its phase's rule; it must agree with the listing everywhere."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

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
from penguin_tables.games.jewels.content import FLOOR, GEMS, content
from penguin_tables.games.jewels.rules.legal import LISTERS
from penguin_tables.games.jewels.state import JewelsState

DICE = range(-1, 4)
FACES = range(-1, 7)
PENGUINS = range(0, 7)
PROBED_PER_PHASE = 40


def reachable_states() -> Iterator[JewelsState]:
    """States of random games (every player count, both layouts) and of computer games, which
    reach the rarer sub-steps (scattering, swapping objectives) more often."""
    for players in (2, 3, 4, 5):
        for layout in ("starter", "random"):
            for seed in range(2):
                yield from _game(players, seed, layout, bots=False)
    for seed in range(3):
        yield from _game(2 + seed, seed, "random", bots=True)


def _game(players: int, seed: int, layout: str, *, bots: bool) -> Iterator[JewelsState]:
    rng = random.Random(seed)
    state = GAME.new_game([f"P{i}" for i in range(players)], seed, {"layout": layout})
    while not GAME.is_over(state):
        yield state
        if bots:
            action = GAME.computer_action(state, "easy", rng)
        else:
            action = rng.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action)
    yield state


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
    steps += [ScatterGem(gem=g) for g in GEMS]
    steps += [Buy(objective=o) for o in cards]
    steps += [SwapObjective(mine=m, offered=o) for m in [*held, *cards[:2]] for o in cards]
    return steps


def test_is_legal_agrees_with_the_listing_for_legal_and_illegal_steps() -> None:
    """Every listed step of every state; the candidates on the first states of each phase."""
    seen: Counter[str] = Counter()
    checked = 0
    for state in reachable_states():
        seen[state.phase] += 1
        legal = GAME.legal_actions(state)
        for action in legal:
            assert GAME.is_legal(state, action), (state.phase, action)
        if seen[state.phase] > PROBED_PER_PHASE:
            continue
        for action in candidates(state):
            assert GAME.is_legal(state, action) == (action in legal), (state.phase, action)
            checked += 1
    assert set(seen) >= set(LISTERS) | {"over"}, f"never reached: {set(LISTERS) - set(seen)}"
    assert checked > 100_000


def test_an_ability_step_is_its_option_number_whatever_its_words() -> None:
    """The label is only words for the player: a step is legal by its option number."""
    assert UseAbility(option=1, label="take 2 Rubies") == UseAbility(option=1, label="")
    assert UseAbility(option=1, label="") != UseAbility(option=0, label="")
