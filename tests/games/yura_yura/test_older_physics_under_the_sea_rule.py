"""The older physics (saves from before issue 24) with today's sea rule: every card stays counted.

Old saves play `physics=original` with the standing rule; a new game may still pick the older
physics with the sea rule, where several tiers can hang off the tower without a break. The older
put-back took off only the top tier, and the cards on the others vanished (seeds 1 and 25 lost four
and more cards before the fix).
"""

from __future__ import annotations

import pytest

from penguin_tables.engine.checks import random_playout
from penguin_tables.games.yura_yura import GAME

OPTIONS = {"retry_cap": False, "breaks": "sea", "physics": "original"}


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (5, 25)])
def test_tiers_hanging_off_under_the_sea_rule_are_all_put_back(players: int, seed: int) -> None:
    played = random_playout(GAME, players, seed, OPTIONS)
    assert GAME.is_over(played.state)
