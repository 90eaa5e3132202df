"""How the strong search plays A Fistful of Penguins (the rules are in ../game.py and ../rules/)."""

from __future__ import annotations

import random

from penguin_tables.engine.search import SearchPolicy
from penguin_tables.games.fistful.actions import Action
from penguin_tables.games.fistful.computer.last_turn import final_move, solvable
from penguin_tables.games.fistful.computer.search import quick_action, search_moves, win_chances
from penguin_tables.games.fistful.state import FistfulState


class FistfulPolicy(SearchPolicy[FistfulState, Action]):
    """A few valued moves per roll, short look-aheads judged by the money race, round three exact."""

    playout_level = "easy"
    anchored = True
    #: A playout finishes the move in hand and a step or two more, then `estimate` judges: the
    #: luck of every later roll would drown the difference between two moves.
    playout_depth = 3

    def search_actions(self, state: FistfulState) -> list[Action]:
        """Stops and the normal player's few best-valued moves, one per pattern of faces."""
        return [] if state.over else search_moves(state)

    def playout_action(self, state: FistfulState, rng: random.Random) -> Action:
        """The playout level's move from rankings kept per pattern of faces (the same yardstick
        as the normal player, many times faster); the full player when dice are on offer."""
        assert self.playout_level is not None
        quick = quick_action(state, self.playout_level)
        if quick is not None:
            return quick
        return self.game.computer_action(state, self.playout_level, rng)  # type: ignore[no-any-return]

    def estimate(self, state: FistfulState) -> list[float]:
        """Chances from money, tokens, the roll showing and the average of the turns to come."""
        return win_chances(state)

    def settled_move(self, state: FistfulState) -> tuple[Action, float] | None:
        """Round three of the basic game, worked out exactly over the dice (see last_turn.py)."""
        return final_move(state) if solvable(state) else None
