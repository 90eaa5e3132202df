"""Golden playthroughs: recorded games (seed, actions) must replay to the same result.

Recorded from computer players; if a rule changes on purpose, re-record and say why.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.games.frozen_shinies import GAME

from .helpers import NAMES

GOLDEN: list[dict[str, Any]] = json.loads((Path(__file__).parent / "golden.json").read_text())


@pytest.mark.parametrize("game", GOLDEN, ids=lambda g: f"{g['players']}p-seed{g['seed']}")
def test_golden_playthrough(game: dict[str, Any]) -> None:
    state = GAME.new_game(NAMES[: game["players"]], game["seed"], game["options"])
    for data in game["actions"]:
        action = GAME.load_action(data)
        assert action in GAME.legal_actions(state), f"step {action} is no longer legal"
        state = GAME.apply(state, action)
    assert GAME.is_over(state)
    outcome = GAME.outcome(state)
    assert outcome.winners == game["winners"]
    assert outcome.scores == game["scores"]
    assert outcome.summary == game["summary"]
    assert state.turns_taken == game["turns"]


def test_a_resumed_game_continues_like_the_uninterrupted_one() -> None:
    game = GOLDEN[1]
    state = GAME.new_game(NAMES[: game["players"]], game["seed"], game["options"])
    half = len(game["actions"]) // 2
    for data in game["actions"][:half]:
        state = GAME.apply(state, GAME.load_action(data))
    state = GAME.load(GAME.dump(state))
    for data in game["actions"][half:]:
        state = GAME.apply(state, GAME.load_action(data))
    assert GAME.outcome(state).summary == game["summary"]
