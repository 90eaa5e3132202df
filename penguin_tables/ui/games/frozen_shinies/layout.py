"""How much of the table fits the board: big or small cards, which optional lines, how many rows.

The prompt and the choices always keep their lines; the stacks and the hand share what is left.
"""

from __future__ import annotations

from dataclasses import dataclass

from penguin_tables.games.frozen_shinies import FrozenView
from penguin_tables.ui.games.frozen_shinies.hand import FrozenHand

#: Card rows a tall stack keeps before the legends and the other hands give way to it.
MIN_STACK_ROWS = 6
#: Lines around the stacks' cards: the info line, the stack letters, the gap below them.
STACK_FRAME = 3


@dataclass(frozen=True)
class Layout:
    """How much of the table fits: which optional lines are drawn and the stacks' card rows."""

    big: bool
    stack_legend: bool
    hand_legend: bool
    others: bool
    stack_rows: int


def fit(
    view: FrozenView, selected: int | None, hand: FrozenHand, size: tuple[int, int], below: int
) -> Layout:
    """The richest drawing of `view` on a board of `size` (width, height) that leaves `below`
    lines for the prompt and the choices.

    Big cards when every stack fits in them; otherwise small ones, and the optional lines (the
    other hands, whose sizes the scoreboard also shows; then the stacks' legend; then the hand's
    legend) give way one by one while the stacks would keep fewer than `MIN_STACK_ROWS` card rows.
    A stack taller than its rows is drawn shrunk (its back, `⋮ n`, its front cards), never cut off.
    """
    board_width, board_height = size
    width = max(1, board_width - 2)
    room = board_height - STACK_FRAME - below
    deepest = max((len(s) for s in view.stacks), default=0) + 1  # a card may be put on one
    spectator = view.seat is None

    def rows_left(big: bool, stack_legend: bool, hand_legend: bool, others: bool) -> int:
        flags = {"big": big, "legend": hand_legend, "others": others or spectator}
        lines = hand.height_for(width, view, selected, **flags)
        return room - int(stack_legend) - lines

    if board_width >= 60 and rows_left(True, True, True, True) >= 2 * deepest + 1:
        return Layout(True, True, True, True, deepest)
    needed = min(deepest, MIN_STACK_ROWS)
    for flags in ((True, True, True), (True, True, False), (False, True, False)):
        left = rows_left(False, *flags)
        if left >= needed:
            return Layout(False, *flags, stack_rows=left)
    return Layout(False, False, False, False, max(1, rows_left(False, False, False, False)))
