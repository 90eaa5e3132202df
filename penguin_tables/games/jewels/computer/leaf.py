"""The strong search's leaf judgement: finish the turn as the game's own player would, then weigh it.

Whole playouts to the end cost the strong search too much: the game's quick levels copy the state for
every step they weigh, and a game is some 350 steps, so a second bought only 50 to 80 playouts. The
search instead stops at its leaf, lets the "normal" player finish the turn in progress (greedily, on
the search's own re-dealt world, so it reads nothing hidden), and asks the learnt judgement
(`value.chances`) for each seat's chance of winning. A finished game is judged by its real result.

The judgement used to be the normal player's own estimate, the leader's lead through a logistic; it
knew nothing of the race to five cards or of whose turn is next, and the search could only be trusted
close to the normal player's step (anchored, 51% of 100 games against it at 50 iterations, 18%
unanchored). Fitted to normal players' games, the judgement predicts results better (held-out log
loss 0.544 against 0.603) and the search now plays free of the anchor. Looking a second turn ahead
(the next player's, played by the normal player) was tried and won fewer games: 8 of 17 against 12.
"""

from __future__ import annotations

from penguin_tables.engine.copying import copy_state
from penguin_tables.engine.outcome import result_shares
from penguin_tables.games.jewels.computer import levels, value
from penguin_tables.games.jewels.rules.legal import decider
from penguin_tables.games.jewels.rules.scoring import winners
from penguin_tables.games.jewels.state import JewelsState


def look_ahead(state: JewelsState) -> list[float]:
    """Each seat's chance of winning once the turn in progress is finished greedily."""
    world = copy_state(state)
    world.events = []
    if decider(world) is not None:
        levels.finish_turn(world, world.turn)
    return win_chances(world)


def win_chances(state: JewelsState) -> list[float]:
    """Each seat's chance of winning: the real result once the game is over, else the judgement."""
    if state.phase == "over":
        return result_shares(winners(state), len(state.players))
    return value.chances(state)
