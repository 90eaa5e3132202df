"""Undo, redo and replay for every registered game, through the shared Table mechanism."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.replay import replay_states

GAME_IDS = list(GAMES)


def table_for(game_id: str, humans: int = 1, seed: int = 3) -> Table:
    game = GAMES[game_id]
    count = max(2, game.min_players)
    seats = [
        Seat(name=f"P{i + 1}", kind="human" if i < humans else "computer") for i in range(count)
    ]
    return Table.start(game_id, seats, seed=seed)


def play_until_human(table: Table) -> None:
    while not table.is_over() and table.seat_is_computer(table.to_move()):
        table.play(table.computer_action())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_restores_the_exact_state_and_redo_the_exact_result(game_id: str) -> None:
    """Every seat human: right after each move, its mover may take it back unless it revealed."""
    table = table_for(game_id, humans=6)
    rng = random.Random(1)
    undone = 0
    for step in range(3000):
        if step >= 300 and undone:  # 300 moves, and on until one could be undone
            break
        if table.is_over():  # short games (a toppled iceberg): go on with another deal
            table = table_for(game_id, humans=6, seed=step)
        seat = table.to_move()
        before_state = table.state
        before = table.game.dump(before_state)
        action = rng.choice(table.game.legal_actions(before_state))
        table.play(action)
        after = table.game.dump(table.state)
        revealed = table.game.reveals(before_state, action, table.state)
        assert (table.undo_refusal(seat) is None) != revealed
        if not revealed:
            moves = table.envelope.moves()
            table.undo(seat)
            assert table.game.dump(table.state) == before
            assert len(table.envelope.continued) == len(table.envelope.actions)
            table.redo()
            assert table.game.dump(table.state) == after
            assert table.envelope.moves() == moves
            undone += 1
    assert undone > 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_is_refused_right_after_any_reveal(game_id: str) -> None:
    table = table_for(game_id, humans=2)
    rng = random.Random(2)
    reveals = 0
    while not table.is_over() and len(table.envelope.actions) < 400:
        before = table.state
        seat = table.to_move()
        action = rng.choice(table.game.legal_actions(before))
        table.play(action)
        if table.game.reveals(before, action, table.state):
            reveals += 1
            assert table.undo_refusal(seat) is not None
            assert "revealed" in (table.undo_refusal(seat) or "")
    assert reveals > 0


def test_only_your_own_moves_can_be_undone() -> None:
    table = table_for("penguin-party", humans=2)
    table.play(table.game.legal_actions(table.state)[0])
    assert table.undo_refusal(1) == "only your own moves can be undone."
    assert table.undo_refusal(0) is None


def test_computer_moves_are_undone_with_the_human_move() -> None:
    table = table_for("penguin-party")
    start = table.game.dump(table.state)
    table.play(table.game.legal_actions(table.state)[0])
    play_until_human(table)
    assert len(table.envelope.actions) == 2
    table.undo(0)
    assert table.game.dump(table.state) == start and table.envelope.actions == []
    assert len(table.envelope.redo[-1]) == 2


def test_undo_and_redo_survive_quitting(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = table_for("penguin-party")
    table.attach(folder)
    assert table.save_name is not None
    for _ in range(3):
        table.play(table.game.legal_actions(table.state)[0])
        play_until_human(table)
    middle = table.game.dump(table.state)
    table.play(table.game.legal_actions(table.state)[0])
    play_until_human(table)
    end = table.game.dump(table.state)
    table.undo(0)
    resumed = Table.resume(folder, table.save_name)
    assert resumed.game.dump(resumed.state) == middle
    assert resumed.can_redo()
    resumed.redo()
    assert resumed.game.dump(resumed.state) == end
    # After a resume the undo points have no cached state: undo rebuilds it by replaying.
    again = Table.resume(folder, table.save_name)
    again.undo(0)
    assert again.game.dump(again.state) == middle


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_replay_visits_exactly_the_live_states(game_id: str) -> None:
    for seed in range(3):
        table = table_for(game_id, humans=0, seed=seed)
        live = [table.game.dump(table.state)]
        while not table.is_over():
            table.play(table.computer_action())
            live.append(table.game.dump(table.state))
        replayed = [table.game.dump(s) for s in replay_states(table.game, table.envelope)]
        assert replayed == live


def _first_log_lines(game_id: str) -> list[Any]:
    table = table_for(game_id, humans=0, seed=11)
    for _ in range(4):
        table.play(table.computer_action())
    return table.log


def test_golden_log_of_penguin_party() -> None:
    assert _first_log_lines("penguin-party") == [
        "P1 starts the base with purple.",
        "P2 places red at the left end of the base.",
        "P1 places blue at the left end of the base.",
        "P2 places green at the right end of the base.",
    ]
