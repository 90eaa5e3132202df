"""An option list that keeps its drawn rows when only its height changes.

Textual's `OptionList` forgets every row it has drawn, and repaints, whenever it is resized. A
list of a decision's choices is sized by its rows, so a pick that changes how many choices there
are resizes it: the screen's frame of the pick drew it, and the resize then asked for a second
frame that drew the same rows again (a tenth of a Frozen Shinies pick). The rows are laid out by
width alone, so a list whose width is unchanged keeps them.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.widgets import OptionList


class SteadyOptionList(OptionList):
    """An `OptionList` that forgets its drawn rows only when its width changes."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: The width the drawn rows were laid out for (None: not laid out yet).
        self._rows_width: int | None = None

    def _on_resize(self, event: events.Resize) -> None:  # type: ignore[override]
        width = self.scrollable_content_region.width
        if width == self._rows_width:
            event.prevent_default()  # Textual's handler would clear the rows and repaint them
            return
        self._rows_width = width
