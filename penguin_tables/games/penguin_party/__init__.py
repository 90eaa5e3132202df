"""Penguin Party (Reiner Knizia): build a penguin pyramid together and be left with the fewest cards."""

from penguin_tables.games.penguin_party.actions import Action, GiveUp, PlaceAbove, PlaceOnBase
from penguin_tables.games.penguin_party.choices import BaseEnd, Slot, Spot
from penguin_tables.games.penguin_party.explain import explain
from penguin_tables.games.penguin_party.game import PenguinParty
from penguin_tables.games.penguin_party.view import PartyView, PlayerView, RoundResult

GAME = PenguinParty()

__all__ = [
    "GAME",
    "Action",
    "BaseEnd",
    "GiveUp",
    "PartyView",
    "PenguinParty",
    "PlaceAbove",
    "PlaceOnBase",
    "PlayerView",
    "RoundResult",
    "Slot",
    "Spot",
    "explain",
]
