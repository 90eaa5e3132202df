"""Updating a `Static` without the work that its new content does not need.

`Static.update` repaints and asks for a new layout of the whole screen every time. A board redraws
all its lines on every key, yet a cursor move changes one or two of them and the size of none, and
a layout of the screen was most of a cursor move's time. `update_steady` skips content equal to
what is shown (Rich `Text` compares its characters and styles) and repaints the rest in place,
asking for a layout only when the widget's height changes with it: not for a widget of a fixed
height, nor for content whose new number of lines stays within the widget's `min-height` (a
prompt of one line or two in a box of two). A widget sized by its content's width, not yet sized,
or hidden (laid out when it shows) takes Textual's own update.
"""

from __future__ import annotations

from textual.css.scalar import Unit
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
    styles = static.styles
    sized_by_content = styles.width is not None and styles.width.is_auto
    if width <= 0 or sized_by_content or not static.is_mounted:
        static.update(content)
        return
    height = styles.height
    if height is not None and height.unit is Unit.CELLS:  # the same lines whatever it shows
        static.update(content, layout=False)
        return
    before = _lines_taken(static, static.get_content_height(static.size, static.size, width))
    static.update(content, layout=False)
    after = _lines_taken(static, static.get_content_height(static.size, static.size, width))
    if after != before:
        static.refresh(layout=True)


def _lines_taken(static: Static, lines: int) -> int:
    """The lines `static` takes for content of `lines` lines, within a `min-height` and a
    `max-height` given in cells (other units are left to the layout: the lines are compared)."""
    styles = static.styles
    if styles.box_sizing == "border-box":
        lines += styles.gutter.height
    low, high = styles.min_height, styles.max_height
    if low is not None and low.unit is Unit.CELLS:
        lines = max(lines, int(low.value))
    if high is not None and high.unit is Unit.CELLS:
        lines = min(lines, int(high.value))
    return lines
