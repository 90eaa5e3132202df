"""The strong player moves its hand after a failed try, so a placement never falls forever.

Found in the strength benchmark (20 iterations against normal, game 27): an iceberg card aimed
half a centimetre left of centre, released dead centre, came to rest hanging and was put back, and
the strong seat placed it the same way again, 228 times and counting. The physics is
deterministic and the rulebook's put-backs are unlimited, so nothing else would ever end it.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.computer import COMPUTER
from penguin_tables.games.yura_yura.computer.advice import steadiest
from penguin_tables.games.yura_yura.computer.levels import aim_for
from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.state import PutBack, YuraState

#: Game 27's table as the strong seat began failing (its 228th failed try at the iceberg card).
STUCK = Path(__file__).parent / "fixtures" / "strong-placement-loop.json"


def stuck(tries: int = 0) -> YuraState:
    state = GAME.load(STUCK.read_text(encoding="utf-8"))
    state.attempts = tries
    return state


def test_the_first_try_is_the_computers_aim_released_dead_centre() -> None:
    action = steadiest(stuck())
    assert action.aim == aim_for(stuck()) == -0.5
    assert (action.offset, action.tilt) == (0.0, 0.0)


def test_each_failed_try_moves_the_aim_outwards_then_the_release() -> None:
    meter = content().meter
    tries = [steadiest(stuck(n)) for n in range(len(meter.aims) + 1)]
    aims = [t.aim for t in tries[: len(meter.aims)]]
    assert aims[:5] == [-0.5, 0.0, -1.0, 0.5, -1.5]
    assert sorted(aims) == sorted(meter.aims)
    assert all(t.offset == 0.0 for t in tries[:-1])
    assert tries[-1].aim == -0.5 and tries[-1].offset != 0.0


def test_a_put_back_counts_its_own_failed_tries() -> None:
    state = stuck()
    state.put_back = [PutBack(kind="iceberg", ident=0, tier=1, attempts=1)]
    assert steadiest(state).aim == 0.0
    state.put_back = [replace(state.put_back[0], attempts=0)]
    assert steadiest(state).aim == -0.5


def test_the_strong_player_gets_the_stuck_card_onto_the_tower() -> None:
    state = stuck()
    settled = COMPUTER.settled_move(state)
    assert settled is not None and settled[0] == steadiest(state)
    for _ in range(len(content().meter.aims)):
        state = GAME.apply(state, steadiest(state))
        if state.attempts == 0:
            break
    assert state.attempts == 0, "the iceberg card still has not landed"
    assert state.pending != ["iceberg"] or state.phase != "place"
