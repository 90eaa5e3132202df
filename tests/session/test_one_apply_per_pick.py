"""A pick is played once and a decision saved once: the draft hands its steps (action, the states
before and after) to the table, which records them without playing them again, writes the save
when the decision is whole, and checks the saves folder when it attaches, not on every write."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.engine.decisions import Draft
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat


class Counter:
    """Wraps a callable and counts its calls."""

    def __init__(self, real: Any) -> None:
        self.real, self.calls = real, 0

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        return self.real(*args, **kwargs)


def take_decision(table: Table, rng: random.Random) -> tuple[int, int]:
    """Walk the whole decision of the seat to move with random picks: (picks, steps recorded)."""
    seat = table.to_move()
    assert seat is not None
    before = len(table.envelope.actions)
    picks = 0
    while True:
        draft = table.draft(seat)
        assert isinstance(draft, Draft)
        decision = draft.decision()
        key: str | tuple[str, ...] = rng.choice(decision.choices).key
        if decision.many:
            key = tuple(sorted(rng.choice(sorted(decision.subsets, key=sorted))))
        picks += 1
        if table.pick(seat, key):
            return picks, len(table.envelope.actions) - before


@pytest.mark.parametrize("game_id", ["jewels", "penguin-party", "fistful"])
def test_each_step_of_a_decision_is_applied_once(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table.start(game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=5)
    apply = Counter(table.game.apply)
    monkeypatch.setattr(table.game, "apply", apply)
    rng = random.Random(2)
    for _ in range(12):
        if table.is_over():
            break
        apply.calls = 0
        _, steps = take_decision(table, rng)
        assert apply.calls == steps, f"{apply.calls} applies for {steps} steps"


def test_a_jewels_turn_of_several_steps_is_saved_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = SaveFolder(tmp_path / "saves")
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    table.attach(folder)
    write = Counter(SaveFolder.write)
    monkeypatch.setattr(SaveFolder, "write", lambda *a, **k: write(*a, **k))
    rng = random.Random(4)
    longest = 0
    for _ in range(16):
        write.calls = 0
        _, steps = take_decision(table, rng)
        longest = max(longest, steps)
        assert write.calls == 1, f"{write.calls} saves for one decision of {steps} steps"
    assert longest >= 3, "the walk took no turn of several steps: the test proves nothing"
    assert table.save_name is not None
    assert folder.read(table.save_name).actions == table.envelope.actions


def test_the_folder_is_checked_once_not_on_every_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ensure = Counter(SaveFolder.ensure)
    monkeypatch.setattr(SaveFolder, "ensure", lambda self: ensure(self))
    mkdir = Counter(Path.mkdir)
    monkeypatch.setattr(Path, "mkdir", lambda self, *a, **k: mkdir(self, *a, **k))
    folder = SaveFolder(tmp_path / "saves")
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    table.attach(folder)
    for _ in range(8):
        table.play(table.computer_action())
    assert (ensure.calls, mkdir.calls) == (1, 1)
    assert table.save_name is not None and len(folder.read(table.save_name).actions) == 8


def test_a_folder_removed_mid_game_is_made_again_by_the_next_save(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    table.attach(folder)
    table.play(table.computer_action())
    assert table.save_name is not None
    folder.file(table.save_name).unlink()
    folder.path.rmdir()
    table.play(table.computer_action())
    assert table.save_problem() is None and len(folder.read(table.save_name).actions) == 2
