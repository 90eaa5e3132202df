"""A game's rules page as a reader: contents to jump to a section, a search, and a way back.

The pane opens over whatever is on screen (a game keeps its place under it: Esc returns there),
at the quick start, or at the section of the decision in hand (`?` during a game). The page is
one `RulesView` (its lines drawn once per width, only the rows in view painted), so the pane opens
already at its section. What the pane needs only on demand (the contents on a narrow screen, the
search line) is mounted when first asked for: opening the pane styles as few widgets as it can.
A search marks the term on the page as drawn at the pane's width, brings the next line holding it
to the top; a search with no match says so.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from penguin_tables.engine.assets import rules_text
from penguin_tables.engine.rules_page import RulesPage, parse
from penguin_tables.ui.widgets.footer import KeysFooter
from penguin_tables.ui.widgets.rules_view import RulesView

QUICK_START = "Quick start"
#: At this width and wider the contents stand beside the page; narrower, `c` shows them.
CONTENTS_BESIDE = 100


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
        self.matches: list[int] = []
        self.at_match = -1

    @property
    def narrow(self) -> bool:
        return self.app.size.width < CONTENTS_BESIDE

    def compose(self) -> ComposeResult:
        # Known before the children are styled, so they are styled once.
        self.set_class(self.narrow, "-narrow")
        with Vertical(id="help-pane"):
            yield Static(Text(f"Rules: {self.page.title}", style="bold"), id="help-title")
            with Horizontal(id="help-body"):
                if not self.narrow:
                    yield self._contents()
                blocks = [self.page.opening, *(s.text for s in self.page.sections)]
                yield RulesView(blocks, id="rules")
            yield Static(id="search-status")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.rules.focus()
        index = self.page.index_of(self.start_at) if self.start_at else None
        if index is not None:
            self.rules.show(index + 1)

    def on_resize(self) -> None:
        self.set_class(self.narrow, "-narrow")
        if self.query("#contents"):
            self.query_one("#contents").display = not self.narrow
        elif not self.narrow:
            self.query_one("#help-body").mount(self._contents(), before="#rules")

    @property
    def rules(self) -> RulesView:
        return self.query_one("#rules", RulesView)

    # ----- contents -------------------------------------------------------------------------------
    def _contents(self) -> OptionList:
        options = [Option(Text(s.title), id=s.slug) for s in self.page.sections]
        return OptionList(*options, id="contents")

    def jump_to(self, index: int) -> None:
        """Bring section `index` to the top of the page's view."""
        self.rules.show(index + 1)
        if self.query("#contents"):
            self.query_one("#contents", OptionList).highlighted = index

    async def action_contents(self) -> None:
        """`c`: show the contents (beside the page) and move to them, or hide them again."""
        if not self.query("#contents"):
            await self.query_one("#help-body").mount(self._contents(), before="#rules")
        contents = self.query_one("#contents", OptionList)
        if contents.has_focus and self.narrow:
            contents.display = False
            self.rules.focus()
            return
        contents.display = True
        contents.highlighted = max(0, self.rules.top_block() - 1)
        contents.focus()

    @on(OptionList.OptionSelected, "#contents")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.narrow:
            event.option_list.display = False
        self.rules.focus()
        self.jump_to(event.option_index)

    # ----- search ---------------------------------------------------------------------------------
    async def action_search(self) -> None:
        """`/`: type what to look for (the search line is mounted the first time)."""
        if not self.query("#search"):
            search = Input(placeholder="Search the rules, then Enter", id="search")
            await self.query_one("#help-pane").mount(search, before="#search-status")
        search = self.query_one("#search", Input)
        search.display = True
        search.value = self.term
        search.focus()

    @on(Input.Submitted, "#search")
    def _searched(self, event: Input.Submitted) -> None:
        event.stop()
        event.input.display = False
        self.rules.focus()
        self.find(event.value.strip())

    def find(self, term: str) -> None:
        """Mark `term` everywhere and bring its first line to the top (or say there is none)."""
        self.term = term
        self.rules.mark(term)
        self.matches = self.rules.lines_with(term) if term else []
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
        line = self.matches[self.at_match]
        self.rules.show_line(line)
        block = self.rules.block_at(line)
        where = self.page.sections[block - 1].title if block > 0 else "the opening"
        count = f"{self.at_match + 1} of {len(self.matches)}"
        self._say(f"“{self.term}”: {count}, in {where} (n next, N previous)")

    def _say(self, words: str) -> None:
        self.query_one("#search-status", Static).update(Text(words))

    # ----- leaving --------------------------------------------------------------------------------
    def _searching(self) -> Input | None:
        found = self.query("#search").results(Input)
        return next((search for search in found if search.display), None)

    def action_back(self) -> None:
        """Esc: close the search line, or the contents over a narrow page, if either is open;
        else back to where the rules were opened."""
        search = self._searching()
        if search is not None:
            search.display = False
            self.rules.focus()
            return
        if self.narrow and self.query("#contents") and self.query_one("#contents").display:
            self.query_one("#contents").display = False
            self.rules.focus()
            return
        self.dismiss(None)

    def action_close(self) -> None:
        search = self._searching()
        if search is None or not search.has_focus:
            self.dismiss(None)


def _page(game_id: str) -> RulesPage:
    try:
        return parse(rules_text(game_id))
    except OSError:
        return parse(f"# Rules\n\nThe rules page for `{game_id}` is missing.")
