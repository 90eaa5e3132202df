"""The computer player of Frozen Shinies, apart from the rules.

levels.py: the easy and normal levels (greedy over the whole of their own turn); leaf.py: the strong
search's judgement of an unfinished game; player.py: the strong search's tuning.
"""
