"""A Fistful of Penguins' screen part: the board, its dice row and its text panels."""

from penguin_tables.ui.games.fistful.board import FistfulBoard
from penguin_tables.ui.widgets.board import Board


def make_board() -> Board:
    return FistfulBoard()


__all__ = ["FistfulBoard", "make_board"]
