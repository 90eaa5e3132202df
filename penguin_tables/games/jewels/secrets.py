"""What each seat cannot see, re-dealt: others' guilds and bought objectives, the deck order.

The view a seat gets is built in view.py; this is its other half, the hidden part the strong
search samples and the playout harness re-deals to prove the view shows none of it.
"""

from __future__ import annotations

import random
from functools import cache

from penguin_tables.engine.copying import copy_state
from penguin_tables.games.jewels.content import content
from penguin_tables.games.jewels.state import JewelsState


def resample(state: JewelsState, seat: int, rng: random.Random) -> JewelsState:
    """Re-deal what `seat` cannot see: the deck order and, before the end, others' guilds and cards."""
    twin = copy_state(state)
    if state.phase == "over":
        rng.shuffle(twin.deck)
        return twin
    others = [p for s, p in enumerate(twin.seats) if s != seat]
    pool = twin.deck
    for other in others:
        pool += other.objectives
    # Sorted first, so the re-deal depends only on what `seat` knows, not on the hidden order.
    pool.sort()
    rng.shuffle(pool)
    dealt = 0
    for other in others:
        size = len(other.objectives)
        other.objectives = pool[dealt : dealt + size]
        dealt += size
    twin.deck = pool[dealt:]
    guilds = list(other_guilds(twin.seats[seat].guild))
    rng.shuffle(guilds)
    for other, guild in zip(others, guilds, strict=False):
        other.guild = guild
    return twin


@cache
def other_guilds(guild: str) -> tuple[str, ...]:
    """Every guild but `guild`, in the content's order: what the others may hold."""
    return tuple([g for g in content().guilds if g != guild])
