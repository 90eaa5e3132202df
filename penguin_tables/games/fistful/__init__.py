"""A Fistful of Penguins: three rounds of animal dice, squirrels, moose, kangaroos, lions, camels.

`score_roll` is public so tests and the screen can value any roll (both scoring choices); the other
names are the small pure helpers a screen needs (glyphs, stop previews with settled debts, ratings)
and the stable keys of the choices a board picks.
"""

from penguin_tables.games.fistful.choices import (
    BUY,
    CASH,
    KEEP,
    LIONS,
    SECRET_REROLL,
    SPARE,
    STOP,
    chip_key,
    price_key,
    reroll_key,
)
from penguin_tables.games.fistful.describe import price_words
from penguin_tables.games.fistful.dice import FACES, GLYPHS, ROUNDS, Face
from penguin_tables.games.fistful.explain import explain
from penguin_tables.games.fistful.game import Fistful
from penguin_tables.games.fistful.migrate import toggles_to_rerolls
from penguin_tables.games.fistful.rules.flow import TurnScore, stop_previews
from penguin_tables.games.fistful.scoring import RollScore, score_choices, score_roll
from penguin_tables.games.fistful.solo import solo_bands, solo_rating
from penguin_tables.games.fistful.view import FistfulView, OfferView

#: Old saves' die toggles fold into today's rerolls as the store reads them.
migrate_actions = toggles_to_rerolls
GAME = Fistful()

__all__ = [
    "BUY",
    "CASH",
    "FACES",
    "GAME",
    "GLYPHS",
    "KEEP",
    "LIONS",
    "ROUNDS",
    "SECRET_REROLL",
    "SPARE",
    "STOP",
    "Face",
    "Fistful",
    "FistfulView",
    "OfferView",
    "RollScore",
    "TurnScore",
    "chip_key",
    "explain",
    "migrate_actions",
    "price_key",
    "price_words",
    "reroll_key",
    "score_choices",
    "score_roll",
    "solo_bands",
    "solo_rating",
    "stop_previews",
]
