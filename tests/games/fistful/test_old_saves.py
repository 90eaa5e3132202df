"""Saves written before dice were marked on screen (one engine action per die) still load and play.

The fixtures were written by the code of that time: a Table attached to a SaveFolder, a few moves
with dice selected one by one, then a reroll or a spare die, and one die left selected at the end.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from penguin_tables.engine.decisions import Draft
from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.actions import Reroll, ToggleDie
from penguin_tables.session.table import Table
from penguin_tables.store.folder import SaveFolder
from penguin_tables.store.replay import replay_states

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    ("name", "left_selected"), [("basic-toggles", []), ("advanced-toggles", [2])]
)
def test_a_save_with_die_selections_loads_replays_and_plays_on(
    name: str, left_selected: list[int], tmp_path: Path
) -> None:
    shutil.copy(FIXTURES / f"{name}.json", tmp_path / f"{name}.json")
    table = Table.resume(SaveFolder(tmp_path), name)
    assert any(data["kind"] == "toggle" for data in table.envelope.actions)
    replayed = replay_states(table.game, table.envelope)[-1]
    assert replayed == table.state
    assert table.state.selected == left_selected
    legal = GAME.legal_actions(table.state)
    assert not any(isinstance(a, ToggleDie) for a in legal)
    assert not any(isinstance(a, Reroll) and a.dice is None for a in legal)
    # the seat to move decides with the new picks; the old selection is only where marks start
    draft = Draft.start(GAME, table.state, table.to_move())
    assert draft.decision().view.selected == table.state.selected
    lines = table.pick(table.to_move(), "reroll") + table.pick(table.to_move(), ("d0", "d1"))
    assert lines and "reroll" in lines[0]
    assert table.state.selected == []
    again = Table.resume(SaveFolder(tmp_path), name)
    assert replay_states(again.game, again.envelope)[-1] == again.state == table.state
