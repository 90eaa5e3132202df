"""A rules page as a column of drawn lines: each block drawn once per width, only the rows in view
painted.

A page is its opening and its sections, each a piece of Markdown. Drawn as widgets (a `Static` a
section), every section is styled, measured and painted while the pane opens, and a jump to a
section waits for the first layout to learn where that section stands. Here the page is one
scrolling widget over a list of lines (the Line API, as Textual's `Log`): the view knows where
every section starts as soon as it knows its width, so it opens already scrolled to the section
asked for, and a frame paints only the rows that show.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence

from rich.console import Console
from rich.markdown import Markdown
from rich.segment import Segment
from rich.style import Style
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

MARK = Style(reverse=True, bold=True)
#: Blocks kept drawn: every block of the five pages at a few widths, and a few searches.
MAX_DRAWN = 400
_DRAWN: dict[tuple[str, str, int], list[list[Segment]]] = {}


def drawn(text: str, width: int, console: Console, term: str = "") -> list[list[Segment]]:
    """`text` (Markdown) as lines `width` cells wide, every `term` marked (case ignored); kept,
    so a page drawn once opens again at once."""
    key = (text, term, width)
    lines = _DRAWN.get(key)
    if lines is None:
        options = console.options.update(width=width, height=None)
        plain = console.render_lines(Markdown(text, hyperlinks=False), options, pad=False)
        lines = [list(_marked(line, term)) for line in plain] if term else plain
        if len(_DRAWN) >= MAX_DRAWN:
            del _DRAWN[next(iter(_DRAWN))]
        _DRAWN[key] = lines
    return lines


def _marked(line: Iterable[Segment], term: str) -> Iterable[Segment]:
    for segment in line:
        text, style = segment.text, segment.style
        at = text.casefold().find(term)
        while at >= 0:
            yield Segment(text[:at], style)
            yield Segment(text[at : at + len(term)], (style or Style()) + MARK)
            text = text[at + len(term) :]
            at = text.casefold().find(term)
        yield Segment(text, style)


class RulesView(ScrollView, can_focus=True):
    """The blocks of a page one under another (a blank line between), scrolled as one.

    Block 0 is the page's opening, block i + 1 its section i. `starts[b]` is the line where
    block b begins at the current width; `show(b)` brings it to the top, now or, before the view
    knows its width, as soon as it does."""

    DEFAULT_CSS = "RulesView { scrollbar-gutter: stable; }"

    def __init__(self, blocks: Sequence[str], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.blocks = list(blocks)
        self.term = ""
        self.starts: list[int] = []
        self._lines: list[Strip] = []
        self._drawn_width = 0
        self._show_when_drawn: int | None = None

    # ----- drawing --------------------------------------------------------------------------------
    def on_resize(self) -> None:
        self._draw()

    def mark(self, term: str) -> None:
        """Mark every occurrence of `term` (case ignored); "" marks none."""
        self.term = term.casefold()
        self._draw(force=True)

    def _draw(self, force: bool = False) -> None:
        width = self.scrollable_content_region.width
        if width <= 0 or (width == self._drawn_width and not force):
            return
        lines: list[Strip] = []
        self.starts = []
        for block in self.blocks:
            if lines:
                lines.append(Strip.blank(0))
            self.starts.append(len(lines))
            lines.extend(Strip(line) for line in drawn(block, width, self.app.console, self.term))
        self._lines = lines
        self._drawn_width = width
        self.virtual_size = Size(width, len(lines))
        self.refresh()
        if self._show_when_drawn is not None:
            waiting, self._show_when_drawn = self._show_when_drawn, None
            self.show(waiting)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        index = scroll_y + y
        width = self.scrollable_content_region.width
        style = self.rich_style
        if index >= len(self._lines):
            return Strip.blank(width, style)
        return self._lines[index].crop_extend(scroll_x, scroll_x + width, style)

    # ----- finding ------------------------------------------------------------------------------
    def show(self, block: int) -> None:
        """Bring block `block` to the top of the view (as far as the page's end allows)."""
        if not self.starts:
            self._show_when_drawn = block
            return
        self.scroll_to(y=self.starts[block], animate=False, immediate=True, force=True)

    def show_line(self, line: int) -> None:
        """Bring line `line` of the page to the top of the view."""
        self.scroll_to(y=line, animate=False, immediate=True, force=True)

    def block_at(self, line: int) -> int:
        """The block that line `line` belongs to."""
        return max(0, bisect_right(self.starts, line) - 1)

    def top_block(self) -> int:
        """The block whose first line stands nearest the top of the view (or above it)."""
        return self.block_at(self.scroll_offset.y + 1)

    def lines_with(self, term: str) -> list[int]:
        """Every line of the page, as drawn at the view's width, that holds `term`."""
        wanted = term.casefold()
        width = self._drawn_width or self.app.size.width
        found: list[int] = []
        for start, block in zip(self.starts, self.blocks, strict=True):
            for number, line in enumerate(drawn(block, width, self.app.console)):
                if wanted in "".join(segment.text for segment in line).casefold():
                    found.append(start + number)
        return found
