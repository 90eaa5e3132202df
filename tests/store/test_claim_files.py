"""Claim files: one naming scheme for every purpose (a seat, the computer's turn), never listed as
saves however odd the folder, and deleted with their save unless a window still holds one."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.locks import try_claim
from penguin_tables.store.naming import claim_name, is_claim_of
from penguin_tables.store.seat_claims import claim_file, claim_seat, is_claimed

SAVE = "duel.json"


def saved(folder: SaveFolder, name: str = SAVE) -> None:
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    table.attach(folder, name)
    table.save()


def test_seats_and_the_computer_s_turn_share_one_scheme(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    assert claim_file(tmp_path, SAVE, 1).name == ".duel.json.seat-2.lock"
    assert folder.claim_file(SAVE, "computer").name == ".duel.json.computer.lock"
    assert claim_file(tmp_path, "duel", 0) == claim_file(tmp_path, SAVE, 0)  # typed without .json
    assert folder.claim_file("duel", "computer") == folder.claim_file(SAVE, "computer")
    for name in (".duel.json.seat-2.lock", ".duel.json.computer.lock"):
        assert is_claim_of(name, SAVE) and not is_claim_of(name, "duel.json.x.json")
    assert not is_claim_of(".duel.json.x.json.seat-1.lock", SAVE)  # another save's claim


@pytest.mark.parametrize("purpose", ["", "seat.2", "../x", "Seat 2"])
def test_a_purpose_is_a_plain_word(purpose: str) -> None:
    with pytest.raises(ValueError, match="plain word"):
        claim_name(SAVE, purpose)


def test_odd_files_beside_a_save_never_show_and_never_crash_the_listing(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    saved(folder)
    held_seat = claim_seat(tmp_path, SAVE, 0)
    held_turn = try_claim(folder.claim_file(SAVE, "computer"))
    assert held_turn is not None
    claim_file(tmp_path, SAVE, 1).touch()  # left by a window that crashed
    claim_file(tmp_path, "gone.json", 0).touch()  # a claim of a save deleted long ago
    (tmp_path / ".duel.json.seat-3.lock.json").mkdir()  # a folder with a save-like name
    (tmp_path / ".seat-2-duel.lock").touch()  # an older scheme's name
    os.symlink(tmp_path / "nowhere", tmp_path / ".duel.json.seat-4.lock")  # a dangling link
    (tmp_path / "notes.txt").write_text("x")
    assert folder.names() == [SAVE]
    assert [row.name for row in folder.summaries()] == [SAVE]
    assert [f.name for f in folder.ignored()] == [".duel.json.seat-3.lock.json"]  # said why
    held_seat.release()
    held_turn.release()


def test_deleting_a_save_takes_its_free_claims_and_leaves_held_ones_and_others(
    tmp_path: Path,
) -> None:
    folder = SaveFolder(tmp_path)
    saved(folder)
    saved(folder, "duel.json.x.json")  # a save whose name begins with the other's
    claim_file(tmp_path, SAVE, 1).touch()
    folder.claim_file(SAVE, "computer").touch()
    other = claim_file(tmp_path, "duel.json.x.json", 0)
    other.touch()
    held = claim_seat(tmp_path, SAVE, 0)
    os.symlink(tmp_path / "nowhere", tmp_path / ".duel.json.seat-4.lock")  # never followed
    folder.delete(SAVE)
    left = sorted(os.listdir(tmp_path))  # a link planted in a claim's place goes with the save
    assert left == sorted([".duel.json.seat-1.lock", "duel.json.x.json", other.name])
    assert not (tmp_path / "nowhere").exists()  # the link made no file where it points
    assert is_claimed(tmp_path, SAVE, 0)  # the window that plays seat 1 still holds it
    held.release()
    assert not claim_file(tmp_path, SAVE, 0).exists()
