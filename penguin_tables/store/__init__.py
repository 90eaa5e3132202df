"""Snapshots: the versioned save envelope, atomic writes, the saves folder, replay checks, records.

Every name here loads on first use, as in `penguin_tables.engine`: importing any
`penguin_tables.store.*` module runs this file first, and a listing whose saves were all checked
before (`store/verdicts.py`) must not load pydantic's models or a game to show them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from penguin_tables.store.envelope import FORMAT_VERSION, Envelope, Seat
    from penguin_tables.store.errors import BadSave, StaleSave
    from penguin_tables.store.folder import SaveFolder, SaveSummary

#: Public name -> the module under `penguin_tables.store` that defines it.
_HOMES = {
    "FORMAT_VERSION": "envelope",
    "Envelope": "envelope",
    "Seat": "envelope",
    "BadSave": "errors",
    "StaleSave": "errors",
    "SaveFolder": "folder",
    "SaveSummary": "folder",
}

__all__ = [
    "FORMAT_VERSION",
    "BadSave",
    "Envelope",
    "SaveFolder",
    "SaveSummary",
    "Seat",
    "StaleSave",
]


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
