"""The computer seats of a live table: when they move, the thinking bar, hints and catches.

A computer seat to move plays after a short delay (so people can follow); the strong level thinks
in a worker thread behind the thinking bar, and Escape makes it decide at once. A hint is the same
search for the person to move. A computer seat not to move may act out of turn when the session
says one is due (Yura Yura's catch).

With several windows on one table, a computer's action is worked out by the one window that holds
the table's claim (`Table.claim_computer_turn`); the others wait, say whom for on the thinking bar,
and follow its save; `t` takes the turn over from a window that stopped answering.

`ComputerSeats` is a part its game screen owns, not a base class of it: it gets the table, its
timings and what it must wait for as attributes, keeps its own timers and worker, and posts what
it decided (`Decided`, `Hinted`, `SaveChanged`); the screen plays, shows and says. It takes the
computer's claim and lets go of it on every path: a decision keeps the claim until the screen has
played it (`done`), so no other window works out the same move meanwhile; leaving the table
(`Table.leave`, on the screen's unmount) lets go of whatever is held. The worker never reads the
table: it runs a job taken here, on the screen's thread (`computer_job`, `hint_job`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from textual.app import ComposeResult
from textual.message import Message
from textual.widget import Widget

from penguin_tables.engine.search import STRONG
from penguin_tables.session.following import Followed, StaleTable
from penguin_tables.session.save_link import TurnAnswer
from penguin_tables.session.table import Table
from penguin_tables.ui.screens.thinking import ThinkingBar, think

#: Seconds before a window that found the computer's claim taken asks again.
CLAIM_RETRY = 0.25


class ComputerSeats(Widget):
    """A live table's computers: their moves, thinking and catches, and the hints; one line, the
    thinking bar, shown only while someone thinks or is waited for."""

    DEFAULT_CSS = "ComputerSeats { height: auto; }"

    class Decided(Message):
        """A computer seat's `action`, worked out on the table at `revision` while this window
        holds the computer's turn: the screen plays it if the table is still there, then calls
        `ComputerSeats.done`."""

        def __init__(self, action: Any, revision: int) -> None:
            super().__init__()
            self.action = action
            self.revision = revision

    class Hinted(Message):
        """The strong player's suggestion for `seat` on the table at `revision`, in `words`, with
        its estimated `chance` of winning: shown if that seat still decides on that table."""

        def __init__(self, words: str, chance: float, seat: int, revision: int) -> None:
            super().__init__()
            self.words = words
            self.chance = chance
            self.seat = seat
            self.revision = revision

    class SaveChanged(Message):
        """Catching up with the save before a computer acted (or a hint was counted) found
        another window's change: the table is `followed` now, to be shown, saying what was
        `refused` for it."""

        def __init__(self, followed: Followed, refused: str = "") -> None:
            super().__init__()
            self.followed = followed
            self.refused = refused

    def __init__(
        self,
        table: Table,
        *,
        bot_delay: float,
        think_seconds: float,
        held: Callable[[], bool],
    ) -> None:
        super().__init__()
        self.table = table
        self.bot_delay = bot_delay
        #: The strong computer's (and a hint's) time budget per decision.
        self.think_seconds = think_seconds
        #: Whether the board holds the table (a round's summary waiting for Enter): the
        #: computer to move waits meanwhile.
        self.held = held
        #: The curtain is up (set by the screen): no computer acts out of turn behind it.
        self.curtain_up = False
        #: Out-of-turn computer actions (`Table.catch_due`) are timed by this clock.
        self.clock: Callable[[], float] = time.monotonic
        #: A search (the strong computer's, or a hint) runs in the worker.
        self.thinking = False
        #: Another window holds the computer's turn and stopped answering: `t` takes it over.
        self.unanswering = False
        self._hurry = False
        self._bot_pending = False
        #: A `Decided` posted and not yet played: its claim is held, no other decision starts.
        self._deciding = False

    def compose(self) -> ComposeResult:
        yield ThinkingBar()

    def on_mount(self) -> None:
        """Ask, five times a second, whether a computer seat acts out of turn."""
        if any(seat.kind == "computer" for seat in self.table.seats):
            self.set_interval(0.2, self._computer_out_of_turn)

    # ----- the computer to move -------------------------------------------------------------------
    def schedule(self) -> None:
        """The seat to move is a computer: it moves after the delay (once, however often asked)."""
        if not self._bot_pending:
            self._bot_pending = True
            self.set_timer(max(0.01, self.bot_delay), self._computer_move)

    def _later(self, seconds: float) -> None:
        self._bot_pending = True
        self.set_timer(seconds, self._computer_move)

    def _computer_move(self) -> None:
        self._bot_pending = False
        seat = self.table.to_move()
        if not self.is_attached or seat is None or not self.table.seat_is_computer(seat):
            return
        if self.held():  # e.g. a round's summary: the computer waits for Enter
            self._later(max(0.05, self.bot_delay))
            return
        if self._deciding:  # the last decision is still to be played
            self._later(CLAIM_RETRY)
            return
        claimed = self._claim()
        if claimed is None:  # the table changed: ask again (as may the screen, showing it)
            self.set_timer(CLAIM_RETRY, self._computer_move)
            return
        if not claimed:  # another window works it out
            self._later(CLAIM_RETRY)
            return
        revision = self.table.revision
        if self.table.seats[seat].level != STRONG:
            self._decide_now(self.table.computer_action, revision)
            return
        job = self.table.computer_job()  # taken here: the worker never reads the table

        def thought(action: Any) -> None:
            self._decided(action, revision)
            self._stop_thinking()

        self._start_thinking(f"{self.table.seats[seat].name} is thinking")
        think(
            self,
            self.query_one(ThinkingBar),
            self.think_seconds,
            job.run,
            thought,
            lambda: self._hurry,
        )

    def _decide_now(self, work: Callable[[], Any | None], revision: int) -> None:
        """Work the action out here and hand it to the screen; nothing to play (None), or a
        failure, lets go of the claim at once."""
        try:
            action = work()
        except BaseException:
            self.table.release_computer_turn()
            raise
        if action is None:
            self.table.release_computer_turn()
        else:
            self._decided(action, revision)

    def _decided(self, action: Any, revision: int) -> None:
        """Hand `action` to the screen, keeping the claim until it was played (`done`)."""
        self._deciding = True
        self.post_message(self.Decided(action, revision))

    def done(self) -> None:
        """The screen played the `Decided` action (or dropped it, the table having moved on): the
        computer's turn is free for the next decision, in this window or another."""
        self._deciding = False
        self.table.release_computer_turn()

    # ----- the computer's claim -------------------------------------------------------------------
    def _claim(self) -> bool | None:
        """Whether this window holds the claim on the computer's action now, caught up with the
        save first: False if another window has the claim (said on the thinking bar), None if
        its save shows a change (posted to the screen, which shows it)."""
        answer = self.table.claim_computer_turn()
        self._waiting_on(answer)
        if not answer.granted:
            return False
        followed = self.table.follow()
        if followed is not None:
            self.table.release_computer_turn()
            self.post_message(self.SaveChanged(followed))
            return None
        return True

    def _waiting_on(self, answer: TurnAnswer) -> None:
        """Say on the thinking bar whom this window waits for (nothing once it may act), and
        offer to take the turn over from a window that stopped answering."""
        bar = self.query_one(ThinkingBar)
        if answer.granted:
            if self.unanswering or not self.thinking:
                bar.stop()
        else:
            bar.wait(answer.words + (": T takes the turn over" if answer.unanswering else "…"))
        if answer.unanswering != self.unanswering:
            self.unanswering = answer.unanswering
            self.refresh_bindings()

    def stop_waiting(self) -> None:
        """No computer's move is awaited from another window any more."""
        if not self.thinking:
            self._waiting_on(TurnAnswer(True))

    def take_over(self) -> None:
        """`t`: work out the computer's move here; the window holding it stopped answering."""
        if self.unanswering:
            self.table.take_computer_turn_over()
            self._waiting_on(TurnAnswer(True))
            self._bot_pending = False
            self._computer_move()

    # ----- thinking -------------------------------------------------------------------------------
    def _start_thinking(self, label: str) -> None:
        self.thinking, self._hurry = True, False
        self.query_one(ThinkingBar).start(label)
        self.refresh_bindings()

    def _stop_thinking(self) -> None:
        if not self._deciding:  # a decision keeps the claim until it was played
            self.table.release_computer_turn()
        self.thinking = False
        self.query_one(ThinkingBar).stop()
        self.refresh_bindings()

    def stop_thinking_for_good(self) -> None:
        """Drop a search still running (the seat it was for has left the keyboard)."""
        if self.thinking:
            self.cancel_search()
            self._stop_thinking()

    def cancel_search(self) -> None:
        """Drop a search still running, answer unheard (leaving: `Table.leave` lets go)."""
        self.workers.cancel_group(self, "thinking")

    def hurry(self) -> None:
        """Escape while the computer thinks: it plays the best move it has found so far."""
        self._hurry = True

    def hint(self, seat: int) -> None:
        """Ask the strong player what `seat` (the person to move) would do here, from its own
        knowledge only; `Hinted` brings the answer. The hint is counted in the save first."""
        try:
            self.table.count_hint(seat)  # here, not in the worker: only this thread writes
        except StaleTable as exc:
            self.post_message(self.SaveChanged(exc.followed, "No hint: the table changed."))
            return
        revision = self.table.revision
        job = self.table.hint_job()  # taken here: the worker never reads the table

        def hinted(result: tuple[str, float]) -> None:
            self._stop_thinking()
            words, chance = result
            self.post_message(self.Hinted(words, chance, seat, revision))

        self._start_thinking("Looking for a hint")
        think(
            self,
            self.query_one(ThinkingBar),
            self.think_seconds,
            job.run,
            hinted,
            lambda: self._hurry,
        )

    # ----- out of turn ----------------------------------------------------------------------------
    def _computer_out_of_turn(self) -> None:
        """Let a computer seat act out of turn when the session says one is due (a missed call
        to catch); not while the curtain is up, nor while a decision is still to be played."""
        if self.curtain_up or self._deciding:
            return
        if self.table.catch_due(self.clock()) is None:
            return
        if not self._claim():
            return
        # Still due on the table as it is now?
        self._decide_now(lambda: self.table.catch_due(self.clock()), self.table.revision)
