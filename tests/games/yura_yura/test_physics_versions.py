"""Saves keep the tower physics they were started with: each `physics` value steps its own way."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.state import YuraState
from penguin_tables.store.folder import SaveFolder
from tests.games.yura_yura.helpers import STEADY

FIXTURES = Path(__file__).parent / "fixtures"
#: Made on main with the first sleeping physics (`resting`, then the default), 40 moves in.
RESTING_SAVE = "yura-yura-resting-physics"


def _replayed(env: dict[str, Any], physics: str) -> YuraState:
    options = {**env["options"], "physics": physics}
    names = [seat["name"] for seat in env["seats"]]
    state = GAME.new_game(names, seed=env["seed"], options=options)
    for data in env["actions"]:
        state = GAME.apply(state, GAME.load_action(data))
    return state


def test_a_game_started_with_the_resting_physics_replays_exactly_and_plays_on(
    tmp_path: Path,
) -> None:
    """Its moves lead again to its saved position under the physics it names (today's would
    not: the save would be refused), through the saves folder as when a player resumes it."""
    env = json.loads((FIXTURES / f"{RESTING_SAVE}.json").read_text(encoding="utf-8"))
    assert env["options"]["physics"] == "resting"
    saved = GAME.load(json.dumps(env["state"]))
    assert GAME.dump(_replayed(env, "resting")) == GAME.dump(saved)
    assert GAME.dump(_replayed(env, "sleeping")) != GAME.dump(saved)
    shutil.copy(FIXTURES / f"{RESTING_SAVE}.json", tmp_path)
    _, state = SaveFolder(tmp_path).open(RESTING_SAVE)
    assert GAME.dump(state) == GAME.dump(saved)
    for _ in range(30):
        if GAME.is_over(state):
            break
        state = GAME.apply(
            state, STEADY if state.phase == "place" else GAME.legal_actions(state)[0]
        )
        GAME.check_invariants(state)
    assert state.options["physics"] == "resting"


def test_a_new_game_plays_todays_physics_and_keeps_it_through_a_save() -> None:
    state = GAME.new_game(["A", "B"], seed=2)
    assert state.options["physics"] == "sleeping"
    assert GAME.load(GAME.dump(state)).options["physics"] == "sleeping"
