"""Penguin Party through the shared harness, property tests and golden playthroughs."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from penguin_tables.engine.checks import random_playout
from penguin_tables.games.penguin_party import GAME, Action
from penguin_tables.games.penguin_party.computer import COMPUTER
from tests.engine.legality import assert_is_legal_agrees, reachable_states
from tests.sweeps import how_many, sweep


@sweep
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_promise(players: int, sweep: bool) -> None:
    for seed in range(how_many(sweep, 20, 5)):  # `make soak` plays thousands more
        result = random_playout(GAME, players, seed)
        assert GAME.is_over(result.state)
        assert len(result.state.round_points) == players


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), cut=st.integers(0, 200))
def test_a_reloaded_game_continues_exactly(players: int, seed: int, cut: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game([f"P{i}" for i in range(players)], seed=seed)
    for _ in range(cut):
        if GAME.is_over(state):
            break
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    twin = GAME.load(GAME.dump(state))
    for _ in range(50):
        if GAME.is_over(state):
            break
        action = rng.choice(GAME.legal_actions(state))
        state, twin = GAME.apply(state, action), GAME.apply(twin, action)
        assert GAME.dump(state) == GAME.dump(twin)


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31))
def test_points_only_change_by_the_rules(players: int, seed: int) -> None:
    """Every step adds the hand size (give up), removes up to two (empty hand), or nothing."""
    rng = random.Random(seed)
    state = GAME.new_game([f"P{i}" for i in range(players)], seed=seed)
    while not GAME.is_over(state):
        seat, action = state.turn, rng.choice(GAME.legal_actions(state))
        before, held = state.points[seat], len(state.hands[seat])
        state = GAME.apply(state, action)
        after = state.points[seat]
        if action.kind == "give_up":
            assert after == before + held
        else:
            assert before - 2 <= after <= before


GOLDEN = [
    # (players, seed, computer moves for everyone, expected final points)
    (2, 11, [4, 2]),
    (4, 2024, [7, 3, 3, 6]),
]


@pytest.mark.parametrize(("players", "seed", "points"), GOLDEN)
def test_golden_playthroughs(players: int, seed: int, points: list[int]) -> None:
    state = GAME.new_game([f"P{i}" for i in range(players)], seed=seed)
    actions: list[str] = []
    while not GAME.is_over(state):
        action = COMPUTER.own_move(state, "normal", random.Random(len(actions)))
        actions.append(str(action))
        state = GAME.apply(state, action)
    assert state.points == points
    assert actions[0].startswith("place")


@pytest.mark.parametrize("players", range(2, 7))
def test_quick_legality_check_agrees_with_the_legal_list(players: int) -> None:
    """`is_legal` (used by apply) answers exactly like membership in `legal_actions`, for every
    action there is (all interned placements, giving up) and a few that cannot exist."""
    from penguin_tables.games.penguin_party.actions import ABOVE, GiveUp, PlaceAbove, PlaceOnBase
    from penguin_tables.games.penguin_party.cards import COLOURS

    probes: list[Action] = [GiveUp()]
    probes += [PlaceOnBase(colour=c, end=e) for c in COLOURS for e in ("left", "right")]
    probes += [action for colour in COLOURS for row in ABOVE[colour] for action in row]
    probes += [PlaceAbove(colour="red", row=r, slot=s) for r, s in ((1, 1), (2, 0), (9, 1), (3, 8))]
    for state in reachable_states(GAME, [players], seeds=5):
        assert_is_legal_agrees(GAME, state, probes)
