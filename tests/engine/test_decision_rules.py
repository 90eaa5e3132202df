"""Each decision the engine asks names the rules page's section that explains it (issue 41): `?`
during a game opens the rules there. Along seeded random games, every decision's section stands
on its game's page, and no decision is left without one."""

from __future__ import annotations

import random
from typing import Any

import pytest

from penguin_tables.engine.decisions import Decided, Decision, Draft
from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.rules_page import page_of

GAMES_AND_SEEDS = [(game_id, seed) for game_id in GAMES for seed in (1, 2)]


def decisions_along(game_id: str, seed: int, limit: int = 400) -> list[Decision[Any]]:
    """Every decision a seated person meets along a random game (each pick of each turn)."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    players = ["Ann", "Bob", "Cy"][: max(game.min_players, min(3, game.max_players))]
    state = game.new_game(players, seed=seed)
    seen: list[Decision[Any]] = []
    while not game.is_over(state) and len(seen) < limit:
        seat = game.to_move(state)
        assert seat is not None
        draft: Draft[Any] | Decided = Draft.start(game, state, seat)
        while isinstance(draft, Draft):
            decision = draft.decision()
            seen.append(decision)
            if decision.many:
                subset = (
                    rng.choice(sorted(decision.subsets, key=sorted)) if decision.subsets else ()
                )
                draft = draft.pick_many(sorted(subset))
            else:
                draft = draft.pick(rng.choice(decision.choices).key)
        for step in draft.steps:
            state = step.after
    return seen


@pytest.mark.parametrize(("game_id", "seed"), GAMES_AND_SEEDS)
def test_every_decision_names_a_section_on_its_page(game_id: str, seed: int) -> None:
    page = page_of(game_id)
    for decision in decisions_along(game_id, seed):
        assert page.index_of(decision.rule) is not None, (decision.prompt, decision.rule)


def test_the_check_can_fail() -> None:
    assert page_of("fistful").index_of("No such section here") is None
