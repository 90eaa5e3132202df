"""The saves folder: naming, listing, reading with full validation, writing and deleting saves.

Listing reads every save's bytes but checks (`store/checking.py`) only those whose verdict is not
remembered (`store/verdicts.py`): a listing of saves all checked before imports no game and no
pydantic, so `saves` and `records` stay quick however many games a family has played.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from penguin_tables.engine.registry import CATALOGUE
from penguin_tables.store.atomic import TEMP_PREFIX, write_atomically
from penguin_tables.store.clock import now
from penguin_tables.store.errors import BadSave, StaleSave
from penguin_tables.store.locks import FOLDER_WAIT, folder_lock, forget
from penguin_tables.store.naming import (
    IgnoredFile,
    claim_name,
    is_claim_of,
    is_save_name,
    why_ignored,
)
from penguin_tables.store.reading import parse_bounded_json, read_save_bytes
from penguin_tables.store.verdicts import Facts, VerdictCache, default_cache, verdict_key

if TYPE_CHECKING:
    from penguin_tables.store.envelope import Envelope
    from penguin_tables.store.replay import Trusted

SAVES_ENV = "PENGUIN_TABLES_SAVES"
STALE_TEMP_SECONDS = 600  # a save never takes this long; an older temporary file is debris
PLAIN_ONLY = "letters, digits, . _ - only."
#: A save begun afresh takes a revision below this (then +1 per write): see `SaveFolder._swap`.
FRESH_REVISIONS = 2**40


def default_saves_dir() -> Path:
    return Path(os.environ.get(SAVES_ENV) or "saves")


@dataclass(frozen=True)
class SaveSummary:
    """One line of the Resume list (or the reason the file cannot be resumed)."""

    name: str
    game_title: str
    players: list[str]
    #: Actions taken (engine steps; a Jewels turn takes several): not for players' eyes.
    turn: int
    updated: datetime | None
    finished: bool
    problem: str | None = None
    #: Moves as players count them (one per decision), None if the save does not say.
    moves: int | None = None
    #: The game's short title, as in the lobby ("Frozen Shinies").
    game_name: str = "?"
    #: False while the save's replay is still to be checked (listed with `replay=False`): until
    #: then its moves are as the file says, and it may yet turn out not to replay.
    checked: bool = True

    @classmethod
    def of(cls, name: str, facts: Facts, checked: bool = True) -> SaveSummary:
        if facts.problem is not None:
            return cls(name, "?", [], 0, None, False, problem=facts.problem, checked=checked)
        title = CATALOGUE[facts.game].title
        return cls(
            name=name,
            game_title=title,
            players=[seat.name for seat in facts.seats],
            turn=facts.actions,
            updated=datetime.fromisoformat(facts.updated),
            finished=facts.finished,
            moves=facts.moves,
            game_name=title.split(":")[0],
            checked=checked,
        )

    @property
    def label(self) -> str:
        """The name to type after `resume`, `replay` or `log` (the `.json` may be left off)."""
        return self.name.removesuffix(".json")


class SaveFolder:
    """A folder of JSON saves; nothing outside it is ever read, written or deleted. What checking
    a save found is remembered in `cache` (by default the user's: `verdicts.cache_dir`)."""

    def __init__(self, path: Path | str | None = None, cache: VerdictCache | None = None) -> None:
        self.path = Path(path) if path is not None else default_saves_dir()
        self._cache = cache

    @property
    def cache(self) -> VerdictCache:
        """The verdicts this folder's reads use (the default one is looked up at each use, so
        `$PENGUIN_TABLES_CACHE` set later is followed)."""
        return self._cache if self._cache is not None else default_cache()

    def ensure(self) -> None:
        """Create the folder if needed and sweep temporary files left by a crash mid-save."""
        self.path.mkdir(parents=True, exist_ok=True)
        cutoff = time.time() - STALE_TEMP_SECONDS
        for leftover in self.path.glob(f"{TEMP_PREFIX}*.tmp"):
            with contextlib.suppress(OSError):
                if leftover.stat().st_mtime < cutoff:
                    leftover.unlink()

    def file(self, name: str) -> Path:
        """The path of save `name`; refuses names that could leave the folder."""
        if not name.lower().endswith(".json"):
            name += ".json"
        if not is_save_name(name):
            plain = "/" not in name and ".." not in name  # else: a path, never a file of ours
            why = why_ignored(name) if plain else None
            raise BadSave(name, f"that is not a valid save name: {why or PLAIN_ONLY}")
        return self.path / name

    def new_name(self, game_id: str) -> str:
        stamp = now().strftime("%Y%m%d-%H%M%S")
        return f"{game_id}-{stamp}-{secrets.token_hex(2)}.json"

    def write(
        self,
        name: str,
        envelope: Envelope,
        *,
        follows: int | None = None,
        wait: float = FOLDER_WAIT,
    ) -> FileMark:
        """Write save `name` atomically and count the write in `envelope.revision`; returns the
        new file's mark (`mark`), so the writer does not mistake its own write for another's.

        With `follows`, a compare-and-swap: under the folder's lock the file must still be at
        revision `follows` (the one the writer read or wrote last; a missing file is at 0, so a
        new save or one deleted elsewhere is written with `follows=0`), else StaleSave and
        nothing is written. `follows=None` writes whatever is there. The folder is made when a
        table attaches to it, not here (a mkdir and a sweep per move were most of a save's
        cost); a write that finds it gone (removed mid-game, or never made) makes it again.
        FolderBusy (nothing written) when another window holds the folder longer than `wait`."""
        path = self.file(name)
        try:
            return self._swap(path, envelope, follows, wait)
        except FileNotFoundError:
            if follows:  # the folder went, and with it the save this writer follows
                raise StaleSave(path, follows, 0, None) from None
            self.ensure()
            return self._swap(path, envelope, follows, wait)

    def _swap(self, path: Path, envelope: Envelope, follows: int | None, wait: float) -> FileMark:
        with folder_lock(self.path, wait):
            held, actions = _revision_of(path)
            if follows is not None and held != follows:
                raise StaleSave(path, follows, held, actions)
            written = envelope.model_copy(update={"updated": now()})
            # A save begun afresh (new, or deleted elsewhere) starts at a random revision: a
            # window still holding the deleted file's revision can never match the new file.
            written.revision = held + 1 if held else secrets.randbelow(FRESH_REVISIONS) + 1
            write_atomically(path, written.model_dump_json(indent=1).encode("utf-8"))
            mark = FileMark.of(path)
        envelope.updated, envelope.revision = written.updated, written.revision
        assert mark is not None, "a file just written is there"
        return mark

    def claim_file(self, name: str, purpose: str) -> Path:
        """The hidden file beside save `name` that windows lock for `purpose` (a word: "computer",
        "seat-2"; `naming.claim_name`); never listed, deleted with the save when nobody holds it."""
        return self.path / claim_name(self.file(name).name, purpose)

    def mark(self, name: str) -> FileMark | None:
        """What identifies the file's present version without reading it (None: no such file):
        a follower compares marks five times a second and reads the file only when one differs."""
        return FileMark.of(self.file(name))

    def read(self, name: str) -> Envelope:
        """A validated envelope; BadSave names the file and the reason for anything wrong."""
        return self.open(name)[0]

    def open(self, name: str, trusted: Trusted | None = None) -> tuple[Envelope, Any]:
        """A validated envelope and its game state, loaded once (replayed from its seed, or from
        the furthest state of `trusted` on its way: a window following another's move)."""
        from penguin_tables.store.checking import validate_envelope  # pydantic and the games

        path = self.file(name)
        return validate_envelope(path, read_save_bytes(path), self.cache, trusted=trusted)

    def delete(self, name: str) -> None:
        """Delete save `name`, and its claim files that no window holds (a held one is removed
        by its window when it lets go: removing it now would let a second window take a seat
        the first still plays)."""
        path = self.file(name)
        try:
            with folder_lock(self.path):  # never between another window's check and its write
                path.unlink(missing_ok=True)
                for entry in self._entries():
                    if is_claim_of(entry, path.name):
                        forget(self.path / entry)
        except FileNotFoundError:  # no folder, so no save
            pass

    def names(self) -> list[str]:
        """The saves' names, sorted (files that only look like saves are `ignored`)."""
        return sorted(name for name in self._entries() if is_save_name(name))

    def ignored(self) -> list[IgnoredFile]:
        """Files named like saves (`.json` in any case) that are not read, each with why."""
        found = [(name, why_ignored(name)) for name in self._entries()]
        return [IgnoredFile(name, why) for name, why in sorted(found) if why is not None]

    def _entries(self) -> list[str]:
        try:
            return os.listdir(self.path)
        except OSError:  # no folder yet, or not one that can be listed
            return []

    def summaries(self, replay: bool = True) -> list[SaveSummary]:
        """Every save, most recently played first; unreadable ones are listed with the reason.

        `replay=False` replays no save that was never checked before (a Yura Yura game takes a
        good tenth of a second): such rows are not `checked`.
        """
        rows = [
            SaveSummary.of(name, facts, checked) for name, facts, checked in self._facts(replay)
        ]
        oldest = datetime.min.replace(tzinfo=UTC)
        return sorted(rows, key=lambda row: row.updated or oldest, reverse=True)

    def verdicts(self) -> list[tuple[str, Facts]]:
        """Every save's name and what checking it found (each checked now if it never was)."""
        return [(name, facts) for name, facts, _ in self._facts(replay=True)]

    def _facts(self, replay: bool) -> list[tuple[str, Facts, bool]]:
        """Each save's name, facts and whether they were checked: remembered ones as they were
        found, others checked now (read only, without replaying, when `replay` is False).

        Every file is read and digested first, and the remembered verdicts asked for at once;
        a file whose verdict is not known is read again to be checked (its bytes are not kept
        meanwhile: a folder may hold many big files)."""
        cache = self.cache
        read: dict[str, bytes | Facts] = {}
        for name in self.names():
            try:
                read[name] = verdict_key(read_save_bytes(self.file(name)))
            except BadSave as exc:  # a link, a pipe, a folder, too big: nothing to check
                read[name] = Facts(problem=exc.reason)
        known = cache.facts_of([key for key in read.values() if isinstance(key, bytes)])
        found = []
        for name, key in read.items():
            facts = key if isinstance(key, Facts) else known.get(key)
            if facts is not None:
                found.append((name, facts, True))
                continue
            from penguin_tables.store.checking import facts_of_save  # pydantic and the games

            path = self.file(name)
            try:
                found.append((name, *facts_of_save(path, read_save_bytes(path), cache, replay)))
            except BadSave as exc:  # gone or changed into something else meanwhile
                found.append((name, Facts(problem=exc.reason), True))
        return found


@dataclass(frozen=True)
class FileMark:
    """A file version's identity as `os.stat` gives it: a save is replaced by a rename, so every
    write makes a new file (a new inode, a new change time), seen without reading a byte."""

    inode: int
    size: int
    mtime_ns: int
    ctime_ns: int

    @classmethod
    def of(cls, path: Path) -> FileMark | None:
        try:
            info = os.stat(path)
        except OSError:  # gone (or the folder went)
            return None
        return cls(info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def _revision_of(path: Path) -> tuple[int | None, int | None]:
    """The save's revision and action count as the file says (read within the usual bounds, not
    validated: only the compare-and-swap asks); (0, None) if it is gone, (None, None) if it
    cannot be read."""
    if not path.exists():
        return 0, None
    try:
        data = parse_bounded_json(path, read_save_bytes(path))
    except BadSave:
        return None, None
    if not isinstance(data, dict):
        return None, None
    revision, actions = data.get("revision", 0), data.get("actions")
    count = len(actions) if isinstance(actions, list) else None
    return (revision if isinstance(revision, int) else None), count
