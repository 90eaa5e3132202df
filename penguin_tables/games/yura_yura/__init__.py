"""Yura Yura Penguin: shed your cards onto a wobbly iceberg simulated with real 2D physics.

The public face for screens: the game, its view, the placement a meter release makes, the card
and item words, and pure drawing helpers that take view data (never a state).
"""

from penguin_tables.games.yura_yura.actions import Place
from penguin_tables.games.yura_yura.choices import (
    Aim,
    CardPick,
    Catcher,
    ColourPick,
    OwningUp,
    Release,
)
from penguin_tables.games.yura_yura.content import COLOUR_WORDS, START, card, card_name
from penguin_tables.games.yura_yura.describe import ITEM_WORDS
from penguin_tables.games.yura_yura.drops import settling_animation
from penguin_tables.games.yura_yura.explain import explain
from penguin_tables.games.yura_yura.game import YuraYura
from penguin_tables.games.yura_yura.meter import snap_reading
from penguin_tables.games.yura_yura.picture import Outline, Polygon, ghost_outline, outlines
from penguin_tables.games.yura_yura.state import PlacementReport, PutBack, Tower
from penguin_tables.games.yura_yura.view import YuraView, view_of

GAME = YuraYura()

__all__ = [
    "COLOUR_WORDS",
    "GAME",
    "ITEM_WORDS",
    "START",
    "Aim",
    "CardPick",
    "Catcher",
    "ColourPick",
    "Outline",
    "OwningUp",
    "Place",
    "PlacementReport",
    "Polygon",
    "PutBack",
    "Release",
    "Tower",
    "YuraView",
    "YuraYura",
    "card",
    "card_name",
    "explain",
    "ghost_outline",
    "outlines",
    "settling_animation",
    "snap_reading",
    "view_of",
]
