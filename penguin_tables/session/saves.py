"""The saves folder as the lobby's screens use it: listing, opening for a replay, deleting,
records, and which seats of a save are open in windows now.

The screens ask the session, never the store: the store's names they need come through here, and
a fault comes back in a player's words (a delete the folder refuses, a save that cannot be read).
"""

from __future__ import annotations

from penguin_tables.store.atomic import why_not_written
from penguin_tables.store.clock import now
from penguin_tables.store.envelope import Envelope, Seat
from penguin_tables.store.errors import BadSave
from penguin_tables.store.folder import SaveFolder, SaveSummary
from penguin_tables.store.naming import IgnoredFile
from penguin_tables.store.records import COLUMNS, collect_records
from penguin_tables.store.seat_claims import SeatTaken, claimed_seats

__all__ = [
    "COLUMNS",
    "BadSave",
    "Envelope",
    "IgnoredFile",
    "SaveFolder",
    "SaveSummary",
    "Seat",
    "SeatTaken",
    "collect_records",
    "delete_save",
    "now",
    "open_seats",
]


def open_seats(folder: SaveFolder, row: SaveSummary) -> frozenset[int]:
    """The seats of the listed save `row` open in a window now."""
    return claimed_seats(folder.path, row.name, len(row.players))


def delete_save(folder: SaveFolder, name: str) -> str | None:
    """Delete save `name`; None when done, else why not, in a player's words (a read-only
    folder, a folder held by a window that stopped answering)."""
    try:
        folder.delete(name)
    except OSError as error:
        return why_not_written(error)
    return None
