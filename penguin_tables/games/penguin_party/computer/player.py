"""How the strong search plays Penguin Party (the rules are in ../game.py)."""

from __future__ import annotations

from collections.abc import Callable

from penguin_tables.engine.search import SearchPolicy
from penguin_tables.games.penguin_party.actions import Action
from penguin_tables.games.penguin_party.computer.lookahead import round_over, win_chances
from penguin_tables.games.penguin_party.state import PartyState


class PartyPolicy(SearchPolicy[PartyState, Action]):
    """Easy-player playouts to the round's end, then the totals judged with the rounds left."""

    playout_level = "easy"

    def playout_stop(self, start: PartyState) -> Callable[[PartyState], bool]:
        """Past the round's end lies only a fresh deal: noise to the decision being searched."""
        return round_over(start)

    def estimate(self, state: PartyState) -> list[float]:
        """Judged from the totals at a round's end, with the rounds still to play."""
        return win_chances(state.points, len(state.players) - state.round)
