"""Which board draws which game: by convention, `penguin_tables.ui.games.<package>.BOARD`.

The game's package name comes from its manifest, so nothing here lists games.
"""

from __future__ import annotations

import importlib

from penguin_tables.engine.registry import CATALOGUE
from penguin_tables.session.replay import Replay
from penguin_tables.session.saves import Envelope
from penguin_tables.session.table import Table
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.replay_screen import ReplayScreen
from penguin_tables.ui.widgets.board import Board


def board_for(game_id: str) -> Board:
    """A fresh board widget for `game_id` (its module is imported when the game is first opened)."""
    package = CATALOGUE[game_id].package
    module = importlib.import_module(f"penguin_tables.ui.games.{package}")
    board: Board = module.make_board()
    return board


def screen_for(table: Table, *, bot_delay: float = 0.6, think_seconds: float = 1.0) -> GameScreen:
    """The game's screen for a live table."""
    return GameScreen(
        table, board_for(table.game.id), bot_delay=bot_delay, think_seconds=think_seconds
    )


def replay_screen(envelope: Envelope) -> ReplayScreen:
    """A replay viewer for a saved game: its scenes, built by the session from the seed and the
    actions. An unfinished game's replay shows only what everyone at the table saw; a finished
    one opens every hand.
    """
    replay = Replay.of(envelope)
    return ReplayScreen(replay, board_for(replay.game.id))
