"""The strong search: it never peeks, it returns a legal move, and an anchored game keeps its own
player's move unless the search finds one clearly better."""

from __future__ import annotations

import random

from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.search import COMPUTERS, SearchBudget, Searcher, search


def test_the_search_returns_a_legal_move_and_a_chance() -> None:
    game = GAMES["penguin-party"]
    state = game.new_game(["A", "B"], seed=2)
    budget = SearchBudget(seconds=10, iterations=60)
    result = search(COMPUTERS[game.id], state, random.Random(0), budget)
    assert result.action in game.legal_actions(state)
    assert 0.0 <= result.win_chance <= 1.0
    assert result.iterations == 60


def test_the_same_position_and_seed_give_the_same_move() -> None:
    """Replays and undo rely on the computer choosing alike from the same seed."""
    game = GAMES["penguin-party"]
    state = game.new_game(["A", "B"], seed=5)
    budget = SearchBudget(seconds=10, iterations=80)
    one = search(COMPUTERS[game.id], state, random.Random(1), budget)
    two = search(COMPUTERS[game.id], state, random.Random(1), budget)
    assert one.action == two.action and one.win_chance == two.win_chance


def test_the_search_starts_no_iteration_that_would_end_past_its_deadline() -> None:
    """Each reading of the fake clock is 0.1 s later: about one reading an iteration, so after a
    start-up, iterations seem to take 0.1 s and a 1 s budget may start only those that end in time."""
    game = GAMES["penguin-party"]
    state = game.new_game(["A", "B"], seed=2)
    readings = iter(range(10_000))
    budget = SearchBudget(seconds=1.0, clock=lambda: next(readings) / 10)
    result = search(COMPUTERS[game.id], state, random.Random(0), budget)
    assert 0 < result.iterations < 10
    assert result.seconds <= 1.0


def test_an_anchored_search_keeps_the_games_own_move_without_a_clear_better_one() -> None:
    game = GAMES["frozen-shinies"]
    assert COMPUTERS[game.id].anchored
    state = game.new_game(["A", "B"], seed=3)
    searcher = Searcher(COMPUTERS[game.id], state, random.Random(4))
    result = searcher.run(SearchBudget(seconds=10, iterations=1))
    assert searcher.anchor is not None
    assert result.action == searcher.anchor


def test_with_no_time_left_an_anchored_search_plays_the_games_own_move() -> None:
    game = GAMES["frozen-shinies"]
    state = game.new_game(["A", "B"], seed=3)
    searcher = Searcher(COMPUTERS[game.id], state, random.Random(4))
    result = searcher.run(SearchBudget(seconds=0.0))
    assert result.iterations == 0
    assert searcher.anchor is not None and result.action == searcher.anchor
