"""Seeded chance whose whole state fits in two integers.

Every shuffle or roll asks `Chance.rng()` for a fresh `random.Random` seeded from the game seed and a
draw counter. The counter lives in the game state, so a saved and reloaded game draws exactly what the
uninterrupted game would have drawn, and the snapshot stays tiny (no 625-word Mersenne state).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class Chance:
    """The chance state of one game: its seed and how many random streams it has used."""

    seed: int
    draws: int = 0

    def rng(self) -> random.Random:
        """A new random stream for one chance event; advances the counter (mutates self)."""
        stream = random.Random(self.seed * 1_000_003 + self.draws)
        self.draws += 1
        return stream


def shuffle(items: list[Any], rng: random.Random) -> None:
    """Shuffle `items` in place into exactly the order `rng.shuffle(items)` gives, about five
    times faster.

    Re-dealing hidden cards (`Game.resample_hidden`) shuffles for every seat at every step of a
    checked game and at every iteration of the search, and the standard shuffle spends most of its
    time calling one helper per card. This is the same algorithm with that helper written in line
    (draw as many bits as the bound needs, retry while too large), so the same random stream gives
    the same order and the same stream position after (a test holds it to `Random.shuffle`). A
    subclass of Random may draw differently, so one gets its own shuffle.
    """
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    bits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        bound = i + 1
        width = bound.bit_length()
        j = bits(width)
        while j >= bound:
            j = bits(width)
        items[i], items[j] = items[j], items[i]
