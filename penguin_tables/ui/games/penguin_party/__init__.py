"""Penguin Party's screen part: the board, its pyramid and hand widgets."""

from penguin_tables.ui.games.penguin_party.board import PenguinPartyBoard
from penguin_tables.ui.widgets.board import Board


def make_board() -> Board:
    return PenguinPartyBoard()


__all__ = ["PenguinPartyBoard", "make_board"]
