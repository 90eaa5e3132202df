"""The soak's driver: which games it plays, and that a broken game fails the soak naming its seed,
whether the games run in this process or in the worker pool (few, short games: Penguin Party)."""

from __future__ import annotations

import multiprocessing
from typing import Any

import pytest

from benchmarks import soak
from penguin_tables.engine.errors import BrokenInvariant
from penguin_tables.engine.options import every_option_set, option_pairs, values_met
from penguin_tables.engine.registry import GAMES

PARTY = type(GAMES["penguin-party"])


def test_game_i_plays_seed_i_with_every_count_and_option_set_in_turn() -> None:
    game = GAMES["fistful"]
    combos = (game.max_players - game.min_players + 1) * 2  # the mode option: basic, advanced
    batch = soak.jobs("fistful", 2 * combos)
    assert [seed for _, _, seed, _ in batch] == list(range(2 * combos))
    assert len({(n, tuple(o.items())) for _, n, _, o in batch}) == combos
    assert [(n, o) for _, n, _, o in batch[:combos]] == [(n, o) for _, n, _, o in batch[combos:]]


def break_seed(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """Penguin Party's invariants fail on every state of the game played with `seed`."""
    honest = PARTY.check_invariants

    def broken(self: Any, state: Any) -> None:
        if state.chance.seed == seed:
            raise BrokenInvariant("deliberately broken for this test")
        honest(self, state)

    monkeypatch.setattr(PARTY, "check_invariants", broken)


def test_a_broken_game_played_in_process_fails_the_soak_naming_its_seed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    break_seed(monkeypatch, 3)
    assert soak.main(["--only", "penguin-party", "--games", "5", "--jobs", "1"]) == 1
    out = capsys.readouterr().out
    players = soak.jobs("penguin-party", 5)[3][1]
    assert f"penguin-party with {players} players, seed 3, options {{}}: deliberately broken" in out
    assert out.count("deliberately broken") == 1
    table = out.splitlines()[-2].split()
    assert table == ["penguin-party", "5", table[2], table[3], "1"]


@pytest.mark.skipif(
    multiprocessing.get_start_method() != "fork", reason="workers must inherit the broken game"
)
def test_a_broken_game_played_by_the_worker_pool_fails_the_soak_naming_its_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    break_seed(monkeypatch, 4)
    (tally,) = soak.soak(["penguin-party"], 6, workers=2, say=lambda line: None)
    assert tally.games == 6
    assert len(tally.failures) == 1
    assert "seed 4, options {}: deliberately broken" in tally.failures[0]
    assert "actions so far: []" in tally.failures[0]


def test_a_crash_is_a_failure_of_its_seed_not_the_end_of_the_soak(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def crash(self: Any, state: Any) -> None:
        if state.chance.seed == 1:
            raise KeyError("lost")

    monkeypatch.setattr(PARTY, "check_invariants", crash)
    (tally,) = soak.soak(["penguin-party"], 3, workers=1, say=lambda line: None)
    assert tally.games == 3
    players = soak.jobs("penguin-party", 3)[1][1]
    assert tally.failures == [
        f"penguin-party with {players} players, seed 1, options {{}}: crashed: KeyError('lost')"
    ]


def test_a_clean_soak_passes_and_reports_every_game() -> None:
    lines: list[str] = []
    (tally,) = soak.soak(["penguin-party"], 4, workers=2, say=lines.append)
    assert (tally.games, tally.failures) == (4, [])
    assert soak.report([tally])[-1].startswith("soak done: 0 failures")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_cycle_of_the_soak_meets_every_pair_of_options_at_every_player_count(
    game_id: str,
) -> None:
    """Issue 42: two of Yura Yura's options met in a way no test played (the retry cap with the
    sea rule) lost a card; the soak plays every option set, so every pair, at every count."""
    game = GAMES[game_id]
    counts = range(game.min_players, game.max_players + 1)
    cycle = len(counts) * len(every_option_set(game.options))
    wanted = set().union(*(values_met(combo) for combo in option_pairs(game.options)))
    batch = soak.jobs(game_id, cycle)
    for players in counts:
        played = [combo for _, n, _, combo in batch if n == players]
        assert set().union(*(values_met(combo) for combo in played)) == wanted
