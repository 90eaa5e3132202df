"""The Penguin Tables app: a lobby, and a screen for each game, over one saves folder."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType
from textual.events import Resize

from penguin_tables.store.envelope import Envelope
from penguin_tables.store.folder import SaveFolder
from penguin_tables.store.table import Table
from penguin_tables.ui.screens.game_screen import OpenReplay, OpenTable
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen


class PenguinTablesApp(App[None]):
    """Hot-seat penguin games; every table autosaves into `folder`."""

    TITLE = "Penguin Tables"
    CSS_PATH = "app.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", show=False, priority=True),
    ]

    def __init__(
        self,
        folder: SaveFolder,
        start_table: Table | None = None,
        bot_delay: float = 0.6,
        think_seconds: float = 1.0,
        start_replay: Envelope | None = None,
    ) -> None:
        super().__init__()
        self.folder = folder
        self.start_table = start_table
        self.start_replay = start_replay
        #: Seconds a computer player "thinks" before its move shows (0 in tests).
        self.bot_delay = bot_delay
        #: Seconds the strong computer (and a hint) searches per decision.
        self.think_seconds = think_seconds

    def on_mount(self) -> None:
        self.push_screen(LobbyScreen(self.folder))
        if self.start_table is not None:
            self.open_table(self.start_table)
        if self.start_replay is not None:
            from penguin_tables.ui.screens.registry import replay_screen

            self.push_screen(replay_screen(self.start_replay))
        self._guard_size(self.size.width, self.size.height)

    def open_table(self, table: Table) -> None:
        """Show `table` on its game's screen (saving it in this app's folder)."""
        from penguin_tables.ui.screens.registry import screen_for

        if table.folder is None:
            table.attach(self.folder)
            table.save()
        self.push_screen(
            screen_for(table, bot_delay=self.bot_delay, think_seconds=self.think_seconds)
        )

    def on_open_table(self, message: OpenTable) -> None:
        self.open_table(message.table)

    def on_open_replay(self, message: OpenReplay) -> None:
        from penguin_tables.ui.screens.registry import replay_screen

        self.push_screen(replay_screen(message.envelope))

    def on_resize(self, event: Resize) -> None:
        self._guard_size(event.size.width, event.size.height)

    def _guard_size(self, width: int, height: int) -> None:
        """Cover everything with a notice below 80x24 instead of drawing a broken layout."""
        too_small = width < MIN_WIDTH or height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if too_small and not showing:
            self.push_screen(TooSmallScreen())
        elif not too_small and showing:
            self.pop_screen()


def make_app(
    saves_dir: Path | str | None = None,
    start_table: Table | None = None,
    bot_delay: float = 0.6,
    think_seconds: float = 1.0,
) -> PenguinTablesApp:
    """The real app over a saves folder; tests pass a temporary folder to stay hermetic."""
    return PenguinTablesApp(
        SaveFolder(saves_dir),
        start_table=start_table,
        bot_delay=bot_delay,
        think_seconds=think_seconds,
    )
