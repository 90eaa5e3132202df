"""Where a finished table's window goes next: a rematch (begun here, or another window's, joined),
the replay, or the lobby.

The screen decides when (from the final scores, once unsaved moves are confirmed lost or saved;
or when its poll sees another window's rematch); these plain functions make the session's
rematch, word why a seat taken or gone refuses it, and ask the app for the next screen
(`OpenTable`, `OpenReplay`): the app owns the screen stack.
"""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.message import Message
from textual.screen import ModalScreen, Screen

from penguin_tables.session import rematch
from penguin_tables.session.saves import SeatTaken
from penguin_tables.session.seat_window import NoSuchSeat
from penguin_tables.session.table import Table
from penguin_tables.ui.screens.opening import OpenReplay, OpenTable

#: The final scores' choices that leave the table (the fourth, "board", looks at it again).
LEAVING = frozenset({"rematch", "replay", "lobby"})


def leave_for(app: App[Any], table: Table, choice: str) -> str | None:
    """Leave the finished `table`'s screen (on top of `app`) for `choice`: its rematch, its
    replay or the lobby; or, the screen staying, why the rematch cannot be played here."""
    then: Message | None = None
    if choice == "rematch":
        try:
            then = OpenTable(rematch.start(table))
        except (SeatTaken, NoSuchSeat) as exc:
            return f"No rematch here: {exc}."
    elif choice == "replay":
        then = OpenReplay(table.envelope)
    app.pop_screen()
    if then is not None:
        app.post_message(then)
    return None


def rematch_elsewhere(table: Table) -> Table | str | None:
    """The rematch another window began of finished `table`, joined seated as this window is;
    None while there is none; or why this window does not join it."""
    try:
        return rematch.join(table)
    except (SeatTaken, NoSuchSeat) as exc:
        return f"A rematch began in another window; not joined here: {exc}."


def covered(screen: Screen[Any]) -> bool:
    """Whether a screen of its own (such as the rules; not a dialog) lies over `screen`."""
    stack = screen.app.screen_stack
    return next(s for s in reversed(stack) if not isinstance(s, ModalScreen)) is not screen
