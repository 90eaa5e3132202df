"""Every computer level moves its aim after a failed try, so no placement falls for ever.

Found in the strength benchmark once it measured the player a person meets (20 iterations against
normal, game 65): the strong seat, placing with the hard level's hand, put a card back on the
seventh tier aimed half a centimetre right of centre 20,000 times. The hard hand's release takes
only a few readings, the physics is deterministic and the rulebook's put-backs are unlimited, so
the game would never have ended.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.computer import COMPUTER
from penguin_tables.games.yura_yura.computer.levels import aim_for, aim_now, placement
from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.state import YuraState

#: Game 65's table after the strong seat's third failed try at putting a card back on tier 7.
STUCK = Path(__file__).parent / "fixtures" / "computer-placement-loop.json"


def stuck() -> YuraState:
    return GAME.load(STUCK.read_text(encoding="utf-8"))


def with_failed_tries(tries: int) -> YuraState:
    state = stuck()
    state.put_back[0] = replace(state.put_back[0], attempts=tries)
    return state


def test_the_aim_moves_out_from_the_first_after_each_failed_try_and_comes_round_again() -> None:
    aims = content().meter.aims
    tried = [aim_now(with_failed_tries(n)) for n in range(len(aims) + 1)]
    # A card is put back while an iceberg card is due: the card is aimed at the middle (issue 42:
    # the aim once read the iceberg card due after it, and set the card against the lean).
    assert tried[0] == aim_for(stuck()) == 0.0
    assert tried[1:5] == [0.5, -0.5, 1.0, -1.0]
    assert sorted(tried[: len(aims)]) == sorted(aims)
    assert tried[len(aims)] == tried[0]


@pytest.mark.parametrize("level", COMPUTER.levels)
def test_each_levels_hand_gets_the_stuck_card_back_onto_the_tower(level: str) -> None:
    state, rng = stuck(), random.Random(65)
    card = state.put_back[0]
    for _ in range(3 * len(content().meter.aims)):
        state = GAME.apply(state, placement(state, level, rng))
        if not state.put_back or state.put_back[0].ident != card.ident:
            break
    assert not state.put_back or state.put_back[0].ident != card.ident, "the card still falls"
