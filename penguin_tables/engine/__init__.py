"""The game-agnostic, pure engine layer: the Game contract, chance, outcomes and the registry.

`GAMES` and `get_game` load lazily, so a game package can import this package while it is itself
being imported by the registry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.errors import BadOptions, BrokenInvariant, IllegalAction
from penguin_tables.engine.game import Game, GameState
from penguin_tables.engine.options import GameOption
from penguin_tables.engine.outcome import Outcome

if TYPE_CHECKING:
    from penguin_tables.engine.registry import GAMES, get_game


def __getattr__(name: str) -> Any:
    if name in ("GAMES", "get_game"):
        from penguin_tables.engine import registry

        return getattr(registry, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "GAMES",
    "BadOptions",
    "BrokenInvariant",
    "Chance",
    "Game",
    "GameOption",
    "GameState",
    "IllegalAction",
    "Outcome",
    "get_game",
]
