"""Which board draws which game: by convention, `penguin_tables.ui.games.<package>.BOARD`.

The game's package name comes from its manifest, so nothing here lists games.
"""

from __future__ import annotations

import importlib

from penguin_tables.engine.registry import CATALOGUE, get_game
from penguin_tables.session.table import Table
from penguin_tables.store.envelope import Envelope
from penguin_tables.store.replay import replay_states
from penguin_tables.ui.screens.game_screen import GameScreen
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


def replay_screen(envelope: Envelope) -> GameScreen:
    """A replay viewer for a saved game: every state rebuilt from the seed and the actions.

    An unfinished game's replay shows only what everyone at the table saw; a finished one opens
    every hand.
    """
    game = get_game(envelope.game)
    states = replay_states(game, envelope)
    table = Table(game, envelope.model_copy(deep=True), states[-1])
    return GameScreen(table, board_for(game.id), replay=states)
