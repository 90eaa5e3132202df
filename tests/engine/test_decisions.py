"""The decision builders: the picks reach exactly the legal actions, and Back returns the choices.

For every game, over random games: every legal action has its own choice path and none is a prefix
of another (so walking the picks completes exactly `legal_actions(state)`), the draft started at a
state reaches exactly those actions, and picking then stepping back shows the same decision again.
"""

from __future__ import annotations

import random

import pytest

from penguin_tables.engine.checks import check_paths
from penguin_tables.engine.decisions import Draft
from penguin_tables.engine.registry import GAMES


@pytest.mark.parametrize("game_id", list(GAMES))
def test_picks_reach_exactly_the_legal_actions(game_id: str) -> None:
    game = GAMES[game_id]
    for seed in range(3):
        rng = random.Random(seed)
        count = max(game.min_players, 2 + seed % 2)
        state = game.new_game([f"P{i}" for i in range(count)], seed=seed)
        for _ in range(60):
            seat = game.to_move(state)
            if seat is None:
                break
            check_paths(game, state)
            draft = Draft.start(game, state, seat)
            legal = game.legal_actions(state)
            assert sorted(map(str, draft.reachable_actions())) == sorted(map(str, legal))
            decision = draft.decision()
            assert decision.choices, "a seat to move always has something to pick"
            if not decision.many:
                picked = draft.pick(rng.choice(decision.choices).key)
                if isinstance(picked, Draft):
                    assert picked.back().decision() == decision
            state = game.apply(state, rng.choice(legal))
