"""What a table's toasts say stays true: a hint goes with the table it was worked out for, only
the newest news from other windows stands (the log keeps the rest), and nothing lies over the
final scores.

Textual gives no handle on one toast, so a stale one goes by clearing them all: whatever else
was up spoke of the table before the change too.
"""

from __future__ import annotations

import time
from collections.abc import Callable

#: How long news from another window stays up (seconds); a newer one replaces it.
NEWS_SECONDS = 5.0


class TableToasts:
    """The game screen's bookkeeping of its toasts; `clear` takes every toast down."""

    def __init__(
        self, clear: Callable[[], None], clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._clear = clear
        self._clock = clock
        #: The table's revision a hint on screen was worked out for (None: no hint up).
        self._hint: int | None = None
        #: Until when the last news from another window is up.
        self._news_until = 0.0

    def hint_shown(self, revision: int) -> None:
        self._hint = revision

    def table_changed(self, revision: int) -> None:
        """A move, an undo or another window's change: a hint for the table before goes."""
        if self._hint is not None and self._hint != revision:
            self.clear()

    def news_coming(self) -> None:
        """News from another window is about to show: the earlier news, still up, goes."""
        if self._clock() < self._news_until:
            self.clear()
        self._news_until = self._clock() + NEWS_SECONDS

    def clear(self) -> None:
        """Take every toast down (the final scores are shown, the seat leaves)."""
        self._clear()
        self._hint = None
        self._news_until = 0.0
