"""The log pane: the lines the seat at the keyboard may read, and only those.

The lines come from the seat's scene (public words, and the seat's own words for its secret steps),
so a hand-over or an undo that changes them rewrites the pane; new lines are only appended.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from penguin_tables.engine.names import printable
from penguin_tables.ui.widgets.game_log import GameLog


class SeatLog(GameLog):
    """A log that shows a given list of lines as plain text (names are never markup), rewrapped
    to the pane's width when it changes."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(wrap=True, markup=False, auto_scroll=True, min_width=10, **kwargs)
        self._shown: tuple[str, ...] = ()

    def show(self, lines: Sequence[str]) -> None:
        """Show `lines`: append what is new, or start again when earlier lines changed."""
        wanted = tuple(lines)
        if wanted is self._shown:  # a redraw of the same scene (every keypress)
            return
        count = len(self._shown)
        if wanted[:count] == self._shown:
            new = wanted[count:]
        else:
            self.clear()
            new = wanted
        for line in new:
            self.write(Text(printable(line)))  # a save's words: no control character passes
        self._shown = wanted
