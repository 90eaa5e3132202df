"""Issue 43: nothing in a save is trusted that can be worked out, and every other field is typed
and bounded. Each test changes one field of a real save, as the attack did, and each failed on the
main of the time: a crash, a crash report, or a save that misled (finished, a forged log line)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from penguin_tables import cli
from penguin_tables.cli import dispatch
from penguin_tables.session import Table
from penguin_tables.store import BadSave, SaveFolder, Seat
from penguin_tables.store.records import collect_records
from tests.robustness.command_runner import first_steps


@pytest.fixture(autouse=True)
def no_app(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """`resume` and `replay` do what the app does first, without a screen."""
    monkeypatch.setattr(dispatch, "play", first_steps)
    yield


def played(folder: SaveFolder, name: str, moves: int = 10, seed: int = 7) -> Table:
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=seed)
    table.attach(folder, name)
    for _ in range(moves):
        if table.is_over():
            break
        table.play(table.computer_action())
    return table


def finished(folder: SaveFolder, name: str) -> Table:
    return played(folder, name, moves=10_000)


def edit(folder: SaveFolder, name: str, **fields: Any) -> None:
    path = folder.file(name)
    data = json.loads(path.read_text())
    data.update(fields)
    path.write_text(json.dumps(data))


def run(folder: SaveFolder, *argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli.main(["--saves", str(folder.path), *argv])
    return code, out.getvalue(), err.getvalue()


def refused(folder: SaveFolder, name: str) -> str:
    with pytest.raises(BadSave) as caught:
        Table.resume(folder, name)
    return caught.value.reason


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SaveFolder:
    monkeypatch.setenv("COLUMNS", "250")
    return SaveFolder(tmp_path / "saves")


# ----- dates ---------------------------------------------------------------------------------------
def test_a_date_without_a_zone_beside_a_normal_save_is_refused_not_a_crash(
    folder: SaveFolder,
) -> None:
    played(folder, "normal")
    played(folder, "naive", seed=8)
    edit(folder, "naive", updated="2024-01-01T00:00:00")
    code, out, err = run(folder, "saves")
    assert (code, err) == (0, "")
    assert "cannot open: some fields are missing or wrong (updated: the date has no time" in out
    code, _, err = run(folder, "resume")
    assert (code, err) == (0, "")  # the normal save resumes
    assert "updated: the date has no time zone" in refused(folder, "naive")


@pytest.mark.parametrize("moment", ["0001-01-01T00:00+14:00", "9999-12-31T23:59:59-14:00"])
def test_a_date_at_the_ends_of_the_calendar_is_refused(folder: SaveFolder, moment: str) -> None:
    played(folder, "normal")
    played(folder, "edge", seed=8)
    edit(folder, "edge", updated=moment)
    code, out, err = run(folder, "saves")
    assert (code, err) == (0, "")
    assert "updated: the date is not between 1970 and 9000" in out
    assert run(folder, "resume")[0] == 0


def test_a_date_written_as_a_number_is_refused(folder: SaveFolder) -> None:
    played(folder, "number")
    edit(folder, "number", created=0)
    assert "created: a date is written as text" in refused(folder, "number")


# ----- hints, undo, redo ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("hints", "why"),
    [
        ({"abc": 2}, "hints: 'abc' is not a seat number"),
        ({"2": 1}, "hints: there is no seat 2 (the seats are 0 to 1)"),
        ({"01": 1}, "hints: '01' is not a seat number"),
        ({"0": -1}, "hints.0: Input should be greater than or equal to 0"),
        ({"0": "1"}, "hints.0: Input should be a valid integer"),
    ],
)
def test_hint_counts_are_keyed_by_seats_that_exist(
    folder: SaveFolder, hints: dict[str, Any], why: str
) -> None:
    finished(folder, "hinted")
    edit(folder, "hinted", hints=hints)
    assert why in refused(folder, "hinted")
    code, _, err = run(folder, "resume", "hinted")
    assert code == 2 and why in err


def test_an_undo_point_for_a_seat_that_does_not_exist_is_refused(folder: SaveFolder) -> None:
    table = played(folder, "undo", moves=3)
    points = [point.model_dump() for point in table.envelope.undo]
    assert points, "the last moves can be taken back"
    points[-1]["seat"] = 99
    edit(folder, "undo", undo=points)
    assert "undo.0.seat: Input should be less than 8" in refused(folder, "undo")
    points[-1]["seat"] = 5
    edit(folder, "undo", undo=points)
    assert "undo: its point 0 names seat 5, and there is none" in refused(folder, "undo")


def test_an_undo_point_must_name_the_seat_that_moved(folder: SaveFolder) -> None:
    table = played(folder, "undo", moves=3)
    points = [point.model_dump() for point in table.envelope.undo]
    points[-1]["seat"] = 1 - points[-1]["seat"]
    edit(folder, "undo", undo=points)
    assert "its undo history (undo, point 0) gives move 3 to seat" in refused(folder, "undo")


def test_an_undo_point_out_of_the_last_moves_is_refused(folder: SaveFolder) -> None:
    table = played(folder, "undo", moves=3)
    points = [point.model_dump() for point in table.envelope.undo]
    points[-1].update(actions=0, log=0)
    edit(folder, "undo", undo=points)
    assert "undo: its point 0 is not at one of the last 1 of its 3 actions" in refused(
        folder, "undo"
    )


def undone(folder: SaveFolder) -> Table:
    """Ann's move and Bob's taken back (every seat a person): a redo group of two actions."""
    table = played(folder, "redo", moves=2)
    table.undo(1)
    assert table.can_redo()
    return table


@pytest.mark.parametrize(
    ("entry", "why"),
    [
        ({"kind": "teleport"}, "its undone move (redo 0, step 0) cannot be played again"),
        ({"kind": "play", "color": "gold"}, "its undone move (redo 0, step 0) cannot be played"),
        ("play", "redo.0.0: Input should be a valid dictionary"),
    ],
)
def test_a_redo_entry_of_an_unknown_kind_or_an_illegal_one_is_refused(
    folder: SaveFolder, entry: Any, why: str
) -> None:
    table = undone(folder)
    edit(folder, "redo", redo=[[entry]])
    assert why in refused(folder, "redo")
    edit(folder, "redo", redo=[table.envelope.redo[-1] * 40])  # a base holds 8 cards at most
    reason = refused(folder, "redo")
    assert "its undone move (redo 0, step " in reason and "cannot be played again" in reason
    edit(folder, "redo", redo=[[]])
    assert "redo.0: List should have at least 1 item" in refused(folder, "redo")


def test_a_good_redo_still_plays_again(folder: SaveFolder) -> None:
    table = undone(folder)
    again = Table.resume(folder, "redo")
    again.redo()
    assert len(again.envelope.actions) == 2
    assert again.game.dump(again.state) != table.game.dump(table.state)


# ----- what the replay works out: finished, the log, the flags ---------------------------------------
def test_finished_true_on_a_ten_move_game_is_not_believed(folder: SaveFolder) -> None:
    played(folder, "ten")
    edit(folder, "ten", finished=True)
    [row] = folder.summaries()
    assert row.problem is None and not row.finished and row.moves == 10
    assert " in progress" in run(folder, "saves")[1]
    records = collect_records(folder)
    assert records.games_counted == 0 and records.rows == []
    assert not Table.resume(folder, "ten").envelope.finished


def test_a_finished_game_marked_unfinished_is_still_finished(folder: SaveFolder) -> None:
    finished(folder, "done")
    edit(folder, "done", finished=False)
    assert folder.summaries()[0].finished
    assert collect_records(folder).games_counted == 1


def test_a_forged_log_line_is_never_shown(folder: SaveFolder) -> None:
    table = played(folder, "forged")
    forged = "Ann shows her hand: R R G G Y B P"
    edit(
        folder,
        "forged",
        log=[forged, *table.log[1:]],
        private_log=[{"line": 1, "seat": 1, "text": forged}],
    )
    code, out, _ = run(folder, "log", "forged")
    assert code == 0 and forged not in out and table.log[0] in out
    again = Table.resume(folder, "forged")
    assert again.log == table.log and again.envelope.private_log == table.envelope.private_log
    assert forged not in again.log_for(1)


def test_the_move_count_comes_from_the_replay(folder: SaveFolder) -> None:
    played(folder, "counted")
    edit(folder, "counted", continued=[True] * 10)  # as if the ten actions were one move
    assert folder.summaries()[0].moves == 10


# ----- the format -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("value", "why"),
    [
        ("1", "format: Input should be a valid integer"),
        (True, "format: Input should be a valid integer"),
        (0, "format: Input should be greater than or equal to 1"),
        (2, "it was made by a newer Penguin Tables (format 2)."),
    ],
)
def test_the_format_is_a_whole_number(folder: SaveFolder, value: Any, why: str) -> None:
    played(folder, "format")
    edit(folder, "format", format=value)
    assert why in refused(folder, "format")


@pytest.mark.parametrize(
    ("field", "value", "why"),
    [
        ("seed", "7", "seed: Input should be a valid integer"),
        ("seed", 2**70, "seed: Input should be less than or equal to"),
        ("revision", -1, "revision: Input should be greater than or equal to 0"),
        ("undo_block_line", 500, "undo_block_line: there is no line 500 in a log of 10 lines"),
        ("seats", [{"name": "Ann", "kind": 1}, {"name": "Bob"}], "seats.0.kind: Input should be"),
    ],
)
def test_every_other_field_has_a_type_and_a_range(
    folder: SaveFolder, field: str, value: Any, why: str
) -> None:
    played(folder, "typed")
    edit(folder, "typed", **{field: value})
    assert why in refused(folder, "typed")
