"""The screen of every live game: turn flow, hand-offs, curtain, undo, the end of the game.

The screen owns the `Table` (the session) and asks it what it needs (the scene of the seat at the
keyboard, whether a hand-off needs the curtain, the outcome); the game's own `Board` gets only
scenes and answers with picks. So a board cannot show a secret of another seat: it never has one.
Autosave, hand-offs and game over happen here, once; another window's change to the save (and its
rematch) is followed here.

It is composed of parts it owns, not built on base classes: the frame (`TableFrame`: title, board,
scoreboard and log, shared with the replay) and the computers (`ComputerSeats`: their timing,
thinking, hints and catches), which get attributes and post what they decided; the keys' rules and
words (`table_keys.py`), the question before leaving unsaved moves (`unsaved_moves.py`) and where a
finished table goes next (`game_end.py`) are plain functions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.reactive import var
from textual.screen import ModalScreen, Screen

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.session import rematch
from penguin_tables.session.following import Followed, StaleTable
from penguin_tables.session.lesson import lesson_of
from penguin_tables.session.scene import Scene
from penguin_tables.session.table import Table
from penguin_tables.ui.screens.computer_turns import ComputerSeats
from penguin_tables.ui.screens.curtain import curtain_for
from penguin_tables.ui.screens.game_end import LEAVING, covered, leave_for, rematch_elsewhere
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.guide_line import GuideLine
from penguin_tables.ui.screens.opening import OpenTable
from penguin_tables.ui.screens.table_keys import (
    TABLE_KEYS,
    TAKEN_BACK,
    KeysNow,
    key_works,
    why_no_undo,
    why_not,
)
from penguin_tables.ui.screens.table_toasts import NEWS_SECONDS, TableToasts
from penguin_tables.ui.screens.unsaved_moves import SAVED_AGAIN, leave_or_ask
from penguin_tables.ui.screens.what_is_this import WhatIsThisScreen
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.footer import KeysFooter
from penguin_tables.ui.widgets.save_banner import SaveBanner
from penguin_tables.ui.widgets.table_frame import TableFrame, live_title

#: Said with a lesson's final scores: the offer of a real game.
LESSON_OVER = "That was the lesson. Rematch (m) plays a real game: a new deal, the same computers."

#: How often a live table looks whether another window changed its save (a stat, no read).
FOLLOW_SECONDS = 0.2


class GameScreen(Screen[None]):
    """One game at the table: a title, the game's board, the scoreboard and log, the footer."""

    BINDINGS: ClassVar[list[BindingType]] = list(TABLE_KEYS)

    #: The seat whose eyes the screen shows (None: nobody's, as a spectator or behind the curtain).
    viewer: var[int | None] = var(None, init=False)

    def __init__(
        self, table: Table, board: Board, *, bot_delay: float = 0.6, think_seconds: float = 1.0
    ) -> None:
        super().__init__()
        self.table = table
        self.board = board
        self.computers = ComputerSeats(
            table, bot_delay=bot_delay, think_seconds=think_seconds, held=board.holds_table
        )
        #: The curtain hides the table while the keyboard changes hands (secrets at stake).
        self._curtain_up = False
        lesson = lesson_of(table)
        #: A lesson's guide under the table (None: a real game, which has none).
        self.guide = GuideLine(table, lesson) if lesson is not None else None
        self.frame = TableFrame(board, SaveBanner(), aside=self.guide)
        #: Hints and news that no longer hold are taken down.
        self.toasts = TableToasts(lambda: self.app.clear_notifications())

    # ----- layout ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield self.frame
        yield self.computers
        yield KeysFooter()

    # ----- the scene ------------------------------------------------------------------------------
    def current_scene(self) -> Scene[Any]:
        """What the seat at the keyboard sees (a spectator's view while nobody sits)."""
        return self.table.scene(None if self._curtain_up else self.viewer)

    def on_mount(self) -> None:
        self.board.focus()
        self.rewrite_log()
        self.after_change()
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
        if covered(self):
            return
        joined = rematch_elsewhere(self.table)
        if joined is None:
            return
        self._rematch_seen = True
        if isinstance(joined, str):  # not joined here: why
            self.notify(joined)
            return
        self._forget_the_seat()  # the final scores and any dialog go
        self.app.pop_screen()
        self.app.post_message(OpenTable(joined))
        self.app.notify("A rematch began in another window.", title="Another window")

    def show_followed(self, followed: Followed, refused: str = "") -> None:
        """Show the table as another window left it, and say what happened there (and, if this
        window's own change was refused for it, `refused`: what was not done)."""
        if followed.changed:
            self.rewrite_log()
            self.after_change()  # before the news: a hand-off clears the toasts
        words = " ".join(part for part in (followed.message, refused) if part)
        if words:
            self.toasts.news_coming()
            self.notify(
                words,
                title="Another window",
                severity="warning" if refused else "information",
                timeout=NEWS_SECONDS,
            )

    def rewrite_log(self) -> None:
        """Show the seat's own log (after an undo or a redo rewrote it)."""
        self.frame.show_log(self.current_scene().log)

    def redraw(self) -> None:
        """Build the scene once and hand it to the board, the title and the scoreboard."""
        scene = self.current_scene()
        self.frame.draw(scene, self.title_line(scene))
        self.frame.show_log(scene.log)
        self.refresh_bindings()
        self.query_one(SaveBanner).show_problem(self.unsaved_problem())
        if self.guide is not None:
            self.guide.show_now()

    def title_line(self, scene: Scene[Any]) -> Text:
        return live_title(scene, self.table.window.words(scene.seats))

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
            self._decide(lambda: self._noted(self.table.pick(seat, key)))

    def _noted(self, lines: list[str]) -> list[str]:
        """The lines of a decision made at the keyboard, told to a lesson's guide."""
        if self.guide is not None:
            self.guide.note_move(lines)
        return lines

    def _decide(
        self, act: Callable[[], list[str]], refused: str = "Your move was not made."
    ) -> bool:
        """Take a pick or play (`act` returns the log lines of what reached the table); a refused
        one is explained and changes nothing, one made stale by another window is not made (and
        `refused` says so). Whether it reached the table."""
        try:
            lines = act()
        except StaleTable as exc:
            self.show_followed(exc.followed, refused)
            return False
        except IllegalAction as exc:
            self.notify(str(exc), title="Not allowed", severity="warning")
            return False
        if not lines:  # a pick towards the decision: nothing reached the table yet
            self.redraw()
            return False
        self.after_change()
        return True

    def perform(self, action: Any) -> bool:
        """Play `action` for the seat to move; a refused action is explained and changes nothing
        (a computer's action made elsewhere, or no longer due, needs no words of refusal)."""
        return self._decide(lambda: [self.table.play(action)], refused="")

    # ----- what the computers decided -------------------------------------------------------------
    def on_computer_seats_decided(self, message: ComputerSeats.Decided) -> None:
        """A computer's action, played if the table is still the one it was worked out on (not
        after an undo or a resume); the computer's turn is let go of either way."""
        message.stop()
        try:
            if message.revision == self.table.revision:
                self.perform(message.action)
            else:  # worked out for a table since replaced: the computer to move decides again
                self.computers.schedule()
        finally:
            self.computers.done()

    def on_computer_seats_hinted(self, message: ComputerSeats.Hinted) -> None:
        """A hint, shown only to the seat that asked, on the table it asked about."""
        message.stop()
        seat, revision = message.seat, message.revision
        if self.table.revision == revision and self.viewer == seat and not self._curtain_up:
            self.toasts.hint_shown(revision)
            self.notify(
                f"Suggested: {message.words}\nEstimated chance of winning: {message.chance:.0%}",
                title="Hint",
                timeout=12,
            )

    def on_computer_seats_save_changed(self, message: ComputerSeats.SaveChanged) -> None:
        message.stop()
        self.show_followed(message.followed, message.refused)

    def after_change(self) -> None:
        """Decide what happens next: game over, a computer move, a hand-off, or the same player.

        A window bound to one seat (or a spectator's) keeps its eyes: nothing is handed over."""
        seat = self.table.to_move()
        window = self.table.window
        self.toasts.table_changed(self.table.revision)
        if not self.table.seat_is_computer(seat):
            self.computers.stop_waiting()  # whoever we waited for has moved: nothing to wait for now
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
            self.computers.schedule()
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

    def is_my_turn(self) -> bool:
        """Whether the person at the keyboard may act now (a human seat to move, curtain down)."""
        seat = self.table.to_move()
        if seat is None or seat != self.viewer or self._curtain_up:
            return False
        return not self.table.seat_is_computer(seat)

    def _curtain(self, *, up: bool) -> None:
        """The curtain goes up over the table (or comes down): no computer catches behind it."""
        self._curtain_up = self.computers.curtain_up = up

    def _hand_over(self, seat: int) -> None:
        """Switch the keyboard to `seat`, behind the curtain when secrets are at stake."""
        self._forget_the_seat()
        if not self.table.needs_curtain():
            self.viewer = seat  # `watch_viewer` redraws
            return
        self._curtain(up=True)
        note = self.board.curtain_note(self.table.scene(None), seat)
        if self.viewer is None:
            self.redraw()  # the watcher redraws only on a change
        self.viewer = None

        def lift(_: None) -> None:
            self._curtain(up=False)
            self.viewer = seat
            self.board.focus()

        self.app.push_screen(curtain_for(self.app, self.table.seats[seat].name, note), lift)

    def _forget_the_seat(self) -> None:
        """What the last seat was shown leaves with it: its toasts, its dialogs and a hint still
        being worked out (it would arrive on the next seat's screen)."""
        self.toasts.clear()
        while self.app.screen is not self and isinstance(self.app.screen, ModalScreen):
            self.app.pop_screen()
        self.computers.stop_thinking_for_good()

    def _after_game_over(self, choice: str | None, *, confirmed: bool = False) -> None:
        if choice == "board":
            self.refresh_bindings()
        elif choice in LEAVING and not confirmed:  # each leaves this table
            self.when_saved_or_confirmed(lambda: self._after_game_over(choice, confirmed=True))
        elif choice in LEAVING:
            refused = leave_for(self.app, self.table, choice)
            if refused is not None:
                self.notify(refused, severity="warning")
            elif choice == "rematch":
                self._rematch_seen = True

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
        note = LESSON_OVER if self.guide is not None else ""
        self.toasts.clear()  # the moves' news would lie over the scores
        self.app.push_screen(
            GameOverScreen(outcome, self.table.seats, hints, note=note), self._after_game_over
        )

    # ----- which keys work now --------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        computers = self.computers
        now = KeysNow(
            self.viewer,
            self._curtain_up,
            computers.thinking,
            computers.unanswering,
            self.is_my_turn(),
        )
        return key_works(self.table, now, action, parameters)

    def on_unmount(self) -> None:
        """The window leaves the table: its seat is free for another window."""
        self.table.leave()

    # ----- keys -----------------------------------------------------------------------------------
    def action_rules(self) -> None:
        """`?`: the rules, opened at the section of the decision in hand (the top otherwise)."""
        from penguin_tables.ui.screens.help import HelpScreen  # Markdown is slow to import

        decision = self.current_scene().decision
        section = decision.rule if decision is not None and decision.rule else None
        self.app.push_screen(HelpScreen(self.table.game.id, section))

    def action_what_is_this(self) -> None:
        """`i`: what the board's cursor is on, in words, with its section of the rules."""
        thing = self.board.under_cursor() if not self._curtain_up else None
        if thing is None:
            self.notify("Nothing is highlighted: move the cursor onto a card, die or tile.")
            return
        explanation = self.board.explain(thing)

        def read(wanted: bool | None) -> None:
            if wanted:
                from penguin_tables.ui.screens.help import HelpScreen

                self.app.push_screen(HelpScreen(self.table.game.id, explanation.section))

        self.app.push_screen(WhatIsThisScreen(explanation), read)

    def action_take_over(self) -> None:
        """`t`: work out the computer's move here; the window holding it stopped answering."""
        self.computers.take_over()

    def action_hurry(self) -> None:
        """Escape while the computer thinks: it plays the best move it has found so far."""
        self.computers.hurry()

    def action_hint(self) -> None:
        """Ask the strong player what it would do here, from this seat's knowledge only."""
        if not self.is_my_turn() or self.viewer is None:
            self.notify("A hint is for the player whose turn it is.", severity="warning")
            return
        self.computers.hint(self.viewer)

    def action_undo(self) -> None:
        self._rewind(lambda: self.table.undo(self.viewer), "Nothing was taken back.", TAKEN_BACK)

    def action_explain_no_undo(self) -> None:
        self.notify(why_no_undo(self.table, self.viewer), title="Undo", severity="warning")

    def action_redo(self) -> None:
        self._rewind(self.table.redo, "Nothing was played again.")

    def _rewind(self, change: Callable[[], object], refused: str, done: str = "") -> None:
        """Make an undo or a redo (`change`), which rewrites the log; if another window changed
        the table first, show that instead and say what was `refused`."""
        try:
            change()
        except StaleTable as exc:
            self.show_followed(exc.followed, refused)
            return
        self.rewrite_log()
        self.toasts.table_changed(self.table.revision)
        if done:
            self.notify(done, timeout=2)
        self.after_change()

    def action_explain(self, action: str) -> None:
        """A key that does nothing now says why (redo, the final scores)."""
        notice = why_not(self.table, action)
        self.notify(notice, title="Nothing happened", severity="warning", timeout=4)

    def action_lobby(self) -> None:
        """Back to the lobby; the game is already saved after every move."""
        self.when_saved_or_confirmed(self._leave)

    # ----- moves the save file lacks --------------------------------------------------------------
    def unsaved_problem(self) -> str | None:
        """Why the save file lacks the latest moves (read-only folder, full disk), or None."""
        return self.table.save_problem()

    def when_saved_or_confirmed(self, leave: Callable[[], None]) -> None:
        """Leave the table now if its save file has every move (trying once more if it had not),
        else only once the player confirms that the unsaved moves will be lost."""
        if self.unsaved_problem() is not None:
            self._retry_save()
        leave_or_ask(self, self.unsaved_problem(), leave)

    def on_save_banner_retry(self, message: SaveBanner.Retry) -> None:
        message.stop()
        self._retry_save()

    def _retry_save(self) -> None:
        followed = self.table.follow()  # writes what the file lacks, or takes a newer game
        if followed is not None:
            self.show_followed(followed)
        problem = self.unsaved_problem()
        if problem is None:
            self.notify(SAVED_AGAIN, timeout=4)
        self.query_one(SaveBanner).show_problem(problem)

    def _leave(self) -> None:
        saved = self.unsaved_problem() is None
        self.computers.cancel_search()
        self.app.pop_screen()
        if saved:
            self.app.notify("Game saved. Resume it from the lobby.", timeout=3)
