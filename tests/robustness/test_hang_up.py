"""A terminal that goes away ends the app (Textual's input thread would spin a core for ever)."""

from __future__ import annotations

import os
import pty
from pathlib import Path

from penguin_tables.ui.hangup import EXIT_HUNG_UP, hung_up
from tests.robustness.pty_run import run_on_pty

APP = """
import sys
from penguin_tables import cli
sys.exit(cli.main(["--saves", sys.argv[1]]))
"""


def test_closing_the_terminal_ends_the_app_with_129(tmp_path: Path) -> None:
    """No hang-up signal is sent (as when `make play`'s window closes): the app sees its terminal
    gone and ends, where Textual alone would spin its input thread until killed."""
    done = run_on_pty(APP, str(tmp_path / "saves"), hang_up_when="Games", limit=60)
    assert done.status == EXIT_HUNG_UP


def test_a_terminal_is_hung_up_only_once_closed() -> None:
    main, child = pty.openpty()
    try:
        assert not hung_up(child)
        os.close(main)
        assert hung_up(child)
    finally:
        os.close(child)
