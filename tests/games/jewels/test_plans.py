"""The two plans the content is measured with (`benchmarks/jewels_plans.py`): each plays whole,
legal games, sees only what its seat may see, and aims where its name says."""

from __future__ import annotations

import random

import pytest

from penguin_tables.engine.checks import random_playout
from penguin_tables.engine.game import Chooser
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import Action
from penguin_tables.games.jewels.computer.levels import choose, estimate
from penguin_tables.games.jewels.computer.plans import NORMAL, PLANS, POINTS, RACE, Plan
from penguin_tables.games.jewels.rules.legal import decider
from penguin_tables.games.jewels.secrets import resample
from penguin_tables.games.jewels.state import JewelsState
from tests.games.jewels.tables import table


def _seated(plans: list[Plan]) -> Chooser:
    def chooser(state: JewelsState, rng: random.Random) -> Action:
        seat = decider(state)
        assert seat is not None
        return choose(state, "normal", rng, plans[seat % len(plans)])

    return chooser


@pytest.mark.parametrize("players", [2, 3])
def test_each_plan_plays_legal_full_games(players: int) -> None:
    """The harness checks every step (legal, invariants, views, round trips) to the game's end."""
    for seed, first in enumerate((RACE, POINTS)):
        other = POINTS if first is RACE else RACE
        result = random_playout(
            GAME,
            players,
            40 + seed,
            {"layout": "random"},
            check=True,
            chooser=_seated([first, other]),
        )
        assert GAME.is_over(result.state)


def test_a_plan_chooses_the_same_whatever_it_cannot_see() -> None:
    """Re-dealing what the seat cannot see (the deck, the others' guilds and cards) does not change
    the plan's step: it searches its own re-dealt copy, like the normal player."""
    state = table(players=3)
    seat = decider(state)
    assert seat is not None
    other = resample(state, seat, random.Random(5))
    for plan in (RACE, POINTS):
        assert choose(state, "normal", random.Random(1), plan) == choose(
            other, "normal", random.Random(1), plan
        )


def test_the_race_counts_every_card_and_points_its_guilds_cards() -> None:
    state = table(players=2)
    player = state.seats[0]
    cheap = "r01"  # 2 points, fishers and sledders
    player.guild = "divers"
    player.objectives = [cheap]
    plain = estimate(state, 0)
    assert estimate(state, 0, RACE) > plain == estimate(state, 0, POINTS)
    player.guild = "fishers"
    matched = estimate(state, 0)
    assert estimate(state, 0, POINTS) > matched
    assert estimate(state, 0, NORMAL) == matched


def test_the_plans_are_named() -> None:
    assert set(PLANS) == {"normal", "race", "points"}
