"""Every card in exactly one place under every option (issue 42, item 3)."""

from __future__ import annotations

import pytest

from penguin_tables.engine.checks import random_playout
from penguin_tables.engine.options import OptionValue, option_pairs
from penguin_tables.games.yura_yura import GAME
from tests.sweeps import how_many, sweep


@pytest.mark.parametrize(
    ("players", "seed", "physics"), [(2, 7147, "resting"), (6, 8216, "original")]
)
def test_a_card_given_up_while_tiers_wait_to_go_back_is_in_one_place(
    players: int, seed: int, physics: str
) -> None:
    """Soak seeds 7147 and 8216 (three tries, the sea rule): the card being played is given up on
    the try that knocks tiers off. It lay in the sea and was still the card being played while
    those tiers went back; every card must be in exactly one place at every step (the harness
    checks it after each move)."""
    options = {"retry_cap": True, "breaks": "sea", "physics": physics, "falls": "feet"}
    played = random_playout(GAME, players, seed, options)
    assert GAME.is_over(played.state)


def named(options: dict[str, OptionValue]) -> str:
    return ",".join(f"{name}={value}" for name, value in options.items())


@sweep
@pytest.mark.parametrize("options", option_pairs(GAME.options), ids=named)
def test_every_pair_of_options_keeps_every_card_in_one_place(
    options: dict[str, OptionValue], sweep: bool
) -> None:
    """Random games under option sets that meet every pair of values of any two options (one
    game a set in `make test`, ten under the soak, every table size in turn); the harness checks
    every card is in one place after each move."""
    for game in range(how_many(sweep, 10, 1)):
        played = random_playout(GAME, 2 + game % 5, 4200 + game, options)
        assert GAME.is_over(played.state)
