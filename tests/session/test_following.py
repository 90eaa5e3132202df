"""Two tables on one save, as two windows would hold it: a stale table cannot write over a newer
move, follows the file with a sentence naming who did what, and costs one stat when nothing
changed."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.session import Table
from penguin_tables.session.following import DELETED, StaleTable
from penguin_tables.store import SaveFolder, Seat

NAME = "shared.json"


def two_windows(tmp_path: Path, game_id: str = "penguin-party") -> tuple[Table, Table]:
    folder = SaveFolder(tmp_path)
    first = Table.start(game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    first.attach(folder, NAME)
    first.save()
    return Table.resume(folder, NAME), Table.resume(folder, NAME)


def an_action(table: Table, index: int = 0) -> Any:
    actions = table.game.legal_actions(table.state)
    return actions[index % len(actions)]


def mover(table: Table) -> str:
    seat = table.to_move()
    assert seat is not None
    return table.seats[seat].name


def test_a_stale_table_cannot_write_over_a_newer_move(tmp_path: Path) -> None:
    ann, bob = two_windows(tmp_path)
    who = mover(ann)
    ann.play(an_action(ann, 0))
    with pytest.raises(StaleTable) as refused:
        bob.play(an_action(bob, 1))  # made for the position before Ann's move
    assert str(refused.value) == f"{who} moved in another window. Your move was not made."
    on_file = SaveFolder(tmp_path).read(NAME)
    assert on_file.actions == ann.envelope.actions and len(on_file.actions) == 1
    assert bob.envelope.actions == on_file.actions  # Bob's table now shows Ann's move
    assert bob.game.dump(bob.state) == ann.game.dump(ann.state)
    bob.play(an_action(bob))  # and from there Bob plays on
    assert len(SaveFolder(tmp_path).read(NAME).actions) == 2


def test_a_move_elsewhere_is_followed_and_named(tmp_path: Path) -> None:
    ann, bob = two_windows(tmp_path)
    who = mover(ann)
    revision = bob.revision
    ann.play(an_action(ann))
    followed = bob.follow()
    assert followed is not None and followed.message == f"{who} moved in another window."
    assert bob.revision > revision and bob.envelope.actions == ann.envelope.actions
    assert bob.follow() is None  # caught up: nothing more to tell


def test_following_an_unchanged_save_reads_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, bob = two_windows(tmp_path)

    def no_read(*_: object) -> None:
        raise AssertionError("the save was read although it did not change")

    monkeypatch.setattr(bob.folder, "open", no_read)
    for _ in range(5):
        assert bob.follow() is None


def test_own_writes_are_not_news(tmp_path: Path) -> None:
    ann, _ = two_windows(tmp_path)
    ann.play(an_action(ann))
    assert ann.follow() is None


def test_an_undo_elsewhere_is_followed(tmp_path: Path) -> None:
    ann, bob = two_windows(tmp_path)
    seat = ann.to_move()
    ann.play(an_action(ann))
    bob.follow()
    ann.undo(seat)
    followed = bob.follow()
    assert followed is not None
    assert followed.message == f"{ann.seats[seat or 0].name} took back a move in another window."
    assert bob.envelope.actions == [] and bob.can_redo()
    ann.follow()
    bob.redo()
    followed = ann.follow()
    assert followed is not None and followed.message.endswith("redid a move in another window.")


def test_an_undo_then_another_move_elsewhere_cannot_be_written_over(tmp_path: Path) -> None:
    """The move count is back where it was after an undo and a different move; the revision is
    not, so the stale table is still refused."""
    ann, bob = two_windows(tmp_path)
    seat = ann.to_move()
    ann.play(an_action(ann, 0))
    bob.follow()
    ann.undo(seat)
    ann.play(an_action(ann, 1))
    with pytest.raises(StaleTable):
        bob.play(an_action(bob, 2))
    assert SaveFolder(tmp_path).read(NAME).actions == ann.envelope.actions


def test_the_end_of_the_game_elsewhere_is_followed(tmp_path: Path) -> None:
    ann, bob = two_windows(tmp_path)
    rng = random.Random(4)
    for _ in range(500):
        if ann.is_over():
            break
        ann.play(rng.choice(ann.game.legal_actions(ann.state)))
    assert ann.is_over()
    followed = bob.follow()
    assert followed is not None and followed.message == "The game ended in another window."
    assert bob.is_over()


def test_a_save_deleted_elsewhere_is_written_again_by_the_next_move(tmp_path: Path) -> None:
    ann, bob = two_windows(tmp_path)
    SaveFolder(tmp_path).delete(NAME)
    followed = bob.follow()
    assert followed is not None and followed.message == DELETED and bob.save_problem() is None
    assert bob.follow() is None  # said once
    who = mover(bob)
    bob.play(an_action(bob))  # nothing is lost: the game is saved again
    assert SaveFolder(tmp_path).read(NAME).actions == bob.envelope.actions
    with pytest.raises(StaleTable) as refused:  # Ann's window had not looked yet
        ann.play(an_action(ann, 1))
    assert refused.value.followed.message == f"{who} moved in another window."
    assert ann.envelope.actions == bob.envelope.actions


def test_a_save_made_unreadable_elsewhere_is_left_alone(tmp_path: Path) -> None:
    _, bob = two_windows(tmp_path)
    (tmp_path / NAME).write_text("not a save")
    followed = bob.follow()
    assert followed is not None and bob.save_problem() is not None
    bob.play(an_action(bob))  # played on in memory; the file is not touched
    assert (tmp_path / NAME).read_text() == "not a save"


def test_a_hint_counted_elsewhere_does_not_refuse_a_move(tmp_path: Path) -> None:
    ann, bob = two_windows(tmp_path)
    seat = ann.to_move()
    assert seat is not None
    ann.envelope.hints[str(seat)] = 1
    ann.save()  # as a hint's count is written
    bob.play(an_action(bob))
    on_file = SaveFolder(tmp_path).read(NAME)
    assert len(on_file.actions) == 1 and on_file.hints == {str(seat): 1}


def test_following_a_move_checks_it_from_the_known_position(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A window following another's move checks the new actions from its own state, not by
    replaying the whole game from its seed (a long Yura Yura game takes half a second so)."""
    ann, bob = two_windows(tmp_path)
    for index in range(3):
        ann.play(an_action(ann, index))
    dealt: list[Sequence[str]] = []
    real = bob.game.new_game

    def noting_deal(
        players: Sequence[str], seed: int, options: dict[str, Any] | None = None
    ) -> object:
        dealt.append(players)
        return real(players, seed, options)

    monkeypatch.setattr(bob.game, "new_game", noting_deal)
    assert bob.follow() is not None
    assert dealt == [] and bob.game.dump(bob.state) == ann.game.dump(ann.state)


def test_a_changed_move_is_still_refused_when_checked_from_the_known_position(
    tmp_path: Path,
) -> None:
    ann, bob = two_windows(tmp_path)
    ann.play(an_action(ann))
    data = (tmp_path / NAME).read_text()
    ann.play(an_action(ann))
    tampered = json.loads((tmp_path / NAME).read_text())
    tampered["state"] = json.loads(data)["state"]  # the state one move back: does not replay
    (tmp_path / NAME).write_text(json.dumps(tampered))
    followed = bob.follow()
    assert followed is not None and bob.save_problem() is not None
