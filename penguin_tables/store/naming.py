"""Which file names in the saves folder are saves, and why the others that look like saves are not.

A save's name is typed after `resume`, `replay` and `log`, so it is kept plain: ASCII letters,
digits, `.`, `_` and `-`, ending in `.json`. A file that ends in `.json` (in any case) but breaks
those rules is not opened; it is listed as ignored, with the reason, so nobody wonders where a game
went. Other files (notes, `.gitkeep`) are not saves at all and are passed over without a word, and
so are the atomic writer's temporary files, and the hidden claim files that windows lock beside a
save (`claim_name`: one scheme for every purpose, a seat or the computer's turn).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from penguin_tables.store.atomic import TEMP_PREFIX

MAX_NAME = 125
SAVE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.json$")
PLAIN_CHARACTERS = re.compile(r"^[A-Za-z0-9._-]*$")
#: What a claim is for: a plain word without dots ("computer", "seat-2").
PURPOSE = re.compile(r"^[a-z0-9-]+$")
CLAIM_SUFFIX = ".lock"


@dataclass(frozen=True)
class IgnoredFile:
    """A file that looks like a save but is not read, and why (in words for the player)."""

    name: str
    why: str

    @property
    def line(self) -> str:
        """`'My Game.json' ignored: names may use ...`, safe to print (see `shown_name`)."""
        return f"{shown_name(self.name)} ignored: {self.why}"


def is_save_name(name: str) -> bool:
    return bool(SAVE_NAME.match(name)) and ".." not in name


def save_file_name(name: str) -> str:
    """`name` as the save's file is called (the `.json` may be left off when it is typed)."""
    return name if name.lower().endswith(".json") else name + ".json"


def claim_name(save_name: str, purpose: str) -> str:
    """The name of the hidden file beside save `save_name` that windows lock for `purpose`:
    `.NAME.json.PURPOSE.lock` (`.duel.json.seat-2.lock`, `.duel.json.computer.lock`). It starts
    with a dot and does not end in `.json`, so no listing takes it for a save or reports it."""
    if not PURPOSE.match(purpose):
        raise ValueError(f"a claim's purpose is a plain word, not {purpose!r}")
    return f".{save_file_name(save_name)}.{purpose}{CLAIM_SUFFIX}"


def is_claim_of(name: str, save_name: str) -> bool:
    """Whether the file `name` is one of save `save_name`'s claim files (for any purpose)."""
    head = f".{save_file_name(save_name)}."
    if not (name.startswith(head) and name.endswith(CLAIM_SUFFIX)):
        return False
    return bool(PURPOSE.match(name[len(head) : -len(CLAIM_SUFFIX)]))


REMATCH = re.compile(r"^(?P<base>.+)-r(?P<number>[0-9]{1,4})$")


def rematch_name(save_name: str) -> str | None:
    """The save name of the rematch of `save_name` (`duel.json` → `duel-r2.json` → `duel-r3.json`):
    one name that every window showing the finished table works out alike. None when it would
    not be a valid save name (too long)."""
    stem = save_file_name(save_name).removesuffix(".json")
    found = REMATCH.match(stem)
    if found is None:
        name = f"{stem}-r2.json"
    else:
        name = f"{found['base']}-r{int(found['number']) + 1}.json"
    return name if is_save_name(name) and len(name) <= MAX_NAME else None


def why_ignored(name: str) -> str | None:
    """Why a file named `name` is left out of the lists, or None when it is a save or no save at
    all (only names ending in `.json`, in any case, look like saves)."""
    if is_save_name(name) or name.startswith(TEMP_PREFIX) or not name.lower().endswith(".json"):
        return None
    if not name.endswith(".json"):
        return "a save's name ends in lower-case .json."
    if name.startswith("."):
        return "a name starting with '.' is hidden; saves start with a letter or digit."
    if not PLAIN_CHARACTERS.match(name):
        return "names may use letters, digits, . _ - only (no spaces or accents)."
    if len(name) > MAX_NAME:
        return f"names are at most {MAX_NAME} characters."
    return "a save's name starts with a letter or digit and has no '..'."


def shown_name(name: str) -> str:
    """`name` quoted, with anything that is not a printable character written as an escape, so a
    file name can never move the cursor, change the terminal's title or fail to print."""
    shown = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in name)
    return f"'{shown}'"
