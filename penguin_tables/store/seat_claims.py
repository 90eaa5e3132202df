"""Seat claims: which seats of a save are open in a window right now, one OS lock per seat.

A window bound to a seat holds an exclusive `flock` on a hidden file beside the save for as long
as it is open. The operating system, not a file's contents, says whether a seat is taken, so a
window that crashed or was killed frees its seat at once: there is no stale claim to clean up.
The lock files are named like every claim file (`naming.claim_name`: `.NAME.json.seat-2.lock`),
hidden, and deleted with their save when no window holds them.

The lock itself is `store.locks.try_claim`, the one the computer's turn uses: releasing removes
the file before unlocking it, and a claimer re-checks that it locked the file the path names, so
two windows never both believe they hold one seat.
"""

from __future__ import annotations

import fcntl
import time
from pathlib import Path

from penguin_tables.store.locks import Claim, try_claim
from penguin_tables.store.naming import claim_name

#: A claim refused this many times, RETRY_SECONDS apart, is held by another window: a look at the
#: claims (`is_claimed`) holds a lock for a few microseconds only.
TRIES = 3
RETRY_SECONDS = 0.02


class SeatTaken(ValueError):
    """The seat is open in another window (its claim is held by another open file)."""


def claim_file(folder: Path, save_name: str, seat: int) -> Path:
    """The hidden lock file of `seat` in save `save_name` (`.NAME.json.seat-1.lock` for seat 0)."""
    return folder / claim_name(save_name, f"seat-{seat + 1}")


def claim_seat(folder: Path, save_name: str, seat: int) -> Claim:
    """Claim `seat` of `save_name` for this window (`store.locks.try_claim`); SeatTaken if
    another window holds it.

    OSError when the folder cannot hold the lock file (read-only): the caller decides.
    """
    path = claim_file(folder, save_name, seat)
    for attempt in range(TRIES):
        claim = try_claim(path)
        if claim is not None:
            return claim
        if attempt + 1 < TRIES:  # perhaps only a list looking (`is_claimed`) for an instant
            time.sleep(RETRY_SECONDS)
    raise SeatTaken(f"seat {seat + 1} is open in another window")


def is_claimed(folder: Path, save_name: str, seat: int) -> bool:
    """Whether another window holds `seat` of `save_name` now (this process's own claims count:
    each claim is its own open file). Never creates a file."""
    path = claim_file(folder, save_name, seat)
    try:
        handle = path.open("rb")
    except OSError:  # no file: nobody holds it (a folder we cannot read: we cannot tell)
        return False
    with handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        except OSError:
            return False
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
        return False


def claimed_seats(folder: Path, save_name: str, seats: int) -> frozenset[int]:
    """The seats of `save_name` (of `seats` in all) open in a window now."""
    return frozenset(seat for seat in range(seats) if is_claimed(folder, save_name, seat))
