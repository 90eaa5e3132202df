"""A plain screen that can play any game: the view as text and the legal actions as a list.

It keeps every registered game playable (and testable by keys) before it has a board of its own.
"""

from __future__ import annotations

from rich.pretty import Pretty
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from penguin_tables.ui.screens.game_screen import GameScreen


class GenericGameScreen(GameScreen):
    def compose_board(self) -> ComposeResult:
        with VerticalScroll(id="generic-view"):
            yield Static(id="generic-state")
        yield OptionList(id="actions")

    def refresh_board(self) -> None:
        self.query_one("#generic-state", Static).update(Pretty(self.view.model_dump()))
        actions = self.query_one("#actions", OptionList)
        actions.clear_options()
        if self.is_my_turn():
            legal = self.game.legal_actions(self.table.state)
            actions.add_options([Option(str(a), id=str(i)) for i, a in enumerate(legal)])
            actions.highlighted = 0
            actions.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if not self.is_my_turn():
            return
        legal = self.game.legal_actions(self.table.state)
        self.perform(legal[int(str(event.option.id))])
