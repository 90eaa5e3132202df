"""The registry of games, derived from the manifests of the game packages, in lobby order.

A package joins by having a `manifest.py`; nothing else lists games. Engines are imported on first
use: the lobby lists games from the manifests alone, so the app starts without building any engine.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from penguin_tables.engine.manifest import Manifest

if TYPE_CHECKING:  # the contract loads pydantic; the lobby reads the catalogue without it
    from penguin_tables.engine.game import Game

T = TypeVar("T")

GAMES_FOLDER = Path(__file__).resolve().parent.parent / "games"


def read_manifest(path: Path) -> Manifest:
    """The MANIFEST in `path`, read on its own: importing the package would load its engine."""
    spec = importlib.util.spec_from_file_location(f"_manifest_{path.parent.name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    manifest: Manifest = module.MANIFEST
    return manifest


def discover_manifests() -> dict[str, Manifest]:
    """Game id -> manifest, for every package under `penguin_tables.games` that has one."""
    found = [read_manifest(path) for path in GAMES_FOLDER.glob("*/manifest.py")]
    return {m.id: m for m in sorted(found, key=lambda m: (m.order, m.id))}


#: Game id -> its manifest, in lobby order.
CATALOGUE: dict[str, Manifest] = discover_manifests()


class PackageRegistry(Mapping[str, T]):
    """A read-only mapping of game id to one name of its package (`GAME`), or of a module in it
    (`computer`'s `COMPUTER`), imported when first asked for."""

    def __init__(self, catalogue: Mapping[str, Manifest], name: str, module: str = "") -> None:
        self._catalogue = catalogue
        self._name = name
        self._module = module
        self._loaded: dict[str, T] = {}

    def __getitem__(self, game_id: str) -> T:
        if game_id not in self._loaded:
            path = f"penguin_tables.games.{self._catalogue[game_id].package}"
            module = importlib.import_module(f"{path}.{self._module}" if self._module else path)
            self._loaded[game_id] = getattr(module, self._name)
        return self._loaded[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._catalogue)

    def __len__(self) -> int:
        return len(self._catalogue)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._catalogue


def get_game(game_id: str) -> Game[Any, Any, Any]:
    """The game with this id; KeyError naming the valid ids otherwise."""
    if game_id not in GAMES:
        raise KeyError(f"Unknown game {game_id!r}; valid games: {', '.join(GAMES)}.")
    return GAMES[game_id]


GAMES: PackageRegistry[Game[Any, Any, Any]] = PackageRegistry(CATALOGUE, "GAME")


#: A save's recorded actions (JSON form) -> the same in today's vocabulary.
ActionMigration = Callable[[list[dict[str, Any]]], list[dict[str, Any]]]


def action_migration_for(game: Game[Any, Any, Any]) -> ActionMigration:
    """How `game` turns the actions of old saves into today's, before any is loaded: its package's
    `migrate_actions`, or none. Beside the rules, not a hook on `Game`, so live rules never carry
    old branches; the store calls it on every save it reads."""
    package = importlib.import_module(type(game).__module__.rsplit(".", 1)[0])
    migration: ActionMigration | None = getattr(package, "migrate_actions", None)
    return migration if migration is not None else (lambda actions: actions)
