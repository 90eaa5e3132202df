"""The Records screen: each name's finished games, wins, scores and highlights, game by game."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from penguin_tables.engine.registry import CATALOGUE
from penguin_tables.session.saves import COLUMNS, SaveFolder, collect_records

#: The game filter cycles through every game, then back to all of them.
FILTERS: tuple[str | None, ...] = (None, *CATALOGUE)
#: When the table is wider than the screen, the columns of words wrap (numbers never do), each
#: row as tall as its longest cell. They give up room in this order, each down to its floor: the
#: game's title first (a short title keeps one line), the highlight next, the name last, so a
#: 20-cell name stays whole at 80 columns.
SHRINK_ORDER = (("Game", 14), ("Highlights", 13), ("Player", 9), ("Game", 9), ("Highlights", 9))
CELL_PADDING = 2  # DataTable's padding, one cell either side of every column
EDGE = 2  # the vertical scrollbar and a cell of slack


def fit_columns(rows: list[tuple[str, ...]], room: int) -> list[int | None]:
    """Column widths that fit `room` cells: natural widths if they fit, else word columns shrink.

    Wrapping keeps every word of a highlight ("tallest tower 12 tiers") where a fitted column would
    cut it to "talles".
    """
    natural = [max(len(cell) for cell in column) for column in zip(COLUMNS, *rows, strict=True)]
    excess = sum(natural) + CELL_PADDING * len(natural) - room
    if excess <= 0:
        return [None] * len(natural)
    widths = list(natural)
    for label, floor in SHRINK_ORDER:
        i = COLUMNS.index(label)
        cut = max(0, min(excess, widths[i] - floor))
        widths[i] -= cut
        excess -= cut
    return list(widths)


class RecordsScreen(Screen[None]):
    """Read-only: computed from the finished saves in `folder` each time it is shown."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("g", "next_game", "Game filter"),
        Binding("escape,q", "back", "Back"),
    ]

    def __init__(self, folder: SaveFolder) -> None:
        super().__init__()
        self.folder = folder
        self.game: str | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="records-title")
        yield DataTable(id="records", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one(DataTable).focus()

    def on_resize(self) -> None:
        self.reload()

    def reload(self) -> None:
        records = collect_records(self.folder, self.game)
        which = CATALOGUE[self.game].title.split(":")[0] if self.game else "all games"
        title = Text(f"Records ({which}) from {self.folder.path}\n", style="bold")
        title.append(records.summary(), style="italic")
        if not records.rows:
            title.append("  Finish a game and its results show here.", style="italic")
        self.query_one("#records-title", Static).update(title)
        table = self.query_one(DataTable)
        table.clear(columns=True)
        rows = [record.cells() for record in records.rows]
        widths = fit_columns(rows, self.size.width - EDGE)
        for label, width in zip(COLUMNS, widths, strict=True):
            table.add_column(label, width=width)
        for row in rows:
            table.add_row(*(Text(cell) for cell in row), height=None)

    def action_next_game(self) -> None:
        self.game = FILTERS[(FILTERS.index(self.game) + 1) % len(FILTERS)]
        self.reload()

    def action_back(self) -> None:
        self.app.pop_screen()
