"""The strong search's leaf judgement: finish the turn as the game's own player would, then weigh it.

Whole playouts to the end cost the strong search too much: the game's quick levels copy the state for
every step they weigh, and a game is some 350 steps, so a second bought only 50 to 80 playouts. The
search instead stops at its leaf, lets the "normal" player finish the turn in progress (greedily, on
the search's own re-dealt world, so it reads nothing hidden), and turns the game's own estimate
(`bot.estimate`) into each seat's chance of winning: the further a seat's estimate leads the others',
the likelier its win. A finished game is judged by its real result.

The turn is as far as it looks: beyond it, the next rolls and the other guilds' hidden cards (re-dealt
at random) made the judgement noisier than the difference between two steps. Even within the turn,
the more often the search overruled the normal player, the more games it lost against it (100 games
each: 18 won unanchored, 43 anchored with a scale of 10, 51 as it is). So the search stays anchored
on the normal player's step (`Game.search_anchored`), and this scale is wide enough that only a
clearly better turn moves it.
"""

from __future__ import annotations

import math

from penguin_tables.engine.copying import copy_state
from penguin_tables.games.jewels import bot
from penguin_tables.games.jewels.rules.legal import decider
from penguin_tables.games.jewels.rules.scoring import winners
from penguin_tables.games.jewels.state import JewelsState

#: How many estimate units (a point is 10) make the leader's chance grow by a factor e.
LEAD_SCALE = 40.0


def look_ahead(state: JewelsState) -> list[float]:
    """Each seat's chance of winning once the turn in progress is finished greedily."""
    world = copy_state(state)
    world.events = []
    if decider(world) is not None:
        bot.finish_turn(world, world.turn)
    return win_chances(world)


def win_chances(state: JewelsState) -> list[float]:
    """Each seat's chance of winning, from how far its estimate leads the others' best."""
    if state.phase == "over":
        best = winners(state)
        return [1.0 / len(best) if s in best else 0.0 for s in range(len(state.players))]
    values = [bot.estimate(state, seat) for seat in range(len(state.players))]
    weights = []
    for seat, value in enumerate(values):
        rival = max(v for s, v in enumerate(values) if s != seat)
        lead = max(-60.0, min(60.0, (value - rival) / LEAD_SCALE))
        weights.append(1.0 / (1.0 + math.exp(-lead)))
    total = sum(weights)
    return [w / total for w in weights]
