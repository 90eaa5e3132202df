"""The Resume list: saved games, most recent first, to resume or delete."""

from __future__ import annotations

from datetime import datetime
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.events import Key, Resize
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from penguin_tables.session.saves import (
    BadSave,
    IgnoredFile,
    SaveFolder,
    SaveSummary,
    SeatTaken,
    delete_save,
    now,
    open_seats,
)
from penguin_tables.session.seat_window import NoSuchSeat, SeatWindow
from penguin_tables.session.table import Table
from penguin_tables.ui.screens.confirm import ConfirmScreen
from penguin_tables.ui.screens.lobby import unused_key
from penguin_tables.ui.screens.opening import OpenReplay, OpenTable
from penguin_tables.ui.screens.seat_choice import OPEN_ELSEWHERE, SeatChoiceScreen

FILTERS = ("all", "unfinished", "finished")
#: What an empty list says, per filter.
EMPTY = {
    "all": "No saved games yet: start one from the lobby (n).",
    "unfinished": "No unfinished games: every saved game has ended (f shows the finished ones).",
    "finished": "No finished games yet (f shows all saved games).",
}
#: Columns of fixed width: moves, last played, status (the game and players share the rest).
FIXED = {"Moves": 5, "Last played": 12, "Status": 13}
CELL_PADDING = 2  # DataTable pads each cell by one column on either side
SCROLLBAR = 2
#: The columns the game and the players keep between them when the Save column is shown.
SHARED = 24


def when_played(moment: datetime | None, today: datetime) -> str:
    """`today 15:08`, `30 Nov 15:08` this year, `2025-11-30` before: 12 columns at most."""
    if moment is None:
        return "?"
    local = moment.astimezone()
    if local.date() == today.date():
        return local.strftime("today %H:%M")
    if local.year == today.year:
        return local.strftime("%d %b %H:%M")
    return local.strftime("%Y-%m-%d")


def status_word(row: SaveSummary) -> str:
    if row.problem:  # a link is not damaged: it is refused as a link, as `saves` says
        return "✗ a link" if row.problem.startswith("it is a link") else "✗ damaged"
    return "✓ finished" if row.finished else "▶ in progress"


def ignored_words(ignored: list[IgnoredFile]) -> str:
    """The first file that looks like a save but is not read, and why; how many more there are."""
    if not ignored:
        return ""
    more = len(ignored) - 1
    rest = f"\n(and {more} more: `penguin-tables saves` lists them)" if more else ""
    return f"\n{ignored[0].line}{rest}"


def fit(text: str, width: int) -> str:
    """`text` cut to `width` columns with an ellipsis (the line under the list shows it whole).

    Columns are terminal cells: an emoji in a name takes two.
    """
    if cell_len(text) <= width:
        return text
    cut = text
    while cut and cell_len(cut) > width - 1:
        cut = cut[:-1]
    return cut + "…"


class SavesScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "resume", "Resume", priority=True),
        Binding("enter", "nothing_chosen('resume')", "Resume", show=False, priority=True),
        Binding("a", "play_as", "Play as…"),
        Binding("a", "nothing_chosen('resume')", "Play as…", show=False),
        Binding("p", "replay", "Replay"),
        Binding("p", "nothing_chosen('replay')", "Replay", show=False),
        Binding("d,delete", "delete", "Delete"),
        Binding("d,delete", "nothing_chosen('delete')", "Delete", show=False),
        Binding("f", "filter", "Filter"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, folder: SaveFolder) -> None:
        super().__init__()
        self.folder = folder
        self.filter = "all"
        self.rows: list[SaveSummary] = []
        self._width = 0
        #: The row the status line speaks of (moving to another row clears it).
        self._said_at: int | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="saves-title")
        yield DataTable(id="saves", cursor_type="row", zebra_stripes=True)
        yield Static(id="saves-detail")
        yield Static(id="saves-status")
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one(DataTable).focus()

    def on_resize(self, event: Resize) -> None:
        if event.size.width != self._width:
            self.reload()

    def _column_widths(self) -> tuple[int, int, int]:
        """Widths of the Save (0: left out), Game and Players columns: Status stays on screen.

        The Save column, the name `resume` takes, is shown whole once the game and the players
        keep `SHARED` columns beside it; they share what is left, elided (a long title such as
        Jewels' no longer pushes the Save column off a 120-column list).
        """
        self._width = self.size.width or self.app.size.width
        spare = self._width - SCROLLBAR - sum(FIXED.values()) - CELL_PADDING * (len(FIXED) + 2)
        names = max((len(row.label) for row in self.rows), default=4)
        save_width = names if spare - names - CELL_PADDING >= SHARED else 0
        if save_width:
            spare -= save_width + CELL_PADDING
        games = max((len(row.game_name) for row in self.rows), default=4)
        players = max((cell_len(", ".join(row.players)) for row in self.rows), default=7)
        game_width = max(4, min(games, spare // 2))
        players_width = max(7, min(players, spare - game_width))
        return save_width, game_width, players_width

    def reload(self, check: bool = True) -> None:
        """List the saves again; those never replayed are replayed in the background (`check`)."""
        chosen = self.selected()
        summaries = self.folder.summaries(replay=False)
        if check and not all(row.checked for row in summaries):
            self.check_replays()
        if self.filter != "all":
            want = self.filter == "finished"
            summaries = [s for s in summaries if s.finished == want and not s.problem]
        self.rows = summaries
        title = Text(f"Saved games ({self.filter}) in {self.folder.path}", style="bold")
        if not summaries:
            title.append("\n" + EMPTY[self.filter], style="italic")
        if self.filter == "all":
            title.append(ignored_words(self.folder.ignored()), style="italic")
        self.query_one("#saves-title", Static).update(title)
        table = self.query_one(DataTable)
        table.clear(columns=True)
        save_width, game_width, players_width = self._column_widths()
        if save_width:  # a big terminal also shows the name `resume` and `log` take
            table.add_column("Save", width=save_width)
        table.add_column("Game", width=game_width)
        table.add_column("Players", width=players_width)
        for label, width in FIXED.items():
            table.add_column(label, width=width)
        today = now().astimezone()
        for row in summaries:
            moves = "?" if row.moves is None else str(row.moves)
            table.add_row(
                *([Text(row.label)] if save_width else []),
                Text(fit(row.game_name, game_width)),
                Text(fit(", ".join(row.players) or row.label, players_width)),
                Text(moves, justify="right"),
                when_played(row.updated, today),
                Text(status_word(row)),
            )
        names = [row.name for row in summaries]
        if chosen is not None and chosen.name in names:
            table.move_cursor(row=names.index(chosen.name))
        self.show_detail()
        self.refresh_bindings()

    @work(thread=True, exclusive=True, group="replays", exit_on_error=False)
    def check_replays(self) -> None:
        """Replay, away from the screen, each save not replayed yet (a Yura Yura game runs its
        physics again: a tenth of a second each), then list again: one that does not replay
        shows as damaged, and old saves show their moves as counted now."""
        self.folder.summaries()
        self.app.call_from_thread(self._replays_checked)

    def _replays_checked(self) -> None:
        if self.is_attached:
            self.reload(check=False)

    def on_key(self, event: Key) -> None:
        """A letter with no use here says so on the status line instead of doing nothing."""
        if event.is_printable and event.key not in self.active_bindings:
            self.say(unused_key(event))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.show_detail()
        if event.cursor_row != self._said_at:
            self.say("")

    def show_detail(self) -> None:
        """The highlighted save in full: its name (as the command line takes it), players, state."""
        row = self.selected()
        detail = Text()
        if row is not None:
            detail.append(row.label, style="bold")
            if row.problem:
                detail.append(f"  cannot be opened: {row.problem}")
            else:
                moves = "moves unknown" if row.moves is None else f"{row.moves} moves"
                state = "finished" if row.finished else "in progress"
                detail.append(f"  {row.game_title} · {', '.join(row.players)} · {moves} · {state}")
                claimed = open_seats(self.folder, row)
                if claimed:  # names are plain text: Text.append never reads markup
                    names = ", ".join(row.players[seat] for seat in sorted(claimed))
                    detail.append(f"\n{OPEN_ELSEWHERE.capitalize()}: {names}", style="italic")
        self.query_one("#saves-detail", Static).update(detail)

    def say(self, words: str) -> None:
        """The status line: why a key did nothing (cleared when the cursor moves)."""
        self._said_at = self.query_one(DataTable).cursor_row
        self.query_one("#saves-status", Static).update(Text(words, style="italic"))

    def selected(self) -> SaveSummary | None:
        table = self.query_one(DataTable)
        if not self.rows or table.cursor_row is None or table.cursor_row >= len(self.rows):
            return None
        return self.rows[table.cursor_row]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("resume", "delete", "replay", "play_as"):
            return self.selected() is not None
        if action == "nothing_chosen":
            return self.selected() is None
        return True

    def action_nothing_chosen(self, verb: str) -> None:
        self.say(f"Nothing to {verb}: {EMPTY[self.filter][0].lower()}{EMPTY[self.filter][1:]}")

    def action_resume(self) -> None:
        """Enter: the shared keyboard, as always; but a browser tab (each friend has their own)
        or a table with a seat open in another window asks who plays here first."""
        self._resume(ask=self.app.is_web)

    def action_play_as(self) -> None:
        """`a`: choose who plays in this window: one person's seat, the shared keyboard, or
        watching."""
        self._resume(ask=True)

    def _resume(self, ask: bool) -> None:
        row = self.selected()
        if row is None:
            return
        try:
            table = Table.resume(self.folder, row.name)
        except BadSave as exc:
            self.say(f"Cannot resume: {exc.reason}")
            self.notify(str(exc), title="Cannot resume", severity="error", timeout=8)
            return
        elsewhere = table.open_elsewhere()
        if not ask and not elsewhere:
            self._open(table)
            return

        def chosen(window: SeatWindow | None) -> None:
            if window is None:
                return
            try:
                table.sit(window)
            except (SeatTaken, NoSuchSeat) as exc:  # taken in another window meanwhile
                self.say(f"Not opened: {exc}.")
                self.notify(f"Not opened: {exc}.", title="Seat taken", severity="warning")
                return
            self._open(table)

        self.app.push_screen(SeatChoiceScreen(row.label, table.seats, elsewhere), chosen)

    def _open(self, table: Table) -> None:
        self.app.pop_screen()
        self.app.post_message(OpenTable(table))

    def action_replay(self) -> None:
        row = self.selected()
        if row is None:
            return
        try:
            envelope = self.folder.read(row.name)
        except BadSave as exc:
            self.say(f"Cannot replay: {exc.reason}")
            self.notify(str(exc), title="Cannot replay", severity="error", timeout=8)
            return
        self.app.post_message(OpenReplay(envelope))

    def action_delete(self) -> None:
        row = self.selected()
        if row is None:
            return

        def confirmed(yes: bool | None) -> None:
            if not yes:
                return
            why = delete_save(self.folder, row.name)
            if why is not None:  # a read-only folder, one held by a stopped window
                self.say(f"Not deleted: {why}.")
                self.notify(f"{row.label} is kept: {why}.", title="Not deleted", severity="error")
                return
            self.reload()
            self.say(f"Deleted {row.label}.")

        self.app.push_screen(ConfirmScreen(f"Delete the saved game {row.label}?"), confirmed)

    def action_filter(self) -> None:
        self.filter = FILTERS[(FILTERS.index(self.filter) + 1) % len(FILTERS)]
        self.reload()  # the title names the filter

    def action_back(self) -> None:
        self.app.pop_screen()
