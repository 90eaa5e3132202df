"""Saves: round trips, atomic writes, and every kind of bad file refused with the file unchanged."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from penguin_tables.session import Table
from penguin_tables.store import BadSave, SaveFolder, Seat
from penguin_tables.store.atomic import write_atomically


def played_table(folder: SaveFolder, moves: int = 6) -> Table:
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    table.attach(folder)
    for _ in range(moves):
        table.play(table.computer_action())
    return table


@pytest.fixture
def folder(tmp_path: Path) -> SaveFolder:
    return SaveFolder(tmp_path / "saves")


def test_round_trip_resumes_the_exact_state(folder: SaveFolder) -> None:
    table = played_table(folder)
    assert table.save_name is not None
    again = Table.resume(folder, table.save_name)
    assert again.game.dump(again.state) == table.game.dump(table.state)
    assert again.log == table.log and len(again.envelope.actions) == 6
    again.detach()  # plays in memory only: a second writer of one save would be refused
    # Both continue identically.
    for _ in range(5):
        action = table.computer_action()
        assert again.computer_action() == action
        table.play(action)
        again.play(action)
    assert again.game.dump(again.state) == table.game.dump(table.state)


def test_listing_shows_most_recent_first(folder: SaveFolder) -> None:
    first = played_table(folder, 2)
    second = played_table(folder, 3)
    first.play(first.computer_action())
    rows = folder.summaries()
    assert [r.name for r in rows] == [first.save_name, second.save_name]
    assert rows[0].players == ["Ann", "Bob"] and rows[0].turn == 3
    assert rows[0].game_title == "Penguin Party"


def test_write_is_atomic_and_leaves_no_temporary_file(
    folder: SaveFolder, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = played_table(folder)
    assert table.save_name is not None
    path = folder.file(table.save_name)
    before = path.read_bytes()

    def crash(*_: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk full"):
        write_atomically(path, b"half a save")
    assert path.read_bytes() == before
    assert sorted(p.name for p in folder.path.iterdir()) == [table.save_name]


def valid_save(folder: SaveFolder) -> tuple[Path, dict[str, object]]:
    table = played_table(folder)
    assert table.save_name is not None
    path = folder.file(table.save_name)
    return path, json.loads(path.read_text())


#: Each way of damaging a save: from its bytes and its JSON, the bytes written in its place.
BAD_FILES: dict[str, Callable[[bytes, dict[str, object]], bytes]] = {
    "truncated": lambda raw, data: raw[: len(raw) // 2],
    "not json": lambda raw, data: b"hello, penguins",
    "not utf-8": lambda raw, data: b"\xff\xfe\x00broken",
    "foreign json": lambda raw, data: b'{"name": "something else"}',
    "newer format": lambda raw, data: json.dumps({**data, "format": 99}).encode(),
    "unknown game": lambda raw, data: json.dumps({**data, "game": "chess"}).encode(),
    "missing field": lambda raw, data: json.dumps(
        {k: v for k, v in data.items() if k != "seats"}
    ).encode(),
    "wrong type": lambda raw, data: json.dumps({**data, "seed": "many"}).encode(),
}
REASONS = {
    "truncated": "not valid JSON",
    "not json": "not valid JSON",
    "not utf-8": "not UTF-8",
    "foreign json": "not a Penguin Tables save",
    "newer format": "newer Penguin Tables",
    "unknown game": "unknown game 'chess'",
    "missing field": "missing or wrong",
    "wrong type": "missing or wrong",
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_bad_files_are_refused_and_left_alone(folder: SaveFolder, kind: str) -> None:
    path, data = valid_save(folder)
    damaged = BAD_FILES[kind](path.read_bytes(), data)
    path.write_bytes(damaged)
    with pytest.raises(BadSave, match=REASONS[kind]) as caught:
        Table.resume(folder, path.name)
    assert path.name in str(caught.value)
    assert path.read_bytes() == damaged
    assert folder.summaries()[0].problem is not None


def test_state_that_breaks_the_rules_is_refused(folder: SaveFolder) -> None:
    path, data = valid_save(folder)
    state = data["state"]
    assert isinstance(state, dict)
    state["hands"][0].append("green")
    path.write_text(json.dumps(data))
    with pytest.raises(BadSave, match="breaks the rules"):
        Table.resume(folder, path.name)


def test_players_must_match_the_state(folder: SaveFolder) -> None:
    path, data = valid_save(folder)
    data["seats"] = [{"name": "Zed"}, {"name": "Bob"}]
    path.write_text(json.dumps(data))
    with pytest.raises(BadSave, match="players do not match"):
        Table.resume(folder, path.name)


@pytest.mark.parametrize("name", ["../escape", "/etc/passwd", "sub/dir", "..json", ".hidden"])
def test_save_names_never_escape_the_folder(folder: SaveFolder, name: str) -> None:
    with pytest.raises(BadSave, match="not a valid save name"):
        folder.file(name)


def test_missing_save_is_explained(folder: SaveFolder) -> None:
    with pytest.raises(BadSave, match="no such save"):
        Table.resume(folder, "nothing-here.json")


def test_finished_game_is_marked(folder: SaveFolder) -> None:
    table = played_table(folder, 0)
    while not table.is_over():
        table.play(table.computer_action())
    assert table.save_name is not None
    assert folder.read(table.save_name).finished
    assert folder.summaries()[0].finished


def test_an_impossible_turn_number_is_refused_in_a_sentence(folder: SaveFolder) -> None:
    path, data = valid_save(folder)
    state = data["state"]
    assert isinstance(state, dict)
    state["turn"] = 9  # two players: seats 0 and 1 only
    path.write_text(json.dumps(data))
    with pytest.raises(BadSave) as caught:
        Table.resume(folder, path.name)
    reason = caught.value.reason
    assert "does not exist" in reason and "out of range" in reason
    assert "list index" not in reason
    assert folder.summaries()[0].problem == reason


def test_moves_count_decisions_not_engine_steps(folder: SaveFolder) -> None:
    """A Jewels turn takes several steps (die, penguin, ...) but is one move to the players."""
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob")], seed=4)
    table.attach(folder)
    for _ in range(40):
        table.play(table.computer_action())
    summary = folder.summaries()[0]
    assert summary.turn == 40
    assert summary.moves is not None and 0 < summary.moves < 40
    assert summary.moves == table.envelope.moves()


def test_moves_survive_undo_and_old_saves_learn_them_on_resume(folder: SaveFolder) -> None:
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob")], seed=4)
    table.attach(folder)
    counts = []
    for _ in range(12):
        table.play(table.computer_action())
        counts.append(table.envelope.moves())
    assert table.save_name is not None
    path = folder.file(table.save_name)
    data = json.loads(path.read_text())
    del data["continued"]  # as saved before moves were counted
    path.write_text(json.dumps(data))
    assert folder.summaries()[0].moves == counts[-1]  # reading replays the actions
    again = Table.resume(folder, table.save_name)
    assert again.envelope.continued == table.envelope.continued
    assert again.envelope.moves() == counts[-1]
