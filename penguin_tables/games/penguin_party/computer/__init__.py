"""The computer player of Penguin Party, apart from the rules.

levels.py: the normal level's one-move look-ahead (the easy level plays at random); lookahead.py:
where the strong search's look-ahead stops and how it judges the totals there; player.py: the
strong search's tuning.
"""
