"""The game-agnostic, pure engine layer: the Game contract, chance, outcomes and the registry.

Every name here loads on first use. Importing any `penguin_tables.engine.*` module runs this file
first, and the lobby imports the registry and the manifests: eager imports here would load the Game
contract and pydantic before the first screen. Lazy loading also lets a game package import this
package while it is itself being imported by the registry.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from penguin_tables.engine.chance import Chance
    from penguin_tables.engine.errors import BadOptions, BrokenInvariant, IllegalAction
    from penguin_tables.engine.game import Game
    from penguin_tables.engine.options import GameOption
    from penguin_tables.engine.outcome import Outcome
    from penguin_tables.engine.registry import GAMES, get_game
    from penguin_tables.engine.state import GameState

#: Public name -> the module under `penguin_tables.engine` that defines it.
_HOMES = {
    "Chance": "chance",
    "BadOptions": "errors",
    "BrokenInvariant": "errors",
    "IllegalAction": "errors",
    "Game": "game",
    "GameState": "state",
    "GameOption": "options",
    "Outcome": "outcome",
    "GAMES": "registry",
    "get_game": "registry",
}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
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
