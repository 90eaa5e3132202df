"""Verdicts remembered across runs (issue 43, item 4): a save checked once is not replayed by the
next process, a file that changed by a byte (or a change of rules) is checked afresh, and a cache
that is corrupt, locked, damaged or cannot be made is ignored, never a crash."""

from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from unittest import mock

import pytest

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store import verdicts as verdicts_module
from penguin_tables.store.records import collect_records
from penguin_tables.store.replay import check_replay
from penguin_tables.store.verdicts import CACHE_ENV, FILE_NAME, VerdictCache

ROOT = Path(__file__).resolve().parents[2]


def game(folder: SaveFolder, name: str, seed: int, finish: bool = False) -> Table:
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=seed)
    table.attach(folder, name)
    for _ in range(10_000 if finish else 6):
        if table.is_over():
            break
        table.play(table.computer_action())
    return table


@pytest.fixture
def saves(tmp_path: Path) -> SaveFolder:
    folder = SaveFolder(tmp_path / "saves")
    game(folder, "done", seed=1, finish=True)
    game(folder, "playing", seed=2)
    (folder.path / "broken.json").write_text("{")
    return folder


def fresh(saves: SaveFolder, cache: Path) -> SaveFolder:
    """The folder as a new process sees it: a cache with nothing in memory, the file only."""
    return SaveFolder(saves.path, VerdictCache(cache))


@pytest.fixture
def replays() -> Iterator[mock.MagicMock]:
    """Counts the replays (and lets them run)."""
    with mock.patch("penguin_tables.store.checking.check_replay", wraps=check_replay) as spy:
        yield spy


def listing(folder: SaveFolder) -> list[tuple[str, bool, int | None, str | None]]:
    return [(r.name, r.finished, r.moves, r.problem) for r in folder.summaries()]


def test_a_second_process_replays_nothing_and_lists_the_same(
    saves: SaveFolder, tmp_path: Path, replays: mock.MagicMock
) -> None:
    first = listing(fresh(saves, tmp_path / "cache"))
    assert replays.call_count == 2
    again = fresh(saves, tmp_path / "cache")
    assert listing(again) == first
    records = collect_records(again)
    assert records.games_counted == 1 and [name for name, _ in records.skipped] == ["broken.json"]
    assert replays.call_count == 2
    table = Table.resume(again, "done")  # opened from the remembered replay too
    assert replays.call_count == 2 and table.envelope.finished and table.log


def test_a_listing_of_checked_saves_loads_no_game_and_no_pydantic(
    saves: SaveFolder, tmp_path: Path
) -> None:
    script = (
        "import sys; from penguin_tables.store import SaveFolder;"
        "rows = SaveFolder(sys.argv[1]).summaries();"
        "print(len(rows), any(m.startswith(('pydantic', 'penguin_tables.games.')) for m in sys.modules))"
    )
    env = {**os.environ, CACHE_ENV: str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    runs = [
        subprocess.run(
            [sys.executable, "-c", script, str(saves.path)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        ).stdout.split()
        for _ in range(2)
    ]
    assert runs == [["3", "True"], ["3", "False"]]


def test_a_file_changed_by_one_byte_is_checked_afresh(
    saves: SaveFolder, tmp_path: Path, replays: mock.MagicMock
) -> None:
    listing(fresh(saves, tmp_path / "cache"))
    path = saves.file("playing")
    raw = path.read_bytes()
    path.write_bytes(raw.replace(b'"seed": 2', b'"seed": 3'))  # the deal is another one now
    rows = {r.name: r for r in fresh(saves, tmp_path / "cache").summaries()}
    assert replays.call_count == 3
    assert "it was changed by hand" in str(rows["playing.json"].problem)
    path.write_bytes(raw)  # as it was: its verdict is still known
    assert fresh(saves, tmp_path / "cache").summaries()[0].problem is None
    assert replays.call_count == 3


def test_a_change_of_rules_checks_every_save_afresh(
    saves: SaveFolder, tmp_path: Path, replays: mock.MagicMock, monkeypatch: pytest.MonkeyPatch
) -> None:
    listing(fresh(saves, tmp_path / "cache"))
    monkeypatch.setattr(verdicts_module, "rules_version", lambda: b"rules of another version")
    listing(fresh(saves, tmp_path / "cache"))
    assert replays.call_count == 4


def test_the_rules_version_follows_the_code() -> None:
    version = verdicts_module.rules_version()
    assert len(version) == 20 and version == verdicts_module.rules_version()


@pytest.mark.parametrize("garbage", [b"", b"not a database at all" * 100, b"SQLite format 3\0" * 9])
def test_a_corrupt_cache_is_ignored_and_made_again(
    saves: SaveFolder, tmp_path: Path, garbage: bytes
) -> None:
    expected = listing(fresh(saves, tmp_path / "clean"))
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / FILE_NAME).write_bytes(garbage)
    assert listing(fresh(saves, cache)) == expected
    with sqlite3.connect(cache / FILE_NAME) as db:  # made again, and holds the verdicts
        assert db.execute("SELECT count(*) FROM verdicts").fetchone() == (3,)


def test_damaged_rows_are_checked_again(
    saves: SaveFolder, tmp_path: Path, replays: mock.MagicMock
) -> None:
    expected = listing(fresh(saves, tmp_path / "cache"))
    with sqlite3.connect(tmp_path / "cache" / FILE_NAME) as db:
        db.execute('UPDATE verdicts SET facts = \'{"problem": null, "game": "chess"}\'')
        db.execute("UPDATE verdicts SET worked = x'00ff'")
    assert listing(fresh(saves, tmp_path / "cache")) == expected
    assert replays.call_count == 4  # the two saves that replay, again


def test_a_locked_cache_is_passed_by(saves: SaveFolder, tmp_path: Path) -> None:
    expected = listing(fresh(saves, tmp_path / "clean"))
    cache = tmp_path / "cache"
    listing(fresh(saves, cache))
    holder = sqlite3.connect(cache / FILE_NAME, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another process in the middle of a write
    try:
        again = fresh(saves, cache)
        assert listing(again) == expected
        assert Table.resume(again, "done").envelope.finished
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_cache_that_cannot_be_made_leaves_memory_only(
    saves: SaveFolder, tmp_path: Path, replays: mock.MagicMock
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    folder = fresh(saves, blocker / "cache")  # no folder can be made under a file
    expected = listing(folder)
    assert listing(folder) == expected
    assert replays.call_count == 2  # remembered in memory for the rest of the process


def test_the_cache_is_its_owners_alone(saves: SaveFolder, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    listing(fresh(saves, cache))
    assert stat.S_IMODE(cache.stat().st_mode) == 0o700
    assert stat.S_IMODE((cache / FILE_NAME).stat().st_mode) == 0o600


def test_the_cache_lives_in_the_users_cache_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(CACHE_ENV)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert verdicts_module.cache_dir() == tmp_path / "xdg" / "penguin-tables"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/is/ignored")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert verdicts_module.cache_dir() == tmp_path / "home" / ".cache" / "penguin-tables"
