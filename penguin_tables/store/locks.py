"""OS file locks for the saves folder, so that several windows (processes) share one folder safely.

Two kinds, both `fcntl.flock`, which the OS drops when the holder exits or crashes (so no lock is
ever left stuck), and which hold between two open files even within one process:

- `folder_lock`: a short exclusive lock on the folder itself, held while a save is checked and
  replaced (the compare-and-swap in `SaveFolder.write`) or deleted. A save cannot hold its own
  lock (every write replaces the file by a rename), and locking the folder leaves no lock files.
- `try_claim`: a lock that is taken only if free, on a hidden file beside the save (named by
  `naming.claim_name`: `.NAME.json.PURPOSE.lock`); for what only one window may do or hold at a
  time: working out a computer seat's move, playing a seat. Hidden files are never listed as saves.
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

    `Claim(None)` holds nothing: the answer where there is nobody to share with (no folder).
    Releasing removes the file before unlocking it, so a claimer that opened the file meanwhile
    finds, once it holds the lock, that the path names another file (or none) and opens it again:
    two windows never both hold one claim, and no claim file outlives its holder's release."""

    def __init__(self, fd: int | None, path: Path | None = None) -> None:
        self._fd = fd
        self._path = path

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        if self._fd is not None:
            if self._path is not None:
                with contextlib.suppress(OSError):
                    self._path.unlink()
            os.close(self._fd)  # closing the only handle drops the lock
            self._fd = None

    def __enter__(self) -> Claim:
        return self

    def __exit__(self, *_: object) -> None:
        self.release()


#: How often a claim is tried again when the file it locked was released and removed meanwhile.
REOPENS = 3


def try_claim(path: Path) -> Claim | None:
    """The lock on `path` (made if missing) if nobody holds it now, else None; never waits.

    OSError if the file cannot be made (a read-only folder): the caller decides what that means."""
    for _ in range(REOPENS):
        # Never through a symbolic link: a planted one must not make a file elsewhere.
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return None
        except BaseException:
            os.close(fd)
            raise
        if _names(path, fd):
            return Claim(fd, path)
        os.close(fd)  # released and removed by its holder meanwhile: lock the file there now
    return None


def forget(path: Path) -> None:
    """Remove the claim file `path` if nobody holds it (left by a window that crashed); a held
    one stays with its holder, which removes it when it lets go."""
    with contextlib.suppress(OSError):
        claim = try_claim(path)
        if claim is not None:
            claim.release()  # releasing removes the file


def _names(path: Path, fd: int) -> bool:
    """Whether `path` still names the open file `fd`."""
    try:
        on_disk = path.stat()
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (on_disk.st_dev, on_disk.st_ino) == (mine.st_dev, mine.st_ino)
