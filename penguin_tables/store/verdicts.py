"""What checking a save found, remembered across runs, so that listing stays quick as saves pile up.

Checking a save means replaying it from its seed (a Yura Yura placement runs the physics): about
10 ms a save, so `saves` and `records` over a family's thousand games would take ten seconds at
every call. What a check finds depends on nothing but the file's bytes and the program's rules, so
it is kept in a small SQLite file under the user's cache folder, keyed by the digest of both
(`verdict_key`): a file that changed by one byte, or a program whose rules changed by one line, is
checked afresh. The verdict is either why the save is refused, or the `Facts` a listing and the
records need and what its replay worked out (`Replayed`: the flags and the log, which the file's
own copy is never trusted for).

The cache is only ever a shortcut: one that is missing, corrupt, locked by another process or in
a folder that cannot be written is ignored (and a corrupt one rebuilt); nothing here raises. This
module is plain Python (no pydantic, no engine but the games' manifests), so a listing whose saves
were all checked before loads no game at all.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import sqlite3
import threading
import zlib
from collections import OrderedDict
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from penguin_tables.engine.registry import CATALOGUE

#: A folder for the cache instead of the user's cache folder (tests point it at a temporary one).
CACHE_ENV = "PENGUIN_TABLES_CACHE"
APP_FOLDER = "penguin-tables"
FILE_NAME = "verdicts.sqlite"
#: Bumped when what a row holds changes shape: an older file is emptied and filled again.
SCHEMA = 2
#: Rows kept at most: the oldest written go first (a row is some hundred bytes and its log).
MAX_ROWS = 50_000
#: Verdicts remembered in memory as well, for a process whose cache file cannot be used.
MAX_REMEMBERED = 4_000
#: Keys asked of the file in one query (SQLite takes up to 32,766 parameters).
BATCH = 500
#: How long a read or write waits for another process that holds the file (then it is skipped).
BUSY_WAIT = 0.25
#: The package folders whose code decides a verdict, and the game content beside the package.
RULES_FOLDERS = ("engine", "games", "store")
PACKAGE = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class SeatFacts:
    """One seat of a checked save, and in a finished game how it did (for the records)."""

    name: str
    kind: str
    level: str
    score: float | None = None
    won: bool = False
    #: The seat's figure for the game's own highlight, and that figure in words.
    highlight: int | None = None
    highlight_words: str = ""

    def well_formed(self) -> bool:
        texts = (self.name, self.kind, self.level, self.highlight_words)
        return (
            all(isinstance(text, str) for text in texts)
            and (self.score is None or type(self.score) in (int, float))
            and type(self.won) is bool
            and (self.highlight is None or type(self.highlight) is int)
        )


@dataclass(frozen=True)
class Facts:
    """What the Resume list, `saves` and `records` need from a save, or why it is refused."""

    problem: str | None = None
    game: str = ""
    seats: tuple[SeatFacts, ...] = ()
    #: The last write, as the save says it (ISO 8601 with its zone; checked when it was read).
    updated: str = ""
    actions: int = 0
    moves: int | None = None
    finished: bool = False
    #: How many seats won (a finished game: more than one is a shared win).
    winners: int = 0
    #: A guided first game (`learn`): listed and resumed like any save, never counted in records.
    lesson: bool = False

    def to_json(self) -> str:
        return json.dumps(asdict(self), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Facts:
        """The facts `to_json` wrote; ValueError for anything else (a damaged row is checked
        afresh, never shown)."""
        data = json.loads(text)
        seats = tuple(SeatFacts(**seat) for seat in data.pop("seats"))
        facts = cls(**data, seats=seats)
        if not facts._well_formed():
            raise ValueError("not the facts of a save")
        return facts

    def _well_formed(self) -> bool:
        if self.problem is not None:
            return isinstance(self.problem, str)
        try:
            zoned = datetime.fromisoformat(self.updated).tzinfo is not None
        except (TypeError, ValueError):
            return False
        numbers = (self.actions, self.winners, 0 if self.moves is None else self.moves)
        return (
            zoned
            and self.game in CATALOGUE
            and all(type(n) is int and n >= 0 for n in numbers)
            and type(self.finished) is bool
            and type(self.lesson) is bool
            and all(seat.well_formed() for seat in self.seats)
        )


@dataclass(frozen=True)
class Worked:
    """What a save's replay worked out, as plain values: each action's `continued` flag and
    log line, and the private lines (line, seat, text)."""

    continued: list[bool]
    log: list[str]
    private: list[tuple[int, int, str]] = field(default_factory=list)

    def pack(self) -> bytes:
        data = {"continued": self.continued, "log": self.log, "private": self.private}
        return zlib.compress(json.dumps(data, separators=(",", ":")).encode("utf-8"))

    @classmethod
    def unpack(cls, blob: bytes) -> Worked:
        data = json.loads(zlib.decompress(blob))
        private = [(int(line), int(seat), str(text)) for line, seat, text in data["private"]]
        worked = cls([bool(flag) for flag in data["continued"]], list(data["log"]), private)
        if len(worked.continued) != len(worked.log) or not all(
            isinstance(line, str) for line in worked.log
        ):
            raise ValueError("not a replay's record")
        return worked


def cache_dir() -> Path | None:
    """`$PENGUIN_TABLES_CACHE`, else `$XDG_CACHE_HOME/penguin-tables`, else
    `~/.cache/penguin-tables` (None: no home to put it in)."""
    if chosen := os.environ.get(CACHE_ENV):
        return Path(chosen)
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(xdg):  # the XDG rule: a relative path is ignored
        return Path(xdg) / APP_FOLDER
    try:
        return Path.home() / ".cache" / APP_FOLDER
    except RuntimeError:  # no home folder
        return None


@functools.cache
def rules_version() -> bytes:
    """A digest of the code and content that decide a verdict: any change to the rules, the
    checks or the words of a log gives a new one, and every verdict is worked out again."""
    digest = hashlib.blake2b(digest_size=20)
    sources = [path for folder in RULES_FOLDERS for path in (PACKAGE / folder).rglob("*.py")]
    for candidate in (PACKAGE.parent / "assets" / "content", PACKAGE / "_assets" / "content"):
        sources += candidate.glob("*.json")
    for path in sorted(sources):
        digest.update(str(path.relative_to(path.parents[1])).encode())
        with contextlib.suppress(OSError):
            digest.update(path.read_bytes())
    digest.update(f"schema {SCHEMA}".encode())
    return digest.digest()


def verdict_key(raw: bytes) -> bytes:
    """The key of a save's verdict: the digest of its bytes and of the program's rules (SHA-256,
    which processors compute in hardware: a listing digests every save, megabytes in all)."""
    digest = hashlib.sha256(rules_version())
    digest.update(raw)
    return digest.digest()


class VerdictCache:
    """Verdicts by `verdict_key`, in memory and in a SQLite file in `folder` (None: in memory
    only). Safe to share between threads (the Resume list checks saves in a worker)."""

    def __init__(self, folder: Path | None) -> None:
        self.path = folder / FILE_NAME if folder is not None else None
        self._memory: OrderedDict[bytes, tuple[Facts, Worked | None]] = OrderedDict()
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = None
        self._broken = folder is None  # True: the file is not used (again) in this process
        self._pruned = False

    # ----- reading and writing ------------------------------------------------------------------
    def facts(self, key: bytes) -> Facts | None:
        """The facts of the save whose bytes give `key`, if it was checked before."""
        return self.facts_of([key]).get(key)

    def facts_of(self, keys: list[bytes]) -> dict[bytes, Facts]:
        """The facts of every save among `keys` that was checked before (asked of the file in
        batches: a listing asks for a thousand at once)."""
        found: dict[bytes, Facts] = {}
        with self._lock:
            for key in keys:
                if (known := self._memory.get(key)) is not None:
                    found[key] = known[0]
        asked = [key for key in dict.fromkeys(keys) if key not in found]
        for start in range(0, len(asked), BATCH):
            batch = asked[start : start + BATCH]
            query = f"SELECT key, facts FROM verdicts WHERE key IN ({','.join('?' * len(batch))})"
            rows = self._query(query, batch, every=True)
            for key, text in rows or ():
                try:
                    facts = Facts.from_json(text)
                except (ValueError, TypeError, KeyError, AttributeError):  # damaged: check again
                    continue
                found[key] = facts
                self._remember(key, facts, None)
        return found

    def worked(self, key: bytes) -> Worked | None:
        """What the replay of that save worked out (None: not known, or the save is refused)."""
        with self._lock:
            known = self._memory.get(key)
            if known is not None and known[1] is not None:
                return known[1]
        row = self._query("SELECT worked FROM verdicts WHERE key=?", [key])
        if row is None or row[0] is None:
            return None
        try:
            return Worked.unpack(row[0])
        except (ValueError, TypeError, KeyError, zlib.error):
            return None

    def put(self, key: bytes, facts: Facts, worked: Worked | None = None) -> None:
        """Remember the verdict on the save whose bytes give `key` (and in the file, if it can)."""
        self._remember(key, facts, worked)
        blob = worked.pack() if worked is not None else None
        self._query(
            "INSERT OR REPLACE INTO verdicts (key, facts, worked) VALUES (?, ?, ?)",
            [key, facts.to_json(), blob],
            write=True,
        )

    def _remember(self, key: bytes, facts: Facts, worked: Worked | None) -> None:
        with self._lock:
            known = self._memory.pop(key, None)
            if worked is None and known is not None:
                worked = known[1]
            self._memory[key] = (facts, worked)
            while len(self._memory) > MAX_REMEMBERED:
                self._memory.popitem(last=False)

    # ----- the file -----------------------------------------------------------------------------
    def _query(
        self, sql: str, parameters: list[Any], write: bool = False, every: bool = False
    ) -> Any:
        """`sql` run on the file, its first row or (`every`) all its rows; None when there is no
        row, or the file cannot be used. A file locked longer than BUSY_WAIT, read-only or on a
        full disk is left alone for the rest of the process; a corrupt one is removed and made
        again."""
        with self._lock:
            for attempt in range(2):
                try:
                    db = self._connect()
                    if db is None:
                        return None
                    if write and not self._pruned:
                        self._prune(db)
                    cursor = db.execute(sql, parameters)
                    return cursor.fetchall() if every else cursor.fetchone()
                except sqlite3.OperationalError:  # locked, read-only, full, gone: let it be
                    self._start_afresh(last=True)  # (each try would wait BUSY_WAIT again)
                    return None
                except sqlite3.DatabaseError:  # not a database, or a damaged one: begin again
                    self._start_afresh(last=attempt == 1)
            return None

    def _connect(self) -> sqlite3.Connection | None:
        """The open file (made if need be); None when there is none to use in this process.
        sqlite3.DatabaseError when the file is not a cache of ours."""
        if self._db is not None or self._broken or self.path is None:
            return self._db
        try:
            self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            # Made for its owner only: a row holds players' names and private log lines.
            os.close(os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600))
            db = sqlite3.connect(
                self.path, timeout=BUSY_WAIT, isolation_level=None, check_same_thread=False
            )
        except (OSError, sqlite3.Error):  # no folder can be made, or no file opened: memory only
            self._broken = True
            return None
        self._db = db
        db.execute("PRAGMA synchronous=OFF")  # a cache: losing the last rows costs a replay
        if db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA:
            db.execute("DROP TABLE IF EXISTS verdicts")
            db.execute(
                "CREATE TABLE verdicts (key BLOB PRIMARY KEY, facts TEXT NOT NULL, worked BLOB)"
            )
            db.execute(f"PRAGMA user_version={SCHEMA}")
        return db

    def _start_afresh(self, last: bool) -> None:
        """Drop a file that is not a cache of ours (or a damaged one), to be made again; after
        the `last` try, this process goes on without the file (and leaves it as it is)."""
        if self._db is not None:
            self._db.close()
            self._db = None
        if self.path is None or last:
            self._broken = True
            return
        try:
            for leftover in (self.path, self.path.with_name(FILE_NAME + "-journal")):
                leftover.unlink(missing_ok=True)
        except OSError:
            self._broken = True

    def _prune(self, db: sqlite3.Connection) -> None:
        """Once per process, before its first write: the oldest rows past MAX_ROWS go."""
        self._pruned = True
        (rows,) = db.execute("SELECT count(*) FROM verdicts").fetchone()
        if rows > MAX_ROWS:
            db.execute(
                "DELETE FROM verdicts WHERE rowid IN "
                "(SELECT rowid FROM verdicts ORDER BY rowid LIMIT ?)",
                (rows - MAX_ROWS + MAX_ROWS // 10,),
            )

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None


_CACHES: dict[Path | None, VerdictCache] = {}
_CACHES_LOCK = threading.Lock()


def default_cache() -> VerdictCache:
    """The cache of this process for the folder `cache_dir` names now (one per folder)."""
    folder = cache_dir()
    with _CACHES_LOCK:
        cache = _CACHES.get(folder)
        if cache is None:
            cache = _CACHES[folder] = VerdictCache(folder)
        return cache
