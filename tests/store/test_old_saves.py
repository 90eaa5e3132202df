"""Saves written before the decision model (issue 11) still resume, undo and play on.

The fixtures were written by the code of commit 1b5a427 (Penguin Party with three seats, one of them
a computer; Frozen Shinies with two), before views were typed, decisions moved into the engines and
the envelope learned hints, decision marks and joined undo points.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    "name", ["penguin-party-before-issue-11", "frozen-shinies-before-issue-11"]
)
def test_a_save_from_before_the_decision_model_resumes_and_plays_on(
    tmp_path: Path, name: str
) -> None:
    shutil.copy(FIXTURES / f"{name}.json", tmp_path / f"{name}.json")
    table = Table.resume(SaveFolder(tmp_path), name)
    assert table.envelope.hints == {}
    assert table.envelope.moves() is not None  # worked out by replaying the recorded actions
    seat = table.to_move()
    assert seat is not None
    scene = table.scene(seat)
    assert scene.decision is not None and scene.decision.choices
    rng = random.Random(0)
    for _ in range(10):
        if table.is_over():
            break
        table.play(rng.choice(table.game.legal_actions(table.state)))
    again = Table.resume(SaveFolder(tmp_path), name)
    assert again.game.dump(again.state) == table.game.dump(table.state)
