"""The computer seats of a live table: when they move, the thinking bar, hints and catches.

A computer seat to move plays after a short delay (so people can follow); the strong level thinks
in a worker thread behind the thinking bar, and Escape makes it decide at once. A hint is the same
search for the person to move. A computer seat not to move may act out of turn when the session
says one is due (Yura Yura's catch). Answers that arrive after the table changed are dropped.

With several windows on one table, a computer's action is worked out by the one window that holds
the table's claim (`Table.claim_computer_turn`); the others wait and follow its save.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from penguin_tables.engine.search import STRONG
from penguin_tables.session.following import Followed, StaleTable
from penguin_tables.session.save_link import TurnAnswer
from penguin_tables.session.table import Table
from penguin_tables.ui.screens.table_frame import TableFrame
from penguin_tables.ui.screens.thinking import ThinkingBar, think
from penguin_tables.ui.widgets.board import Board

#: Seconds before a window that found the computer's claim taken asks again.
CLAIM_RETRY = 0.25


class ComputerTurns(TableFrame):
    """A live table's timing: who may act now, and the computers' moves, thinking and catches."""

    def __init__(
        self, table: Table, board: Board, *, bot_delay: float, think_seconds: float
    ) -> None:
        super().__init__(board, table.game.id)
        self.table = table
        self.bot_delay = bot_delay
        #: The strong computer's (and a hint's) time budget per decision.
        self.think_seconds = think_seconds
        self._thinking = False
        self._hurry = False
        self._bot_pending = False
        self._curtain_up = False
        #: Another window holds the computer's turn and stopped answering: `t` takes it over.
        self._unanswering = False
        #: Out-of-turn computer actions (`Table.catch_due`) are timed by this clock.
        self.clock: Callable[[], float] = time.monotonic

    def perform(self, action: Any) -> bool:
        """Play `action` for the seat to move (the live screen says how)."""
        raise NotImplementedError

    def show_followed(self, followed: Followed, refused: str = "") -> None:
        """Show the table as another window left it (the live screen says how)."""
        raise NotImplementedError

    def _claim_and_catch_up(self) -> bool:
        """Whether this window holds the claim on the computer's action now, caught up with the
        save first; False if another window has the claim (said on the thinking bar), or its
        save shows a change (now shown here)."""
        answer = self.table.claim_computer_turn()
        self._waiting_on(answer)
        if not answer.granted:
            return False
        followed = self.table.follow()
        if followed is not None:
            self.table.release_computer_turn()
            self.show_followed(followed)
            return False
        return True

    def _waiting_on(self, answer: TurnAnswer) -> None:
        """Say on the thinking bar whom this window waits for (nothing once it may act), and
        offer to take the turn over from a window that stopped answering."""
        bar = self.query_one(ThinkingBar)
        if answer.granted:
            if self._unanswering or not self._thinking:
                bar.stop()
        else:
            bar.wait(answer.words + (": T takes the turn over" if answer.unanswering else "…"))
        if answer.unanswering != self._unanswering:
            self._unanswering = answer.unanswering
            self.refresh_bindings()

    def stop_waiting(self) -> None:
        """No computer's move is awaited from another window any more."""
        if not self._thinking:
            self._waiting_on(TurnAnswer(True))

    def action_take_over(self) -> None:
        """`t`: work out the computer's move here; the window holding it stopped answering."""
        if self._unanswering:
            self.table.take_computer_turn_over()
            self._waiting_on(TurnAnswer(True))
            self._bot_pending = False
            self._computer_move()

    def is_my_turn(self) -> bool:
        """Whether the person at the keyboard may act now (a human seat to move, curtain down)."""
        seat = self.table.to_move()
        if seat is None or seat != self.viewer or self._curtain_up:
            return False
        return not self.table.seat_is_computer(seat)

    def watch_computers(self) -> None:
        """Start asking, five times a second, whether a computer seat acts out of turn."""
        if any(seat.kind == "computer" for seat in self.table.seats):
            self.set_interval(0.2, self._computer_out_of_turn)

    def schedule_computer(self) -> None:
        """The seat to move is a computer: it moves after the delay (once, however often asked)."""
        if not self._bot_pending:
            self._bot_pending = True
            self.set_timer(max(0.01, self.bot_delay), self._computer_move)

    def _computer_move(self) -> None:
        self._bot_pending = False
        seat = self.table.to_move()
        if not self.is_attached or seat is None or not self.table.seat_is_computer(seat):
            return
        if self.board.holds_table():  # e.g. a round's summary: the computer waits for Enter
            self._bot_pending = True
            self.set_timer(max(0.05, self.bot_delay), self._computer_move)
            return
        if not self._claim_and_catch_up():  # another window works it out, or the table changed
            self._bot_pending = True
            self.set_timer(CLAIM_RETRY, self._computer_move)
            return
        if self.table.seats[seat].level != STRONG:
            try:
                self.perform(self.table.computer_action())
            finally:
                self.table.release_computer_turn()
            return
        revision = self.table.revision
        job = self.table.computer_job()  # taken here: the worker never reads the table

        def thought(action: Any) -> None:
            self._stop_thinking()
            if self.table.revision == revision:  # nothing changed meanwhile (an undo, a resume)
                self.perform(action)

        self._start_thinking(f"{self.table.seats[seat].name} is thinking")
        think(
            self,
            self.query_one(ThinkingBar),
            self.think_seconds,
            job.run,
            thought,
            lambda: self._hurry,
        )

    def _start_thinking(self, label: str) -> None:
        self._thinking, self._hurry = True, False
        self.query_one(ThinkingBar).start(label)
        self.refresh_bindings()

    def _stop_thinking(self) -> None:
        self.table.release_computer_turn()
        self._thinking = False
        self.query_one(ThinkingBar).stop()
        self.refresh_bindings()

    def stop_thinking_for_good(self) -> None:
        """Drop a search still running (the seat it was for has left the keyboard)."""
        if self._thinking:
            self.workers.cancel_group(self, "thinking")
            self._stop_thinking()

    def action_hurry(self) -> None:
        """Escape while the computer thinks: it plays the best move it has found so far."""
        self._hurry = True

    def action_hint(self) -> None:
        """Ask the strong player what it would do here, from this seat's knowledge only."""
        seat = self.viewer
        if not self.is_my_turn() or seat is None:
            self.notify("A hint is for the player whose turn it is.", severity="warning")
            return
        try:
            self.table.count_hint(seat)  # here, not in the worker: only this thread writes
        except StaleTable as exc:
            self.show_followed(exc.followed, "No hint: the table changed.")
            return
        revision = self.table.revision
        job = self.table.hint_job()  # taken here: the worker never reads the table

        def hinted(result: tuple[str, float]) -> None:
            self._stop_thinking()
            if self.table.revision == revision and self.viewer == seat and not self._curtain_up:
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
            job.run,
            hinted,
            lambda: self._hurry,
        )

    def _computer_out_of_turn(self) -> None:
        """Let a computer seat act out of turn when the session says one is due (a missed call
        to catch); not while the curtain is up."""
        if self._curtain_up:
            return
        if self.table.catch_due(self.clock()) is None:
            return
        if not self._claim_and_catch_up():
            return
        try:
            action = self.table.catch_due(self.clock())  # still due on the table as it is now
            if action is not None:
                self.perform(action)
        finally:
            self.table.release_computer_turn()
