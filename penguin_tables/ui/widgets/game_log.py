"""The game log pane: a RichLog whose lines wrap again when its width changes.

RichLog wraps each line once, when it is written; after a resize (a terminal or browser window made
wider or narrower, the help pane closed) old lines kept their old breaks and new lines had new ones.
The log keeps what was written and writes it again at the new width.

The log is anchored to its last line (Textual's `anchor`): every layout scrolls it to the end until
the reader scrolls up. RichLog's own auto-scroll is a callback run after the *top* screen refreshes
and does nothing while the log's scrollbar is not yet laid out; the game screen writes its log and
pushes the final scores over itself in one step, so whether the log beneath the scores ended at its
first line or its last depended on timing (the end-of-game pictures came out in two versions).
"""

from __future__ import annotations

from typing import Any, Self

from textual.events import Resize
from textual.widgets import RichLog


class GameLog(RichLog):
    """The log of one table: plain `Text` lines, rewrapped to the pane's width whenever it changes."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._written: list[Any] = []
        self._wrapped_at = 0

    def on_mount(self) -> None:
        self.anchor()

    def write(self, content: Any, *args: Any, **kwargs: Any) -> Self:
        if self._size_known:  # before that RichLog defers the line and writes it here again later
            self._written.append(content)
        return super().write(content, *args, **kwargs)

    def clear(self) -> Self:
        self._written = []
        return super().clear()

    def on_resize(self, event: Resize) -> None:
        """Rewrap every line once the width is known and whenever it changes."""
        width = event.size.width
        if not width or width == self._wrapped_at:
            return
        first_time = not self._wrapped_at
        self._wrapped_at = width
        if first_time:
            return  # RichLog writes its deferred lines at the first known width itself
        written = self._written
        self.clear()
        for content in written:
            self.write(content)
