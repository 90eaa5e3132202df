"""Yura Yura's highlight in the records: the tallest tower a player's table stood."""

from __future__ import annotations

from typing import Any

from penguin_tables.engine.game import Game


def tower_tiers(game: Game[Any, Any, Any], state: Any, seat: int) -> int:
    """How many iceberg cards (the base included) the table's tower stood at the end."""
    return len(game.view(state, None).tower.tiers)


def tower_words(tiers: int) -> str:
    return f"tallest tower {tiers} tiers"
