"""The pairwise option sets the sweeps play: every pair of values of any two options, in a few."""

from __future__ import annotations

import pytest

from penguin_tables.engine.options import every_option_set, option_pairs, values_met
from penguin_tables.engine.registry import GAMES


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_option_pairs_meet_every_pair_of_values_in_fewer_sets(game_id: str) -> None:
    declared = GAMES[game_id].options
    every = every_option_set(declared)
    pairs = option_pairs(declared)
    wanted = set().union(*(values_met(combo) for combo in every))
    assert set().union(*(values_met(combo) for combo in pairs)) == wanted
    assert all(combo in every for combo in pairs) and len(pairs) <= len(every)
    assert len(pairs) == len({tuple(combo.items()) for combo in pairs})


def test_without_options_there_is_one_empty_set() -> None:
    assert option_pairs([]) == [{}]


def test_yura_yuras_four_options_need_seven_sets_not_twenty_four() -> None:
    declared = GAMES["yura-yura"].options
    assert (len(option_pairs(declared)), len(every_option_set(declared))) == (7, 24)
