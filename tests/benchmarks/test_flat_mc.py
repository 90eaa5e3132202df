"""The flat Monte Carlo baseline: its playouts play in place, and the real game is left alone."""

from __future__ import annotations

import random
from typing import Any

import pytest

from benchmarks.flat_mc import flat_monte_carlo
from penguin_tables.engine.registry import GAMES

PLAYOUTS = 6


def test_a_playout_copies_the_state_twice_not_at_every_step(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One copy to re-deal, one to play the move weighed; the random moves after it in place."""
    game = GAMES["penguin-party"]
    state = game.new_game(["a", "b"], seed=4)
    copies = 0
    copy = type(game).copy_state

    def counted(self: Any, state: Any) -> Any:
        nonlocal copies
        copies += 1
        return copy(self, state)

    monkeypatch.setattr(type(game), "copy_state", counted)
    flat_monte_carlo(game, state, random.Random(1), iterations=PLAYOUTS)
    assert copies <= 2 * PLAYOUTS


@pytest.mark.parametrize("game_id", ["penguin-party", "frozen-shinies", "jewels", "fistful"])
def test_the_real_game_is_left_as_it_was(game_id: str) -> None:
    game = GAMES[game_id]
    state = game.new_game(["a", "b"], seed=2)
    before = game.dump(state)
    action = flat_monte_carlo(game, state, random.Random(3), iterations=PLAYOUTS)
    assert game.dump(state) == before
    assert action in game.legal_actions(state)
