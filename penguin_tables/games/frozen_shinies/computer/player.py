"""The computer player of Frozen Shinies: its easy and normal levels and how the strong search
plays (the rules are in ../game.py and ../rules/)."""

from __future__ import annotations

import random

from penguin_tables.engine.search import ComputerPlayer
from penguin_tables.games.frozen_shinies.actions import Action
from penguin_tables.games.frozen_shinies.computer.leaf import win_chances
from penguin_tables.games.frozen_shinies.computer.levels import choose
from penguin_tables.games.frozen_shinies.state import FrozenState


class FrozenComputer(ComputerPlayer[FrozenState, Action]):
    """Levels greedy over their own play; for the search, normal-player look-aheads of about two
    plays, then the leads in cards judged.

    The normal player's whole-play greed plays the look-ahead (the easy player picks cards and
    stacks at random, which misjudges what a move leaves the other side); stopping after about two
    plays gives more looks and less noise per look.
    """

    levels = ("easy", "normal")
    playout_level = "normal"
    playout_depth = 12
    anchored = True

    def own_move(self, state: FrozenState, level: str, rng: random.Random) -> Action:
        """The level's greedy play (`levels.choose`)."""
        return choose(state, level, rng)

    def estimate(self, state: FrozenState) -> list[float]:
        """Win chances from the leads in cards (fish and values a little): `leaf.win_chances`."""
        return win_chances(state)

    def settled_move(self, state: FrozenState) -> tuple[Action, float] | None:
        """Alone with cards, the normal player's greedy play, which drains the stacks to the end.

        A seat without cards only passes, and a card reaches a hand only through its holder's own
        play, so once every other hand is empty nobody else acts again and the mover is winning.
        Every look-ahead then ends far ahead and the search cannot tell finishing from stalling:
        without the anchor it played an 8 and collected the other 8 back, turn after turn, up to
        the arena's move cap (tests/games/frozen_shinies/test_alone.py). Ties are broken by a
        generator seeded with the turn count, so the move is the same for the same table and a
        repeated table may still be left by another way.
        """
        mover = state.turn
        if state.step == "over" or any(h for s, h in enumerate(state.hands) if s != mover):
            return None
        action = choose(state, "normal", random.Random(state.turns_taken))
        return action, win_chances(state)[mover]
