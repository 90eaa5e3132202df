"""How the strong search plays Frozen Shinies (the rules are in game.py and rules/)."""

from __future__ import annotations

from penguin_tables.engine.policy import SearchPolicy
from penguin_tables.games.frozen_shinies.actions import Action
from penguin_tables.games.frozen_shinies.leaf import win_chances
from penguin_tables.games.frozen_shinies.state import FrozenState


class FrozenPolicy(SearchPolicy[FrozenState, Action]):
    """Normal-player look-aheads of about two plays, then the leads in cards judged.

    The normal player's whole-play greed plays the look-ahead (the easy player picks cards and
    stacks at random, which misjudges what a move leaves the other side); stopping after about two
    plays gives more looks and less noise per look.
    """

    playout_level = "normal"
    playout_depth = 12
    anchored = True

    def estimate(self, state: FrozenState) -> list[float]:
        """Win chances from the leads in cards (fish and values a little): `leaf.win_chances`."""
        return win_chances(state)
