"""Issue 40's defects at the session's level, each found on a real table: an unreadable moment,
a frozen window holding the folder or the computer's turn, seats open elsewhere, a planted claim,
a re-created folder, and a hint counted twice. No move is lost, no wait is unbounded, and two
windows never both act for one seat."""

from __future__ import annotations

import fcntl
import os
import shutil
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

import penguin_tables.store.folder as folder_module
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.session import Table
from penguin_tables.session.seat_window import SHARED_KEYBOARD, WATCHING, SeatWindow
from penguin_tables.store import BadSave, SaveFolder, Seat
from penguin_tables.store.reading import read_save_bytes
from penguin_tables.store.seat_claims import SeatTaken, claim_file
from tests.session.test_following import NAME, an_action, two_windows

#: Longer than any bounded wait of the session: a call still running then is frozen.
FROZEN = 5.0


class Unreadable:
    """The save reader, failing as a file with no read permission does while `failing` is set
    (CI runs as root, where `chmod 000` does not stop a read)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.failing = False
        self.real = read_save_bytes
        monkeypatch.setattr(folder_module, "read_save_bytes", self)

    def __call__(self, path: Path) -> bytes:
        if self.failing and path.name == NAME:
            raise BadSave(path, "it cannot be read (Permission denied).")
        return self.real(path)


def touched(path: Path) -> None:
    """What `chmod` does to a file's identity: its change time moves."""
    os.chmod(path, 0o600)
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1))


def saved_actions(folder: Path) -> int:
    return len(SaveFolder(folder).read(NAME).actions)


def finishes(call: Any) -> Any:
    """`call()`'s answer, failing the test if it is still running after FROZEN seconds."""
    answer: list[Any] = []
    failure: list[BaseException] = []

    def run() -> None:
        try:
            answer.append(call())
        except BaseException as exc:
            failure.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(FROZEN)
    assert not thread.is_alive(), "the window froze: the call never returned"
    if failure:
        raise failure[0]
    return answer[0]


@contextmanager
def folder_held(folder: Path) -> Iterator[None]:
    """The folder's lock held by another window that stopped answering (SIGSTOP)."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


# ----- one unreadable moment ----------------------------------------------------------------------
def test_an_unreadable_moment_does_not_stop_saving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ann, _ = two_windows(tmp_path)
    reader = Unreadable(monkeypatch)
    reader.failing = True
    touched(tmp_path / NAME)
    ann.follow()  # the poll meets the unreadable file
    ann.play(an_action(ann))
    assert ann.save_problem() is not None, "a move the file lacks must show the banner"
    reader.failing = False
    touched(tmp_path / NAME)
    ann.follow()  # the next poll: readable again, and the move is written
    assert ann.save_problem() is None
    assert saved_actions(tmp_path) == 1
    ann.play(an_action(ann))  # and every later move is saved
    assert saved_actions(tmp_path) == 2


def test_a_file_that_stays_unreadable_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ann, _ = two_windows(tmp_path)
    (tmp_path / NAME).write_text("not a save", encoding="utf-8")
    ann.follow()
    ann.play(an_action(ann))
    assert ann.save_problem() is not None
    assert (tmp_path / NAME).read_text(encoding="utf-8") == "not a save"


# ----- a frozen window ----------------------------------------------------------------------------
def test_a_window_holding_the_folder_never_freezes_another(tmp_path: Path) -> None:
    ann, _ = two_windows(tmp_path)
    with folder_held(tmp_path):
        finishes(lambda: ann.play(an_action(ann)))
        problem = ann.save_problem()
        assert problem is not None and "another window" in problem
        assert saved_actions(tmp_path) == 0
    ann.follow()  # the holder let go: the next poll writes the move
    assert ann.save_problem() is None and saved_actions(tmp_path) == 1


def computer_table(tmp_path: Path) -> tuple[Table, Table]:
    folder = SaveFolder(tmp_path)
    seats = [Seat(name="Ann"), Seat(name="Cy", kind="computer", level="easy")]
    first = Table.start("penguin-party", seats, seed=4)
    first.attach(folder, NAME)
    first.play(an_action(first))  # Cy is to move
    return Table.resume(folder, NAME), Table.resume(folder, NAME)


def test_a_window_stopped_while_working_out_the_computer_s_move_can_be_taken_over(
    tmp_path: Path,
) -> None:
    frozen, waiting = computer_table(tmp_path)
    frozen.sit(SHARED_KEYBOARD)
    held = frozen.claim_computer_turn()
    assert held.granted
    answer = waiting.claim_computer_turn()
    assert not answer.granted and not answer.unanswering
    assert "working out Cy's move" in answer.words
    claim = tmp_path / f".{NAME}.computer.lock"
    old = time.time() - 60
    os.utime(claim, (old, old))  # the holder stopped beating: it stopped answering
    answer = waiting.claim_computer_turn()
    assert not answer.granted and answer.unanswering
    assert "stopped answering" in answer.words
    taken = waiting.take_computer_turn_over()
    assert taken.granted
    waiting.play(waiting.computer_action())
    with pytest.raises(Exception, match="moved in another window"):
        frozen.play(frozen.computer_action())  # the stopped window wakes: its move is not made
    assert saved_actions(tmp_path) == 2


# ----- seats open elsewhere -----------------------------------------------------------------------
def test_the_shared_keyboard_does_not_open_over_seats_open_elsewhere(tmp_path: Path) -> None:
    ann, bob = two_windows(tmp_path)
    ann.sit(SeatWindow(viewer=0))
    bob.sit(SeatWindow(viewer=1))
    plain = Table.resume(SaveFolder(tmp_path), NAME)
    with pytest.raises(SeatTaken):
        plain.sit(SHARED_KEYBOARD)
    plain.sit(WATCHING)  # watching is open to anyone


def test_the_shared_keyboard_does_not_act_for_a_seat_opened_elsewhere_later(
    tmp_path: Path,
) -> None:
    plain, ann = two_windows(tmp_path)
    mover = plain.to_move()
    assert mover is not None
    ann.sit(SeatWindow(viewer=mover))
    with pytest.raises(IllegalAction, match="window of their own"):
        plain.play(an_action(plain))
    assert saved_actions(tmp_path) == 0


def test_a_directory_planted_at_a_seat_s_claim_lets_one_window_in(tmp_path: Path) -> None:
    first, second = two_windows(tmp_path)
    claim_file(tmp_path, NAME, 0).mkdir()
    first.sit(SeatWindow(viewer=0))
    with pytest.raises(SeatTaken):
        second.sit(SeatWindow(viewer=0))


def test_a_re_created_folder_keeps_a_seat_in_one_window(tmp_path: Path) -> None:
    first, second = two_windows(tmp_path)
    first.sit(SeatWindow(viewer=0))
    shutil.rmtree(tmp_path)
    tmp_path.mkdir()
    first.follow()  # the window sees its save gone, and claims its seat again
    first.save()  # its next save writes the game again
    late = Table.resume(SaveFolder(tmp_path), NAME)
    with pytest.raises(SeatTaken):
        late.sit(SeatWindow(viewer=0))
    del second


def test_a_seat_taken_elsewhere_after_the_folder_went_makes_this_window_watch(
    tmp_path: Path,
) -> None:
    first, _ = two_windows(tmp_path)
    first.sit(SeatWindow(viewer=0))
    shutil.rmtree(tmp_path)
    tmp_path.mkdir()
    writer = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    writer.attach(SaveFolder(tmp_path), NAME)
    writer.save()
    other = Table.resume(SaveFolder(tmp_path), NAME)
    other.sit(SeatWindow(viewer=0))  # it cannot know of the first window's lost claim
    followed = first.follow()
    assert followed is not None and "another window" in followed.message
    assert first.window.watching
    with pytest.raises(IllegalAction):
        first.pick(0, "x")


# ----- hints --------------------------------------------------------------------------------------
def test_a_hint_is_counted_once_when_the_save_was_deleted_elsewhere(tmp_path: Path) -> None:
    ann, bob = two_windows(tmp_path)
    SaveFolder(tmp_path).delete(NAME)
    ann.count_hint(0)
    assert ann.hints_taken() == {0: 1}
    assert SaveFolder(tmp_path).read(NAME).hints == {"0": 1}
    del bob


def test_a_hint_is_counted_once_and_saving_said_when_the_save_is_unreadable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ann, _ = two_windows(tmp_path)
    reader = Unreadable(monkeypatch)
    reader.failing = True
    touched(tmp_path / NAME)
    ann.count_hint(0)
    assert ann.hints_taken() == {0: 1}
    assert ann.save_problem() is not None
    reader.failing = False
    ann.follow()
    assert SaveFolder(tmp_path).read(NAME).hints == {"0": 1}


def test_a_busy_folder_error_crosses_a_process_boundary() -> None:
    """A process pool hands an error back pickled: FolderBusy must rebuild, or the pool waits."""
    import pickle

    from penguin_tables.store.locks import FolderBusy

    again = pickle.loads(pickle.dumps(FolderBusy()))
    assert isinstance(again, FolderBusy) and "another window" in str(again.strerror)
