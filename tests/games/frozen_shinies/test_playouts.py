"""The shared harness over every player count and option, and 300 more games checked for
conservation of cards and fish at every step."""

from __future__ import annotations

import random
from typing import Any

import pytest

from penguin_tables.engine.checks import random_playout
from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.actions import Action
from penguin_tables.games.frozen_shinies.computer import COMPUTER
from penguin_tables.games.frozen_shinies.state import FrozenState
from tests.sweeps import how_many, sweep

FULL_CHECKS = {2: 6, 3: 2, 4: 1, 5: 1}
"""Games per player count with every contract check at every step (views, reloads, resampling);
random games of 4 or 5 run to a thousand steps, so fewer of them."""

CONSERVED_GAMES = {2: 120, 3: 80, 4: 50, 5: 50}
"""At least 300 games in all, weighted to the shorter small games to keep the suite quick."""


@sweep
@pytest.mark.parametrize("designed", [True, False])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_harness_checks_every_step(players: int, designed: bool, sweep: bool) -> None:
    options = {"designed_powers": designed}
    whole = FULL_CHECKS[players] if designed else (FULL_CHECKS[players] + 1) // 2
    for seed in range(how_many(sweep, whole, 1)):
        playout = random_playout(GAME, players, seed, options)
        assert GAME.is_over(playout.state)
        outcome = GAME.outcome(playout.state)
        assert outcome.winners and len(outcome.scores) == players


def checking_chooser(state: FrozenState, rng: random.Random) -> Action:
    """A random player that first checks cards and fish are conserved."""
    GAME.check_invariants(state)
    return rng.choice(GAME.legal_actions(state))


def test_three_hundred_games_conserve_cards_and_fish_at_every_step() -> None:
    played = 0
    for players, games in CONSERVED_GAMES.items():
        for game in range(games):
            options: dict[str, Any] = {"designed_powers": game % 3 != 0}
            playout = random_playout(
                GAME, players, 1000 + game, options, check=False, chooser=checking_chooser
            )
            GAME.check_invariants(playout.state)
            assert GAME.is_over(playout.state)
            played += 1
    assert played >= 300


def test_computer_players_finish_games_with_only_legal_moves() -> None:
    def bot(state: FrozenState, rng: random.Random) -> Action:
        level = "normal" if state.turn % 2 == 0 else "easy"
        action = COMPUTER.own_move(state, level, rng)
        assert action in GAME.legal_actions(state)
        return action

    for players in range(2, 6):
        playout = random_playout(GAME, players, 77, check=False, chooser=bot)
        assert GAME.is_over(playout.state)
