"""What is this? The thing under a board's cursor in words, over the table, with its rule.

The board says what its cursor is on (`Board.under_cursor`) and its game puts it in words
(`Board.explain`); this dialog shows the name, the words and the section of the rules page where
the rule is. It dismisses with True when the player asks to read that section (`?`), so the game
screen opens the rules pane there; Esc (or Enter, or the key again) goes back to the table.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from penguin_tables.engine.explain import Explanation

#: The game screen's key that opens this dialog (shown in its footer as "What?").
WHAT_KEY = "i"


class WhatIsThisScreen(ModalScreen[bool]):
    """An explanation in a box that fits 80x24; True: open the rules at its section."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "read(True)", "Read the rule"),
        Binding(f"escape,enter,{WHAT_KEY}", "read(False)", "Back"),
    ]

    def __init__(self, explanation: Explanation) -> None:
        super().__init__()
        self.explanation = explanation

    def compose(self) -> ComposeResult:
        explanation = self.explanation
        with Vertical(id="what-box"):
            yield Static(Text(explanation.name, style="bold"), id="what-name")
            yield Static(Text(explanation.words), id="what-words")
            if explanation.section:
                rule = Text(f"Rules: {explanation.section}", style="italic")
                rule.append(" — press ? to read", style="dim")
                yield Static(rule, id="what-rule")
            yield Static(Text("Esc back to the table", style="dim"), id="what-back")

    def action_read(self, read: bool) -> None:
        self.dismiss(read and bool(self.explanation.section))
