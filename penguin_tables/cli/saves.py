"""`penguin-tables saves`: the saves folder as a printed listing.

Names, players and reasons come from files, so each is printed as plain text (Rich `Text`), never
as markup, and a save's name is never cut short: a terminal too narrow for the table gets each save
on a line of its own with its details under it. Files named like saves that are not read are listed
after it with the reason (`print_ignored`, which `records` prints too).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

    from penguin_tables.store.folder import SaveFolder, SaveSummary


def add_saves_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sub.add_parser("saves", help="list saved games")


def list_saves(folder: SaveFolder) -> int:
    """The saves, most recent first; a save's name is never cut (narrow terminals get a list)."""
    from rich import box
    from rich.cells import cell_len
    from rich.console import Console
    from rich.padding import Padding
    from rich.table import Table as RichTable
    from rich.text import Text

    from penguin_tables.engine.names import printable

    console = Console(highlight=False)
    rows = [save_row(summary) for summary in folder.summaries()]
    where = printable(str(folder.path))
    if not rows:
        console.print(Text(f"No saved games in {where} yet: start one with `penguin-tables new`."))
        print_ignored(console, folder)
        return 0
    console.print(Text(f"Saved games in {where}, most recent first\n", style="bold"))
    headers = ("Save", "Game", "Players", "Moves", "Last played", "Status")
    widths = [max(map(cell_len, column)) for column in zip(headers, *rows, strict=True)]
    widths[-1] = len("in progress")  # a long reason why a save cannot be opened may wrap
    if sum(widths) + 2 * (len(widths) - 1) <= console.width:
        listing = RichTable(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
        for header in headers:
            right = header == "Moves"
            listing.add_column(
                header, no_wrap=header != "Status", justify="right" if right else "left"
            )
        for row in rows:  # names and reasons come from files: plain text, never markup
            listing.add_row(*map(Text, row))
        console.print(listing)
    else:  # each save's name on a line of its own, its details under it
        for name, game, players, moves, when, status in rows:
            console.print(Text(name, style="bold", overflow="fold"))
            words = f"{moves} moves" if moves != "?" else "moves unknown"
            details = status if game == "?" else " · ".join((game, players, words, when, status))
            console.print(Padding(Text(details), (0, 0, 0, 4), expand=False))
    console.print("\nUse a save's name with `resume`, `replay` or `log`.")
    print_ignored(console, folder)
    return 0


def print_ignored(console: Console, folder: SaveFolder) -> None:
    """Each file named like a save that is not read (a space, upper-case .JSON...), and why."""
    from rich.text import Text

    ignored = folder.ignored()
    if ignored:
        console.print()
    for item in ignored:
        console.print(Text(item.line), overflow="fold")


def save_row(row: SaveSummary) -> tuple[str, ...]:
    """A save as the listing shows it: name, game, players, moves, last played, status."""
    when = row.updated.astimezone().strftime("%Y-%m-%d %H:%M") if row.updated else "?"
    if row.problem:
        status = f"cannot open: {row.problem}"
    else:
        status = "finished" if row.finished else "in progress"
    moves = "?" if row.moves is None else str(row.moves)
    return (row.label, row.game_name, ", ".join(row.players), moves, when, status)
