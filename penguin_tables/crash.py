"""Unexpected errors: a crash report without local variables, and one line that names it.

A traceback that shows local variables (Textual's own crash screen does) would show every hand at
the table, so none is ever printed. The report holds Python's plain traceback (the code lines and the
error, no variables); the person sees one line with the report's path, and the process exits 1.

Reports go to `$PENGUIN_TABLES_CRASH_DIR` if set, else the user's state folder
(`~/.local/state/penguin-tables` on Linux, as platformdirs names it per platform), else the temporary
folder when that one cannot be written.
"""

from __future__ import annotations

import os
import platform
import sys
import tempfile
import traceback
from datetime import datetime
from pathlib import Path

CRASH_DIR_ENV = "PENGUIN_TABLES_CRASH_DIR"
#: The exit status of a run that ended in an unexpected error.
EXIT_CRASH = 1
#: The exit status after Ctrl+C, as shells report a process ended by SIGINT (128 + 2).
EXIT_INTERRUPTED = 130


def crash_dir() -> Path:
    """Where crash reports go unless the caller names a folder."""
    if chosen := os.environ.get(CRASH_DIR_ENV):
        return Path(chosen)
    import platformdirs  # Textual's own dependency

    return platformdirs.user_state_path("penguin-tables")


def report_text(error: BaseException) -> str:
    """What a report holds: versions, the time, and the traceback without local variables."""
    parts = [
        f"Penguin Tables crash report, {datetime.now().astimezone():%Y-%m-%d %H:%M:%S %z}\n",
        f"Python {platform.python_version()} on {platform.platform()}\n",
        f"Command: {' '.join(sys.argv[1:]) or '(none)'}\n\n",
        *traceback.format_exception(error),
    ]
    inner = getattr(error, "error", None)  # a Textual worker's failure wraps the real error
    if isinstance(inner, BaseException) and inner is not error:
        parts += ["\nThe error inside the worker:\n", *traceback.format_exception(inner)]
    return "".join(parts)


def write_report(error: BaseException, directory: Path | None = None) -> Path | None:
    """Write a report on `error` (into `directory`, else `crash_dir()`); its path, or None if no
    folder could take it. Only the owner may read it: an error's message may name a card."""
    text = report_text(error).encode("utf-8", "replace")
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for folder in (directory or crash_dir(), Path(tempfile.gettempdir())):
        for attempt in range(100):
            path = folder / f"crash-{stamp}{f'-{attempt}' if attempt else ''}.txt"
            try:
                folder.mkdir(parents=True, exist_ok=True)
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            except FileExistsError:
                continue
            except OSError:
                break
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(text)
            except OSError:  # a full disk: try the next folder
                break
            return path
    return None


def crash_line(report: Path | None) -> str:
    """The one line a person sees after an unexpected error."""
    if report is None:
        return "Penguin Tables hit an unexpected error; no crash report could be written."
    return f"Penguin Tables hit an unexpected error; report written to {report}"
