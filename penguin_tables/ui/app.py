"""The Penguin Tables app: a lobby, and a screen for each game, over one saves folder.

The lobby is drawn before any save is read or any game is started, so this module and the lobby
import neither `penguin_tables.store` (pydantic, the engines) nor the game screens: those load when
the player first opens a save or a game, and are named here for the type checker only.

An unexpected error never shows Textual's crash screen, whose traceback lists local variables (every
hidden hand): the app writes a report without them (`penguin_tables.crash`) and, once the terminal
is restored, prints one line with its path; the run's exit status is 1. A signal (SIGTERM, SIGHUP...)
ends the app as Ctrl+Q does, the terminal restored, with the shell's status (`signals`).
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, Protocol, runtime_checkable

from textual.app import App
from textual.binding import Binding, BindingType
from textual.events import Resize
from textual.notifications import SeverityLevel
from textual.screen import Screen

from penguin_tables.crash import crash_line, write_report
from penguin_tables.engine.names import printable
from penguin_tables.ui.hangup import CHECK_SECONDS, EXIT_HUNG_UP, input_hung_up
from penguin_tables.ui.screens.confirm import ConfirmScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen

if TYPE_CHECKING:
    from penguin_tables.session.saves import Envelope, SaveFolder
    from penguin_tables.session.table import Table
    from penguin_tables.ui.screens.opening import OpenReplay, OpenTable
    from penguin_tables.ui.signals import EndOnSignals

#: The app warms the rules reader once it has been on screen this long (its first frames drawn).
WARM_AFTER_SECONDS = 0.5


def _import_markdown() -> None:
    import rich.markdown  # noqa: F401  (the import is the point: it fills the module cache)


@runtime_checkable
class KeepsUnsavedMoves(Protocol):
    """A screen holding moves its save file does not have yet (the folder refused the write)."""

    def unsaved_problem(self) -> str | None:
        """Why the latest moves are not saved, or None when the save is up to date."""


class PenguinTablesApp(App[None]):
    """Hot-seat penguin games; every table autosaves into the saves folder `saves_dir`.

    `saves_dir` None means the default folder (`./saves`, or `$PENGUIN_TABLES_SAVES`); crash
    reports go to `crash_dir` (None: `penguin_tables.crash.crash_dir()`). `signals`, when given,
    ends the app on SIGINT, SIGTERM, SIGHUP and SIGQUIT (the command line's run passes one).
    """

    TITLE = "Penguin Tables"
    CSS_PATH = "app.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", show=False, priority=True),
    ]

    def __init__(
        self,
        saves_dir: Path | str | None = None,
        start_table: Table | None = None,
        bot_delay: float = 0.6,
        think_seconds: float = 1.0,
        start_replay: Envelope | None = None,
        crash_dir: Path | None = None,
        signals: EndOnSignals | None = None,
    ) -> None:
        super().__init__()
        self.saves_dir = saves_dir
        self.signals = signals
        self.crash_dir = crash_dir
        #: The report written on the first unexpected error (None before, or if none could be).
        self.crash_report: Path | None = None
        self._crashed = False
        self.start_table = start_table
        self.start_replay = start_replay
        #: Seconds a computer player "thinks" before its move shows (0 in tests).
        self.bot_delay = bot_delay
        #: Seconds the strong computer (and a hint) searches per decision.
        self.think_seconds = think_seconds

    @cached_property
    def folder(self) -> SaveFolder:
        """The saves folder, made when first needed: `penguin_tables.store` is not needed before."""
        from penguin_tables.session.saves import SaveFolder

        return SaveFolder(self.saves_dir)

    def get_default_screen(self) -> Screen[None]:
        """The lobby is the bottom screen (pushed over Textual's blank one, both would be drawn)."""
        return LobbyScreen()

    def on_mount(self) -> None:
        if self.start_table is not None:
            self.open_table(self.start_table)
        if self.start_replay is not None:
            from penguin_tables.ui.screens.registry import replay_screen

            self.push_screen(replay_screen(self.start_replay))
        self._guard_size(self.size.width, self.size.height)
        if not self.is_headless:
            self.set_interval(CHECK_SECONDS, self._leave_if_hung_up)
            self.set_timer(WARM_AFTER_SECONDS, self._warm_the_rules_reader)
        if self.signals is not None:
            self.signals.attach(self._end_on_signal)

    def _warm_the_rules_reader(self) -> None:
        """Import Rich's Markdown (a tenth of a second) on a thread while the player looks at the
        screen, so the first `?` of a run opens the rules as fast as the next ones."""
        self.run_worker(_import_markdown, thread=True, group="warm", exit_on_error=False)

    def _end_on_signal(self, status: int) -> None:
        """A signal ended the run: exit at once with its status (Textual restores the terminal).
        Nothing is asked: every decision is already saved, and no one may be there to answer."""
        self.exit(return_code=status)

    def _leave_if_hung_up(self) -> None:
        """End the run once the terminal is gone (`hangup`): no one is left to play."""
        if input_hung_up():
            self.exit(return_code=EXIT_HUNG_UP)

    def open_table(self, table: Table) -> None:
        """Show `table` on its game's screen (saving it in this app's folder)."""
        from penguin_tables.ui.screens.registry import screen_for

        if table.folder is None:
            table.attach(self.folder)
            table.save()
        self.push_screen(
            screen_for(table, bot_delay=self.bot_delay, think_seconds=self.think_seconds)
        )

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Every notice is plain text: its words often hold a player's name or a line from a save,
        and `[@click=app.quit]` in a name must stay letters, not become a button. (Widgets call
        this with markup=True by default: it is ignored on purpose.) Control characters are
        written as escapes, so none reaches the terminal."""
        lines = "\n".join(printable(line) for line in message.split("\n"))
        super().notify(
            lines, title=printable(title), severity=severity, timeout=timeout, markup=False
        )

    def on_open_table(self, message: OpenTable) -> None:
        self.open_table(message.table)

    def on_open_replay(self, message: OpenReplay) -> None:
        from penguin_tables.ui.screens.registry import replay_screen

        self.push_screen(replay_screen(message.envelope))

    def on_lobby_screen_saves_chosen(self) -> None:
        from penguin_tables.ui.screens.saves import SavesScreen

        self.push_screen(SavesScreen(self.folder))

    def on_lobby_screen_records_chosen(self) -> None:
        from penguin_tables.ui.screens.records import RecordsScreen

        self.push_screen(RecordsScreen(self.folder))

    def on_resize(self, event: Resize) -> None:
        self._guard_size(event.size.width, event.size.height)

    def action_help_quit(self) -> None:
        """Ctrl+C (Textual's copy key) says how to quit. Textual writes that hint in markup, and
        every notice here is plain text, so the hint is said here in plain words."""
        for key, active in self.active_bindings.items():
            if active.binding.action in ("quit", "app.quit"):
                self.notify(f"Press {key} to quit the app", title="Do you want to quit?")
                return

    async def action_quit(self) -> None:
        """Ctrl+Q: quit, after a warning while a game holds moves that could not be saved."""
        problems = [
            problem
            for screen in self.screen_stack
            if isinstance(screen, KeepsUnsavedMoves) and (problem := screen.unsaved_problem())
        ]
        if not problems or isinstance(self.screen, ConfirmScreen):
            self.exit()
            return

        def answered(leave: bool | None) -> None:
            if leave:
                self.exit()

        question = (
            f"Your latest moves are not saved: {problems[0]}. "
            "Quit anyway? Those moves will be lost."
        )
        self.push_screen(ConfirmScreen(question), answered)

    def _handle_exception(self, error: Exception) -> None:
        """An unexpected error: a report without local variables, then Textual's own way out
        (status 1, the terminal restored), leaving one line that names the report."""
        if not self._crashed:  # the first error is the one worth reporting
            self._crashed = True
            self.crash_report = write_report(error, self.crash_dir)
        super()._handle_exception(error)

    def _fatal_error(self) -> None:
        """Textual renders a traceback with local variables here; only ring and close instead."""
        self.bell()
        self._close_messages_no_wait()

    def _print_error_renderables(self) -> None:
        """After a crash, one line: never wrapped or cut, as it holds a path to copy."""
        if not self._crashed:
            super()._print_error_renderables()
            return
        self._exit_renderables.clear()
        line = crash_line(self.crash_report)
        self.error_console.print(line, soft_wrap=True, markup=False, highlight=False)

    def _guard_size(self, width: int, height: int) -> None:
        """Cover everything with a notice below 80x24 instead of drawing a broken layout."""
        too_small = width < MIN_WIDTH or height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if too_small and not showing:
            self.push_screen(TooSmallScreen(in_browser=self.is_web))
        elif not too_small and showing:
            self.pop_screen()


def make_app(
    saves_dir: Path | str | None = None,
    start_table: Table | None = None,
    bot_delay: float = 0.6,
    think_seconds: float = 1.0,
    crash_dir: Path | None = None,
) -> PenguinTablesApp:
    """The real app over a saves folder; tests pass temporary folders to stay hermetic."""
    return PenguinTablesApp(
        saves_dir,
        start_table=start_table,
        bot_delay=bot_delay,
        think_seconds=think_seconds,
        crash_dir=crash_dir,
    )
