"""A save is changed only by a write that knows which revision it follows: a stale writer is
refused (StaleSave) and the file keeps the newer game; two processes racing on one save lose no
write; a crash mid-write leaves the old file; lock and claim files never show in the lists."""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat, StaleSave
from penguin_tables.store.locks import try_claim

NAME = "shared.json"


def saved_table(folder: SaveFolder) -> Table:
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    table.attach(folder, NAME)
    table.save()
    return table


def test_a_write_that_follows_the_files_revision_is_made(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = saved_table(folder)
    first = table.envelope.revision
    assert first > 0 and folder.read(NAME).revision == first
    envelope = folder.read(NAME)
    folder.write(NAME, envelope, follows=first)
    assert envelope.revision == first + 1
    assert folder.read(NAME).revision == first + 1
    assert table.envelope.revision == first


def test_a_stale_write_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    start = saved_table(folder).envelope.revision
    first, second = folder.read(NAME), folder.read(NAME)
    first.hints["0"] = 1
    folder.write(NAME, first, follows=start)
    before = (tmp_path / NAME).read_bytes()
    second.hints["1"] = 5
    with pytest.raises(StaleSave) as refused:
        folder.write(NAME, second, follows=start)
    assert (refused.value.revision, refused.value.actions) == (start + 1, 0)
    assert second.revision == start  # the refused envelope is not counted as written
    assert (tmp_path / NAME).read_bytes() == before


def test_a_write_over_a_deleted_save_is_refused(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    start = saved_table(folder).envelope.revision
    envelope = folder.read(NAME)
    folder.delete(NAME)
    with pytest.raises(StaleSave) as refused:
        folder.write(NAME, envelope, follows=start)
    assert refused.value.revision == 0  # gone: only a write following revision 0 makes it again
    assert not (tmp_path / NAME).exists()
    folder.write(NAME, envelope, follows=0)
    assert folder.read(NAME).revision not in (0, start + 1)  # begun afresh, at random


def test_without_follows_a_new_save_is_written_as_before(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "not-yet")
    envelope = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob")], seed=1).envelope
    folder.write(NAME, envelope)
    assert folder.read(NAME).revision > 0


def _add_hints(folder_path: str, seat: str, count: int, start: Any) -> int:
    """One process's writes: read, count a hint, write over what it read; re-read when stale."""
    folder = SaveFolder(folder_path)
    start.wait()
    refused = 0
    for _ in range(count):
        while True:
            envelope = folder.read(NAME)
            envelope.hints[seat] = envelope.hints.get(seat, 0) + 1
            try:
                folder.write(NAME, envelope, follows=envelope.revision)
                break
            except StaleSave:
                refused += 1
    return refused


def test_two_processes_racing_on_one_save_lose_no_write(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    first = saved_table(folder).envelope.revision
    context = multiprocessing.get_context("spawn")  # no fork of a threaded pytest worker
    start = context.Manager().Event()
    with context.Pool(2) as pool:
        runs = [pool.apply_async(_add_hints, (str(tmp_path), seat, 25, start)) for seat in "01"]
        start.set()
        refusals = [run.get(timeout=120) for run in runs]
    final = folder.read(NAME)
    assert final.hints == {"0": 25, "1": 25}  # a lost write would leave one short
    assert final.revision == first + 50
    assert sum(refusals) >= 0  # how often they collided varies; what counts is nothing lost


def test_a_crash_mid_write_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = SaveFolder(tmp_path)
    table = saved_table(folder)
    before = (tmp_path / NAME).read_bytes()

    def crash(*_: object) -> None:
        raise KeyboardInterrupt  # the process dies between writing the copy and renaming it

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        table.play(table.game.legal_actions(table.state)[0])
    monkeypatch.undo()
    assert (tmp_path / NAME).read_bytes() == before
    assert folder.names() == [NAME] and sorted(os.listdir(tmp_path)) == [NAME]


def test_lock_and_claim_files_never_show_as_saves(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    saved_table(folder)
    claim = try_claim(folder.claim_file(NAME, "computer"))
    assert claim is not None
    assert try_claim(folder.claim_file(NAME, "computer")) is None  # held: a second is refused
    (tmp_path / ".other.json.lock").write_text("")
    assert folder.names() == [NAME]
    assert folder.ignored() == []
    claim.release()
    again = try_claim(folder.claim_file(NAME, "computer"))
    assert again is not None
    again.release()
    folder.delete(NAME)
    assert sorted(os.listdir(tmp_path)) == [".other.json.lock"]  # the claim file went with it
