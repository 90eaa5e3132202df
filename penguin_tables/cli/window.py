"""`--as NAME` and `--watch` on `new` and `resume`: the seat a window plays, from the command line.

A window bound to a seat shows only that seat's cards and decisions, with no curtain; `--watch`
shows what everyone at the table sees. A seat is found by its player's name in any case; a name
nobody plays under, a computer's seat, or a seat open in another window is refused with a sentence
(exit status 2), and nothing opens.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from penguin_tables.session.table import Table


class SeatRefused(LookupError):
    """The window cannot have the seat it asked for: the sentence says why and what to do."""


def add_window_arguments(command: argparse.ArgumentParser) -> None:
    """The window's seat: one person's (`--as`), a spectator's (`--watch`), or the shared keyboard."""
    window = command.add_mutually_exclusive_group()
    window.add_argument(
        "--as",
        dest="seat_name",
        metavar="NAME",
        help="play in this window as NAME only (a person's seat, any case): it shows NAME's cards "
        "and decisions, no curtain; friends open the same save --as their own names elsewhere",
    )
    window.add_argument(
        "--watch",
        action="store_true",
        help="watch the table: show only what everyone at it sees, decide nothing",
    )


def bind_window(table: Table, args: argparse.Namespace) -> None:
    """Bind the table's window as the arguments ask. Without --as or --watch it is the shared
    keyboard, unless seats are open in windows of their own: then it watches (said on stderr),
    since the shared keyboard would play their moves too."""
    from penguin_tables.session.seat_window import (
        SHARED_KEYBOARD,
        WATCHING,
        NoSuchSeat,
        SeatWindow,
        seat_named,
    )
    from penguin_tables.store.seat_claims import SeatTaken

    if args.watch:
        table.sit(WATCHING)
        return
    if args.seat_name is None:
        try:
            table.sit(SHARED_KEYBOARD)
        except SeatTaken as exc:
            table.sit(WATCHING)
            print(
                f"{exc}: this window watches (--as NAME plays one person's seat).",
                file=sys.stderr,
            )
        return
    try:
        seat = seat_named(table.seats, args.seat_name)
        table.sit(SeatWindow(viewer=seat))
    except NoSuchSeat as exc:
        raise SeatRefused(str(exc)) from None
    except SeatTaken:
        name = table.seats[seat].name
        raise SeatRefused(
            f"{name}'s seat is open in another window: play it there, or close that window "
            "first; to follow the game here, use --watch."
        ) from None
