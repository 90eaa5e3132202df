"""`penguin-tables learn GAME`: a lesson's table opens in the app; an unknown game is exit 2."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from penguin_tables import cli
from penguin_tables.cli import dispatch
from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[Table]:
    """The tables the command would open in the app (the app itself is not run)."""
    tables: list[Table] = []

    def play(saves: Any, start_table: Table | None = None, **_: Any) -> int:
        assert start_table is not None
        tables.append(start_table)
        return 0

    monkeypatch.setattr(dispatch, "play", play)
    return tables


def test_learn_an_unknown_game_exits_2_naming_the_five(
    tmp_path: Path, opened: list[Table], capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["--saves", str(tmp_path), "learn", "chess"]) == 2
    error = capsys.readouterr().err
    assert "chess" in error and all(game_id in error for game_id in GAMES)
    assert not opened


@pytest.mark.parametrize("game_id", list(GAMES))
def test_learn_opens_the_app_on_the_lessons_table(
    tmp_path: Path, opened: list[Table], game_id: str
) -> None:
    assert cli.main(["--saves", str(tmp_path), "learn", game_id]) == 0
    (table,) = opened
    assert table.game.id == game_id and table.envelope.lesson == game_id
    assert table.seats[0].kind == "human"
    assert {seat.level for seat in table.seats[1:]} == {"easy"}
