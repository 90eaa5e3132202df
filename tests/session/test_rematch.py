"""A rematch is one table for every window on the finished one: named after the finished save,
made by the first window that asks, joined by the others, each seated as it was."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from penguin_tables.session import Table, rematch
from penguin_tables.session.seat_window import WATCHING, SeatWindow
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.naming import MAX_NAME, rematch_name
from penguin_tables.store.seat_claims import is_claimed

NAME = "duel.json"
ANN, BOB = 0, 1


def finished(folder: SaveFolder, name: str = NAME, seed: int = 11) -> Table:
    """A finished Penguin Party of Ann and Bob, saved as `name`."""
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=seed)
    table.attach(folder, name)
    rng = random.Random(5)
    while not table.is_over():
        table.play(rng.choice(table.game.legal_actions(table.state)))
    return table


def window(folder: SaveFolder, seat: int | None = None, *, watching: bool = False) -> Table:
    table = Table.resume(folder, NAME)
    table.sit(WATCHING if watching else SeatWindow(viewer=seat))
    return table


@pytest.mark.parametrize(
    ("name", "expected"),
    [("duel.json", "duel-r2.json"), ("duel-r2.json", "duel-r3.json"), ("duel", "duel-r2.json")],
)
def test_a_rematch_is_named_after_the_finished_save(name: str, expected: str) -> None:
    assert rematch_name(name) == expected


def test_a_name_too_long_for_a_rematch_has_none() -> None:
    assert rematch_name("d" * (MAX_NAME - 6) + ".json") is None


def test_a_seat_window_s_rematch_keeps_its_person_and_is_saved_for_the_others(
    tmp_path: Path,
) -> None:
    folder = SaveFolder(tmp_path)
    finished(folder)
    bobs = rematch.start(window(folder, BOB))
    assert bobs.save_name == "duel-r2.json" and folder.mark("duel-r2.json") is not None
    assert [s.name for s in bobs.seats] == ["Bob", "Ann"]  # the first seat moved on
    assert bobs.window.viewer == 0 and bobs.window.bound  # Bob's seat in the new game
    assert is_claimed(tmp_path, "duel-r2.json", 0)
    bobs.leave()


def test_the_other_window_joins_the_same_rematch(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    finished(folder)
    anns, bobs = window(folder, ANN), window(folder, BOB)
    first = rematch.start(bobs)
    second = rematch.start(anns)  # Ann asks for a rematch too: she joins Bob's
    assert second.save_name == first.save_name
    assert second.envelope.seed == first.envelope.seed
    assert second.window.viewer == 1  # Ann, now the second seat
    assert sorted(folder.names()) == ["duel-r2.json", NAME]
    first.leave()
    second.leave()


def test_a_window_following_joins_without_asking(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    finished(folder)
    watcher, bobs = window(folder, watching=True), window(folder, BOB)
    assert rematch.join(watcher) is None  # nobody asked yet
    made = rematch.start(bobs)
    joined = rematch.join(watcher)
    assert joined is not None and joined.save_name == made.save_name
    assert joined.window.watching
    made.leave()


def test_the_shared_keyboard_s_rematch_stays_the_shared_keyboard(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = finished(folder)
    again = rematch.start(table)
    assert again.window.shared and again.save_name == "duel-r2.json"


def test_a_save_of_another_game_under_the_name_is_left_alone(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    finished(folder)
    other = Table.start("penguin-party", [Seat(name="Cy"), Seat(name="Dee")], seed=1)
    other.attach(folder, "duel-r2.json")
    other.save()
    again = rematch.start(window(folder, ANN))
    assert again.save_name not in (NAME, "duel-r2.json")
    assert [s.name for s in again.seats] == ["Bob", "Ann"] and again.window.viewer == 1
    assert [s.name for s in folder.read("duel-r2.json").seats] == ["Cy", "Dee"]
    again.leave()


def test_a_finished_rematch_is_not_joined_again(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    finished(folder)
    table = Table.start("penguin-party", [Seat(name="Bob"), Seat(name="Ann")], seed=2)
    table.attach(folder, "duel-r2.json")
    rng = random.Random(1)
    while not table.is_over():
        table.play(rng.choice(table.game.legal_actions(table.state)))
    again = rematch.start(window(folder, ANN))
    assert again.save_name != "duel-r2.json" and not again.is_over()
    again.leave()
