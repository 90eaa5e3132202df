"""Every way a signal ends the app leaves the terminal as it found it, with the shell's status.

The real app runs on a pseudo-terminal; once the lobby shows, it gets a signal as `kill` (or the
terminal, or Ctrl+C through the terminal driver) would send it. What it wrote to the terminal must
end with the alternate screen left, mouse reporting off and the cursor shown, and its exit status
must be 128 + the signal's number, as a shell reports a process the signal ended.
"""

from __future__ import annotations

import re
import signal
from pathlib import Path

import pytest
from textual.widgets._toast import Toast

from penguin_tables.ui.app import make_app
from tests.robustness.pty_run import run_on_pty
from tests.ui.conftest import wait_for

APP = """
import sys
from penguin_tables import cli
sys.exit(cli.main(["--saves", sys.argv[1]]))
"""

#: What entering the app's terminal mode turns on, and what must turn it off again at the end.
TURNED_ON_AND_OFF = {
    "the alternate screen": ("\x1b[?1049h", "\x1b[?1049l"),
    "mouse reporting": ("\x1b[?1000h", "\x1b[?1000l"),
    "mouse motion reporting": ("\x1b[?1003h", "\x1b[?1003l"),
    "SGR mouse reporting": ("\x1b[?1006h", "\x1b[?1006l"),
    "the hidden cursor": ("\x1b[?25l", "\x1b[?25h"),
}


def left_on(output: str) -> list[str]:
    """What the app turned on in the terminal and had not turned off when it ended."""
    return [
        what
        for what, (on, off) in TURNED_ON_AND_OFF.items()
        if on in output and output.rfind(off) < output.rfind(on)
    ]


@pytest.mark.parametrize("name", ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"])
def test_a_signal_restores_the_terminal_and_exits_128_plus_its_number(
    tmp_path: Path, name: str
) -> None:
    signum = signal.Signals[name]
    done = run_on_pty(APP, str(tmp_path / "saves"), interrupt_when="Games", signum=signum, limit=60)
    assert "\x1b[?1049h" in done.output  # the app did take the terminal
    assert left_on(done.output) == []
    assert done.status == 128 + signum, f"{name}: exit status {done.status}"
    assert "Traceback" not in done.output


#: An app whose event loop is stuck: it takes the terminal, and never gets round to ending.
STUCK = """
import asyncio
import sys
import time
from penguin_tables.ui.signals import EndOnSignals

async def main() -> None:
    with EndOnSignals(grace=0.5) as signals:
        signals.attach(lambda status: None)
        sys.stderr.write("\\x1b[?1049h\\x1b[?1000h\\x1b[?1003h\\x1b[?1006h\\x1b[?25l")
        sys.stderr.write("stuck\\n")
        sys.stderr.flush()
        time.sleep(60)

asyncio.run(main())
"""


def test_an_app_that_does_not_end_in_time_gets_its_terminal_restored_anyway() -> None:
    done = run_on_pty(STUCK, interrupt_when="stuck", signum=signal.SIGTERM, limit=30)
    assert left_on(done.output) == []
    assert done.status == 128 + signal.SIGTERM


async def test_ctrl_c_as_a_key_says_how_to_quit_in_plain_words(tmp_path: Path) -> None:
    """Textual's Ctrl+C hint is written in markup; shown as plain text (as every notice is) it
    read "Press [b]ctrl+q[/b] to quit"."""
    app = make_app(tmp_path / "saves", bot_delay=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("ctrl+c")
        await wait_for(pilot, lambda: bool(app.screen.query(Toast)))
        (toast,) = app.screen.query(Toast)
        shown = " ".join(str(toast.render()).split())
    assert re.search(r"Press (q|ctrl\+q) to quit the app", shown), (
        shown
    )  # the lobby's key or the app's
    assert "[" not in shown and "]" not in shown
