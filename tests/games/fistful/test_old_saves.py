"""Saves written before dice were marked on screen (one engine action per die) still load and play:
the store runs Fistful's migration as it reads them, folding each run of die toggles into the
reroll (or chip) it led to.

The fixtures were written by the code of that time: a Table attached to a SaveFolder, a few moves
with dice selected one by one, then a reroll or a spare die, and (in the advanced one) one die left
selected at the end. Their saved states were written by that code too, so replaying the migrated
actions to exactly those states shows the migration changes nothing that happened.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.engine.registry import action_migration_for
from penguin_tables.games.fistful import GAME, reroll_key
from penguin_tables.games.fistful.migrate import toggles_to_rerolls
from penguin_tables.session.table import Table
from penguin_tables.store.errors import BadSave
from penguin_tables.store.folder import SaveFolder
from penguin_tables.store.replay import position, replay_states

FIXTURES = Path(__file__).parent / "fixtures"


def test_toggles_fold_into_the_reroll_or_chip_they_led_to() -> None:
    old: list[dict[str, Any]] = [
        {"kind": "toggle", "die": 2},
        {"kind": "toggle", "die": 0},
        {"kind": "toggle", "die": 3},
        {"kind": "toggle", "die": 3},  # marked twice: unmarked
        {"kind": "reroll"},
        {"kind": "toggle", "die": 1},
        {"kind": "spare"},  # any other move cleared the marks
        {"kind": "toggle", "die": 1},
        {"kind": "chip", "dice": None},
        {"kind": "reroll", "dice": [4]},  # today's action: left alone
        {"kind": "toggle", "die": 0},  # marked at the end, never used: dropped
    ]
    assert toggles_to_rerolls(old) == [
        {"kind": "reroll", "dice": [0, 2]},
        {"kind": "spare"},
        {"kind": "chip", "dice": [1]},
        {"kind": "reroll", "dice": [4]},
    ]
    assert action_migration_for(GAME)(old) == toggles_to_rerolls(old)


def test_a_toggle_without_a_die_number_is_kept_and_refused(tmp_path: Path) -> None:
    data = json.loads((FIXTURES / "basic-toggles.json").read_text())
    first = next(i for i, a in enumerate(data["actions"]) if a["kind"] == "toggle")
    data["actions"][first]["die"] = "two"
    (tmp_path / "damaged.json").write_text(json.dumps(data))
    assert toggles_to_rerolls(data["actions"])[first]["kind"] == "toggle"
    with pytest.raises(BadSave, match="damaged"):
        SaveFolder(tmp_path).open("damaged")


@pytest.mark.parametrize(("name", "rerolls"), [("basic-toggles", 2), ("advanced-toggles", 1)])
def test_a_save_with_die_toggles_loads_replays_and_plays_on(
    name: str, rerolls: int, tmp_path: Path
) -> None:
    old = json.loads((FIXTURES / f"{name}.json").read_text())
    assert any(data["kind"] == "toggle" for data in old["actions"])
    shutil.copy(FIXTURES / f"{name}.json", tmp_path / f"{name}.json")
    table = Table.resume(SaveFolder(tmp_path), name)  # the store checks it replays to its state
    actions = table.envelope.actions
    assert not any(data["kind"] == "toggle" for data in actions)
    assert sum(data["kind"] == "reroll" and bool(data["dice"]) for data in actions) == rerolls
    # the replay also keeps the ledger of where money came from, which the old save did not
    assert position(GAME, replay_states(table.game, table.envelope)[-1]) == position(
        GAME, table.state
    )
    assert GAME.dump(table.state) == GAME.dump(GAME.load(json.dumps(old["state"])))
    # one log line and one `continued` flag per action again, and no undo across the migration
    assert len(table.envelope.log) == len(table.envelope.continued) == len(actions)
    assert not any("selects die" in line for line in table.envelope.log)
    assert table.envelope.undo == [] and table.envelope.undo_block == "earlier"
    # the seat to move plays on with today's picks, and the save now holds today's actions
    seat = table.to_move()
    assert seat is not None
    lines = table.pick(seat, reroll_key((0, 1)))
    assert lines and "reroll" in lines[0]
    again = Table.resume(SaveFolder(tmp_path), name)
    assert again.state == table.state
    assert position(GAME, replay_states(again.game, again.envelope)[-1]) == position(
        GAME, again.state
    )
    saved = json.loads((tmp_path / f"{name}.json").read_text())
    assert not any(data["kind"] == "toggle" for data in saved["actions"])
