"""Frozen Shinies' highlight in the records: the most cards a player gathered in a game."""

from __future__ import annotations

from typing import Any

from penguin_tables.engine.game import Game


def cards_gathered(game: Game[Any, Any, Any], state: Any, seat: int) -> int | None:
    """How many cards the seat gathered (public: every hand's size is shown). A seat that ends
    with none has no highlight: "most cards 0" is nothing to show off."""
    return int(game.view(state, None).players[seat].hand_size) or None


def cards_words(cards: int) -> str:
    return f"most cards {cards}"
