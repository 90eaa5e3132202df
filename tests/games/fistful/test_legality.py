"""`is_legal` answers from the rules directly; it must agree with `legal_actions` everywhere.

Also the shared action tables (listed at every step, so built once) and the dice roll that skips
`random.choice` but must draw exactly what it drew.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.actions import (
    Action,
    BuyDie,
    CashIn,
    KeepOffer,
    Reroll,
    SecretReroll,
    SetPrice,
    SpareDie,
    Stop,
    UseChip,
)
from penguin_tables.games.fistful.computer import COMPUTER
from penguin_tables.games.fistful.dice import FACES, roll_face, roll_faces
from penguin_tables.games.fistful.rules.tables import rerolls
from penguin_tables.games.fistful.state import FistfulState
from tests.engine.legality import assert_is_legal_agrees
from tests.engine.legality import reachable_states as walk
from tests.sweeps import how_many, sweep


def reachable_states(seeds: int = 2) -> Iterator[FistfulState]:
    """Every state of seeded games over table sizes and both modes, random and computer-played."""
    yield from walk(GAME, range(1, 7), seeds=seeds)
    yield from walk(GAME, range(1, 7), seeds=seeds, chooser=normal)


def normal(state: FistfulState, rng: random.Random) -> Action:
    return COMPUTER.own_move(state, "normal", rng)


def near_misses(state: FistfulState) -> list[Action]:
    """Actions a careless screen or a damaged save might send, around this state's dice and purses."""
    n = len(state.dice)
    dice_sets = [(), (0,), (n - 1,), (n,), (0, n), (1, 0), (0, 0), (0, 1), (0, 1, 2), (-1,)]
    top = max(state.money)
    return [
        *(Reroll(dice=d) for d in dice_sets),
        *(UseChip(dice=d) for d in dice_sets),
        *(Reroll(dice=r.dice) for r in rerolls(min(n + 1, 9))),
        *(CashIn(count=k) for k in range(0, 11)),
        *(BuyDie(seller=s) for s in range(7)),
        *(SetPrice(dollars=d, penguins=p) for d in (0, 1, top, top + 1, -1) for p in (0, 1, 2, 3)),
        SpareDie(),
        Stop(lions=False),
        Stop(lions=True),
        KeepOffer(),
        SecretReroll(),
    ]


@sweep
def test_is_legal_agrees_with_legal_actions_on_every_reachable_state(sweep: bool) -> None:
    """`make test`: one seed of each walk (about 2,500 states); `make soak`: two."""
    checked = 0
    for state in reachable_states(seeds=how_many(sweep, 2, 1)):
        assert_is_legal_agrees(GAME, state, near_misses(state))
        checked += 1
    assert checked > 1_000


def test_every_kind_of_action_is_offered_somewhere() -> None:
    """The agreement above means something only if the states reach every kind of action."""
    kinds = {type(a) for state in reachable_states() for a in GAME.legal_actions(state)}
    wanted = {Reroll, SpareDie, CashIn, UseChip, BuyDie, Stop, SetPrice, KeepOffer, SecretReroll}
    assert wanted <= kinds


def test_legal_lists_share_the_interned_actions_but_are_fresh_lists() -> None:
    state = GAME.new_game(["A", "B"], seed=3)
    first, second = GAME.legal_actions(state), GAME.legal_actions(state)
    assert first == second and first is not second
    assert all(a is b for a, b in zip(first, second, strict=True))
    first.clear()
    assert GAME.legal_actions(state) == second


@pytest.mark.parametrize("dice", range(10))
def test_the_reroll_table_lists_every_non_empty_set_once_smallest_first(dice: int) -> None:
    table = rerolls(dice)
    assert len(table) == len(set(table)) == 2**dice - 1
    sizes = [len(r.dice or ()) for r in table]
    assert sizes == sorted(sizes)
    assert all(list(r.dice or ()) == sorted(set(r.dice or ())) for r in table)


def test_dice_roll_exactly_what_random_choice_rolled() -> None:
    """Seeded games and old saves must roll the same faces as when dice used `rng.choice`."""
    for seed in range(300):
        count = seed % 10
        expected = random.Random(seed)
        wanted = [expected.choice(FACES) for _ in range(count)] + [expected.choice(FACES)]
        rolled = random.Random(seed)
        assert [*roll_faces(rolled, count), roll_face(rolled)] == wanted
        assert rolled.random() == expected.random()  # the stream is left where choice left it
