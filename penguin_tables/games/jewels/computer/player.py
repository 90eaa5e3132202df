"""The computer player of Jewels for the Emperor Penguin: its easy and normal levels and how the
strong search plays (the rules are in ../game.py and ../rules/)."""

from __future__ import annotations

import random

from penguin_tables.engine.search import ComputerPlayer
from penguin_tables.games.jewels.actions import Action
from penguin_tables.games.jewels.computer import leaf
from penguin_tables.games.jewels.computer.levels import choose
from penguin_tables.games.jewels.state import JewelsState


class JewelsComputer(ComputerPlayer[JewelsState, Action]):
    """Levels greedy over their own steps. For the search no playout steps: the leaf judgement
    finishes the turn itself (`leaf.look_ahead`).

    Not anchored on the normal player's step: with the learnt leaf judgement (`value`) the free
    search wins more (78 of 100 games against normal at 1,000 iterations, where anchored on the
    normal player's step and judged by its estimate it won 55 of the same 100; both measured in
    the project's older game, before issue 24; `benchmarks/results/strength.json` keeps today's).
    """

    levels = ("easy", "normal")
    playout_depth = 0

    def own_move(self, state: JewelsState, level: str, rng: random.Random) -> Action:
        """The level's greedy step (`levels.choose`)."""
        return choose(state, level, rng)

    def estimate(self, state: JewelsState) -> list[float]:
        """The turn in progress finished by the normal player, then the learnt judgement."""
        return leaf.look_ahead(state)
