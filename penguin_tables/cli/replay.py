"""`penguin-tables replay SAVE`: the app opens on a saved game, to watch it again move by move."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from penguin_tables.store.envelope import Envelope
    from penguin_tables.store.folder import SaveFolder


def add_replay_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    replay = sub.add_parser("replay", help="watch a saved game again, move by move")
    replay.add_argument("save")


def read_save(folder: SaveFolder, name: str) -> Envelope:
    """The save named `name` (a path's last part only: saves live in the folder)."""
    return folder.read(Path(name).name)
