"""A rematch: the same seats and options, the first seat moved one to the left, in a new save.

Several windows may show the finished table; the rematch must be one table for all of them, not
one per window that pressed the key. So its save's name comes from the finished save's
(`naming.rematch_name`: `duel.json` → `duel-r2.json`), the first window to ask writes it (a
compare-and-swap over "no file yet", like any write), and every other window, asking or merely
following, joins that save (`Table.rematch`, `Table.join_rematch`). Each window keeps its eyes: a
seat's window sits at the seat of the same name, a spectator watches, and the shared keyboard
stays the shared keyboard (or watches, if seats of the rematch are already open in windows of
their own). The rules of it are here, as values; the table does the opening and saving.
"""

from __future__ import annotations

from penguin_tables.session.seat_window import SHARED_KEYBOARD, WATCHING, SeatWindow, seat_named
from penguin_tables.store.envelope import Seat
from penguin_tables.store.naming import rematch_name


def save_name_of(save_name: str | None) -> str | None:
    """The rematch's save name (None: the finished table was never saved)."""
    return rematch_name(save_name) if save_name is not None else None


def rotated(seats: list[Seat]) -> list[Seat]:
    """The rematch's seats: the first seat moved one to the left."""
    return seats[1:] + seats[:1]


def window_for(
    window: SeatWindow, seats: list[Seat], rematch_seats: list[Seat], seats_elsewhere: bool
) -> SeatWindow:
    """The rematch's window for a window sat as `window` at `seats`: the same person's seat,
    watching, or the shared keyboard (watching when seats of the rematch are open elsewhere)."""
    if window.viewer is not None:
        return SeatWindow(viewer=seat_named(rematch_seats, seats[window.viewer].name))
    if window.watching or seats_elsewhere:
        return WATCHING
    return SHARED_KEYBOARD
