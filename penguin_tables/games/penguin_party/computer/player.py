"""The computer player of Penguin Party: its easy and normal levels and how the strong search
plays (the rules are in ../game.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

from penguin_tables.engine.search import ComputerPlayer
from penguin_tables.games.penguin_party.actions import Action
from penguin_tables.games.penguin_party.computer.levels import best_action
from penguin_tables.games.penguin_party.computer.lookahead import round_over, win_chances
from penguin_tables.games.penguin_party.state import PartyState


class PartyComputer(ComputerPlayer[PartyState, Action]):
    """Easy plays at random, normal looks one move ahead; for the search, easy-player playouts to
    the round's end, then the totals judged with the rounds left."""

    levels = ("easy", "normal")
    playout_level = "easy"

    def own_move(self, state: PartyState, level: str, rng: random.Random) -> Action:
        legal = self.game.legal_actions(state)
        if level == "easy":
            return rng.choice(legal)
        return best_action(state, legal, rng)

    def playout_stop(self, start: PartyState) -> Callable[[PartyState], bool]:
        """Past the round's end lies only a fresh deal: noise to the decision being searched."""
        return round_over(start)

    def estimate(self, state: PartyState) -> list[float]:
        """Judged from the totals at a round's end, with the rounds still to play."""
        return win_chances(state.points, len(state.players) - state.round)
