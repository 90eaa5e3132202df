"""Frozen Shinies: The Emperor Penguin's Nephew: gather the most shiny cards from the ice stacks."""

from penguin_tables.games.frozen_shinies.actions import (
    ChooseCard,
    Flip,
    PlaceCard,
    Steal,
    UsePower,
)
from penguin_tables.games.frozen_shinies.choices import (
    EXTRA_TURN,
    FISH,
    Offer,
    Touch,
    card_face,
    letter,
    no_power_reason,
)
from penguin_tables.games.frozen_shinies.content import values
from penguin_tables.games.frozen_shinies.explain import explain
from penguin_tables.games.frozen_shinies.game import FrozenShinies
from penguin_tables.games.frozen_shinies.view import FrozenView, PlayerView

GAME = FrozenShinies()

__all__ = [
    "EXTRA_TURN",
    "FISH",
    "GAME",
    "ChooseCard",
    "Flip",
    "FrozenShinies",
    "FrozenView",
    "Offer",
    "PlaceCard",
    "PlayerView",
    "Steal",
    "Touch",
    "UsePower",
    "card_face",
    "explain",
    "letter",
    "no_power_reason",
    "values",
]
