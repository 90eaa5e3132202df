"""What every game screen shares: the table, turn flow, computer moves, curtain, log, help, end.

A game's own screen subclasses `GameScreen`, draws its board from `self.view` (what the seat at the
keyboard may see) in `refresh_board`, and calls `self.perform(action)` with actions picked from
`legal_actions`. Everything else (autosave, hand-offs, game over) happens here, once.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.reactive import var
from textual.screen import Screen
from textual.widgets import Footer, RichLog, Static

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.store.table import Table
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.widgets.replay_bar import ReplayBar


class GameScreen(Screen[None]):
    """The frame around one game's board; subclasses fill in `compose_board` and `refresh_board`."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "rules", "Rules"),
        Binding("q", "lobby", "Lobby"),
        Binding("u", "undo", "Undo"),
        Binding("u", "explain_no_undo", "Undo", show=False),
        Binding("r,ctrl+y", "redo", "Redo"),
    ]

    #: The seat whose view is on screen (None while the curtain hides the table).
    viewer: var[int | None] = var(None, init=False)

    def __init__(self, table: Table, replay: list[Any] | None = None) -> None:
        super().__init__()
        self.table = table
        #: In a replay, every state of the recorded game; the screen then only watches.
        self.replay = replay
        self._replay_log = list(table.log)
        self._bot_pending = False
        self._curtain_up = False

    # ----- layout ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="game-title")
        if self.replay is not None:
            yield ReplayBar(len(self.replay) - 1, id="replay-bar")
        with Horizontal(id="game-body"):
            with Vertical(id="board-area"):
                yield from self.compose_board()
            with Vertical(id="side"):
                yield Static(id="scoreboard")
                yield RichLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=10)
        yield Footer()

    def compose_board(self) -> ComposeResult:
        """The game's own widgets (override)."""
        yield from ()

    def refresh_board(self) -> None:
        """Redraw the game's widgets from `self.view` (override)."""

    def scoreboard(self) -> Text:
        """The side panel's summary of every seat (override for game-specific columns)."""
        return Text("\n".join(seat.name for seat in self.table.seats))

    # ----- state ----------------------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.table.game

    @property
    def view(self) -> Any:
        """What the seat at the keyboard may see (seat 0's view before anyone sat down)."""
        return self.game.view(self.table.state, self.viewer if self.viewer is not None else 0)

    def is_my_turn(self) -> bool:
        """Whether the person at the keyboard may act now (a human seat to move, curtain down)."""
        seat = self.table.to_move()
        if self.replay is not None or seat is None or seat != self.viewer:
            return False
        return not self.table.seat_is_computer(seat)

    def on_mount(self) -> None:
        if self.replay is not None:
            self.query_one(ReplayBar).focus()
            self.show_replay_step(0)
            return
        self.rewrite_log()
        self.after_change()

    def rewrite_log(self, lines: list[str] | None = None) -> None:
        log = self.query_one("#log", RichLog)
        log.clear()
        for line in self.table.log if lines is None else lines:
            log.write(Text(line))

    def redraw(self) -> None:
        seat = self.table.to_move()
        title = Text(f"{self.game.title}  ", style="bold")
        if self.replay is not None:
            title.append("Replay", style="bold reverse")
            title.append("  showing the hand of ")
            title.append(self.table.seats[self.viewer or 0].name, style="bold")
            title.append("  (Tab: another player)")
        elif seat is None:
            title.append("Game over", style="bold reverse")
        else:
            title.append("To move: ")
            title.append(self.table.seats[seat].name, style="bold reverse")
            if self.table.seat_is_computer(seat):
                title.append(" (computer)")
        self.query_one("#game-title", Static).update(title)
        self.query_one("#scoreboard", Static).update(self.scoreboard())
        self.refresh_board()
        self.refresh_bindings()

    def watch_viewer(self) -> None:
        self.redraw()

    # ----- acting ---------------------------------------------------------------------------------
    def perform(self, action: Any) -> bool:
        """Play `action` for the seat to move; a refused action is explained and changes nothing."""
        try:
            line = self.table.play(action)
        except IllegalAction as exc:
            self.notify(str(exc), title="Not allowed", severity="warning")
            return False
        self.query_one("#log", RichLog).write(Text(line))
        self.after_change()
        return True

    def after_change(self) -> None:
        """Decide what happens next: game over, a computer move, a hand-off, or the same player."""
        seat = self.table.to_move()
        if seat is None:
            self.redraw()
            self.app.push_screen(GameOverScreen(self.table), self._after_game_over)
            return
        if self.table.seat_is_computer(seat):
            if self.viewer is None and not self._humans():
                self.viewer = seat
            self.redraw()
            if not self._bot_pending:
                self._bot_pending = True
                delay = max(0.01, self.app.bot_delay)  # type: ignore[attr-defined]
                self.set_timer(delay, self._computer_move)
            return
        if seat != self.viewer:
            self._hand_over(seat)
        else:
            self.redraw()

    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self.table.seats) if s.kind == "human"]

    def _hand_over(self, seat: int) -> None:
        """Switch the keyboard to `seat`, behind the curtain when secrets are at stake."""
        needs_curtain = self.game.has_secrets(self.table.state) and len(self._humans()) > 1
        if not needs_curtain:
            self.viewer = seat
            return
        self.viewer = None
        self._curtain_up = True

        def lift(_: None) -> None:
            self._curtain_up = False
            self.viewer = seat

        note = self.curtain_note(seat)
        self.app.push_screen(CurtainScreen(self.table.seats[seat].name, note), lift)

    def curtain_note(self, seat: int) -> str:
        """A line on the curtain saying why the keyboard passes (override per game)."""
        return ""

    def _computer_move(self) -> None:
        self._bot_pending = False
        if not self.is_attached or self.table.to_move() is None:
            return
        if self.table.seat_is_computer(self.table.to_move()):
            self.perform(self.table.computer_action())

    def _after_game_over(self, choice: str | None) -> None:
        if choice == "rematch":
            table = self.table.rematch()
            self.app.pop_screen()
            self.app.open_table(table)  # type: ignore[attr-defined]
        elif choice == "replay":
            from penguin_tables.ui.screens.registry import replay_screen

            self.app.pop_screen()
            self.app.push_screen(replay_screen(self.table.envelope))
        elif choice == "lobby":
            self.app.pop_screen()

    # ----- undo and redo --------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        live = self.replay is None and not self._curtain_up
        if action == "undo":
            return live and self.table.undo_refusal(self.viewer) is None
        if action == "explain_no_undo":
            return live and self.table.undo_refusal(self.viewer) is not None
        if action == "redo":
            return live and self.table.can_redo() and self.is_my_turn()
        return True

    def action_undo(self) -> None:
        self.table.undo(self.viewer)
        self.rewrite_log()
        self.notify("Move taken back (r redoes it).", timeout=2)
        self.after_change()

    def action_explain_no_undo(self) -> None:
        reason = self.table.undo_refusal(self.viewer) or ""
        self.notify(f"Cannot undo: {reason}", title="Undo", severity="warning")

    def action_redo(self) -> None:
        self.table.redo()
        self.rewrite_log()
        self.after_change()

    # ----- replay ---------------------------------------------------------------------------------
    def show_replay_step(self, index: int) -> None:
        """Put the recorded game at step `index`, shown from the seat to move (or that moved)."""
        assert self.replay is not None
        self.table.state = self.replay[index]
        seat = self.game.to_move(self.replay[index])
        if seat is None and index > 0:
            seat = self.game.to_move(self.replay[index - 1])
        self.rewrite_log(self._replay_log[:index] or ["The deal, before the first move."])
        if self.viewer == seat:
            self.redraw()
        self.viewer = seat if seat is not None else 0

    def on_replay_bar_moved(self, message: ReplayBar.Moved) -> None:
        self.show_replay_step(message.index)

    def on_replay_bar_seat_switched(self) -> None:
        self.viewer = ((self.viewer or 0) + 1) % len(self.table.seats)

    # ----- keys -----------------------------------------------------------------------------------
    def action_rules(self) -> None:
        from penguin_tables.ui.screens.help import HelpScreen  # Markdown is slow to import

        self.app.push_screen(HelpScreen(self.game.id))

    def action_lobby(self) -> None:
        """Back to the lobby; the game is already saved after every move."""
        self.app.pop_screen()
        if self.replay is None:
            self.app.notify("Game saved. Resume it from the lobby.", timeout=3)
