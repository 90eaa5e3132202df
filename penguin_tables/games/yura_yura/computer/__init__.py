"""The computer player of Yura Yura Penguin, apart from the rules.

levels.py: the easy, normal and hard levels (card play, calls and catches, and a hand steadied by
the level); race.py: the card race without the tower, which judges where the strong search's
look-ahead stops; advice.py: the steady hand's placement and its odds, the advice a person can
follow; player.py: the strong search's tuning.
"""
