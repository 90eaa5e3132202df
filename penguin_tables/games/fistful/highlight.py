"""Fistful's highlight in the records: a solo player's best money, with its rating band.

Solo games only: the rulebook invites a solo player to beat their own high score.
"""

from __future__ import annotations

from typing import Any

from penguin_tables.engine.game import Game
from penguin_tables.games.fistful.solo import solo_rating


def solo_best(game: Game[Any, Any, Any], state: Any, seat: int) -> int | None:
    """The money of a solo game (None for games with rivals)."""
    if len(state.players) != 1:
        return None
    return int(game.outcome(state).scores[seat])


def solo_best_words(money: int) -> str:
    return f"solo best ${money} ({solo_rating(money)})"
