"""`resume SAVE --as NAME` and `--watch`: a window for one seat, from the command line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from penguin_tables import cli
from penguin_tables.cli import dispatch
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.seat_claims import claim_seat


@pytest.fixture
def save(tmp_path: Path) -> str:
    seats = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy", kind="computer", level="easy")]
    table = Table.start("penguin-party", seats, seed=3)
    table.attach(SaveFolder(tmp_path))
    table.save()
    assert table.save_name is not None
    return table.save_name.removesuffix(".json")


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


def test_resume_as_a_name_binds_the_window_to_that_seat(
    tmp_path: Path, save: str, opened: list[Table]
) -> None:
    assert cli.main(["--saves", str(tmp_path), "resume", save, "--as", "bob"]) == 0
    (table,) = opened
    assert table.window.viewer == 1 and not table.window.watching
    assert Table.resume(SaveFolder(tmp_path), save).open_elsewhere() == {1}
    table.leave()


def test_watch_binds_a_spectator(tmp_path: Path, save: str, opened: list[Table]) -> None:
    assert cli.main(["--saves", str(tmp_path), "resume", save, "--watch"]) == 0
    assert opened[0].window.watching and opened[0].window.viewer is None


def test_new_as_a_name(tmp_path: Path, opened: list[Table]) -> None:
    argv = ["--saves", str(tmp_path), "new", "penguin-party", "--players", "Ann,Bob", "--as", "ann"]
    assert cli.main(argv) == 0
    assert opened[0].window.viewer == 0


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--as", "Zed"], "nobody called 'Zed' plays at this table; its seats: Ann, Bob, Cy"),
        (["--as", "Cy"], "Cy is a computer seat"),
    ],
)
def test_a_seat_that_cannot_be_had_is_refused(
    tmp_path: Path,
    save: str,
    opened: list[Table],
    capsys: pytest.CaptureFixture[str],
    extra: list[str],
    message: str,
) -> None:
    assert cli.main(["--saves", str(tmp_path), "resume", save, *extra]) == 2
    assert message in capsys.readouterr().err
    assert not opened


def test_a_seat_open_in_another_window_is_refused(
    tmp_path: Path, save: str, opened: list[Table], capsys: pytest.CaptureFixture[str]
) -> None:
    held = claim_seat(tmp_path, save + ".json", 1)
    assert cli.main(["--saves", str(tmp_path), "resume", save, "--as", "Bob"]) == 2
    err = capsys.readouterr().err
    assert "Bob's seat is open in another window" in err and "--watch" in err
    assert not opened
    held.release()
    assert cli.main(["--saves", str(tmp_path), "resume", save, "--as", "Bob"]) == 0


def test_as_and_watch_do_not_go_together(
    tmp_path: Path, save: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.main(["--saves", str(tmp_path), "resume", save, "--as", "Ann", "--watch"])
    assert exited.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_a_typed_name_with_control_codes_is_refused_without_reaching_the_terminal(
    tmp_path: Path, save: str, opened: list[Table], capsys: pytest.CaptureFixture[str]
) -> None:
    name = "\x1b[2JMallory"  # clears the screen if echoed raw
    assert cli.main(["--saves", str(tmp_path), "resume", save, "--as", name]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\\x1b[2JMallory" in err
    assert opened == []


def test_a_plain_resume_watches_while_seats_are_open_in_other_windows(
    tmp_path: Path, save: str, opened: list[Table], capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 40: with Ann's and Bob's windows open, a plain `resume` opened the shared keyboard
    and played Ann's move."""
    held = [claim_seat(tmp_path, save + ".json", seat) for seat in (0, 1)]
    assert cli.main(["--saves", str(tmp_path), "resume", save]) == 0
    assert opened[0].window.watching
    assert "Ann and Bob play in windows of their own" in capsys.readouterr().err
    for claim in held:
        claim.release()
