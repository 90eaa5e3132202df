"""The link between one table and its save file, and its one owner.

Everything that ties a table to a file lives here and is assigned nowhere else: the folder and
the save's name, the file's identity as this window last read or wrote it, why the file lacks the
table's latest change, and the claims this window holds beside the save (its seat, and the
computer's turn while it works one out). The table asks the link to write, to read, to claim and
to let go; every path out of a table (a move, leaving, a window closing) ends here.

Faults are kept, shown and retried, never a silent stop: a write the folder refuses, a file that
cannot be read for a moment, a folder held by a window that stopped answering. While the file
lacks a change the link says why (`problem`), and each look at the file (`Table.follow`) writes
again, over the revision the table last knew, so another window's newer game is never written
over.
"""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from penguin_tables.store.atomic import why_not_written
from penguin_tables.store.envelope import Envelope
from penguin_tables.store.errors import BadSave
from penguin_tables.store.folder import FileMark, SaveFolder
from penguin_tables.store.locks import FOLDER_WAIT, Claim, holder_of, try_claim
from penguin_tables.store.replay import Trusted
from penguin_tables.store.seat_claims import SeatTaken, claim_seat, claimed_seats

#: A claim holder whose note has not beaten for this long has stopped answering (suspended, or
#: hung): its holder beats five times a second while its window runs.
UNANSWERING_SECONDS = 3.0
COMPUTER = "computer"


@dataclass(frozen=True)
class TurnAnswer:
    """Whether this window may work out the computer's move now; if not, who has it (`words`,
    plain text) and whether that window stopped answering (then a player may take over)."""

    granted: bool
    words: str = ""
    unanswering: bool = False


@dataclass(frozen=True)
class Gone:
    """The save was deleted (a new save from the next write on)."""


@dataclass(frozen=True)
class Unreadable:
    """The save is there but cannot be read now (`reason`, in a player's words)."""

    reason: str


@dataclass(frozen=True)
class Found:
    """The save as another window left it, checked."""

    envelope: Envelope
    state: Any


Read = Gone | Unreadable | Found


class SaveLink:
    """One table's save file: where it is, what this window last knew of it, and its claims."""

    def __init__(self, folder: SaveFolder, name: str, mark: FileMark | None = None) -> None:
        self.folder = folder
        self.name = name
        #: The file's version this window last read or wrote (None: none yet, or it went).
        self.mark = mark
        #: Why the file lacks the table's latest change (None: it holds every move).
        self.problem: str | None = None
        self._seat: Claim | None = None
        self._seat_number: int | None = None
        self._turn: Claim | None = None
        try:  # once here, not on every write (a write that finds no folder makes it again)
            folder.ensure()
        except OSError as exc:
            self.problem = why_not_written(exc)

    @property
    def place(self) -> tuple[Path, str]:
        return self.folder.path, self.name

    # ----- writing and reading ------------------------------------------------------------------
    def write(self, envelope: Envelope) -> None:
        """Write `envelope` over the revision it follows. A folder that refuses (read-only, full,
        held by a stopped window) is kept in `problem`, not raised; StaleSave (nothing written)
        when another window wrote since. A write while a problem stands does not wait for the
        folder's lock: the window stays quick, and the next look tries again."""
        wait = 0.0 if self.problem is not None else FOLDER_WAIT
        try:
            self.mark = self.folder.write(self.name, envelope, follows=envelope.revision, wait=wait)
        except OSError as exc:
            self.problem = why_not_written(exc)
        else:
            self.problem = None

    def changed(self) -> bool:
        """Whether the file is not as this window last read or wrote it (one `stat`)."""
        return self.folder.mark(self.name) != self.mark

    def read(self, trusted: Trusted, game_id: str) -> Read:
        """The file's game as it is now, checked from `trusted` on; an unreadable file is kept
        in `problem` (the table plays on, and writes again once it can read the file)."""
        mark = self.folder.mark(self.name)  # before reading: a later write is seen later
        try:
            envelope, state = self.folder.open(self.name, trusted)
            if envelope.game != game_id:
                raise BadSave(self.name, "it now holds another game")
        except BadSave as exc:
            if self.folder.mark(self.name) is None:
                self.mark = None
                return Gone()
            self.problem = f"the save file cannot be used now: {exc.reason.rstrip('.')}"
            return Unreadable(exc.reason)
        self.mark = mark
        return Found(envelope, state)

    # ----- the window's seat --------------------------------------------------------------------
    def claim_seat(self, seat: int | None) -> None:
        """Hold `seat`'s claim (None: no seat of its own); SeatTaken, nothing changed, when
        another window holds it."""
        if seat == self._seat_number and self._seat is not None:
            return
        claim = _claim_or_none(self.place, seat) if seat is not None else None
        self.release_seat()
        self._seat, self._seat_number = claim, seat

    def release_seat(self) -> None:
        if self._seat is not None:
            self._seat.release()
        self._seat, self._seat_number = None, None

    def seat_still_held(self) -> bool:
        """Whether this window's seat claim still stands; a claim whose file went (the folder
        deleted and made again) is taken again. False: another window holds the seat now."""
        if self._seat is None or self._seat.still_ours():
            return True
        seat = self._seat_number
        self.release_seat()
        try:
            self.claim_seat(seat)
        except SeatTaken:
            return False
        return True

    def seats_elsewhere(self, seats: int) -> frozenset[int]:
        """The seats open in windows other than this one."""
        own = {self._seat_number} if self._seat is not None else set()
        return claimed_seats(*self.place, seats) - own

    # ----- the computer's turn ------------------------------------------------------------------
    def claim_turn(self, doing: str, who: str) -> TurnAnswer:
        """The right to work out a computer seat's move (`doing`: what, in words), or who has it
        (`who`: this window, in the words its note leaves for a window that waits for it).

        Every window showing the table would otherwise think at once; the compare-and-swap keeps
        a second answer out of the file, this keeps a second search from starting. A folder that
        cannot hold the claim file (read-only) grants it: the write decides then."""
        if self._turn is not None:
            return TurnAnswer(True)
        path = self.folder.claim_file(self.name, COMPUTER)
        try:
            claim = try_claim(path)
        except OSError:
            claim = Claim(None)
        if claim is not None:
            claim.note(f"{who} (process {os.getpid()})")
            self._turn = claim
            return TurnAnswer(True)
        holder = holder_of(path)
        if holder is None:  # let go just now
            return TurnAnswer(False, "Another window was working out the move")
        if holder.silent_for >= UNANSWERING_SECONDS:
            words = f"{holder.words} stopped answering while {doing}"
            return TurnAnswer(False, words, unanswering=True)
        return TurnAnswer(False, f"Waiting for {holder.words}, which is {doing}")

    def take_turn_over(self) -> TurnAnswer:
        """Work out the computer's move although a window that stopped answering holds its
        claim: the write decides, so if that window wakes, its answer finds the file moved on."""
        if self._turn is None:
            self._turn = Claim(None)
        return TurnAnswer(True)

    def release_turn(self) -> None:
        if self._turn is not None:
            self._turn.release()
            self._turn = None

    def beat(self) -> None:
        """Tell windows waiting on this one's claims that it still answers."""
        if self._turn is not None:
            self._turn.beat()

    def let_go(self) -> None:
        """The window leaves the table: every claim it holds is released."""
        self.release_turn()
        self.release_seat()


#: Why a claim file cannot be made in a folder that refuses every write.
READ_ONLY = {errno.EACCES, errno.EPERM, errno.EROFS}


def _claim_or_none(place: tuple[Path, str], seat: int) -> Claim | None:
    """`seat`'s claim, or None when the folder cannot hold a lock file (read-only): the window
    then plays unclaimed, as the save banner already says the folder refuses writes. Anything
    else in the claim file's way (a folder holding files) is SeatTaken: never two windows."""
    try:
        return claim_seat(*place, seat)
    except OSError as exc:
        if exc.errno in READ_ONLY:
            return None
        why = exc.strerror or type(exc).__name__
        raise SeatTaken(f"seat {seat + 1} cannot be claimed ({why})") from None
