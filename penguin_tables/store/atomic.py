"""Crash-safe file writes: a temporary file in the same folder, fsync, then an atomic rename."""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path

TEMP_PREFIX = ".saving-"

#: Why a write failed, in words a player understands, by the error's errno.
_WHY_NOT_WRITTEN = {
    errno.EACCES: "the saves folder is read-only",
    errno.EPERM: "the saves folder is read-only",
    errno.EROFS: "the saves folder is on a read-only disk",
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
}


def write_atomically(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that a crash leaves either the old file or the new one."""
    fd, tmp_name = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    with contextlib.suppress(OSError):
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def why_not_written(error: OSError) -> str:
    """A failed write's cause as a player reads it: "the disk is full", not `[Errno 28] ...`."""
    if error.errno in _WHY_NOT_WRITTEN:
        return _WHY_NOT_WRITTEN[error.errno]
    return (error.strerror or str(error) or type(error).__name__).rstrip(".")
