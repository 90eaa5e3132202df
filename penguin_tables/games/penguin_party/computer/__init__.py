"""The computer player of Penguin Party, apart from the rules: `COMPUTER`.

levels.py: the normal level's one-move look-ahead (the easy level plays at random); lookahead.py:
where the strong search's look-ahead stops and how it judges the totals there; player.py: both
behind the engine's `ComputerPlayer`.
"""

from penguin_tables.games.penguin_party import GAME
from penguin_tables.games.penguin_party.computer.player import PartyComputer

COMPUTER = PartyComputer(GAME)

__all__ = ["COMPUTER", "PartyComputer"]
