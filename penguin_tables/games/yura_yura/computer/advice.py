"""The strong player's word on a placement: the advice a person can follow, and its odds.

A placement is the player's hand, not a choice to search: trying releases at random in the
search suggested stopping the meter off the target, and one unlucky look-ahead read as "0%". So
the advice is what the strong player's own hand does (aim where the computer aims, the rock in
the lowest room it may go in, the meter stopped dead centre), and its chance of winning is the
average of a few look-aheads after that placement, each in a world re-dealt from what the seat
can see, played on by the game's quick player.
"""

from __future__ import annotations

import random
from dataclasses import replace

from penguin_tables.engine.search import ComputerPlayer, determinize, leaf_value
from penguin_tables.games.yura_yura.actions import Action, Catch, Place, place_action
from penguin_tables.games.yura_yura.computer.levels import aim_now, failed_tries
from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.rules.legality import rock_rooms
from penguin_tables.games.yura_yura.state import YuraState

#: Look-aheads averaged for the chance: enough that one unlucky break does not read as 0%.
LOOKS = 8


def steadiest(state: YuraState) -> Place:
    """The placement a steady hand makes now: the computer's aim, released dead centre.

    After a failed try the hand moves as the computer's does (`levels.aim_now`: the next aim out
    from the first), and once every aim has failed dead centre, each again with a release further
    off centre. The physics is deterministic, so the same placement would fall the same way every
    time; with the rulebook's unlimited put-backs, a strong player repeating it never ended its
    game (tests/games/yura_yura/test_strong_retries.py).
    """
    meter = content().meter
    distance = meter.readings[(failed_tries(state) // len(meter.aims)) % len(meter.readings)]
    action = place_action(aim_now(state), distance, 1)
    rooms = rock_rooms(state)
    return action if rooms is None else replace(action, tier=min(rooms))


def placement_advice(
    computer: ComputerPlayer[YuraState, Action], state: YuraState
) -> tuple[Action, float]:
    """What to do while placing (catch a missed call first, as the computer does), and the
    chance of winning after it for the seat to move, looked ahead as `computer` plays on."""
    game, seat = computer.game, state.turn
    action: Action = Catch() if game.is_legal(state, Catch()) else steadiest(state)
    rng = random.Random(f"advice-{state.chance.seed}-{state.chance.draws}-{len(state.sea)}")
    total = 0.0
    for _ in range(LOOKS):
        world = game.apply(determinize(game, state, seat, rng), action)
        for _ in range(computer.playout_depth):
            if game.is_over(world):
                break
            world = game.apply(world, computer.playout_action(world, rng))
        total += leaf_value(computer, world)[seat]
    return action, total / LOOKS
