"""A game of normal players always ends: no player gathers gems it cannot spend for ever.

Found on the fairness benchmark's seed 520374 (two players, starter valley): every card on offer
asked for Diamonds, both players shuttled between two tiles that paid Emeralds and Sapphires, held
thousands of them after 6,000 steps and never bought again, so the game never ended. The rules
let a player refuse to buy, so the fault was the player's: gems of a kind beyond what any offered
card asks for now count only part of their value, and only up to the dearest card's price
(`levels.gem_worth`; seeds 3030471 at three players and 3020539 at two stalled the same way with
the part alone)."""

from __future__ import annotations

import random

import pytest

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.computer import COMPUTER
from penguin_tables.games.jewels.computer.levels import estimate
from penguin_tables.games.jewels.state import JewelsState
from tests.games.jewels.tables import give, table

#: Every card asks for Diamonds (the offer of the stalled game).
DIAMOND_CARDS = ["r25", "r42", "r37", "r17", "r44"]
#: Far more steps than a game takes (a few hundred); only a game that does not end reaches it.
STEP_GUARD = 3_000


@pytest.mark.parametrize(
    ("players", "seed", "layout"),
    [(2, 520374, "starter"), (3, 3030471, "random"), (2, 3020539, "random")],
)
def test_the_games_that_never_ended_now_end(players: int, seed: int, layout: str) -> None:
    """The fairness benchmark's own games (its seed, its layout for the seed, normal players)."""
    rng = random.Random(seed)
    options = {"tiles": "rulebook", "head_start": False, "layout": layout}
    state = GAME.new_game([f"P{i + 1}" for i in range(players)], seed, options)
    steps = 0
    while not GAME.is_over(state):
        assert steps < STEP_GUARD, f"still going after {steps} steps"
        state = GAME.apply(state, COMPUTER.own_move(state, "normal", rng))
        steps += 1
    assert any(len(seat.objectives) >= 5 for seat in state.seats)


def test_a_missing_diamond_is_worth_more_than_more_of_a_pile() -> None:
    """With every offered card asking for Diamonds, trading a spare Sapphire for a Diamond beats
    taking a Ruby, a Sapphire and four Emeralds the player already has far too many of."""

    def rich() -> JewelsState:
        state = table(players=2)
        state.display = list(DIAMOND_CARDS)
        state.deck = [o for o in state.deck if o not in state.display]
        give(state, 0, R=300, E=2000, S=1500)
        return state

    traded = rich()
    give(traded, 0, S=-1, D=1)
    gathered = rich()
    give(gathered, 0, R=1, S=1, E=4)
    assert estimate(traded, 0) > estimate(gathered, 0)
