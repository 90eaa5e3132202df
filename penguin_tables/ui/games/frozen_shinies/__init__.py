"""Frozen Shinies' screen part: the board, its stacks, hand and steal-notice widgets."""

from penguin_tables.ui.games.frozen_shinies.board import FrozenShiniesBoard
from penguin_tables.ui.games.frozen_shinies.notice import StolenNotice
from penguin_tables.ui.widgets.board import Board


def make_board() -> Board:
    return FrozenShiniesBoard()


__all__ = ["FrozenShiniesBoard", "StolenNotice", "make_board"]
