"""The line under the iceberg: the aim's ruler (with the room), the sweeping steadiness meter, or
the "Penguin!" moment counting down.

A widget of its own, so the board only says which to show: the bar keeps the two timers, reads the
board's clock (tests move it by hand), repaints only what changed and nothing under a dialog, and
tells the board when the "Penguin!" moment has run out (`MomentPassed`).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.console import RenderableType
from rich.text import Text
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Static

from penguin_tables.ui.games.yura_yura.meter import SWEEP_SECONDS, meter_position, meter_text
from penguin_tables.ui.games.yura_yura.words import call_line
from penguin_tables.ui.widgets.steady import update_steady

METER_FPS = 30
#: Seconds the "Penguin!" moment lasts before the board lets it pass.
CALL_SECONDS = 4.0


class MeterBar(Static):
    """Shows the meter while it sweeps, else the countdown while it runs, else `still` (the aim's
    ruler; None hides the bar)."""

    class MomentPassed(Message):
        """The "Penguin!" moment ran out without a call: the board lets it pass."""

    def __init__(self, clock: Callable[[], float], *, id: str | None = None) -> None:
        super().__init__(id=id)
        #: The board's clock, read through this callable at each frame and at a release.
        self.clock = clock
        self.sweep = SWEEP_SECONDS
        #: The clock's reading when the sweep began (None: the meter is not sweeping).
        self.started: float | None = None
        #: Seconds left of the "Penguin!" moment, and the clock reading it was last counted at.
        self.call_left: float | None = None
        self._call_tick = 0.0
        self._sweep_timer: Timer | None = None
        self._call_timer: Timer | None = None
        self._still: Text | None = None
        #: What the bar shows now: a tick that would show the same repaints nothing.
        self._shown: RenderableType | None = None

    # ----- the steadiness meter -------------------------------------------------------------------
    def start_sweep(self, restart: bool = False) -> None:
        """Sweep from now (`restart`, or when not sweeping yet); the marker is read at release."""
        if restart or self.started is None:
            self.started = self.clock()
        if self._sweep_timer is None:
            self._sweep_timer = self.set_interval(1 / METER_FPS, self.repaint)

    def stop_sweep(self) -> None:
        if self._sweep_timer is not None:
            self._sweep_timer.stop()
        self._sweep_timer, self.started = None, None

    def elapsed(self) -> float:
        """Seconds since the sweep began (a whole sweep, the shakiest edge, if it never began)."""
        return self.clock() - self.started if self.started is not None else self.sweep

    # ----- the "Penguin!" moment ------------------------------------------------------------------
    def start_call(self) -> None:
        if self.call_left is None:
            self.call_left, self._call_tick = CALL_SECONDS, self.clock()
        if self._call_timer is None:
            self._call_timer = self.set_interval(0.1, self._count_call)

    def stop_call(self) -> None:
        if self._call_timer is not None:
            self._call_timer.stop()
        self._call_timer, self.call_left = None, None

    def _count_call(self) -> None:
        """Count the moment down while this screen is in front; at zero, say it passed."""
        if self.call_left is None:
            return
        now = self.clock()
        if self.screen.is_current:
            self.call_left -= now - self._call_tick
        self._call_tick = now
        if self.call_left <= 0:
            self.stop_call()
            self.post_message(self.MomentPassed())
            return
        self.repaint()

    # ----- drawing --------------------------------------------------------------------------------
    def show(self, still: Text | None) -> None:
        """What to show while neither the meter sweeps nor the moment counts down."""
        self._still = still
        self.repaint()

    def repaint(self) -> None:
        """Called 30 times a second while sweeping: repaint only what changed, and nothing under a
        dialog (each repaint there redraws the whole dimmed screen behind it; the sweep goes on by
        the clock)."""
        if not self.is_mounted or not self.screen.is_active:
            return
        shown: RenderableType
        if self.started is not None:
            position = meter_position(self.clock() - self.started, self.sweep)
            shown = meter_text(position, self.content_size.width or 40)
        elif self.call_left is not None:
            shown = call_line(self.call_left, CALL_SECONDS)
        else:
            shown = self._still or Text("")
        display = self.started is not None or self.call_left is not None or self._still is not None
        if display == self.display and shown == self._shown:
            return
        self.display, self._shown = display, shown
        update_steady(self, shown)

    def on_unmount(self) -> None:
        self.stop_sweep()
        self.stop_call()
