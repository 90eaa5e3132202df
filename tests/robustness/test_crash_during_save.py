"""A save interrupted by SIGKILL halfway through leaves the previous save whole and loadable."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from pathlib import Path

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat


def _save_slowly(folder_path: str, name: str, ready: multiprocessing.synchronize.Event) -> None:
    """Child: start writing a newer save, then stall inside the write until killed."""

    def stalled_fsync(fd: object) -> None:
        ready.set()
        time.sleep(60)

    os.fsync = stalled_fsync  # the atomic writer's fsync, in this child process only
    folder = SaveFolder(folder_path)
    table = Table.resume(folder, name)
    table.play(table.computer_action())


def test_sigkill_mid_write_keeps_the_previous_save(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=5)
    table.attach(folder)
    for _ in range(5):
        table.play(table.computer_action())
    assert table.save_name is not None
    before = folder.file(table.save_name).read_bytes()

    context = multiprocessing.get_context("spawn")
    ready = context.Event()
    child = context.Process(target=_save_slowly, args=(str(tmp_path), table.save_name, ready))
    child.start()
    assert ready.wait(60), "the child never reached the write"
    assert child.pid is not None
    os.kill(child.pid, signal.SIGKILL)
    child.join(10)
    assert child.exitcode == -signal.SIGKILL

    assert folder.file(table.save_name).read_bytes() == before
    resumed = Table.resume(folder, table.save_name)
    assert len(resumed.envelope.actions) == 5
    assert folder.names() == [table.save_name]
    assert [row.name for row in folder.summaries()] == [table.save_name]


def test_stale_temporary_files_are_swept(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    stale = tmp_path / ".saving-abc.tmp"
    stale.write_text("half")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = tmp_path / ".saving-new.tmp"
    fresh.write_text("in progress")
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=5)
    table.attach(folder)
    table.save()
    assert not stale.exists() and fresh.exists()
