"""Jewels for the Emperor Penguin's screen part: the board, its valley map and its panels."""

from penguin_tables.ui.games.jewels.board import JewelsBoard
from penguin_tables.ui.widgets.board import Board


def make_board() -> Board:
    return JewelsBoard()


__all__ = ["JewelsBoard", "make_board"]
