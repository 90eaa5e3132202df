"""A hint is counted in the save by the asker's thread before it is worked out, and the search
itself writes nothing: a write from the worker could interleave with a move made meanwhile."""

from __future__ import annotations

from pathlib import Path

import pytest

from penguin_tables.engine.search import SearchBudget
from penguin_tables.session.following import StaleTable
from penguin_tables.store import SaveFolder
from tests.session.test_following import NAME, an_action, two_windows


def test_working_a_hint_out_writes_nothing(tmp_path: Path) -> None:
    ann, _ = two_windows(tmp_path)
    seat = ann.to_move()
    assert seat is not None
    before = (tmp_path / NAME).read_bytes()
    ann.hint(seat, SearchBudget(seconds=0.05))
    assert (tmp_path / NAME).read_bytes() == before and ann.hints_taken() == {}


def test_a_hint_is_counted_in_the_save(tmp_path: Path) -> None:
    ann, _ = two_windows(tmp_path)
    ann.count_hint(0)
    assert SaveFolder(tmp_path).read(NAME).hints == {"0": 1}


def test_a_hint_counted_in_another_window_is_kept(tmp_path: Path) -> None:
    ann, bob = two_windows(tmp_path)
    ann.count_hint(0)
    bob.count_hint(1)  # bob's table had not seen Ann's count: it takes it, then adds its own
    assert SaveFolder(tmp_path).read(NAME).hints == {"0": 1, "1": 1}
    assert bob.hints_taken() == {0: 1, 1: 1}


def test_a_hint_asked_on_a_stale_table_is_not_counted(tmp_path: Path) -> None:
    ann, bob = two_windows(tmp_path)
    ann.play(an_action(ann))
    with pytest.raises(StaleTable, match="Ann moved in another window"):
        bob.count_hint(0)
    assert SaveFolder(tmp_path).read(NAME).hints == {}
    assert bob.envelope.actions == ann.envelope.actions  # bob's window shows Ann's move now
