"""Moves as players count them: one per decision, never one decision running across seats."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat

#: Jewels (the rulebook's game on its first set of tiles and cards), seed 4, computer choices: Ann's turn (3 steps), Bob's (3), Ann's
#: (3), Bob's (3), Ann's (4), and four steps into Bob's turn.
TWENTY_ACTIONS_MOVES = 6


def jewels_of_twenty_actions(folder: SaveFolder) -> Table:
    seats = [Seat(name="Ann"), Seat(name="Bob")]
    table = Table.start("jewels", seats, seed=4, options={"tiles": "rulebook"})
    table.attach(folder, "jewels-twenty.json")
    for _ in range(20):
        table.play(table.computer_action())
    return table


def acting_seats(table: Table) -> list[int | None]:
    """Which seat took each action, found by replaying (independent of the saved flags)."""
    from penguin_tables.store.replay import replay_states

    states = replay_states(table.game, table.envelope)
    return [table.game.to_move(state) for state in states[:-1]]


def test_a_move_never_runs_on_into_another_seats_action(tmp_path: Path) -> None:
    table = jewels_of_twenty_actions(SaveFolder(tmp_path))
    seats = acting_seats(table)
    flags = table.envelope.continued
    assert len(flags) == 20
    for index in range(19):
        if seats[index + 1] != seats[index]:
            assert not flags[index], f"action {index} goes on into another seat's action"


def test_twenty_jewels_actions_are_counted_turn_by_turn(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = jewels_of_twenty_actions(folder)
    seats = acting_seats(table)
    turns = 1 + sum(a != b for a, b in itertools.pairwise(seats))
    assert turns == TWENTY_ACTIONS_MOVES  # here every move is one seat's run of actions
    assert table.envelope.moves() == TWENTY_ACTIONS_MOVES
    assert folder.summaries()[0].moves == TWENTY_ACTIONS_MOVES
    assert Table.resume(folder, "jewels-twenty").envelope.moves() == TWENTY_ACTIONS_MOVES


def test_saves_written_with_every_step_marked_are_mended_on_reading(tmp_path: Path) -> None:
    """Jewels saves made before the fix marked every step after the setup as going on ("2 moves"
    for 20 actions); reading them replays the actions and counts again."""
    folder = SaveFolder(tmp_path)
    table = jewels_of_twenty_actions(folder)
    path = folder.file("jewels-twenty")
    data = json.loads(path.read_text())
    data["continued"] = [False, False] + [True] * 18
    path.write_text(json.dumps(data))
    assert folder.summaries()[0].moves == TWENTY_ACTIONS_MOVES
    again = Table.resume(folder, "jewels-twenty")
    assert again.envelope.continued == table.envelope.continued
    again.save()
    assert json.loads(path.read_text())["continued"] == table.envelope.continued
