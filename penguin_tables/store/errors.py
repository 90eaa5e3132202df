"""The one error a save can raise, always naming the file and the reason in plain words."""

from __future__ import annotations

from pathlib import Path


class BadSave(ValueError):
    """A save file that cannot be used; the file itself is left untouched."""

    def __init__(self, path: Path | str, reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"Cannot open {self.path.name}: {reason}")


class StaleSave(Exception):
    """A write refused because the save moved on since the writer last read it: another window
    played, undid or deleted it. Nothing was written; the caller re-reads the file and follows.

    `revision` is the file's write count now (0 when it is gone, None when it cannot be read)
    and `actions` how many actions it records (None when it is gone or cannot be read)."""

    def __init__(
        self, path: Path | str, follows: int, revision: int | None, actions: int | None
    ) -> None:
        self.path = Path(path)
        self.follows = follows
        self.revision = revision
        self.actions = actions
        held = "cannot be read" if revision is None else f"is at write {revision}"
        super().__init__(f"{self.path.name} {held}, not at write {follows}: nothing was written")
