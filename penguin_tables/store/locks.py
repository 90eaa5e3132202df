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
import errno
import fcntl
import os
import stat
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

#: The longest a write waits for the folder's lock: a save holds it for a few milliseconds, so a
#: lock held longer belongs to a window that stopped answering (suspended, or stuck on a disk).
FOLDER_WAIT = 0.5
#: How often a waiter looks again whether the folder's lock is free.
FOLDER_POLL = 0.005
#: The most of a claim file's note that is read (a window's words, a line).
NOTE_BYTES = 200


BUSY = "another window holds the saves folder and does not let go (it may have stopped answering)"


class FolderBusy(OSError):
    """The folder's lock stayed held longer than a writer may wait: nothing was written."""

    def __init__(self, *args: object) -> None:
        # With no arguments: a writer gave up waiting. With them: rebuilt from a pickle (a
        # process pool hands an error back to its parent as OSError's own arguments).
        super().__init__(*(args or (errno.EWOULDBLOCK, BUSY)))


@contextlib.contextmanager
def folder_lock(folder: Path, wait: float = FOLDER_WAIT) -> Iterator[None]:
    """Hold the folder's exclusive lock for the `with` block, waiting at most `wait` seconds for
    another holder to let go (FolderBusy then: a window never freezes behind a stopped one).

    FileNotFoundError if the folder does not exist."""
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | os.O_CLOEXEC)
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise FolderBusy() from None
                time.sleep(FOLDER_POLL)
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

    def note(self, words: str) -> None:
        """Say in the claim file who holds it ("Ann's window (process 41)"), for a window that
        finds the claim taken and tells its player whom it waits for; and beat."""
        if self._fd is not None:
            data = words.encode("utf-8")[:NOTE_BYTES]
            with contextlib.suppress(OSError):
                os.ftruncate(self._fd, 0)
                os.pwrite(self._fd, data, 0)
            self.beat()

    def beat(self) -> None:
        """Show that the holder still answers: the claim file's time is now (`holder_of`)."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.utime(self._fd)

    def still_ours(self) -> bool:
        """Whether the claim's path still names the file this claim locked (False when its
        folder was deleted and made again, or the file removed: another window may claim it)."""
        return self._fd is None or self._path is None or _names(self._path, self._fd)

    def release(self) -> None:
        if self._fd is not None:
            if self._path is not None and _names(self._path, self._fd):  # not another's file
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

    Something planted where the file goes (a folder, a link) is cleared away first if it can be:
    an empty folder or a link is removed, never what a link points to; else OSError.
    OSError if the file cannot be made (a read-only folder): the caller decides what that means."""
    for _ in range(REOPENS):
        fd = _open_claim_file(path)
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


def _open_claim_file(path: Path) -> int:
    """The claim file's handle, made if missing, after clearing what was planted in its place."""
    # Never through a symbolic link: a planted one must not make a file elsewhere.
    flags = os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW
    try:
        return os.open(path, flags, 0o600)
    except OSError as exc:
        if exc.errno not in (errno.EISDIR, errno.ELOOP, errno.ENXIO):
            raise
    planted = path.lstat()
    if stat.S_ISDIR(planted.st_mode):
        path.rmdir()  # an empty folder only; OSError (kept) for one that holds something
    else:
        path.unlink()  # a link or a pipe: the name goes, what it points to stays
    return os.open(path, flags, 0o600)


@dataclass(frozen=True)
class Holder:
    """Who holds a claim, as its note says, and how long ago it last beat."""

    words: str
    silent_for: float


def holder_of(path: Path) -> Holder | None:
    """The holder of the claim file `path` as its note says (None: no such file); read within
    NOTE_BYTES, never through a link, never waiting."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        data = os.read(fd, NOTE_BYTES) if stat.S_ISREG(info.st_mode) else b""
    except OSError:
        return None
    finally:
        os.close(fd)
    words = "".join(c for c in data.decode("utf-8", "replace") if c.isprintable()).strip()
    return Holder(words or "another window", max(0.0, time.time() - info.st_mtime))


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
