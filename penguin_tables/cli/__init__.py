"""The command line: `penguin-tables` and `python -m penguin_tables` both run `main`.

One module per command (`new`, `resume`, `learn`, `replay`, `log`, `rules`, `saves`, `records`, `serve`,
`arena`, `options`; `play` opens the app), `dispatch` parses and routes, and `main` here contains
what goes wrong: bad input is 2, Ctrl+C 130, anything unexpected a crash report and 1.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from penguin_tables.cli.dispatch import run_command
from penguin_tables.crash import EXIT_CRASH, EXIT_INTERRUPTED, crash_line, write_report

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; its exit status. Bad input is 2 (with a message), Ctrl+C 130 (one line).

    An unexpected error prints one line naming a crash report (written without local variables,
    which would show hidden cards) and gives 1: never a traceback, never 0.
    """
    try:
        status = run_command(argv)
        sys.stdout.flush()  # a reader that went away shows here, not as an error at exit
        return status
    except KeyboardInterrupt:
        print("penguin-tables: interrupted (Ctrl+C)", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # the reader went away (`saves | head -1`): not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return EXIT_CRASH
    except Exception as exc:  # the last resort: anything a command did not expect
        print(crash_line(write_report(exc)), file=sys.stderr)
        return EXIT_CRASH
