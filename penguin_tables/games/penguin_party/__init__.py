"""Penguin Party (Reiner Knizia): build a penguin pyramid together and be left with the fewest cards."""

from penguin_tables.games.penguin_party.game import PenguinParty

GAME = PenguinParty()

__all__ = ["GAME", "PenguinParty"]
