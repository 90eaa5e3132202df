"""The Records screen: each name's finished games, wins, scores and highlights, game by game."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from penguin_tables.engine.registry import CATALOGUE
from penguin_tables.store.folder import SaveFolder
from penguin_tables.store.records import COLUMNS, collect_records

#: The game filter cycles through every game, then back to all of them.
FILTERS: tuple[str | None, ...] = (None, *CATALOGUE)


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
        table = self.query_one(DataTable)
        table.add_columns(*COLUMNS)
        self.reload()
        table.focus()

    def reload(self) -> None:
        records = collect_records(self.folder, self.game)
        which = CATALOGUE[self.game].title.split(":")[0] if self.game else "all games"
        title = Text(f"Records ({which}) from {self.folder.path}\n", style="bold")
        title.append(records.summary(), style="italic")
        if not records.rows:
            title.append("  Finish a game and its results show here.", style="italic")
        self.query_one("#records-title", Static).update(title)
        table = self.query_one(DataTable)
        table.clear()
        for record in records.rows:
            table.add_row(*(Text(cell) for cell in record.cells()))

    def action_next_game(self) -> None:
        self.game = FILTERS[(FILTERS.index(self.game) + 1) % len(FILTERS)]
        self.reload()

    def action_back(self) -> None:
        self.app.pop_screen()
