"""OS file locks for the saves folder, so that several windows (processes) share one folder safely.

Two kinds, both `fcntl.flock`, which the OS drops when the holder exits or crashes (so no lock is
ever left stuck), and which hold between two open files even within one process:

- `folder_lock`: a short exclusive lock on the folder itself, held while a save is checked and
  replaced (the compare-and-swap in `SaveFolder.write`) or deleted. A save cannot hold its own
  lock (every write replaces the file by a rename), and locking the folder leaves no lock files.
- `try_claim`: a lock that is taken only if free, on a hidden file beside the save (`.NAME.claim`
  style names, chosen by the caller); for work that only one window should do at a time, such as
  working out a computer seat's move. Hidden files are never listed as saves (`naming.py`).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def folder_lock(folder: Path) -> Iterator[None]:
    """Hold the folder's exclusive lock for the `with` block (waits while another holds it).

    FileNotFoundError if the folder does not exist."""
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | os.O_CLOEXEC)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing the only handle releases the lock


class Claim:
    """A held non-blocking lock; `release` (or the process ending) lets another take it.

    `Claim(None)` holds nothing: the answer where there is nobody to share with (no folder)."""

    def __init__(self, fd: int | None) -> None:
        self._fd = fd

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> Claim:
        return self

    def __exit__(self, *_: object) -> None:
        self.release()


def try_claim(path: Path) -> Claim | None:
    """The lock on `path` (made if missing) if nobody holds it now, else None; never waits.

    OSError if the file cannot be made (a read-only folder): the caller decides what that means."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    except BaseException:
        os.close(fd)
        raise
    return Claim(fd)
