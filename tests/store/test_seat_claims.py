"""Seat claims: one window per seat, freed when the window closes or its process dies."""

from __future__ import annotations

import fcntl
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.seat_claims import (
    SeatTaken,
    claim_file,
    claim_seat,
    claimed_seats,
    is_claimed,
)

SAVE = "penguin-party-1.json"


def test_a_seat_has_one_window_at_a_time(tmp_path: Path) -> None:
    first = claim_seat(tmp_path, SAVE, 1)
    assert is_claimed(tmp_path, SAVE, 1) and not is_claimed(tmp_path, SAVE, 0)
    with pytest.raises(SeatTaken, match="open in another window"):
        claim_seat(tmp_path, SAVE, 1)
    other = claim_seat(tmp_path, SAVE, 0)  # another seat of the same table is free
    assert claimed_seats(tmp_path, SAVE, 3) == {0, 1}
    first.release()
    assert claimed_seats(tmp_path, SAVE, 3) == {0}
    again = claim_seat(tmp_path, SAVE, 1)
    assert again.held
    again.release()
    other.release()
    assert not claimed_seats(tmp_path, SAVE, 3)


def test_a_claim_file_is_hidden_and_no_save(tmp_path: Path) -> None:
    """The lock files never show in the saves listing, neither as saves nor as ignored files."""
    folder = SaveFolder(tmp_path)
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    table.attach(folder)
    table.save()
    assert table.save_name is not None
    claim = claim_seat(tmp_path, table.save_name, 0)
    crashed = claim_file(tmp_path, table.save_name, 1)
    crashed.touch()  # left behind by a window that crashed
    assert crashed.name.startswith(".") and not crashed.name.endswith(".json")
    assert folder.names() == [table.save_name]
    assert folder.ignored() == []
    assert [row.name for row in folder.summaries()] == [table.save_name]
    claim.release()


def test_a_crashed_window_frees_its_seat(tmp_path: Path) -> None:
    """A process holding a claim is killed: the operating system frees the seat at once."""
    script = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        from penguin_tables.store.seat_claims import claim_seat
        claim = claim_seat(Path({str(tmp_path)!r}), {SAVE!r}, 2)
        print("claimed", flush=True)
        time.sleep(120)
        """
    )
    window = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert window.stdout is not None
        assert window.stdout.readline().strip() == "claimed"
        assert is_claimed(tmp_path, SAVE, 2)
        with pytest.raises(SeatTaken):
            claim_seat(tmp_path, SAVE, 2)
    finally:
        window.kill()
        window.wait(timeout=30)
    assert claim_file(tmp_path, SAVE, 2).exists()  # left behind, but nobody holds it
    assert not is_claimed(tmp_path, SAVE, 2)
    claim_seat(tmp_path, SAVE, 2).release()


def test_a_claim_racing_a_release_holds_the_file_on_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A window opens the claim file just as its holder releases (unlinks) it: the lock it then
    gets is on a file nobody else can find, so it claims the new file instead."""
    held = claim_seat(tmp_path, SAVE, 0)
    real_flock = fcntl.flock
    calls: list[int] = []

    def release_first(fd: int, operation: int) -> None:
        calls.append(fd)
        if len(calls) == 1:
            held.release()  # between our open and our lock
        real_flock(fd, operation)

    monkeypatch.setattr(fcntl, "flock", release_first)
    newer = claim_seat(tmp_path, SAVE, 0)
    monkeypatch.undo()
    assert len(calls) == 2  # the first lock was on the unlinked file: tried again
    assert is_claimed(tmp_path, SAVE, 0)
    with pytest.raises(SeatTaken):
        claim_seat(tmp_path, SAVE, 0)
    newer.release()


def test_deleting_a_save_forgets_its_free_claims(tmp_path: Path) -> None:
    claim_file(tmp_path, SAVE, 0).touch()
    held = claim_seat(tmp_path, SAVE, 1)
    SaveFolder(tmp_path).delete(SAVE)
    assert not claim_file(tmp_path, SAVE, 0).exists()
    assert claim_file(tmp_path, SAVE, 1).exists()  # its window still holds it
    assert is_claimed(tmp_path, SAVE, 1)
    held.release()
    assert list(tmp_path.iterdir()) == []  # the window's release took its file along


def test_the_folder_deletes_a_saves_claim_files_with_it(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    table.attach(folder)
    table.save()
    assert table.save_name is not None
    claim_file(tmp_path, table.save_name, 1).touch()
    folder.delete(table.save_name)
    assert list(tmp_path.iterdir()) == []
