"""Jewels for the Emperor Penguin: a dice-driven climb through a hex valley for the Emperor's gems."""

from penguin_tables.games.jewels.choices import SNOWFLAKE, Decline, face, objective_words
from penguin_tables.games.jewels.content import (
    FLOOR,
    GEM_NAMES,
    GEMS,
    content,
    gems_short,
    slide_at,
    tile_at,
)
from penguin_tables.games.jewels.explain import explain
from penguin_tables.games.jewels.game import Jewels
from penguin_tables.games.jewels.presentation import (
    MAP_LEGEND,
    PLAYER_LETTERS,
    MapCell,
    map_cells,
    penguin_groups,
    penguin_tags,
    penguins_words,
    scattered_label,
    tile_details,
    tile_label,
    tile_words,
)
from penguin_tables.games.jewels.state import Spot
from penguin_tables.games.jewels.view import JewelsView, SeatView

GAME = Jewels()

__all__ = [
    "FLOOR",
    "GAME",
    "GEMS",
    "GEM_NAMES",
    "MAP_LEGEND",
    "PLAYER_LETTERS",
    "SNOWFLAKE",
    "Decline",
    "Jewels",
    "JewelsView",
    "MapCell",
    "SeatView",
    "Spot",
    "content",
    "explain",
    "face",
    "gems_short",
    "map_cells",
    "objective_words",
    "penguin_groups",
    "penguin_tags",
    "penguins_words",
    "scattered_label",
    "slide_at",
    "tile_at",
    "tile_details",
    "tile_label",
    "tile_words",
]
