"""The Resume list: saved games, most recent first, to resume or delete."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from penguin_tables.store.errors import BadSave
from penguin_tables.store.folder import SaveFolder, SaveSummary
from penguin_tables.store.table import Table
from penguin_tables.ui.screens.confirm import ConfirmScreen
from penguin_tables.ui.screens.game_screen import OpenReplay, OpenTable

FILTERS = ("all", "unfinished", "finished")


class SavesScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "resume", "Resume", priority=True),
        Binding("p", "replay", "Replay"),
        Binding("d,delete", "delete", "Delete"),
        Binding("f", "filter", "Filter"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, folder: SaveFolder) -> None:
        super().__init__()
        self.folder = folder
        self.filter = "all"
        self.rows: list[SaveSummary] = []

    def compose(self) -> ComposeResult:
        yield Static(id="saves-title")
        yield DataTable(id="saves", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("Game", "Players", "Turn", "Last played", "Status")
        self.reload()
        table.focus()

    def reload(self) -> None:
        summaries = self.folder.summaries()
        if self.filter != "all":
            want = self.filter == "finished"
            summaries = [s for s in summaries if s.finished == want and not s.problem]
        self.rows = summaries
        title = Text(f"Saved games ({self.filter}) in {self.folder.path}", style="bold")
        if not summaries:
            title.append("\nNo saved games yet: start one from the lobby.", style="italic")
        self.query_one("#saves-title", Static).update(title)
        table = self.query_one(DataTable)
        table.clear()
        for row in summaries:
            when = row.updated.astimezone().strftime("%Y-%m-%d %H:%M") if row.updated else "?"
            status = "finished" if row.finished else "in progress"
            if row.problem:
                status = f"cannot open: {row.problem}"
            table.add_row(
                Text(row.game_title),
                Text(", ".join(row.players) or row.name),
                str(row.turn),
                when,
                Text(status),
            )

    def selected(self) -> SaveSummary | None:
        table = self.query_one(DataTable)
        if not self.rows or table.cursor_row is None or table.cursor_row >= len(self.rows):
            return None
        return self.rows[table.cursor_row]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("resume", "delete", "replay"):
            return self.selected() is not None
        return True

    def action_resume(self) -> None:
        row = self.selected()
        if row is None:
            return
        try:
            table = Table.resume(self.folder, row.name)
        except BadSave as exc:
            self.notify(str(exc), title="Cannot resume", severity="error", timeout=8)
            return
        self.app.pop_screen()
        self.app.post_message(OpenTable(table))

    def action_replay(self) -> None:
        row = self.selected()
        if row is None:
            return
        try:
            envelope = self.folder.read(row.name)
        except BadSave as exc:
            self.notify(str(exc), title="Cannot replay", severity="error", timeout=8)
            return
        self.app.post_message(OpenReplay(envelope))

    def action_delete(self) -> None:
        row = self.selected()
        if row is None:
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.folder.delete(row.name)
                self.reload()

        self.app.push_screen(ConfirmScreen(f"Delete the saved game {row.name}?"), confirmed)

    def action_filter(self) -> None:
        self.filter = FILTERS[(FILTERS.index(self.filter) + 1) % len(FILTERS)]
        self.reload()

    def action_back(self) -> None:
        self.app.pop_screen()
