"""Signals end the app the way Ctrl+Q does: the terminal given back, the shell's exit status.

Left to Python, SIGTERM, SIGHUP and SIGQUIT end the process on the spot, leaving the terminal in the
alternate screen with mouse reporting on and the cursor hidden (the shell then seems dead), and
SIGINT ends the run with status 0. While the app runs, each of them asks the app to exit instead
(Textual then restores the terminal), with status 128 + the signal's number, as a shell reports a
process the signal ended: 130 for SIGINT, 129 SIGHUP, 143 SIGTERM, 131 SIGQUIT. Nothing is asked
first, not even about moves the folder refused: a signal cannot be answered. Every decision is
saved when it is made (atomically), so what is lost is at most a turn's unfinished picks.

The wait is bounded: if the app has not ended `GRACE_SECONDS` after the signal (its event loop
stuck), the terminal is restored here, by writing what Textual would have, and the process ends
with the same status.

The handlers are Python's (`signal.signal`), not the event loop's, so that a stuck loop still
starts the clock; they only hand the exit to the app's loop (`call_soon_threadsafe`).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import termios
import threading
from collections.abc import Callable
from types import FrameType, TracebackType
from typing import Any, TypeAlias

#: The signals that end a program, each ending the app.
ENDING = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)
#: Seconds the app has to end by itself after a signal before the terminal is restored here.
GRACE_SECONDS = 3.0
#: What Textual writes when it gives the terminal back: the Kitty keyboard protocol, mouse and
#: focus reporting, bracketed paste off; the main screen; the cursor shown.
RESTORE = (
    "\x1b[<u\x1b[?1000l\x1b[?1003l\x1b[?1015l\x1b[?1006l\x1b[?1004l\x1b[?2004l\x1b[?1049l\x1b[?25h"
)
_LINE_MODE = termios.ECHO | termios.ICANON | termios.ISIG | termios.IEXTEN
#: A signal's disposition, as `signal.signal` gives and takes it (None: set outside Python).
Handler: TypeAlias = Callable[[int, FrameType | None], Any] | int | signal.Handlers | None


def exit_status(signum: int) -> int:
    """The status a shell reports for a process that `signum` ended."""
    return 128 + signum


class EndOnSignals:
    """While in use (`with`), the ending signals end the app through `attach`'s `end(status)`.

    A signal that comes before the app has attached (it is still starting) is kept, and ends the
    app as soon as it attaches.
    """

    def __init__(self, grace: float = GRACE_SECONDS) -> None:
        self.grace = grace
        #: The first ending signal received (None before).
        self.received: int | None = None
        self._end: Callable[[int], None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._previous: dict[int, Handler] = {}
        self._clock: threading.Timer | None = None

    def __enter__(self) -> EndOnSignals:
        for signum in ENDING:
            self._previous[signum] = signal.signal(signum, self._on_signal)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        for signum, previous in self._previous.items():
            if previous is not None:  # one set outside Python cannot be put back from here
                signal.signal(signum, previous)
        self._end = self._loop = None
        if self._clock is not None:
            self._clock.cancel()  # the app ended by itself

    def attach(self, end: Callable[[int], None]) -> None:
        """Called in the app's event loop once it runs: `end(status)` ends the app there."""
        self._loop = asyncio.get_running_loop()
        self._end = end
        if self.received is not None:
            end(exit_status(self.received))

    @property
    def status(self) -> int | None:
        """The exit status the signal received asks for (None if none came)."""
        return None if self.received is None else exit_status(self.received)

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        if self.received is not None:
            return  # already ending; the clock runs
        self.received = signum
        if self._loop is not None and self._end is not None:
            with contextlib.suppress(RuntimeError):  # the loop has just closed
                self._loop.call_soon_threadsafe(self._end, exit_status(signum))
        self._clock = threading.Timer(self.grace, force_end, (exit_status(signum),))
        self._clock.daemon = True
        self._clock.start()


def force_end(status: int) -> None:
    """The app did not end in time: give the terminal back as Textual would, and end."""
    terminal = sys.__stderr__  # where Textual writes
    if terminal is not None and not terminal.closed and terminal.isatty():
        fd = terminal.fileno()
        with contextlib.suppress(OSError):
            os.write(fd, RESTORE.encode())
        with contextlib.suppress(OSError, termios.error):
            attributes = termios.tcgetattr(fd)
            attributes[0] |= termios.ICRNL  # input: Enter is a newline again
            attributes[3] |= _LINE_MODE  # echo, lines, Ctrl+C
            termios.tcsetattr(fd, termios.TCSANOW, attributes)
    os._exit(status)
