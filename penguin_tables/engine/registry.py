"""The registry of games: the game packages that have landed, in lobby order.

A package joins the list in the commit that makes it complete, so a half-built game never shows up.
"""

from __future__ import annotations

import importlib
from typing import Any

from penguin_tables.engine.game import Game

#: Game packages under `penguin_tables.games`, in the lobby's order; each exposes `GAME`.
GAME_PACKAGES = ("penguin_party", "fistful", "frozen_shinies", "jewels", "yura_yura")


def discover_games() -> dict[str, Game[Any, Any]]:
    games: dict[str, Game[Any, Any]] = {}
    for package in GAME_PACKAGES:
        game = importlib.import_module(f"penguin_tables.games.{package}").GAME
        games[game.id] = game
    return games


def get_game(game_id: str) -> Game[Any, Any]:
    """The game with this id; KeyError naming the valid ids otherwise."""
    if game_id not in GAMES:
        raise KeyError(f"Unknown game {game_id!r}; valid games: {', '.join(GAMES)}.")
    return GAMES[game_id]


GAMES: dict[str, Game[Any, Any]] = discover_games()
