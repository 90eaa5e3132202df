"""The computer player of Yura Yura Penguin, apart from the rules: `COMPUTER`.

levels.py: the easy, normal and hard levels (card play, calls and catches, and a hand steadied by
the level); race.py: the card race without the tower, which judges where the strong search's
look-ahead stops; advice.py: the steady hand's placement and its odds, the advice a person can
follow; player.py: all of it behind the engine's `ComputerPlayer`.
"""

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.computer.player import YuraComputer

COMPUTER = YuraComputer(GAME)

__all__ = ["COMPUTER", "YuraComputer"]
