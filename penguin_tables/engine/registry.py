"""The registry of games: the game packages that have landed, in lobby order.

A package joins the catalogue in the commit that makes it complete, so a half-built game never shows
up. Engines are imported on first use: the lobby lists games from the catalogue alone, so the app
starts without building every game's models (a test keeps the catalogue equal to the engines).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Any, NamedTuple

from penguin_tables.engine.game import Game


class GameInfo(NamedTuple):
    """What the lobby shows before a game's engine is loaded."""

    package: str
    title: str
    min_players: int
    max_players: int


#: Game id -> its package under `penguin_tables.games` (exposing `GAME`) and lobby facts.
CATALOGUE: dict[str, GameInfo] = {
    "penguin-party": GameInfo("penguin_party", "Penguin Party", 2, 6),
    "fistful": GameInfo("fistful", "A Fistful of Penguins", 1, 6),
    "frozen-shinies": GameInfo(
        "frozen_shinies", "Frozen Shinies: The Emperor Penguin's Nephew", 2, 5
    ),
    "jewels": GameInfo("jewels", "Jewels for the Emperor Penguin", 2, 5),
    "yura-yura": GameInfo("yura_yura", "Yura Yura Penguin", 2, 6),
}
GAME_PACKAGES = tuple(info.package for info in CATALOGUE.values())


class GameRegistry(Mapping[str, Game[Any, Any]]):
    """A read-only mapping of game id to Game that imports each engine when first asked for."""

    def __init__(self, catalogue: Mapping[str, GameInfo]) -> None:
        self._catalogue = catalogue
        self._loaded: dict[str, Game[Any, Any]] = {}

    def __getitem__(self, game_id: str) -> Game[Any, Any]:
        if game_id not in self._loaded:
            package = self._catalogue[game_id].package
            module = importlib.import_module(f"penguin_tables.games.{package}")
            self._loaded[game_id] = module.GAME
        return self._loaded[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._catalogue)

    def __len__(self) -> int:
        return len(self._catalogue)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._catalogue


def get_game(game_id: str) -> Game[Any, Any]:
    """The game with this id; KeyError naming the valid ids otherwise."""
    if game_id not in GAMES:
        raise KeyError(f"Unknown game {game_id!r}; valid games: {', '.join(GAMES)}.")
    return GAMES[game_id]


GAMES = GameRegistry(CATALOGUE)
