"""Seeded chance whose whole state fits in two integers.

Every shuffle or roll asks `Chance.rng()` for a fresh `random.Random` seeded from the game seed and a
draw counter. The counter lives in the game state, so a saved and reloaded game draws exactly what the
uninterrupted game would have drawn, and the snapshot stays tiny (no 625-word Mersenne state).
"""

from __future__ import annotations

import random
from dataclasses import dataclass


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
