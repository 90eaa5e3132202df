"""Fistful through the shared harness over every player count and both modes, plus properties."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from penguin_tables.engine.checks import random_playout
from penguin_tables.engine.errors import IllegalAction
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
from penguin_tables.games.fistful.state import FistfulState
from tests.sweeps import how_many, sweep

MODES = ["basic", "advanced"]
# Checked games (every contract check at every step) cost more with more secret dice.
CHECKED = {1: 6, 2: 6, 3: 4, 4: 3, 5: 2, 6: 2}
UNCHECKED = 25


@sweep
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("players", range(1, 7))
def test_random_games_keep_every_promise(players: int, mode: str, sweep: bool) -> None:
    for seed in range(how_many(sweep, CHECKED[players], 2)):
        result = random_playout(GAME, players, seed, {"mode": mode}, check=True)
        assert GAME.is_over(result.state)
    for seed in range(100, 100 + how_many(sweep, UNCHECKED, 5)):
        result = random_playout(GAME, players, seed, {"mode": mode}, check=False)
        outcome = GAME.outcome(result.state)
        assert outcome.winners or players == 1  # solo: a rating, no winner
        assert outcome.scores == [float(m) for m in result.state.money]


def test_computer_players_finish_checked_games() -> None:
    def computer(state: FistfulState, rng: random.Random) -> Action:
        return COMPUTER.own_move(state, "normal", rng)

    for players, mode in [(1, "basic"), (3, "basic"), (3, "advanced"), (6, "advanced")]:
        result = random_playout(GAME, players, 7, {"mode": mode}, check=True, chooser=computer)
        assert GAME.is_over(result.state)


ACTION_POOL: list[Action] = [
    *(Reroll(dice=dice) for dice in [(0,), (1,), (0, 2), (0, 1, 2, 3), (5,), (9,), (2, 0), ()]),
    SpareDie(),
    *(CashIn(count=k) for k in range(1, 4)),
    *(UseChip(dice=dice) for dice in [(0,), (1,), (0, 1), (0, 1, 2), (7,)]),
    *(BuyDie(seller=s) for s in range(4)),
    Stop(lions=False),
    Stop(lions=True),
    SetPrice(dollars=0, penguins=0),
    SetPrice(dollars=3),
    SetPrice(dollars=20),
    SetPrice(dollars=0, penguins=2),
    KeepOffer(),
    SecretReroll(),
]


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(1, 4),
    mode=st.sampled_from(MODES),
    seed=st.integers(0, 2**31),
    cut=st.integers(0, 120),
)
def test_legal_actions_are_exactly_the_actions_that_apply(
    players: int, mode: str, seed: int, cut: int
) -> None:
    rng = random.Random(seed)
    state = GAME.new_game([f"P{i}" for i in range(players)], seed=seed, options={"mode": mode})
    for _ in range(cut):
        if GAME.is_over(state):
            return
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    if GAME.is_over(state):
        return
    legal = GAME.legal_actions(state)
    before = GAME.dump(state)
    for action in ACTION_POOL:
        if action in legal:
            GAME.apply(state, action)
        else:
            with pytest.raises(IllegalAction):
                GAME.apply(state, action)
        assert GAME.dump(state) == before


@settings(max_examples=30, deadline=None)
@given(players=st.integers(1, 6), seed=st.integers(0, 2**31))
def test_money_only_moves_by_the_rules(players: int, seed: int) -> None:
    """Nobody ever loses money except by a squirrel debt or a purchase; it never goes negative."""
    rng = random.Random(seed)
    state = GAME.new_game(
        [f"P{i}" for i in range(players)], seed=seed, options={"mode": "advanced"}
    )
    while not GAME.is_over(state):
        action = rng.choice(GAME.legal_actions(state))
        after = GAME.apply(state, action)
        losers = [s for s in range(players) if after.money[s] < state.money[s]]
        if losers:
            assert isinstance(action, Stop | BuyDie)
            if isinstance(action, Stop):
                assert after.money[state.active] > state.money[state.active]
        assert min(after.money) >= 0
        state = after
