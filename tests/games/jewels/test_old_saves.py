"""A save made before issue 24 keeps the rules it was started with.

The fixture was written by main's code before the rulebook's edition and the head-start option
existed: three seats (one a computer), a random valley of the 28-tile set (all five of the
project's added tiles on the map), later seats given their head-start gems, 40 actions played.
Its options name only the layout, so the options it implies (`tiles=extended`, `head_start=on`)
come from each option's `before_it_existed`.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.content import content, edition
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder
from penguin_tables.store.replay import replay_states
from tests.games.jewels.old_saves import play_on

NAME = "jewels-before-issue-24.json"
FIXTURE = Path(__file__).parents[2] / "store" / "fixtures" / NAME


def _resume(tmp_path: Path) -> Table:
    shutil.copy(FIXTURE, tmp_path / NAME)
    return Table.resume(SaveFolder(tmp_path), NAME)


def test_the_fixture_was_made_before_the_options_existed() -> None:
    saved = json.loads(FIXTURE.read_text())
    assert saved["options"] == {"layout": "random"} == saved["state"]["options"]
    added = set(edition("extended").tiles) - set(edition("rulebook").tiles)
    assert added <= set(saved["state"]["layout"].values())  # tiles the rulebook's set lacks
    assert any(any(seat["gems"].values()) for seat in saved["state"]["seats"][1:])


def test_an_old_save_resumes_with_the_extended_tiles_and_the_head_start(tmp_path: Path) -> None:
    table = _resume(tmp_path)
    assert table.envelope.options == {"layout": "random", "tiles": "extended", "head_start": True}
    assert table.state.options == table.envelope.options
    assert set(table.state.layout) == set(edition("extended").places)
    GAME.check_invariants(table.state)


def test_an_old_save_replays_its_actions_to_the_same_state(tmp_path: Path) -> None:
    """Replaying from the seed deals the 28-tile valley and the head start again, so the recorded
    actions lead to exactly the saved state (the rulebook's game would deal a different one)."""
    table = _resume(tmp_path)
    states = replay_states(table.game, table.envelope)
    assert len(states) == len(table.envelope.actions) + 1 == 41
    assert GAME.dump(states[-1]) == GAME.dump(table.state)
    first = states[0]
    assert any(any(seat.gems.values()) for seat in first.seats)
    fresh = GAME.new_game(first.players, table.envelope.seed, {"layout": "random"})
    assert fresh.layout != first.layout and not any(fresh.issued.values())


def test_an_old_save_keeps_playing_by_its_rules(tmp_path: Path) -> None:
    table = _resume(tmp_path)
    cards = set(edition("extended").objectives)
    play_on(table, 60, seed=24)
    assert set(table.state.display) <= cards
    assert all(o in content().objectives for o in table.state.deck)
    again = _resume_saved(tmp_path)
    assert GAME.dump(again.state) == GAME.dump(table.state)


def _resume_saved(tmp_path: Path) -> Table:
    """The same save, read back after the moves above were autosaved."""
    return Table.resume(SaveFolder(tmp_path), NAME)


def test_the_new_options_name_the_rules_old_saves_were_played_with() -> None:
    """Off by default, and each names the value that reproduces the game before it existed."""
    options = {option.name: option for option in GAME.options}
    assert options["tiles"].default == "revised"
    assert options["tiles"].before_it_existed == "extended"
    assert options["head_start"].default is False
    assert options["head_start"].before_it_existed is True
    assert all(option.label and option.help for option in options.values())
