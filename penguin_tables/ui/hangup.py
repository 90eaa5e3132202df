"""Leaving when the terminal goes away.

A terminal can vanish without the hang-up signal reaching the app: `make play` is the shell's
child and the app is make's, and make, told of the hang-up, waits for its child; an SSH link that
drops does the same. The app's input is then at its end, and Textual's input thread reads that
end again and again at a whole core, for ever (Textualize/textual#6690, open). So the app looks
at its input now and then without reading it: a hung-up terminal reports POLLHUP, and the app
ends as the signal would have ended it. Every decision is saved when it is made, so nothing is
lost but a turn's unfinished picks, as after any quit.
"""

from __future__ import annotations

import select
import sys

#: How often the app looks (a second of a spinning core at most, a poll of one descriptor each).
CHECK_SECONDS = 1.0
#: The exit status after a hang-up, as shells report a process ended by SIGHUP (128 + 1).
EXIT_HUNG_UP = 129
_GONE = select.POLLHUP | select.POLLERR | select.POLLNVAL


def hung_up(fd: int) -> bool:
    """Whether the terminal (or pipe) behind `fd` has gone away; nothing is read from it."""
    poller = select.poll()
    poller.register(fd, 0)  # no data asked for: a hang-up and an error are reported anyway
    return any(events & _GONE for _, events in poller.poll(0))


def input_hung_up() -> bool:
    """Whether the app's terminal has gone away: the input Textual reads (`sys.__stdin__`)."""
    terminal = sys.__stdin__
    return terminal is None or terminal.closed or hung_up(terminal.fileno())
