"""`penguin-tables log SAVE`: a saved game's log, one numbered line per action.

The lines come from a file, so each is printed as plain text with its control codes shown, and a
secret step (an empty line: the others never saw it) is left out.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from penguin_tables.store.envelope import Envelope


def add_log_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    log = sub.add_parser("log", help="print a saved game's log, one line per action")
    log.add_argument("save")


def print_log(envelope: Envelope) -> int:
    from rich.console import Console
    from rich.text import Text

    from penguin_tables.engine.names import printable

    console = Console(highlight=False)
    public = [line for line in envelope.log if line]  # "": a secret step the others never saw
    for number, line in enumerate(public, start=1):  # a save's words: plain, escaped
        console.print(Text(f"{number:>4}. {printable(line)}"))
    return 0
