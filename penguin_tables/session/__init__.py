"""A table in play: the game, its state and its save kept in step; the scene each seat may see,
drafts, undo and redo, hints and computer turns. Screens ask the session; the session asks the
engine and the store.

`Table` loads on first use: the lobby's screens import `session.saves` for a few names, and must
not load every engine before the first screen is drawn.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from penguin_tables.session.table import Table


def __getattr__(name: str) -> Any:
    if name == "Table":
        return importlib.import_module("penguin_tables.session.table").Table
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Table"]
