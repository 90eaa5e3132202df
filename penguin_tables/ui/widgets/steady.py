"""Updating a `Static` without the work that its new content does not need.

`Static.update` repaints and asks for a new layout of the whole screen every time. A board redraws
all its lines on every key, yet a cursor move changes one or two of them and the size of none, and
a layout of the screen was most of a cursor move's time. `update_steady` skips content equal to
what is shown (Rich `Text` compares its characters and styles) and repaints the rest in place,
asking for a layout only when the new content takes another number of lines (or the widget sizes
its width to its content, or has no size yet); a hidden widget is laid out when it shows.
"""

from __future__ import annotations

from textual.visual import VisualType
from textual.widgets import Static


def update_steady(static: Static, content: VisualType) -> None:
    """Show `content` in `static`: nothing when it is shown already, a layout only when needed."""
    if content == static.content:
        return
    if not static.display:  # shown later: showing it lays the screen out anyway
        static.update(content, layout=False)
        return
    width = static.content_size.width
    sized_by_content = static.styles.width is not None and static.styles.width.is_auto
    if width <= 0 or sized_by_content or not static.is_mounted:
        static.update(content)
        return
    before = static.get_content_height(static.size, static.size, width)
    static.update(content, layout=False)
    if static.get_content_height(static.size, static.size, width) != before:
        static.refresh(layout=True)
