"""The computer player of Frozen Shinies, apart from the rules: `COMPUTER`.

levels.py: the easy and normal levels (greedy over the whole of their own turn); leaf.py: the strong
search's judgement of an unfinished game; player.py: both behind the engine's `ComputerPlayer`.
"""

from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.computer.player import FrozenComputer

COMPUTER = FrozenComputer(GAME)

__all__ = ["COMPUTER", "FrozenComputer"]
