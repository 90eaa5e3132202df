"""Jewels for the Emperor Penguin: a dice-driven climb through a hex valley for the Emperor's gems."""

from penguin_tables.games.jewels.game import Jewels

GAME = Jewels()

__all__ = ["GAME", "Jewels"]
