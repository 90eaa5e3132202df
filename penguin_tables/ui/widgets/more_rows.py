"""A line under a list of choices that says how many rows lie out of sight (`↓ 2 more`).

A short terminal can hold fewer rows than a decision offers; a scrollbar a cell wide is easy to
miss, so the rows out of sight are counted in words under the list, and the line is hidden when
every row shows.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList, Static

from penguin_tables.ui.widgets.steady import update_steady


def more_text(above: int, below: int) -> Text:
    """`↑ 1 more  ↓ 2 more  (↑↓)`: the rows out of sight each way; empty when all show."""
    text = Text(style="dim")
    if above:
        text.append(f"↑ {above} more  ")
    if below:
        text.append(f"↓ {below} more  ", style="bold")
    if above or below:
        text.append("(↑↓ to see them)")
    return text


def rows_out_of_sight(rows: OptionList) -> tuple[int, int]:
    """How many options lie above and below the list's window (an option may wrap on lines)."""
    top = round(rows.scroll_y)
    height = rows.scrollable_content_region.height
    lines = rows._lines  # (option index, line within it) for every line of the list
    if height <= 0 or len(lines) <= height:
        return 0, 0
    seen = {option for option, _ in lines[top : top + height]}
    above = len({option for option, _ in lines[:top]} - seen)
    below = len({option for option, _ in lines[top + height :]} - seen)
    return above, below


class MoreRows(Static):
    """Follows one option list: shown, with the count, only while some of its rows are hidden."""

    DEFAULT_CSS = "MoreRows { height: 1; padding: 0 1; display: none; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows: OptionList | None = None
        #: False where the layout has no line under the list for it (it then stays hidden).
        self.active = True

    def follow(self, rows: OptionList) -> None:
        """Count `rows` from now on: whenever it scrolls, and when `recount` is asked."""
        self.rows = rows
        self.watch(rows, "scroll_y", lambda _: self._count(), init=False)
        self.recount()

    def recount(self) -> None:
        """Count once the list is laid out (its window is known only then)."""
        self.call_after_refresh(self._count)

    def _count(self) -> None:
        if self.rows is None:
            return
        above, below = rows_out_of_sight(self.rows) if self.active else (0, 0)
        hidden = bool(above or below)
        update_steady(self, more_text(above, below))
        if self.display != hidden:
            self.display = hidden  # the list's window changes with it: count again
            self.recount()
