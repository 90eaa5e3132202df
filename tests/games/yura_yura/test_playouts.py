"""Yura Yura Penguin through the shared harness: 2 to 6 players, every promise checked each step."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from penguin_tables.engine.checks import random_playout
from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.content import content
from tests.sweeps import how_many, sweep


@sweep
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_promise(players: int, sweep: bool) -> None:
    """Ten seeded games per table size (three in `make test`): views leak nothing, reloads
    continue bit for bit."""
    for seed in range(how_many(sweep, 10, 3)):
        result = random_playout(GAME, players, seed)
        state = result.state
        assert GAME.is_over(state)
        assert state.ending in ("emptied", "broke", "sea")
        assert len(state.tower.tiers) <= content().iceberg_cards
        assert GAME.outcome(state).winners


@settings(max_examples=8, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), cut=st.integers(0, 40))
def test_a_reloaded_game_continues_exactly(players: int, seed: int, cut: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game([f"P{i}" for i in range(players)], seed=seed)
    for _ in range(cut):
        if GAME.is_over(state):
            return
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    twin = GAME.load(GAME.dump(state))
    for _ in range(6):
        if GAME.is_over(state):
            break
        action = rng.choice(GAME.legal_actions(state))
        state, twin = GAME.apply(state, action), GAME.apply(twin, action)
        assert GAME.dump(state) == GAME.dump(twin)


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**31), viewer=st.integers(0, 5))
def test_a_view_never_shows_another_hand_or_the_sea(players: int, seed: int, viewer: int) -> None:
    state = GAME.new_game([f"P{i}" for i in range(players)], seed=seed)
    seat = viewer % players
    view = GAME.view(state, seat)
    shown = {field.name for field in fields(view)}
    assert view.hand == tuple(sorted(state.hands[seat]))
    assert "sea" not in shown and "hands" not in shown
    assert view.hand_sizes == tuple(len(h) for h in state.hands)
