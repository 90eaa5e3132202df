"""A rematch: the same seats and options, the first seat moved one to the left, in a new save.

Several windows may show the finished table; the rematch must be one table for all of them, not
one per window that pressed the key. So its save's name comes from the finished save's
(`naming.rematch_name`: `duel.json` → `duel-r2.json`), the first window to ask writes it (a
compare-and-swap over "no file yet", like any write), and every other window, asking or merely
following, joins that save. Each window keeps its eyes: a seat's window sits at the seat of the
same name, a spectator watches, and the shared keyboard stays the shared keyboard (or watches,
if seats of the rematch are already open in windows of their own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from penguin_tables.session.seat_window import WATCHING, SeatWindow, seat_named
from penguin_tables.store.envelope import Seat
from penguin_tables.store.errors import BadSave, StaleSave
from penguin_tables.store.naming import rematch_name

if TYPE_CHECKING:
    from penguin_tables.session.table import Table


def start(table: Table) -> Table:
    """The rematch of `table`: the one another window began, else a new one saved here (SeatTaken
    when this window's seat in it is open in another window)."""
    name = _name(table)
    joined = join(table, name) if name is not None else None
    if joined is not None:
        return joined
    fresh = _fresh(table)
    if table.folder is not None:
        fresh.attach(table.folder, name)
        try:
            fresh.save()  # over no file: only if no other window began the rematch meanwhile
        except StaleSave:
            joined = join(table, name) if name is not None else None
            if joined is not None:
                return joined
            fresh.attach(table.folder)  # that name holds something else: a fresh name
    _seat_as_before(table, fresh)
    return fresh


def join(table: Table, name: str | None = None) -> Table | None:
    """The rematch of `table` another window began, seated as this window is (None: there is no
    rematch in play under its name; SeatTaken: this window's seat in it is open elsewhere)."""
    name = name or _name(table)
    if name is None or table.folder is None or table.folder.mark(name) is None:
        return None
    try:
        found = type(table).resume(table.folder, name)
    except BadSave:
        return None
    if found.game.id != table.game.id or found.seats != _rotated(table) or found.is_over():
        return None  # another game that happens to have the name, or one long finished
    _seat_as_before(table, found)
    return found


def exists(table: Table) -> bool:
    """Whether a save stands under the name of `table`'s rematch (one `stat`)."""
    name = _name(table)
    return name is not None and table.folder is not None and table.folder.mark(name) is not None


def _name(table: Table) -> str | None:
    return rematch_name(table.save_name) if table.save_name is not None else None


def _rotated(table: Table) -> list[Seat]:
    return table.seats[1:] + table.seats[:1]


def _fresh(table: Table) -> Table:
    return type(table).start(table.game.id, _rotated(table), options=table.envelope.options)


def _seat_as_before(table: Table, rematch: Table) -> None:
    """Sit `rematch` as `table` is sat: the same person's seat, watching, or the shared keyboard."""
    window = table.window
    if window.viewer is not None:
        rematch.sit(SeatWindow(viewer=seat_named(rematch.seats, table.seats[window.viewer].name)))
    elif window.watching or rematch.open_elsewhere():
        rematch.sit(WATCHING)
