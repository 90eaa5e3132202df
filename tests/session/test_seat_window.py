"""A window's seat: found by name, refused for a computer or a stranger, claimed while open."""

from __future__ import annotations

from pathlib import Path

import pytest

from penguin_tables.session import Table
from penguin_tables.session.seat_window import WATCHING, NoSuchSeat, SeatWindow, seat_named
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.seat_claims import SeatTaken

SEATS = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy", kind="computer", level="easy")]


def saved_table(tmp_path: Path) -> Table:
    table = Table.start("penguin-party", list(SEATS), seed=3)
    table.attach(SaveFolder(tmp_path))
    table.save()
    return table


def test_a_seat_is_found_by_its_name_in_any_case() -> None:
    assert seat_named(SEATS, "bob") == 1
    assert seat_named(SEATS, "  ANN ") == 0


def test_a_stranger_or_a_computer_is_refused_with_the_table_s_seats() -> None:
    with pytest.raises(NoSuchSeat, match=r"nobody called 'Zed'.*Ann, Bob, Cy \(computer\)"):
        seat_named(SEATS, "Zed")
    with pytest.raises(NoSuchSeat, match=r"Cy is a computer seat.*\(Ann, Bob\).*--watch"):
        seat_named(SEATS, "cy")


def test_a_table_is_the_shared_keyboard_until_bound(tmp_path: Path) -> None:
    table = saved_table(tmp_path)
    assert table.window.shared and not table.window.bound
    table.sit(SeatWindow(viewer=1))
    assert table.window.viewer == 1 and table.window.bound
    table.sit(WATCHING)
    assert table.window.watching and table.window.viewer is None
    with pytest.raises(NoSuchSeat):
        table.sit(SeatWindow(viewer=2))  # the computer's
    assert table.window.watching  # a refused binding changes nothing


def test_a_seat_open_in_one_window_is_refused_to_another(tmp_path: Path) -> None:
    mine = saved_table(tmp_path)
    assert mine.save_name is not None
    theirs = Table.resume(SaveFolder(tmp_path), mine.save_name)
    mine.sit(SeatWindow(viewer=0))
    assert theirs.open_elsewhere() == {0} and not mine.open_elsewhere()
    with pytest.raises(SeatTaken):
        theirs.sit(SeatWindow(viewer=0))
    assert theirs.window.shared
    theirs.sit(SeatWindow(viewer=1))
    assert mine.open_elsewhere() == {1}
    mine.sit(WATCHING)  # moving to watch frees Ann's seat
    theirs.sit(SeatWindow(viewer=0))
    theirs.leave()
    assert not mine.open_elsewhere()


def test_a_new_table_bound_before_it_is_saved_claims_when_it_is(tmp_path: Path) -> None:
    table = Table.start("penguin-party", list(SEATS), seed=3)
    table.sit(SeatWindow(viewer=1))
    table.attach(SaveFolder(tmp_path))
    table.save()
    assert table.save_name is not None
    other = Table.resume(SaveFolder(tmp_path), table.save_name)
    assert other.open_elsewhere() == {1}
    table.leave()
