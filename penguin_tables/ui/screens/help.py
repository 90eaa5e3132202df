"""A game's rules page, shown over whatever is on screen and closed without losing anything."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, MarkdownViewer

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
        with Vertical(id="help-pane"):
            yield MarkdownViewer(text, show_table_of_contents=False, id="rules")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(MarkdownViewer).focus()

    def action_close(self) -> None:
        self.dismiss(None)
