"""The privacy curtain: hides the table while the keyboard passes to the next human player."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static


class CurtainScreen(Screen[None]):
    """A full, opaque screen (not a modal) so nothing of the game shows through."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "ready", "I'm ready")]

    def __init__(self, name: str, note: str = "") -> None:
        super().__init__()
        self.player_name = name
        self.note = note

    def compose(self) -> ComposeResult:
        message = Text.assemble(
            ("Pass the keyboard to ", "bold"),
            (self.player_name, "bold reverse"),
            (".\n\nPress Enter when ready.", "bold"),
        )
        if self.note:
            message.append(f"\n\n{self.note}")
        with Middle(), Center():
            yield Static(message, id="curtain-message")

    def action_ready(self) -> None:
        self.dismiss(None)
