"""A rematch: the same seats and options, the first seat moved one to the left, in a new save.

Several windows may show the finished table; the rematch must be one table for all of them, not
one per window that pressed the key. So its save's name comes from the finished save's
(`naming.rematch_name`: `duel.json` → `duel-r2.json`), the first window to ask writes it (a
compare-and-swap over "no file yet", like any write), and every other window, asking or merely
following, joins that save. Each window keeps its eyes: a
seat's window sits at the seat of the same name, a spectator watches, and the shared keyboard
stays the shared keyboard (or watches, if seats of the rematch are already open in windows of
their own).
"""

from __future__ import annotations

from penguin_tables.session.seat_window import SHARED_KEYBOARD, WATCHING, SeatWindow, seat_named
from penguin_tables.session.table import Table
from penguin_tables.store.envelope import Seat
from penguin_tables.store.errors import BadSave, StaleSave
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


def start(table: Table) -> Table:
    """The rematch of `table`: the one another window began, else a new one saved here (SeatTaken
    when this window's seat in it is open in another window)."""
    name = save_name_of(table.save_name)
    joined = join(table)
    if joined is not None:
        return joined
    fresh = Table.start(table.game.id, rotated(table.seats), options=table.envelope.options)
    if table.folder is not None:
        fresh.attach(table.folder, name)
        try:
            fresh.save()  # over no file: only if no other window began the rematch meanwhile
        except StaleSave:
            joined = join(table)
            if joined is not None:
                return joined
            fresh.attach(table.folder)  # that name holds something else: a fresh name
    _seat_as_before(table, fresh)
    return fresh


def join(table: Table) -> Table | None:
    """The rematch of `table` another window began, seated as this window is (None: there is
    none in play under its name; SeatTaken: this window's seat in it is open elsewhere)."""
    name = save_name_of(table.save_name)
    if name is None or table.folder is None or table.folder.mark(name) is None:
        return None
    try:
        found = Table.resume(table.folder, name)
    except BadSave:
        return None
    if found.game.id != table.game.id or found.seats != rotated(table.seats) or found.is_over():
        return None  # another game that happens to have the name, or one long finished
    _seat_as_before(table, found)
    return found


def exists(table: Table) -> bool:
    """Whether a save stands under the name of `table`'s rematch (one `stat`)."""
    name = save_name_of(table.save_name)
    return name is not None and table.folder is not None and table.folder.mark(name) is not None


def _seat_as_before(table: Table, rematch: Table) -> None:
    window = window_for(table.window, table.seats, rematch.seats, bool(rematch.open_elsewhere()))
    if window != SHARED_KEYBOARD:
        rematch.sit(window)
