"""A save made before issue 44 keeps the first deck of the rulebook's valley.

The fixture was written by the code before the revised deck existed (the commit before it, from a
clean copy): three seats (one a computer), the default options of the time, which the save names
in full (`tiles=rulebook`, `head_start=off`), and 60 actions played. New games deal the revised
deck; this one resumes, replays and plays on with the cards it was dealt.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.content import edition
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder
from penguin_tables.store.replay import replay_states
from tests.games.jewels.old_saves import play_on

NAME = "jewels-before-issue-44.json"
FIXTURE = Path(__file__).parents[2] / "store" / "fixtures" / NAME


def _resume(folder: Path) -> Table:
    if not (folder / NAME).exists():
        shutil.copy(FIXTURE, folder / NAME)
    return Table.resume(SaveFolder(folder), NAME)


def test_the_fixture_names_the_first_deck() -> None:
    saved = json.loads(FIXTURE.read_text())
    assert saved["options"]["tiles"] == "rulebook" == saved["state"]["options"]["tiles"]
    first = set(edition("rulebook").objectives)
    assert set(saved["state"]["display"]) | set(saved["state"]["deck"]) <= first


def test_a_save_with_the_first_deck_replays_its_actions_to_the_same_state(tmp_path: Path) -> None:
    table = _resume(tmp_path)
    states = replay_states(table.game, table.envelope)
    assert len(states) == len(table.envelope.actions) + 1 == 61
    assert GAME.dump(states[-1]) == GAME.dump(table.state)
    fresh = GAME.new_game(table.state.players, table.envelope.seed)
    assert fresh.options["tiles"] == "revised"
    assert set(fresh.display) <= set(edition("revised").objectives)


def test_a_save_with_the_first_deck_plays_on_with_it(tmp_path: Path) -> None:
    table = _resume(tmp_path)
    cards = set(edition("rulebook").objectives)
    play_on(table, 80, seed=44)
    assert set(table.state.display) | set(table.state.deck) <= cards
    again = _resume(tmp_path)
    assert GAME.dump(again.state) == GAME.dump(table.state)
