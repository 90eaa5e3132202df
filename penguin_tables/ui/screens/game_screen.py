"""The frame around every live game: turn flow, hand-offs, curtain, undo, the end of the game.

The frame owns the `Table` (the session) and asks it what it needs (the scene of the seat at the
keyboard, whether a hand-off needs the curtain, the outcome); the game's own `Board` gets only
scenes and answers with picks. So a board cannot show a secret of another seat: it never has one.
Autosave, hand-offs and game over happen here, once; the computers' timing is in
`computer_turns.py`, the undo and redo keys in `undo_keys.py`, moves the folder would not save in
`unsaved_moves.py`, a saved game's replay in `replay_screen.py`. A rematch begun in another window
of this table is followed here (`session/rematch.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import ModalScreen
from textual.widgets import Static

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.session import rematch
from penguin_tables.session.following import Followed, StaleTable
from penguin_tables.session.saves import SeatTaken
from penguin_tables.session.scene import Scene
from penguin_tables.session.seat_window import NoSuchSeat
from penguin_tables.session.table import Table
from penguin_tables.ui.screens.curtain import curtain_for
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.opening import OpenReplay, OpenTable
from penguin_tables.ui.screens.thinking import ThinkingBar
from penguin_tables.ui.screens.unsaved_moves import UnsavedMoves
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.footer import KeysFooter
from penguin_tables.ui.widgets.save_banner import SaveBanner

#: The keys of a person at the table, which a spectator's window does not offer.
SEATED_KEYS = frozenset({"hint", "undo", "explain_no_undo", "redo"})
#: How often a live table looks whether another window changed its save (a stat, no read).
FOLLOW_SECONDS = 0.2


class GameScreen(UnsavedMoves):
    """One game at the table: a title, the game's board, the scoreboard and log, the footer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "rules", "Rules"),
        Binding("t", "take_over", "Take over"),
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

    def __init__(
        self, table: Table, board: Board, *, bot_delay: float = 0.6, think_seconds: float = 1.0
    ) -> None:
        super().__init__(table, board, bot_delay=bot_delay, think_seconds=think_seconds)

    # ----- layout ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="game-title")
        yield SaveBanner()
        yield from self.body()
        yield ThinkingBar()
        yield KeysFooter()

    # ----- the scene ------------------------------------------------------------------------------
    def current_scene(self) -> Scene[Any]:
        """What the seat at the keyboard sees (a spectator's view while nobody sits)."""
        return self.table.scene(None if self._curtain_up else self.viewer)

    def on_mount(self) -> None:
        self.board.focus()
        self.rewrite_log()
        self.after_change()
        self.watch_computers()
        #: A rematch save already there is an old one: only one begun from now on is followed.
        self._rematch_seen = rematch.exists(self.table)
        #: The stat poll of the save (tests pause it to hold a window stale).
        self.follower = self.set_interval(FOLLOW_SECONDS, self._follow_the_save)

    # ----- other windows on the same table --------------------------------------------------------
    def _follow_the_save(self) -> None:
        """A stat of the save, five times a second: another window's change shows here unasked."""
        problem = self.unsaved_problem()
        followed = self.table.follow()
        if followed is not None:
            self.show_followed(followed)
        if self.unsaved_problem() != problem:  # a fault came, or passed: the banner says so
            self.query_one(SaveBanner).show_problem(self.unsaved_problem())
        if self.table.is_over() and not self._rematch_seen:
            self._follow_a_rematch()

    def _follow_a_rematch(self) -> None:
        """Another window began the rematch of this finished table: go on to it, seated as this
        window is (not from under a screen of its own, such as the rules: next time)."""
        on_top = next(s for s in reversed(self.app.screen_stack) if not isinstance(s, ModalScreen))
        if on_top is not self:
            return
        try:
            table = rematch.join(self.table)
        except (SeatTaken, NoSuchSeat) as exc:
            self._rematch_seen = True
            self.notify(f"A rematch began in another window; not joined here: {exc}.")
            return
        if table is not None:
            self._rematch_seen = True
            self._forget_the_seat()  # the final scores and any dialog go
            self.app.pop_screen()
            self.app.post_message(OpenTable(table))
            self.app.notify("A rematch began in another window.", title="Another window")

    def show_followed(self, followed: Followed, refused: str = "") -> None:
        """Show the table as another window left it, and say what happened there (and, if this
        window's own change was refused for it, `refused`: what was not done)."""
        if followed.changed:
            self.rewrite_log()
            self.after_change()  # before the news: a hand-off clears the toasts
        words = " ".join(part for part in (followed.message, refused) if part)
        if words:
            self.notify(
                words, title="Another window", severity="warning" if refused else "information"
            )

    def rewrite_log(self) -> None:
        """Show the seat's own log (after an undo or a redo rewrote it)."""
        self.show_log(self.current_scene().log)

    def redraw(self) -> None:
        """Build the scene once and hand it to the board, the title and the scoreboard."""
        scene = self.current_scene()
        self.draw(scene, self.title_line(scene))
        self.show_log(scene.log)
        self.refresh_bindings()
        self.query_one(SaveBanner).show_problem(self.unsaved_problem())

    def title_line(self, scene: Scene[Any]) -> Text:
        title = Text(f"{scene.title}  ", style="bold")
        if scene.to_move is None:
            title.append("Game over", style="bold reverse")
        else:
            title.append("To move: ")
            title.append(scene.name(scene.to_move), style="bold reverse")
            if scene.is_computer(scene.to_move):
                title.append(" (computer)")
        window = self.table.window.words(scene.seats)
        if window:  # a window of one seat, or a spectator's, says so (a name is plain text)
            title.append(f"  · {window}", style="italic")
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

    def on_board_picked_aside(self, message: Board.PickedAside) -> None:
        """A pick the window's own seat takes while another seat is to move (Yura Yura's catch
        or owning up, in a window of one seat): the session checks it is open to that seat."""
        message.stop()
        seat = self.viewer
        if seat is not None and not self._curtain_up:
            self._decide(lambda: [self.table.take_out_of_turn(seat, message.key)])

    def _take(self, key: str | tuple[str, ...]) -> None:
        seat = self.viewer
        if self.is_my_turn() and seat is not None:
            self._decide(lambda: self.table.pick(seat, key))

    def _decide(self, act: Callable[[], list[str]]) -> None:
        """Take a pick (`act` returns the log lines of what reached the table); a refused one is
        explained and changes nothing, one made stale by another window is not made."""
        try:
            lines = act()
        except StaleTable as exc:
            self.show_followed(exc.followed, "Your move was not made.")
            return
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
        except StaleTable as exc:  # the computer's action: made elsewhere, or no longer due
            self.show_followed(exc.followed)
            return False
        except IllegalAction as exc:
            self.notify(str(exc), title="Not allowed", severity="warning")
            return False
        self.after_change()
        return True

    def after_change(self) -> None:
        """Decide what happens next: game over, a computer move, a hand-off, or the same player.

        A window bound to one seat (or a spectator's) keeps its eyes: nothing is handed over."""
        seat = self.table.to_move()
        window = self.table.window
        if not self.table.seat_is_computer(seat):
            self.stop_waiting()  # whoever we waited for has moved: nothing to wait for now
        if window.bound:
            self.viewer = window.viewer
        if seat is None:
            self.redraw()
            self._outcome_when_read()
            return
        if self.table.seat_is_computer(seat):
            if self.viewer is None and not self._humans() and not window.bound:
                self.viewer = seat
            self.redraw()
            self.schedule_computer()
            return
        if seat != self.viewer and not window.bound:
            # The mover's board sees the outcome of its own move (a board may answer it: Frozen
            # Shinies shows a thief its loot); the rest is drawn once, for whoever sees it next.
            self.board.see_own_move(self.current_scene())
            self._hand_over(seat)
        else:
            self.redraw()

    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self.table.seats) if s.kind == "human"]

    def _hand_over(self, seat: int) -> None:
        """Switch the keyboard to `seat`, behind the curtain when secrets are at stake."""
        self._forget_the_seat()
        if not self.table.needs_curtain():
            self.viewer = seat  # `watch_viewer` redraws
            return
        self._curtain_up = True
        note = self.board.curtain_note(self.table.scene(None), seat)
        if self.viewer is None:
            self.redraw()  # the watcher redraws only on a change
        self.viewer = None

        def lift(_: None) -> None:
            self._curtain_up = False
            self.viewer = seat
            self.board.focus()

        self.app.push_screen(curtain_for(self.app, self.table.seats[seat].name, note), lift)

    def _forget_the_seat(self) -> None:
        """What the last seat was shown leaves with it: its toasts, its dialogs and a hint still
        being worked out (it would arrive on the next seat's screen)."""
        self.app.clear_notifications()
        while self.app.screen is not self and isinstance(self.app.screen, ModalScreen):
            self.app.pop_screen()
        self.stop_thinking_for_good()

    def _after_game_over(self, choice: str | None, *, confirmed: bool = False) -> None:
        if choice in ("rematch", "replay", "lobby") and not confirmed:  # each leaves this table
            self.when_saved_or_confirmed(lambda: self._after_game_over(choice, confirmed=True))
            return
        if choice == "rematch":
            try:
                table = rematch.start(self.table)
            except (SeatTaken, NoSuchSeat) as exc:
                self.notify(f"No rematch here: {exc}.", severity="warning")
                return
            self._rematch_seen = True
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
        outcome, hints = self.table.outcome(), self.table.hints_taken()
        self.app.push_screen(
            GameOverScreen(outcome, self.table.seats, hints), self._after_game_over
        )

    # ----- which keys work now --------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.table.window.watching and (action in SEATED_KEYS or parameters == ("redo",)):
            return False  # a spectator decides nothing: no hint, undo or redo to offer
        over = self.table.is_over()
        live = not self._curtain_up and not over
        if action == "hurry":
            return self._thinking
        if action == "take_over":
            return self._unanswering and not over
        if action == "hint":
            return live and not self._thinking and self.is_my_turn()
        if action == "show_outcome":
            return over
        if action == "undo":
            return live and self.table.undo_refusal(self.viewer) is None
        if action == "explain_no_undo":
            return live and self.table.undo_refusal(self.viewer) is not None
        if action == "redo":
            return live and self.table.can_redo() and self.is_my_turn()
        if action == "explain":  # a frame key that cannot be used now says why instead
            return not self.check_action(str(parameters[0]), ())
        return True

    def on_unmount(self) -> None:
        """The window leaves the table: its seat is free for another window."""
        self.table.leave()

    # ----- keys -----------------------------------------------------------------------------------
    def action_lobby(self) -> None:
        """Back to the lobby; the game is already saved after every move."""
        self.when_saved_or_confirmed(self._leave)

    def _leave(self) -> None:
        saved = self.unsaved_problem() is None
        self.workers.cancel_group(self, "thinking")
        self.app.pop_screen()
        if saved:
            self.app.notify("Game saved. Resume it from the lobby.", timeout=3)
