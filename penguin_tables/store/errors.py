"""The one error a save can raise, always naming the file and the reason in plain words."""

from __future__ import annotations

from pathlib import Path


class BadSave(ValueError):
    """A save file that cannot be used; the file itself is left untouched."""

    def __init__(self, path: Path | str, reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"Cannot open {self.path.name}: {reason}")
