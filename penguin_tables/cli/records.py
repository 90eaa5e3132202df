"""`penguin-tables records [--game GAME]`: wins, scores and highlights from finished games.

Names come from save files: each cell is plain text, never markup, and never cut short.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from penguin_tables.cli.arguments import check_game
from penguin_tables.engine.registry import GAMES

if TYPE_CHECKING:
    from penguin_tables.store.folder import SaveFolder


def add_records_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    records = sub.add_parser("records", help="wins, scores and highlights from finished games")
    records.add_argument("--game", help="only this game: " + ", ".join(GAMES))


def print_records(folder: SaveFolder, game_id: str | None) -> int:
    from rich.console import Console
    from rich.table import Table as RichTable
    from rich.text import Text

    from penguin_tables.cli.saves import print_ignored
    from penguin_tables.engine.names import printable
    from penguin_tables.store.records import COLUMNS, collect_records

    if game_id is not None:
        check_game(game_id)
    records = collect_records(folder, game_id)
    console = Console(highlight=False)
    title = Text(f"Records from {printable(str(folder.path))}")
    listing = RichTable(title=title, caption=records.summary())
    for column in COLUMNS:
        listing.add_column(column, overflow="fold")  # a name is never cut short
    for record in records.rows:  # names come from save files: plain text, never markup
        listing.add_row(*map(Text, record.cells()))
    console.print(listing)
    for name, reason in records.skipped:  # as `saves` says it: a link is a link, not damage
        console.print(Text(f"skipped {printable(name)} (cannot open: {printable(reason)})"))
    print_ignored(console, folder)
    return 0
