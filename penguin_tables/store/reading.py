"""Reading a file from the saves folder within a size, depth and time bound.

Anyone can drop anything into the saves folder: a named pipe (reading it waits forever), a link to
`/dev/zero` (reading it never ends), a number of 5,000 digits (Python refuses to convert it), arrays
nested 100,000 deep (Python's parser runs out of stack), a 50 MB line of text. Each is refused here
with a reason a player understands, before any of it reaches pydantic, an engine or the screen.

The limits sit far above anything the games write (measured on 250 computer-played games, all five
games, the biggest being a five-player Jewels game: 65 KB, nesting 9 deep, 722 characters in the
longest log line, 10 digits in the longest number, 2,456 lists, objects and commas).
"""

from __future__ import annotations

import errno
import json
import math
import os
import stat
from pathlib import Path
from typing import Any

from penguin_tables.store.errors import BadSave

MAX_SAVE_BYTES = 8 * 1024 * 1024
#: Lists and objects nested this deep at most (the games' states nest 9 deep).
MAX_DEPTH = 32
#: Characters in a number as written (a seed has 10 digits; Python refuses more than 4,300).
MAX_NUMBER_CHARS = 50
#: Characters in any one text of the file (the longest log line measured: 722).
MAX_TEXT = 10_000
#: Items in any one list or object (a long game records a few hundred actions).
MAX_ITEMS = 100_000
#: Lists, objects and commas in the whole file, counted before parsing (the biggest real save has
#: 2,456): parsing 8 MB of `[],` would build millions of lists, and checking them would take long.
MAX_VALUES = 250_000
TOO_BIG = (
    f"it is larger than {MAX_SAVE_BYTES // 2**20} MB, the most a save can be, so it is not read."
)
READ_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)


def read_save_bytes(path: Path) -> bytes:
    """The bytes of `path` if it is a plain file of at most MAX_SAVE_BYTES; BadSave otherwise.

    Links are never followed and pipes, devices and folders never read: the file is opened without
    following a link and without waiting, then checked on the open handle (so it cannot be swapped
    between the check and the read), and no more than the cap and one byte are ever read.
    """
    try:
        fd = os.open(path, READ_FLAGS)
    except FileNotFoundError:
        raise BadSave(path, "there is no such save.") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise BadSave(path, "it is a link; saves are read only from plain files.") from None
        raise BadSave(path, f"it cannot be read ({exc.strerror}).") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise BadSave(path, "it is not a plain file (a folder, pipe or device), so not a save.")
        if info.st_size > MAX_SAVE_BYTES:
            raise BadSave(path, TOO_BIG)
        chunks: list[bytes] = []
        left = MAX_SAVE_BYTES + 1
        while left > 0 and (chunk := os.read(fd, min(left, 1 << 20))):
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise BadSave(path, f"it cannot be read ({exc.strerror}).") from None
    finally:
        os.close(fd)
    if left <= 0:  # it grew while being read
        raise BadSave(path, TOO_BIG)
    return b"".join(chunks)


def parse_bounded_json(path: Path, raw: bytes) -> Any:
    """The JSON value in `raw`, refused (BadSave) past any of the limits above."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadSave(path, "it is not UTF-8 text, so it is not a Penguin Tables save.") from None
    if raw.count(b"[") + raw.count(b"{") + raw.count(b",") > MAX_VALUES:
        raise BadSave(path, f"it holds more than {MAX_VALUES:,} values: no save is that big.")
    try:
        data = json.loads(
            text, parse_int=_integer, parse_float=_decimal, parse_constant=_no_constant
        )
    except RecursionError:
        raise BadSave(path, _too_deep()) from None
    except _TooLong as exc:
        raise BadSave(path, str(exc)) from None
    except ValueError:  # json.JSONDecodeError included
        raise BadSave(path, "it is not valid JSON (the file is damaged or cut short).") from None
    if (problem := _first_excess(data)) is not None:
        raise BadSave(path, problem)
    return data


class _TooLong(ValueError):
    """A number past the limits, met while parsing (a sentence for the player)."""


def _integer(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _TooLong(f"it holds a number of {len(text):,} digits: no save has one that long.")
    return int(text)


def _decimal(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _TooLong(f"it holds a number of {len(text):,} digits: no save has one that long.")
    value = float(text)
    if not math.isfinite(value):
        raise _TooLong(f"it holds the number {text[:20]}, too big to be a real one.")
    return value


def _no_constant(text: str) -> Any:
    raise _TooLong(f"it holds {text}, which is not a number a save can hold.")


def _too_deep() -> str:
    return f"it nests lists or objects more than {MAX_DEPTH} deep: no save does."


def _first_excess(data: Any) -> str | None:
    """Why `data` breaks a depth, text or size limit (None if it does not), walked without
    recursion so that nothing deep can exhaust the stack."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            if len(value) > MAX_TEXT:
                return f"it holds a text of {len(value):,} characters: no save has one that long."
            continue
        if not isinstance(value, dict | list):
            continue
        if depth > MAX_DEPTH:
            return _too_deep()
        if len(value) > MAX_ITEMS:
            return f"it holds a list of {len(value):,} items: no save has one that long."
        items = [*value.keys(), *value.values()] if isinstance(value, dict) else value
        stack.extend((item, depth + 1) for item in items)
    return None
