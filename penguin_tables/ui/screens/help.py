"""A game's rules page as a reader: contents to jump to a section, a search, and a way back.

The pane opens over whatever is on screen (a game keeps its place under it: Esc returns there),
at the top of the page, or at the section of the decision in hand (`?` during a game). Each
section is one Rich `Markdown` renderable in a scrolling view: Textual's `MarkdownViewer` makes a
widget of every block, and laying out the hundreds of blocks of a long page took seconds of CPU;
a dozen renderables take a fraction of that. A search finds the lines of the page as drawn at the
pane's width, brings the next one to the top and marks it; a search with no match says so.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from rich.console import Console, ConsoleOptions, RenderResult
from rich.markdown import Markdown
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from penguin_tables.engine.assets import rules_text
from penguin_tables.engine.rules_page import RulesPage, parse

QUICK_START = "Quick start"
#: At this width and wider the contents stand beside the page; narrower, `c` shows them.
CONTENTS_BESIDE = 100
MARK = Style(reverse=True, bold=True)


class Drawn:
    """A section's Markdown drawn once per width (and search term), then kept: a page's blocks
    are measured and painted several times while the pane opens and scrolls, and a page drawn
    once opens again at once. Every occurrence of `term` is marked (case ignored)."""

    def __init__(self, text: str, term: str = "") -> None:
        self.text = text
        self.term = term.casefold()

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in _drawn(self.text, self.term, options.max_width, console, options):
            yield from line
            yield Segment.line()

    def lines(self, console: Console, width: int) -> list[list[Segment]]:
        """The section's lines as drawn at `width` (for the search)."""
        options = console.options.update_width(width)
        return _drawn(self.text, self.term, width, console, options)


_DRAWN: dict[tuple[str, str, int], list[list[Segment]]] = {}
#: Sections kept drawn: every section of the five pages at two widths, and a few searches.
MAX_DRAWN = 400


def _drawn(
    text: str, term: str, width: int, console: Console, options: ConsoleOptions
) -> list[list[Segment]]:
    key = (text, term, width)
    lines = _DRAWN.get(key)
    if lines is None:
        markdown = Markdown(text, hyperlinks=False)
        plain = console.render_lines(markdown, options.update(height=None), pad=False)
        lines = [list(_marked(line, term)) for line in plain] if term else plain
        if len(_DRAWN) >= MAX_DRAWN:
            del _DRAWN[next(iter(_DRAWN))]
        _DRAWN[key] = lines
    return lines


def _marked(line: Iterable[Segment], term: str) -> Iterable[Segment]:
    for segment in line:
        text, style = segment.text, segment.style
        at = text.casefold().find(term) if term else -1
        while at >= 0:
            yield Segment(text[:at], style)
            yield Segment(text[at : at + len(term)], (style or Style()) + MARK)
            text = text[at + len(term) :]
            at = text.casefold().find(term)
        yield Segment(text, style)


@dataclass(frozen=True)
class Match:
    """A line of the page that holds the term: its section (-1: the opening) and line there."""

    section: int
    line: int


class HelpScreen(ModalScreen[None]):
    """The rules in the project's own words (assets/rules/<game>.md), to read, jump and search."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back"),
        Binding("question_mark,f1,q", "close", "Close", show=False),
        Binding("c", "contents", "Contents"),
        Binding("slash", "search", "Search"),
        Binding("n", "next_match", "Next"),
        Binding("N", "next_match(-1)", "Previous"),
    ]

    def __init__(self, game_id: str, section: str | None = None) -> None:
        super().__init__()
        self.game_id = game_id
        #: The section to open at (a heading or its slug): the decision's, else the quick start,
        #: which then fills the pane (the lobby already shows the page's opening lines).
        self.start_at = section or QUICK_START
        self.page = _page(game_id)
        self.term = ""
        self.matches: list[Match] = []
        self.at_match = -1

    def compose(self) -> ComposeResult:
        with Vertical(id="help-pane"):
            yield Static(Text(f"Rules: {self.page.title}", style="bold"), id="help-title")
            with Horizontal(id="help-body"):
                contents = [Option(Text(s.title), id=s.slug) for s in self.page.sections]
                yield OptionList(*contents, id="contents")
                with VerticalScroll(id="rules"):
                    yield Static(Drawn(self.page.opening), id="rules-opening")
                    for index, section in enumerate(self.page.sections):
                        yield Static(
                            Drawn(section.text), id=f"section-{index}", classes="rules-section"
                        )
            yield Input(placeholder="Search the rules, then Enter", id="search")
            yield Static(id="search-status")
        yield Footer()

    def on_mount(self) -> None:
        self._fit_contents()
        self.query_one("#search").display = False
        self.query_one("#rules", VerticalScroll).focus()
        index = self.page.index_of(self.start_at) if self.start_at else None
        if index is not None:
            self.call_after_refresh(self.jump_to, index)

    def on_resize(self) -> None:
        self._fit_contents()

    def _fit_contents(self) -> None:
        """Wide: the contents stand beside the page. Narrow: hidden until `c`, then over it."""
        narrow = self.app.size.width < CONTENTS_BESIDE
        self.set_class(narrow, "-narrow")
        self.query_one("#contents").display = not narrow

    # ----- contents -------------------------------------------------------------------------------
    def jump_to(self, index: int) -> None:
        """Bring section `index` to the top of the page's view."""
        section = self.query_one(f"#section-{index}", Static)
        self.query_one("#rules", VerticalScroll).scroll_to_widget(section, top=True, animate=False)
        self.query_one("#contents", OptionList).highlighted = index

    def action_contents(self) -> None:
        """`c`: show the contents (beside the page) and move to them, or hide them again."""
        contents = self.query_one("#contents", OptionList)
        if contents.has_focus and self.app.size.width < CONTENTS_BESIDE:
            contents.display = False
            self.query_one("#rules", VerticalScroll).focus()
            return
        contents.display = True
        contents.focus()

    @on(OptionList.OptionSelected, "#contents")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.app.size.width < CONTENTS_BESIDE:
            event.option_list.display = False
        self.query_one("#rules", VerticalScroll).focus()
        self.jump_to(event.option_index)

    # ----- search ---------------------------------------------------------------------------------
    def action_search(self) -> None:
        """`/`: type what to look for."""
        search = self.query_one("#search", Input)
        search.display = True
        search.value = self.term
        search.focus()

    @on(Input.Submitted, "#search")
    def _searched(self, event: Input.Submitted) -> None:
        event.stop()
        event.input.display = False
        self.query_one("#rules", VerticalScroll).focus()
        self.find(event.value.strip())

    def find(self, term: str) -> None:
        """Mark `term` everywhere and bring its first line to the top (or say there is none)."""
        self.term = term
        self._mark(term)
        self.matches = self._lines_with(term) if term else []
        self.at_match = -1
        if not term:
            self._say("")
        elif not self.matches:
            self._say(f"No match for “{term}” on this page.")
        else:
            self.action_next_match()

    def action_next_match(self, step: int = 1) -> None:
        """`n` (or `N`, back): the next line holding the term, at the top of the view."""
        if not self.matches:
            self._say("Nothing searched yet: / searches." if not self.term else "No match.")
            return
        self.at_match = (self.at_match + step) % len(self.matches)
        match = self.matches[self.at_match]
        block = self._block(match.section)
        self.query_one("#rules", VerticalScroll).scroll_to(
            y=block.virtual_region.y + match.line, animate=False
        )
        where = self.page.sections[match.section].title if match.section >= 0 else "the opening"
        count = f"{self.at_match + 1} of {len(self.matches)}"
        self._say(f"“{self.term}”: {count}, in {where} (n next, N previous)")

    def _text(self, index: int) -> str:
        return self.page.opening if index < 0 else self.page.sections[index].text

    def _mark(self, term: str) -> None:
        for index in range(-1, len(self.page.sections)):
            self._block(index).update(Drawn(self._text(index), term))

    def _lines_with(self, term: str) -> list[Match]:
        """Every line of the page, as drawn at the view's width, that holds `term`."""
        width = max(20, self._block(-1).content_region.width or self.app.size.width)
        found = []
        for index in range(-1, len(self.page.sections)):
            for number, line in enumerate(Drawn(self._text(index)).lines(self.app.console, width)):
                if term.casefold() in "".join(s.text for s in line).casefold():
                    found.append(Match(index, number))
        return found

    def _block(self, index: int) -> Static:
        return self.query_one("#rules-opening" if index < 0 else f"#section-{index}", Static)

    def _say(self, words: str) -> None:
        self.query_one("#search-status", Static).update(Text(words))

    # ----- leaving --------------------------------------------------------------------------------
    def action_back(self) -> None:
        """Esc: close the search line if it is open, else back to where the rules were opened."""
        search = self.query_one("#search", Input)
        if search.display:
            search.display = False
            self.query_one("#rules", VerticalScroll).focus()
            return
        self.dismiss(None)

    def action_close(self) -> None:
        if not self.query_one("#search", Input).has_focus:
            self.dismiss(None)


def _page(game_id: str) -> RulesPage:
    try:
        return parse(rules_text(game_id))
    except OSError:
        return parse(f"# Rules\n\nThe rules page for `{game_id}` is missing.")
