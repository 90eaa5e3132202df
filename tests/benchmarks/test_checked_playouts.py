"""The checked-playout benchmark: its soak estimate's arithmetic, and that it plays checked games."""

from __future__ import annotations

import pytest

from benchmarks import checked_playouts
from penguin_tables.engine.registry import GAMES


def test_the_estimate_sums_each_engines_soak_and_spreads_it_over_the_workers() -> None:
    lines = checked_playouts.estimate_lines({"fast": 10.0, "slow": 5.0}, workers=2)
    assert lines[1].split() == ["fast", "10.00", "16.7", "33%"]
    assert lines[2].split() == ["slow", "5.00", "33.3", "67%"]
    assert lines[-1] == "soak of 10000 games per engine on 2 workers: 25.0 min"


def test_make_benchs_table_shows_the_same_estimate_beside_its_target() -> None:
    table = checked_playouts.checked_table({"fast": 10.0, "slow": 5.0}, workers=2)
    assert "25.0 min (target <= 40)" in str(table.title)
    assert list(table.columns[1].cells) == ["10.00", "5.00"]
    assert list(table.columns[3].cells) == ["33%", "67%"]


def test_it_plays_checked_games_so_a_broken_check_fails_it(monkeypatch: pytest.MonkeyPatch) -> None:
    assert checked_playouts.checked_rate("penguin-party", 1) > 0
    party = type(GAMES["penguin-party"])

    def broken(self: object, state: object) -> None:
        raise AssertionError("checked")

    monkeypatch.setattr(party, "check_invariants", broken)
    with pytest.raises(AssertionError, match="checked"):
        checked_playouts.checked_rate("penguin-party", 1)


def test_an_unknown_game_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        checked_playouts.main(["--games", "1", "chess"])
    assert "no such game: chess" in capsys.readouterr().err
