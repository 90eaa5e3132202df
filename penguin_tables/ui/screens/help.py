"""A game's rules page, shown over whatever is on screen and closed without losing anything.

The page is one Rich `Markdown` renderable in a scrolling view. Textual's `MarkdownViewer` makes a
widget of every block, and laying out the hundreds of blocks of a long page (Jewels' is 40 kB)
took seconds of CPU each time the rules were opened; one renderable takes a fraction of that.
"""

from __future__ import annotations

from typing import ClassVar

from rich.markdown import Markdown
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from penguin_tables.engine.assets import rules_text


class HelpScreen(ModalScreen[None]):
    """The rules in the project's own words (assets/rules/<game>.md)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,f1,q", "close", "Close rules"),
    ]

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.game_id = game_id

    def compose(self) -> ComposeResult:
        try:
            text = rules_text(self.game_id)
        except OSError:
            text = f"# Rules\n\nThe rules page for `{self.game_id}` is missing."
        with Vertical(id="help-pane"), VerticalScroll(id="rules"):
            yield Static(Markdown(text, hyperlinks=False), id="rules-text")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)
