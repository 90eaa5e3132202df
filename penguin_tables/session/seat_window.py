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
from pathlib import Path

from penguin_tables.store.envelope import Seat
from penguin_tables.store.locks import Claim
from penguin_tables.store.seat_claims import claim_seat, claimed_seats


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


class Sitting:
    """A table's window and the claim on its seat, held while the window is open.

    The claim tells other windows the seat is taken (`penguin_tables.store.seat_claims`); it needs
    the table's save, so a window bound before its new table is saved claims when it is.
    """

    def __init__(self) -> None:
        self.window = SHARED_KEYBOARD
        self._claim: Claim | None = None

    def sit(self, window: SeatWindow, save: tuple[Path, str] | None) -> None:
        """Bind to `window`, claiming its seat in `save` (folder, name) when there is one.

        `SeatTaken` (from the store) when another window holds the seat; then nothing changes.
        """
        claim = self._claim
        if window.viewer is None:
            claim = None
        elif save is not None and (claim is None or self.window.viewer != window.viewer):
            claim = _claim(save, window.viewer)
        if claim is not self._claim:
            self.release()
        self._claim, self.window = claim, window

    def saved(self, save: tuple[Path, str]) -> None:
        """The table now has a save: claim the window's seat in it (a new save: nobody holds it)."""
        if self.window.viewer is not None and self._claim is None:
            self._claim = _claim(save, self.window.viewer)

    def release(self) -> None:
        """Free the seat for another window (the window is closing, or sits elsewhere)."""
        if self._claim is not None:
            self._claim.release()
            self._claim = None

    def elsewhere(self, save: tuple[Path, str] | None, seats: int) -> frozenset[int]:
        """The seats open in other windows (this window's own claim is not one of them)."""
        if save is None:
            return frozenset()
        own = {self.window.viewer} if self._claim is not None else set()
        return claimed_seats(*save, seats) - own


def _claim(save: tuple[Path, str], seat: int) -> Claim | None:
    """The claim on `seat`, or None when the folder cannot hold a lock file (read-only): the
    window then plays unclaimed, as the save banner already says the folder refuses writes."""
    try:
        return claim_seat(*save, seat)
    except OSError:
        return None
