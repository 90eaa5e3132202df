"""The computer player of A Fistful of Penguins: its easy and normal levels and how the strong
search plays (the rules are in ../game.py and ../rules/)."""

from __future__ import annotations

import random

from penguin_tables.engine.search import ComputerPlayer
from penguin_tables.games.fistful.actions import Action
from penguin_tables.games.fistful.computer.last_turn import final_move, solvable
from penguin_tables.games.fistful.computer.levels import planned_action
from penguin_tables.games.fistful.computer.search import quick_action, search_moves, win_chances
from penguin_tables.games.fistful.state import FistfulState


class FistfulComputer(ComputerPlayer[FistfulState, Action]):
    """Levels by expected value; for the search a few valued moves per roll, short look-aheads
    judged by the money race, round three exact."""

    levels = ("easy", "normal")
    playout_level = "easy"
    anchored = True
    #: A playout finishes the move in hand and a step or two more, then `estimate` judges: the
    #: luck of every later roll would drown the difference between two moves.
    playout_depth = 3

    def own_move(self, state: FistfulState, level: str, rng: random.Random) -> Action:
        """The level's planned move (`levels.planned_action`)."""
        action = planned_action(state, level)
        if self.game.is_legal(state, action):  # direct: no scan of up to 511 rerolls per move
            return action
        return rng.choice(self.game.legal_actions(state))  # never expected: a planning slip

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
        return self.own_move(state, self.playout_level, rng)

    def estimate(self, state: FistfulState) -> list[float]:
        """Chances from money, tokens, the roll showing and the average of the turns to come."""
        return win_chances(state)

    def settled_move(self, state: FistfulState) -> tuple[Action, float] | None:
        """Round three of the basic game, worked out exactly over the dice (see last_turn.py)."""
        return final_move(state) if solvable(state) else None
