"""`penguin-tables saves`: the saves folder as a printed listing.

Names, players and reasons come from files, so each is printed as plain text with its control
codes shown (`printable`), never as markup, and a save's name is never cut short: a terminal too
narrow for the table gets each save on a line of its own with its details under it. Files named
like saves that are not read are listed after it with the reason (`print_ignored`, which `records`
prints too).

The listing is laid out here, line by line, and printed as one text: a Rich table measures and
wraps every cell of every row, which took half a second for a thousand saves, more than reading
them (their verdicts are remembered: `store/verdicts.py`).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text

    from penguin_tables.store.folder import SaveFolder, SaveSummary

HEADERS = ("Save", "Game", "Players", "Moves", "Last played", "Status")
GAP = "  "
INDENT = "    "


def add_saves_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sub.add_parser("saves", help="list saved games")


def list_saves(folder: SaveFolder) -> int:
    """The saves, most recent first; a save's name is never cut (narrow terminals get a list)."""
    from rich.console import Console
    from rich.text import Text

    from penguin_tables.engine.names import printable

    console = Console(highlight=False)
    rows = [tuple(map(printable, save_row(summary))) for summary in folder.summaries()]
    where = printable(str(folder.path))
    if not rows:
        console.print(Text(f"No saved games in {where} yet: start one with `penguin-tables new`."))
        print_ignored(console, folder)
        return 0
    console.print(Text(f"Saved games in {where}, most recent first\n", style="bold"))
    listing = table_text(rows, console.width) or list_text(rows, console.width)
    if console.color_system is None and not console.record:  # a pipe or a file: no styles
        console.file.write(listing.plain + "\n")  # as Rich would write it, ten times sooner
    else:
        console.print(listing, soft_wrap=True)  # laid out already: not measured again
    console.print("\nUse a save's name with `resume`, `replay` or `log`.")
    print_ignored(console, folder)
    return 0


def table_text(rows: list[tuple[str, ...]], width: int) -> Text | None:
    """The saves as a table `width` cells wide at most (None: it does not fit). Only the status
    wraps (a long reason why a save cannot be opened), under itself."""
    from rich.cells import cell_len
    from rich.text import Text

    widths = [max(map(cell_len, column)) for column in zip(HEADERS, *rows, strict=True)]
    before = sum(widths[:-1]) + len(GAP) * (len(widths) - 1)  # where the status column begins
    if before + len("in progress") > width:
        return None
    status_width = min(widths[-1], width - before)
    text = Text()
    text.append(_line(HEADERS, widths, status_width) + "\n", style="bold")
    text.append("─" * (before + status_width) + "\n")
    for row in rows:
        status = wrap(row[-1], status_width)
        text.append(_line((*row[:-1], status[0]), widths, status_width) + "\n")
        for more in status[1:]:
            text.append(" " * before + more + "\n")
    text.rstrip()
    return text


def _line(cells: tuple[str, ...], widths: list[int], status_width: int) -> str:
    from rich.cells import cell_len

    shown = []
    for header, cell, width in zip(HEADERS, cells, [*widths[:-1], status_width], strict=True):
        pad = " " * (width - cell_len(cell))
        shown.append(pad + cell if header == "Moves" else cell + pad)
    return GAP.join(shown).rstrip()


def list_text(rows: list[tuple[str, ...]], width: int) -> Text:
    """The saves for a narrow terminal: each name on a line of its own (folded, never cut),
    its details under it."""
    from rich.text import Text

    text = Text()
    for name, game, players, moves, when, status in rows:
        for part in wrap(name, width, words=False):
            text.append(part + "\n", style="bold")
        words = f"{moves} moves" if moves != "?" else "moves unknown"
        details = status if game == "?" else " · ".join((game, players, words, when, status))
        for part in wrap(details, max(1, width - len(INDENT))):
            text.append(INDENT + part + "\n")
    text.rstrip()
    return text


def wrap(text: str, width: int, words: bool = True) -> list[str]:
    """`text` in lines of at most `width` cells: broken between words where it can be (with
    `words`), a word longer than a line folded."""
    from rich.cells import cell_len

    if cell_len(text) <= width:
        return [text]
    lines: list[str] = []
    line = ""
    for word in text.split(" ") if words else [text]:
        joined = f"{line} {word}" if line else word
        if cell_len(joined) <= width:
            line = joined
            continue
        if line:
            lines.append(line)
        line = ""
        for char in word:  # a word longer than the line: folded
            if cell_len(line + char) > width:
                lines.append(line)
                line = ""
            line += char
    return [*lines, line] if line or not lines else lines


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
