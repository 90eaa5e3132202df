"""The frame around every game: the table, turn flow, computer moves, curtain, log, help, end.

The frame owns the `Table`; the game's own `Board` gets only scenes (what the seat at the keyboard
may see, and the decision open to it) and answers with picks. So a board cannot show a secret of
another seat: it never has one. Autosave, hand-offs, undo, replay and game over happen here, once.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.reactive import var
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Static

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.engine.registry import policy_for
from penguin_tables.engine.search import STRONG
from penguin_tables.session.scene import Scene, SceneMode
from penguin_tables.session.table import Table
from penguin_tables.store.atomic import why_not_written
from penguin_tables.store.envelope import Envelope
from penguin_tables.ui.screens.confirm import ConfirmScreen
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.thinking import ThinkingBar, think
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.replay_bar import ReplayBar
from penguin_tables.ui.widgets.save_banner import SaveBanner
from penguin_tables.ui.widgets.seat_log import SeatLog


class GameScreen(Screen[None]):
    """One game at the table: a title, the game's board, the scoreboard and log, the footer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "rules", "Rules"),
        Binding("q", "lobby", "Lobby"),
        Binding("u", "undo", "Undo"),
        Binding("u", "explain_no_undo", "Undo", show=False),
        Binding("r,ctrl+y", "redo", "Redo"),
        Binding("r,ctrl+y", "explain('redo')", "Redo", show=False),
        Binding("o", "show_outcome", "Final scores"),
        Binding("h", "hint", "Hint"),
        Binding("escape", "hurry", "Decide now", show=False),
        Binding("o", "explain('show_outcome')", "Final scores", show=False),
    ]

    #: The seat at the keyboard (None while the curtain hides the table, or a spectator replay).
    viewer: var[int | None] = var(None, init=False)

    def __init__(
        self,
        table: Table,
        board: Board,
        replay: list[Any] | None = None,
        *,
        bot_delay: float = 0.6,
        think_seconds: float = 1.0,
    ) -> None:
        super().__init__()
        self.table = table
        self.board = board
        #: In a replay, every state of the recorded game; the screen then only watches.
        self.replay = replay
        #: Replays of unfinished games show only what everyone saw; finished ones open every hand.
        self.replay_mode: SceneMode = "open" if table.envelope.finished else "watching"
        self.bot_delay = bot_delay
        #: The strong computer's (and a hint's) time budget per decision.
        self.think_seconds = think_seconds
        self._thinking = False
        self._hurry = False
        self._replay_log = list(table.log)
        self._bot_pending = False
        self._curtain_up = False
        #: Out-of-turn computer actions (`SearchPolicy.computer_catch`) are timed by this clock.
        self.clock: Callable[[], float] = time.monotonic
        self._chance_since: float | None = None

    # ----- layout ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="game-title")
        yield SaveBanner()
        if self.replay is not None:
            yield ReplayBar(len(self.replay) - 1, seats=self.replay_mode == "open", id="replay-bar")
        with Horizontal(id="game-body"):
            with Vertical(id="board-area"):
                yield self.board
            with Vertical(id="side"):
                yield Static(id="scoreboard")
                yield SeatLog(id="log")
        yield ThinkingBar()
        yield Footer()

    # ----- the scene ------------------------------------------------------------------------------
    def current_scene(self) -> Scene[Any]:
        """What the seat at the keyboard sees (a spectator's view while nobody sits)."""
        mode: SceneMode = "live" if self.replay is None else self.replay_mode
        viewer = None if self._curtain_up else self.viewer
        return self.table.scene(viewer, mode)

    def is_my_turn(self) -> bool:
        """Whether the person at the keyboard may act now (a human seat to move, curtain down)."""
        seat = self.table.to_move()
        if self.replay is not None or seat is None or seat != self.viewer or self._curtain_up:
            return False
        return not self.table.seat_is_computer(seat)

    def on_mount(self) -> None:
        if self.replay is not None:
            self.query_one(ReplayBar).focus()
            self.show_replay_step(0)
            return
        self.board.focus()
        self.rewrite_log()
        self.after_change()
        if any(seat.kind == "computer" for seat in self.table.seats):
            self.set_interval(0.2, self._computer_out_of_turn)

    def rewrite_log(self, lines: list[str] | None = None) -> None:
        """Show the seat's own log (a replay passes the lines everyone saw)."""
        shown = self.current_scene().log if lines is None else [line for line in lines if line]
        self.query_one(SeatLog).show(shown)

    def redraw(self) -> None:
        """Build the scene once and hand it to the board, the title and the scoreboard."""
        scene = self.current_scene()
        self.query_one("#game-title", Static).update(self.title_line(scene))
        self.query_one("#scoreboard", Static).update(self.board.score_table(scene))
        self.board.scene = scene
        if self.replay is None:
            self.query_one(SeatLog).show(scene.log)
        self.refresh_bindings()
        self.query_one(SaveBanner).show_problem(self.unsaved_problem())

    def title_line(self, scene: Scene[Any]) -> Text:
        # A replay's own words are long: the short title (as in the lobby) keeps it on one line.
        name = scene.title if self.replay is None else scene.title.split(":")[0]
        title = Text(f"{name}  ", style="bold")
        if self.replay is not None:
            title.append("Replay", style="bold reverse")
            if scene.mode == "open":
                title.append("  every hand open; showing ")
                title.append(scene.name(scene.viewer or 0), style="bold")
                title.append("  (Tab: another player)")
            else:
                title.append("  game in progress: only what everyone at the table saw")
        elif scene.to_move is None:
            title.append("Game over", style="bold reverse")
        else:
            title.append("To move: ")
            title.append(scene.name(scene.to_move), style="bold reverse")
            if scene.is_computer(scene.to_move):
                title.append(" (computer)")
        return title

    def watch_viewer(self) -> None:
        self.redraw()

    # ----- acting ---------------------------------------------------------------------------------
    def on_board_picked(self, message: Board.Picked) -> None:
        message.stop()
        self._take(message.key)

    def on_board_picked_many(self, message: Board.PickedMany) -> None:
        message.stop()
        self._take(message.keys)

    def on_board_back(self, message: Board.Back) -> None:
        message.stop()
        if self.is_my_turn() and self.viewer is not None:
            self.table.back(self.viewer)
            self.redraw()

    def _take(self, key: str | tuple[str, ...]) -> None:
        if not self.is_my_turn() or self.viewer is None:
            return
        try:
            lines = self.table.pick(self.viewer, key)
        except IllegalAction as exc:
            self.notify(str(exc), title="Not allowed", severity="warning")
            return
        if not lines:  # a pick towards the decision: nothing reached the table yet
            self.redraw()
            return
        self.after_change()

    def perform(self, action: Any) -> bool:
        """Play `action` for the seat to move; a refused action is explained and changes nothing."""
        try:
            self.table.play(action)
        except IllegalAction as exc:
            self.notify(str(exc), title="Not allowed", severity="warning")
            return False
        self.after_change()
        return True

    def after_change(self) -> None:
        """Decide what happens next: game over, a computer move, a hand-off, or the same player."""
        seat = self.table.to_move()
        if seat is None:
            self.redraw()
            self._outcome_when_read()
            return
        if self.table.seat_is_computer(seat):
            if self.viewer is None and not self._humans():
                self.viewer = seat
            self.redraw()
            if not self._bot_pending:
                self._bot_pending = True
                self.set_timer(max(0.01, self.bot_delay), self._computer_move)
            return
        if seat != self.viewer:
            self.redraw()  # the mover sees the outcome of its own move before the keyboard passes
            self._hand_over(seat)
        else:
            self.redraw()

    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self.table.seats) if s.kind == "human"]

    def _hand_over(self, seat: int) -> None:
        """Switch the keyboard to `seat`, behind the curtain when secrets are at stake."""
        self._forget_the_seat()
        needs_curtain = self.table.game.has_secrets(self.table.state) and len(self._humans()) > 1
        if not needs_curtain:
            self.viewer = seat
            return
        self._curtain_up = True
        note = self.board.curtain_note(self.table.scene(None), seat)
        self.viewer = None

        def lift(_: None) -> None:
            self._curtain_up = False
            self.viewer = seat
            self.board.focus()

        self.app.push_screen(CurtainScreen(self.table.seats[seat].name, note), lift)

    def _forget_the_seat(self) -> None:
        """What the last seat was shown leaves with it: its toasts, its dialogs and a hint still
        being worked out (it would arrive on the next seat's screen)."""
        self.app.clear_notifications()
        while self.app.screen is not self and isinstance(self.app.screen, ModalScreen):
            self.app.pop_screen()
        if self._thinking:
            self.workers.cancel_group(self, "thinking")
            self._stop_thinking()

    def _computer_move(self) -> None:
        self._bot_pending = False
        seat = self.table.to_move()
        if not self.is_attached or seat is None or not self.table.seat_is_computer(seat):
            return
        if self.board.holds_table():  # e.g. a round's summary: the computer waits for Enter
            self._bot_pending = True
            self.set_timer(max(0.05, self.bot_delay), self._computer_move)
            return
        if self.table.seats[seat].level != STRONG:
            self.perform(self.table.computer_action())
            return
        state = self.table.state

        def thought(action: Any) -> None:
            self._stop_thinking()
            if self.table.state is state:  # nothing changed meanwhile (an undo, a resume)
                self.perform(action)

        self._start_thinking(f"{self.table.seats[seat].name} is thinking")
        think(
            self,
            self.query_one(ThinkingBar),
            self.think_seconds,
            self.table.computer_action,
            thought,
            lambda: self._hurry,
        )

    def _start_thinking(self, label: str) -> None:
        self._thinking, self._hurry = True, False
        self.query_one(ThinkingBar).start(label)
        self.refresh_bindings()

    def _stop_thinking(self) -> None:
        self._thinking = False
        self.query_one(ThinkingBar).stop()
        self.refresh_bindings()

    def action_hurry(self) -> None:
        """Escape while the computer thinks: it plays the best move it has found so far."""
        self._hurry = True

    def action_hint(self) -> None:
        """Ask the strong player what it would do here, from this seat's knowledge only."""
        seat = self.viewer
        if not self.is_my_turn() or seat is None:
            self.notify("A hint is for the player whose turn it is.", severity="warning")
            return
        state = self.table.state

        def hinted(result: tuple[str, float]) -> None:
            self._stop_thinking()
            if self.table.state is state and self.viewer == seat and not self._curtain_up:
                words, chance = result
                self.notify(
                    f"Suggested: {words}\nEstimated chance of winning: {chance:.0%}",
                    title="Hint",
                    timeout=12,
                )

        self._start_thinking("Looking for a hint")
        think(
            self,
            self.query_one(ThinkingBar),
            self.think_seconds,
            lambda budget: self.table.hint(seat, budget),
            hinted,
            lambda: self._hurry,
        )

    def _computer_out_of_turn(self) -> None:
        """Let a computer seat not to move act out of turn when the game allows (a missed call
        to catch), once the game says it has waited long enough; never mid-pick of a person."""
        mover = self.table.to_move()
        if self.replay is not None or self._curtain_up or mover is None:
            return
        policy, state, seats = policy_for(self.table.game), self.table.state, self.table.seats
        computers = [s for s, seat in enumerate(seats) if seat.kind == "computer" and s != mover]
        if not any(policy.computer_catch(state, s, seats[s].level, math.inf) for s in computers):
            self._chance_since = None
            return
        now = self.clock()
        self._chance_since = now if self._chance_since is None else self._chance_since
        decision = self.current_scene().decision
        if decision is not None and decision.depth > 0:
            return
        for seat in computers:
            action = policy.computer_catch(state, seat, seats[seat].level, now - self._chance_since)
            if action is not None:
                self.perform(action)
                return

    def _after_game_over(self, choice: str | None, *, confirmed: bool = False) -> None:
        if choice in ("rematch", "replay", "lobby") and not confirmed:  # each leaves this table
            self.when_saved_or_confirmed(lambda: self._after_game_over(choice, confirmed=True))
            return
        if choice == "rematch":
            table = self.table.rematch()
            self.app.pop_screen()
            self.app.post_message(OpenTable(table))
        elif choice == "replay":
            self.app.pop_screen()
            self.app.post_message(OpenReplay(self.table.envelope))
        elif choice == "lobby":
            self.app.pop_screen()
        elif choice == "board":
            self.refresh_bindings()

    def _outcome_when_read(self) -> None:
        """The final scores, once the board has nothing left to read first (Penguin Party's last
        round summary waits for Enter): the two boxes are never drawn one over the other."""
        if not self.is_attached:
            return
        if self.board.holds_table():
            self.set_timer(0.05, self._outcome_when_read)
            return
        self.action_show_outcome()

    def action_show_outcome(self) -> None:
        """The final scores (again, after looking at the board)."""
        outcome = self.table.game.outcome(self.table.state)
        hints = {int(seat): n for seat, n in self.table.envelope.hints.items()}
        self.app.push_screen(
            GameOverScreen(outcome, self.table.seats, hints), self._after_game_over
        )

    # ----- undo and redo --------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        over = self.table.is_over()
        live = self.replay is None and not self._curtain_up and not over
        if action == "hurry":
            return self._thinking
        if action == "hint":
            return live and not self._thinking and self.is_my_turn()
        if action == "show_outcome":
            return self.replay is None and over
        if action == "undo":
            return live and self.table.undo_refusal(self.viewer) is None
        if action == "explain_no_undo":
            return live and self.table.undo_refusal(self.viewer) is not None
        if action == "redo":
            return live and self.table.can_redo() and self.is_my_turn()
        if action == "explain":  # a frame key that cannot be used now says why instead
            return self.replay is None and not self.check_action(str(parameters[0]), ())
        return True

    def action_explain(self, action: str) -> None:
        self.notify(self.why_not(action), title="Nothing happened", severity="warning", timeout=4)

    def why_not(self, action: str) -> str:
        """Why the frame's key for `action` does nothing now, in a sentence."""
        if action == "show_outcome":
            return "The final scores show when the game is over (o)."
        if self.table.is_over():
            return "The game is over: nothing to redo."
        if not self.table.can_redo():
            return "Nothing to redo: r plays again a move taken back with u."
        return "Only the player to move can redo."

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
        """Put the recorded game at step `index`, shown from the seat that moves (if hands are open)."""
        assert self.replay is not None
        self.table.state = self.replay[index]
        self.rewrite_log(self._replay_log[:index] or ["The deal, before the first move."])
        if self.replay_mode != "open":
            self.redraw()
            return
        game = self.table.game
        seat = game.to_move(self.replay[index])
        if seat is None and index > 0:
            seat = game.to_move(self.replay[index - 1])
        if self.viewer == seat:
            self.redraw()
        self.viewer = seat if seat is not None else 0

    def on_replay_bar_moved(self, message: ReplayBar.Moved) -> None:
        self.show_replay_step(message.index)

    def on_replay_bar_seat_switched(self) -> None:
        if self.replay_mode == "open":
            self.viewer = ((self.viewer or 0) + 1) % len(self.table.seats)

    # ----- keys -----------------------------------------------------------------------------------
    def action_rules(self) -> None:
        from penguin_tables.ui.screens.help import HelpScreen  # Markdown is slow to import

        self.app.push_screen(HelpScreen(self.table.game.id))

    def action_lobby(self) -> None:
        """Back to the lobby; the game is already saved after every move."""
        self.when_saved_or_confirmed(self._leave)

    def _leave(self) -> None:
        saved = self.replay is None and self.unsaved_problem() is None
        self.workers.cancel_group(self, "thinking")
        self.app.pop_screen()
        if saved:
            self.app.notify("Game saved. Resume it from the lobby.", timeout=3)

    # ----- a save the folder refused --------------------------------------------------------------
    def when_saved_or_confirmed(self, leave: Callable[[], None]) -> None:
        """Leave the table now if its save file has every move (trying once more if it had not),
        else only once the player confirms that the unsaved moves will be lost."""
        if self.unsaved_problem() is not None:
            self._retry_save()
        problem = self.unsaved_problem()
        if problem is None:
            leave()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                leave()

        question = (
            f"Your latest moves are not saved: {problem}. "
            "Leave the game anyway? Those moves will be lost."
        )
        self.app.push_screen(ConfirmScreen(question), answered)

    def unsaved_problem(self) -> str | None:
        """Why the save file lacks the latest moves (read-only folder, full disk), or None."""
        error = self.table.save_error
        return None if self.replay is not None or error is None else why_not_written(error)

    def on_save_banner_retry(self, message: SaveBanner.Retry) -> None:
        message.stop()
        self._retry_save()

    def _retry_save(self) -> None:
        self.table.save()
        problem = self.unsaved_problem()
        if problem is None:
            self.notify("Saved: the save file has every move again.", timeout=4)
        self.query_one(SaveBanner).show_problem(problem)


class OpenTable(Message):
    """Ask the app to show `table` on its game's screen (a rematch, a new or resumed game)."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table


class OpenReplay(Message):
    """Ask the app to replay the saved game `envelope`."""

    def __init__(self, envelope: Envelope) -> None:
        super().__init__()
        self.envelope = envelope
