"""The computer player of A Fistful of Penguins, apart from the rules.

levels.py: the yardstick (what faces are worth) and the easy and normal levels; solver.py: one
turn worked out exactly over the dice; last_turn.py: round three played for the win with it;
search.py: the strong search's moves, playout player and judgement of an unfinished game; player.py:
the strong search's tuning.
"""
