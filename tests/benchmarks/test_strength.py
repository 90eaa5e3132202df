"""The strength benchmark: each game timed and counted in moves, the figure kept where asked."""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

import pytest

from benchmarks import strength
from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.search import COMPUTERS, STRONG, SearchBudget, computer_move
from penguin_tables.engine.search.arena import Played, Standings
from penguin_tables.games.yura_yura.computer.advice import steadiest


def tiny(results: Path) -> argparse.Namespace:
    return argparse.Namespace(
        game="penguin-party",
        iterations=5,
        seconds=1.0,
        against="normal",
        all_knowing=False,
        flat_seconds=0.3,
        flat_iterations=None,
        jobs=1,
        anchor="default",
        option=[],
        results=results,
        games=1,
    )


def test_a_game_comes_back_with_its_moves_and_cpu_time(tmp_path: Path) -> None:
    timed = strength.one_game(tiny(tmp_path / "s.json"), 1)
    assert timed.number == 1
    assert timed.played.seated == ["normal", "strong"]
    assert timed.moves > 10
    assert timed.cpu > 0


def test_the_verbose_line_names_the_winner_the_moves_and_an_unfinished_game() -> None:
    done = strength.Timed(3, Played(["strong", "flat"], [1]), 120, 4.25)
    assert strength.game_line(done) == ("game 3: strong vs flat, won by flat; 120 moves, 4.2 CPU-s")
    capped = strength.Timed(4, Played(["flat", "strong"], [0, 1], finished=False), 20_000, 9.0)
    assert "no end after 20000 moves" in strength.game_line(capped)


def test_the_figure_goes_to_the_results_file_asked_for(tmp_path: Path) -> None:
    results = tmp_path / "copy.json"
    standings = Standings()
    standings.record(Played(["strong", "normal"], [0]))
    strength.record(tiny(results), standings)
    rows = json.loads(results.read_text())
    assert [(r["game"], r["budget"], r["share"]) for r in rows] == [
        ("penguin-party", "5 iterations", 1.0)
    ]


def test_an_option_is_played_and_named_in_the_budget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    args = tiny(tmp_path / "s.json")
    args.game, args.option, args.iterations = "jewels", ["tiles=extended", "head_start=on"], 2
    assert strength.budget_words(args) == "2 iterations, tiles=extended, head_start=on"
    started: list[dict[str, object]] = []
    game = GAMES["jewels"]
    new_game = game.new_game

    def noting_options(*args: Any, **kwargs: Any) -> Any:
        started.append(kwargs["options"])
        return new_game(*args, **kwargs)

    monkeypatch.setattr(game, "new_game", noting_options)
    strength.one_game(args, 0)
    assert started == [{"tiles": "extended", "head_start": True}]


def test_the_strong_seat_is_the_player_a_person_meets_hand_and_all() -> None:
    """A Yura Yura placement is the strong player's hand (the hard level's), not searched and not
    the hint's steady hand: the benchmark goes through the app's own `computer_move`."""
    game = GAMES["yura-yura"]
    state = game.new_game(["Ann", "Bob"], seed=3)
    assert state.phase == "place"
    args = argparse.Namespace(iterations=5, seconds=1.0, all_knowing=False, anchor="default")
    benchmark = strength.strong_chooser(game, args)(state, random.Random(7))
    budget = SearchBudget(iterations=5)
    app = computer_move(COMPUTERS[game.id], state, STRONG, random.Random(7), budget)
    assert benchmark == app
    assert benchmark != steadiest(state)
