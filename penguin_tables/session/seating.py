"""Whose eyes a window shows, and the rules of sitting at a table with other windows open.

A window plays one person's seat (claimed beside the save, so no second window plays it), watches,
or is the shared keyboard of hot-seat play. The shared keyboard plays every person's seat, so it
opens only while no seat is open in a window of its own, and it never acts for a seat opened in
one later. A window whose seat claim was lost (its folder deleted and made again, and the seat
claimed meanwhile by another window) watches from then on: two windows never both play one seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.session.save_link import SaveLink
from penguin_tables.session.seat_window import SHARED_KEYBOARD, WATCHING, NoSuchSeat, SeatWindow
from penguin_tables.store.envelope import Seat
from penguin_tables.store.seat_claims import SeatTaken

#: What a window that lost its seat to another tells its player.
SEAT_LOST = "{name}'s seat is open in another window now: this window watches."


class Seating:
    """A table's window: the shared keyboard until `sit` binds it."""

    def __init__(self) -> None:
        self.window = SHARED_KEYBOARD

    def sit(self, window: SeatWindow, seats: Sequence[Seat], link: SaveLink | None) -> None:
        """Bind to `window`, claiming its seat in the save when there is one. SeatTaken (nothing
        changed): its seat is open elsewhere, or it is the shared keyboard while seats are open
        in windows of their own; NoSuchSeat: the computer plays that seat."""
        seat = window.viewer
        if seat is not None and (not 0 <= seat < len(seats) or seats[seat].kind == "computer"):
            raise NoSuchSeat(f"seat {seat + 1} is not a person's seat at this table.")
        if link is not None:
            elsewhere = link.seats_elsewhere(len(seats))
            if window.shared and elsewhere:
                raise SeatTaken(f"{_names(seats, elsewhere)} in windows of their own")
            link.claim_seat(seat)
        self.window = window

    def who(self, seats: Sequence[Seat]) -> str:
        """This window, in the words another window's player reads while it waits for it."""
        if self.window.viewer is not None:
            return f"{seats[self.window.viewer].name}'s window"
        return "the watching window" if self.window.watching else "the shared keyboard's window"

    def check_may_act(self, seat: int | None, seats: Sequence[Seat], link: SaveLink | None) -> None:
        """IllegalAction when this window may not act for `seat`: at the shared keyboard, a
        person whose seat is open in a window of their own plays there, never here too."""
        if seat is None or not self.window.shared or link is None:
            return
        if seats[seat].kind == "human" and seat in link.seats_elsewhere(len(seats)):
            name = seats[seat].name
            raise IllegalAction(f"{name} plays in a window of their own: not from this one.")

    def lost(self, seats: Sequence[Seat], link: SaveLink | None) -> str | None:
        """What to tell the player if this window's seat claim went to another window (then it
        watches); None while it stands (a claim whose file went is taken again)."""
        if link is None or link.seat_still_held():
            return None
        seat = self.window.viewer
        assert seat is not None, "only a seat's window holds a seat claim"
        self.window = WATCHING
        return SEAT_LOST.format(name=seats[seat].name)


def _names(seats: Sequence[Seat], chosen: frozenset[int]) -> str:
    names = [seats[seat].name for seat in sorted(chosen)]
    return " and ".join(names) + (" plays" if len(names) == 1 else " play")
