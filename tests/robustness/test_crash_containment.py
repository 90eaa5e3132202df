"""An unexpected error: no local variables anywhere (they hold hidden cards), one line naming a
crash report, and a non-zero exit status, in the app and in every headless command."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.crash import CRASH_DIR_ENV, EXIT_CRASH, EXIT_INTERRUPTED
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app
from tests.robustness.pty_run import ROOT, run_on_pty

#: A local variable of the failing frame; a traceback that shows locals would show it.
SECRET = "HIDDEN-HAND-7-RED-3-GREEN"

#: The app on a terminal, crashing as it starts with a secret in a local variable.
CRASHING_APP = f"""
import sys
from penguin_tables import cli
from penguin_tables.ui.app import PenguinTablesApp

def on_mount(self):
    hidden_hand = {SECRET!r}
    raise RuntimeError("the table fell over")

PenguinTablesApp.on_mount = on_mount
sys.exit(cli.main(["--saves", sys.argv[1]]))
"""

#: A headless command crashing with a secret in a local variable.
CRASHING_COMMAND = f"""
import sys
from penguin_tables import cli
from penguin_tables.cli import dispatch

def print_rules(game_id):
    hidden_hand = {SECRET!r}
    raise RuntimeError("the rules fell over")

dispatch.print_rules = print_rules
sys.exit(cli.main(["rules", "penguin-party"]))
"""


def only_report(folder: Path) -> str:
    reports = list(folder.glob("crash-*.txt"))
    assert len(reports) == 1, reports
    return reports[0].read_text()


async def test_an_app_crash_writes_a_report_without_locals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A computer move that raises: the app ends with status 1 and one line, no hidden cards."""
    table = Table.start(
        "penguin-party", [Seat(name="Cy", kind="computer", level="easy"), Seat(name="Ann")], seed=3
    )

    def apply(state: Any, action: Any) -> Any:
        hidden_hand = SECRET  # noqa: F841 - what a traceback with locals would print
        raise RuntimeError("the engine fell over")

    monkeypatch.setattr(table.game, "apply", apply)
    app = make_app(tmp_path / "saves", start_table=table, bot_delay=0, crash_dir=tmp_path / "crash")
    with pytest.raises(RuntimeError, match="the engine fell over"):
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0.2)
    assert app.return_code == EXIT_CRASH
    err = capsys.readouterr().err
    assert err.strip() == (
        f"Penguin Tables hit an unexpected error; report written to {app.crash_report}"
    )
    report = only_report(tmp_path / "crash")
    assert 'raise RuntimeError("the engine fell over")' in report  # where, from the code
    assert SECRET not in report and SECRET not in err


def test_the_app_on_a_terminal_exits_1_with_one_line(tmp_path: Path) -> None:
    done = run_on_pty(
        CRASHING_APP, str(tmp_path / "saves"), env={CRASH_DIR_ENV: str(tmp_path / "crash")}
    )
    assert done.status == EXIT_CRASH
    line = done.output.index("Penguin Tables hit an unexpected error; report written to")
    assert done.output.rindex("\x1b[?1049l") < line  # the terminal was restored before it
    assert SECRET not in done.output and "Traceback" not in done.output
    report = only_report(tmp_path / "crash")
    assert "RuntimeError: the table fell over" in report and SECRET not in report
    assert str(tmp_path / "crash") in done.output


def test_a_headless_crash_exits_1_with_one_line(tmp_path: Path) -> None:
    done = run_on_pty(CRASHING_COMMAND, env={CRASH_DIR_ENV: str(tmp_path)})
    assert done.status == EXIT_CRASH
    (report,) = tmp_path.glob("crash-*.txt")
    lines = [line for line in done.output.splitlines() if line.strip()]
    assert lines == [f"Penguin Tables hit an unexpected error; report written to {report}"]
    assert "RuntimeError: the rules fell over" in report.read_text()
    assert SECRET not in report.read_text()


def test_a_report_goes_to_the_temp_folder_when_the_crash_folder_cannot_be_made(
    tmp_path: Path,
) -> None:
    from penguin_tables.crash import write_report

    blocked = tmp_path / "a-file"
    blocked.write_text("")
    try:
        raise ValueError("boom")
    except ValueError as exc:
        path = write_report(exc, blocked / "crash")
    assert path is not None and path.parent != blocked / "crash"
    assert "ValueError: boom" in path.read_text()
    assert os.stat(path).st_mode & 0o077 == 0  # only its owner may read it
    path.unlink()


#: `penguin-tables arena` as a person types it, with strong players slow enough to watch.
ARENA = """
import sys
from penguin_tables import cli
sys.exit(cli.main(sys.argv[1:]))
"""


def test_arena_shows_moves_within_a_game_and_ctrl_c_ends_it_with_130() -> None:
    """The progress line counts the moves of the game in play; Ctrl+C: one line, status 130."""
    args = ["arena", "penguin-party", "--seats", "strong,strong", "--seconds", "0.1"]
    # Any game's third move (or 13th, 23rd...) will do: a quiet machine may finish game 1 between
    # two redraws of the progress line.
    done = run_on_pty(ARENA, *args, "--games", "50", interrupt_when="move 3")
    assert done.status == EXIT_INTERRUPTED
    assert re.search(r"game \d+, move \d+", done.output)
    assert "Traceback" not in done.output and "KeyboardInterrupt" not in done.output
    last = [line for line in done.output.splitlines() if line.strip()][-1]
    assert last.endswith("penguin-tables: interrupted (Ctrl+C)")


@pytest.mark.parametrize("buffered", [True, False])
def test_a_reader_that_goes_away_is_not_a_crash(tmp_path: Path, buffered: bool) -> None:
    """`penguin-tables options | head -1`: no crash report, no traceback, status 1."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    env |= {CRASH_DIR_ENV: str(tmp_path), "PYTHONPATH": str(ROOT)}
    if not buffered:
        env["PYTHONUNBUFFERED"] = "1"
    reader, writer = os.pipe()
    os.close(reader)  # gone before the first line is written
    script = "import sys; from penguin_tables import cli; sys.exit(cli.main(['options']))"
    done = subprocess.run(
        [sys.executable, "-c", script],
        stdout=writer,
        stderr=subprocess.PIPE,
        env=env,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    os.close(writer)
    assert done.returncode == EXIT_CRASH
    assert done.stderr == b""
    assert not list(tmp_path.iterdir())


def test_a_failed_workers_report_holds_the_error_inside_it() -> None:
    """Textual wraps a worker's error (the strong search runs in one) in WorkerFailed."""
    from textual.worker import WorkerFailed

    from penguin_tables.crash import report_text

    def search() -> None:
        hidden_hand = SECRET  # noqa: F841
        raise ArithmeticError("the search fell over")

    try:
        search()
    except ArithmeticError as exc:
        text = report_text(WorkerFailed(exc))
    assert "WorkerFailed" in text and "ArithmeticError: the search fell over" in text
    assert 'raise ArithmeticError("the search fell over")' in text and SECRET not in text
