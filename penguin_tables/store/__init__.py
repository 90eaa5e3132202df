"""Snapshots: the versioned save envelope, atomic writes, the saves folder, replay checks, records."""

from penguin_tables.store.envelope import FORMAT_VERSION, Envelope, Seat
from penguin_tables.store.errors import BadSave, StaleSave
from penguin_tables.store.folder import SaveFolder, SaveSummary

__all__ = [
    "FORMAT_VERSION",
    "BadSave",
    "Envelope",
    "SaveFolder",
    "SaveSummary",
    "Seat",
    "StaleSave",
]
