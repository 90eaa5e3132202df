"""Which seat a window plays: the shared keyboard, one seat of its own, or a spectator's seat.

Friends may each open the same table in a window of their own (a terminal, a browser tab). A window
bound to a seat shows that seat's scene and decisions only, with no curtain, since nobody else
looks at it; a spectator's window shows what everyone at the table sees and decides nothing. The
unbound window is the shared keyboard of hot-seat play, curtain and all. The binding lives here,
in the session, so the screen asks one question ("whose eyes?") instead of testing cases.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from penguin_tables.store.envelope import Seat


class NoSuchSeat(ValueError):
    """A window asked for a seat by a name nobody plays under, or for a computer's seat."""


@dataclass(frozen=True, slots=True)
class SeatWindow:
    """`viewer`: the seat this window plays (None: none of its own); `watching`: a spectator."""

    viewer: int | None = None
    watching: bool = False

    @property
    def bound(self) -> bool:
        """Whether the window shows one pair of eyes for good (a seat's, or a spectator's)."""
        return self.viewer is not None or self.watching

    @property
    def shared(self) -> bool:
        """Today's hot-seat window: the keyboard passes from seat to seat behind the curtain."""
        return not self.bound

    def words(self, seats: Sequence[Seat]) -> str:
        """How the window is played, as its title says it (a name is plain text to the caller)."""
        if self.watching:
            return "watching"
        if self.viewer is not None:
            return f"you are {seats[self.viewer].name}"
        return ""


SHARED_KEYBOARD = SeatWindow()
WATCHING = SeatWindow(watching=True)


def seat_named(seats: Sequence[Seat], name: str) -> int:
    """The seat of the person called `name` (any case, spaces at either end ignored).

    NoSuchSeat says why not: nobody by that name, or a seat the computer plays.
    """
    wanted = name.strip().casefold()
    for index, seat in enumerate(seats):
        if seat.name.strip().casefold() != wanted:
            continue
        if seat.kind == "computer":
            people = ", ".join(s.name for s in seats if s.kind == "human") or "none"
            raise NoSuchSeat(
                f"{seat.name} is a computer seat: the computer plays it. Choose a person's seat "
                f"({people}), or watch with --watch."
            )
        return index
    everyone = ", ".join(s.name + (" (computer)" if s.kind == "computer" else "") for s in seats)
    raise NoSuchSeat(f"nobody called {name.strip()!r} plays at this table; its seats: {everyone}.")
