"""Run CLI commands, or a walk through the Resume list, over a saves folder in a child process.

A file that hangs a command (a named pipe) or is read without end (a link to /dev/zero) must fail
its test, not stall the suite or starve the machine: the parent (`run_in_child`) caps the child's
memory and gives each step a time limit, and the child reports each step as one JSON line, so the
step that hung is known. `python -m tests.robustness.command_runner commands|resume-list FOLDER`
reads the commands (JSON) on stdin.
"""

from __future__ import annotations

import asyncio
import io
import json
import queue
import resource
import subprocess
import sys
import threading
import traceback
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parents[2]
MEMORY_CAP = 2 * 1024**3
MARK = "@@ "


class Hung(AssertionError):
    """A step did not finish within its time limit."""


def _emit(report: dict[str, Any]) -> None:
    out = sys.__stdout__  # the child's own stdout, whatever a command redirects
    assert out is not None
    out.write(MARK + json.dumps(report) + "\n")
    out.flush()


def first_steps(
    saves: Path | None, start_table: Any = None, start_replay: Any = None, **_: Any
) -> int:
    """Stands in for the app: does what it does first with a table or replay (rebuild states)."""
    from penguin_tables.engine.registry import get_game
    from penguin_tables.store.replay import replay_states

    for envelope in (getattr(start_table, "envelope", None), start_replay):
        if envelope is not None:
            replay_states(get_game(envelope.game), envelope)
    return 0


def run_commands(folder: str, commands: list[list[str]]) -> None:
    import penguin_tables.cli as cli
    from penguin_tables.cli import dispatch

    setattr(dispatch, "play", first_steps)  # noqa: B010 (the app stands in: no screen here)
    for argv in commands:
        _emit({"start": argv})
        out, err = io.StringIO(), io.StringIO()
        code: int | None = None
        crash = None
        try:
            with redirect_stdout(out), redirect_stderr(err):
                code = cli.main(["--saves", folder, *argv])
        except BaseException:  # a crash is what is being looked for
            crash = traceback.format_exc()
        _emit(
            {
                "argv": argv,
                "code": code,
                "out": out.getvalue(),
                "err": err.getvalue(),
                "crash": crash,
            }
        )


async def walk_resume_list(folder: str) -> None:
    """As a player: open the Resume list, go down every row, try to resume and replay each
    save that cannot be opened; report the screen and the status line each time."""
    from penguin_tables.ui.app import make_app
    from penguin_tables.ui.screens.saves import SavesScreen
    from tests.ui.conftest import screen_text, wait_for

    app = make_app(folder, bot_delay=0)
    async with app.run_test(size=(120, 50)) as pilot:
        _emit({"start": ["r"]})
        await pilot.press("r")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SavesScreen)
        await wait_for(pilot, lambda: all(row.checked for row in screen.rows), seconds=20)
        await pilot.pause()
        _emit({"step": "list", "screen": screen_text(app)})
        for index, row in enumerate(screen.rows):
            if index:
                await pilot.press("down")
            if not row.problem:
                continue
            for key in ("enter", "p"):
                _emit({"start": [row.label, key]})
                await pilot.press(key)
                await pilot.pause()
                _emit(
                    {
                        "step": key,
                        "label": row.label,
                        "still_listing": app.screen is screen,
                        "screen": screen_text(app),
                    }
                )


def _cap_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def run_in_child(
    mode: str, folder: Path, commands: list[list[str]], step_seconds: float = 20
) -> list[dict[str, Any]]:
    """Every report of the child, in order; Hung names the step that took over `step_seconds`."""
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.robustness.command_runner", mode, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        text=True,
        preexec_fn=_cap_memory,  # the child runs no threads before exec
    )
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(json.dumps(commands))
    child.stdin.close()
    lines: queue.Queue[str | None] = queue.Queue()
    threading.Thread(target=_read_lines, args=(child.stdout, lines), daemon=True).start()
    reports: list[dict[str, Any]] = []
    step = ["starting up"]
    try:
        while True:
            try:  # imports take a while on a busy machine: the first report may take longer
                line = lines.get(timeout=step_seconds * (1 if reports else 3))
            except queue.Empty:
                raise Hung(f"{' '.join(step)} did not finish within {step_seconds} s") from None
            if line is None:
                break
            if line.startswith(MARK):
                report = json.loads(line.removeprefix(MARK))
                step = report.get("start", step)
                reports.append(report)
        child.wait(timeout=step_seconds)
    finally:
        child.kill()
        child.wait()
    assert child.returncode == 0, child.stderr.read() if child.stderr else ""
    return [report for report in reports if "start" not in report]


def _read_lines(stream: IO[str], lines: queue.Queue[str | None]) -> None:
    for line in stream:
        lines.put(line)
    lines.put(None)


def main() -> None:
    mode, folder = sys.argv[1], sys.argv[2]
    commands = json.loads(sys.stdin.read())
    if mode == "commands":
        run_commands(folder, commands)
    else:
        asyncio.run(walk_resume_list(folder))


if __name__ == "__main__":
    main()
