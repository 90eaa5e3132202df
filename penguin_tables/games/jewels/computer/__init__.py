"""The computer player of Jewels for the Emperor Penguin, apart from the rules: `COMPUTER`.

levels.py: the easy and normal levels (a greedy search over their own steps); value.py and
value_weights.py: the learnt judgement of who is winning; leaf.py: the strong search's leaf, the
turn finished by the normal level, then judged; player.py: all of it behind the engine's
`ComputerPlayer`.
"""

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.computer.player import JewelsComputer

COMPUTER = JewelsComputer(GAME)

__all__ = ["COMPUTER", "JewelsComputer"]
