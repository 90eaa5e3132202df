"""Property tests: whatever the seed, count and moves, the contract holds."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from penguin_tables.engine.checks import check_step
from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.content import deck_for

from .helpers import NAMES


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 10**9),
    picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=60),
    designed=st.booleans(),
)
def test_any_sequence_of_legal_moves_keeps_the_contract(
    players: int, seed: int, picks: list[int], designed: bool
) -> None:
    state = GAME.new_game(NAMES[:players], seed, {"designed_powers": designed})
    rng = random.Random(seed)
    for pick in picks:
        if GAME.is_over(state):
            break
        legal = GAME.legal_actions(state)
        before = GAME.dump(state)
        after = GAME.apply(state, legal[pick % len(legal)])
        assert GAME.dump(state) == before, "apply changed its input"
        check_step(GAME, after, rng)
        state = after


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**9))
def test_setup_deals_every_card_of_the_count_once(players: int, seed: int) -> None:
    state = GAME.new_game(NAMES[:players], seed)
    cards = [c for s in state.stacks for c in s] + [h.card for hand in state.hands for h in hand]
    assert sorted(cards) == list(deck_for(players))
    assert state.first == state.turn


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**9), viewer=st.integers(0, 4))
def test_a_view_never_shows_another_seats_secret_cards(
    players: int, seed: int, viewer: int
) -> None:
    viewer %= players
    state = GAME.new_game(NAMES[:players], seed)
    view = GAME.view(state, viewer)
    for seat, player in enumerate(view.players):
        if seat != viewer:
            assert player.hand == (None,) * len(state.hands[seat])
