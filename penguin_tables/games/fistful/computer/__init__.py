"""The computer player of A Fistful of Penguins, apart from the rules: `COMPUTER`.

levels.py: the yardstick (what faces are worth) and the easy and normal levels; solver.py: one
turn worked out exactly over the dice; last_turn.py: round three played for the win with it;
search.py: the strong search's moves, playout player and judgement of an unfinished game;
player.py: all of it behind the engine's `ComputerPlayer`.
"""

from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.computer.player import FistfulComputer

COMPUTER = FistfulComputer(GAME)

__all__ = ["COMPUTER", "FistfulComputer"]
