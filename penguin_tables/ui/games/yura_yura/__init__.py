"""Yura Yura Penguin's screen part: the board, the iceberg picture, the meter and the card chips."""

from penguin_tables.ui.games.yura_yura.board import YuraYuraBoard
from penguin_tables.ui.widgets.board import Board


def make_board() -> Board:
    return YuraYuraBoard()


__all__ = ["YuraYuraBoard", "make_board"]
