"""Every game's computer player keeps the computer-player contract: found by the game's id, its
own levels named weakest first with the strong search above them, and every level's move legal."""

from __future__ import annotations

import random

import pytest

from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.search import COMPUTERS, STRONG, SearchBudget, computer_move, levels


def test_every_game_has_its_computer_player_and_no_other() -> None:
    assert list(COMPUTERS) == list(GAMES)
    for game_id, game in GAMES.items():
        computer = COMPUTERS[game_id]
        assert computer.game is game
        assert computer.levels and STRONG not in computer.levels
        assert levels(computer) == (*computer.levels, STRONG)


def test_a_game_s_rules_know_nothing_of_the_computer() -> None:
    for game in GAMES.values():
        assert not hasattr(game, "computer_action") and not hasattr(game, "bot_levels")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_level_moves_legally(game_id: str) -> None:
    computer = COMPUTERS[game_id]
    game, offered = computer.game, levels(computer)
    state = game.new_game(["Ann", "Bob", "Cy"][: max(2, game.min_players)], seed=7)
    rng, budget = random.Random(3), SearchBudget(iterations=3)
    for step in range(30):
        if game.is_over(state):
            break
        action = computer_move(computer, state, offered[step % len(offered)], rng, budget)
        assert game.is_legal(state, action)
        state = game.apply(state, action)
