"""What each seat cannot see, re-dealt: others' guilds and bought objectives, the deck order.

The view a seat gets is built in view.py; this is its other half, the hidden part the strong
search samples and the playout harness re-deals to prove the view shows none of it.
"""

from __future__ import annotations

import random

from penguin_tables.engine.copying import copy_state
from penguin_tables.games.jewels.content import content
from penguin_tables.games.jewels.state import JewelsState


def resample(state: JewelsState, seat: int, rng: random.Random) -> JewelsState:
    """Re-deal what `seat` cannot see: the deck order and, before the end, others' guilds and cards."""
    twin = copy_state(state)
    others = [s for s in range(len(state.players)) if s != seat]
    if state.phase == "over":
        rng.shuffle(twin.deck)
        return twin
    # Sorted first, so the re-deal depends only on what `seat` knows, not on the hidden order.
    pool = sorted([*twin.deck, *(o for s in others for o in twin.seats[s].objectives)])
    rng.shuffle(pool)
    for s in others:
        size = len(twin.seats[s].objectives)
        twin.seats[s].objectives, pool = pool[:size], pool[size:]
    twin.deck = pool
    guilds = [g for g in content().guilds if g != twin.seats[seat].guild]
    rng.shuffle(guilds)
    for s, guild in zip(others, guilds, strict=False):
        twin.seats[s].guild = guild
    return twin
