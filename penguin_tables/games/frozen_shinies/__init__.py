"""Frozen Shinies: The Emperor Penguin's Nephew: gather the most shiny cards from the ice stacks."""

from penguin_tables.games.frozen_shinies.game import FrozenShinies

GAME = FrozenShinies()

__all__ = ["GAME", "FrozenShinies"]
