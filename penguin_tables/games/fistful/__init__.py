"""A Fistful of Penguins: three rounds of animal dice, squirrels, moose, kangaroos, lions, camels.

`score_roll` is public so tests and the screen can value any roll (both scoring choices); the other
names are the small pure helpers a screen needs (glyphs, stop previews with settled debts, ratings).
"""

from penguin_tables.games.fistful.dice import FACES, GLYPHS, Face
from penguin_tables.games.fistful.game import Fistful
from penguin_tables.games.fistful.rules.flow import TurnScore, stop_previews
from penguin_tables.games.fistful.scoring import RollScore, score_choices, score_roll
from penguin_tables.games.fistful.solo import solo_rating
from penguin_tables.games.fistful.view import FistfulView, OfferView

GAME = Fistful()

__all__ = [
    "FACES",
    "GAME",
    "GLYPHS",
    "Face",
    "Fistful",
    "FistfulView",
    "OfferView",
    "RollScore",
    "TurnScore",
    "score_choices",
    "score_roll",
    "solo_rating",
    "stop_previews",
]
