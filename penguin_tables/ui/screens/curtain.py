"""The privacy curtain: hides the table while the keyboard passes to the next human player.

One curtain per app, installed the first time it is needed and kept for every hand-over after
(`curtain_for`): a new curtain screen at each hand-over was composed, mounted and laid out three
times (a widget shown for the first time is laid out again once it has its size), the largest
share of the press that passes the keyboard. The kept one only changes its words, if they change.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

#: The name the app's one curtain is installed under.
CURTAIN = "curtain"


class CurtainScreen(Screen[None]):
    """A full, opaque screen (not a modal) so nothing of the game shows through."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "ready", "I'm ready")]

    def __init__(self, name: str = "", note: str = "") -> None:
        super().__init__()
        self.player_name = name
        self.note = note

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(self.message(), id="curtain-message")

    def message(self) -> Text:
        message = Text.assemble(
            ("Pass the keyboard to ", "bold"),
            (self.player_name, "bold reverse"),  # a name is plain text, never markup
            (".\n\nPress Enter when ready.", "bold"),
        )
        if self.note:
            message.append(f"\n\n{self.note}")
        return message

    def show_for(self, name: str, note: str = "") -> None:
        """Say whom the keyboard passes to now (and why, in `note`)."""
        if (name, note) == (self.player_name, self.note):
            return
        self.player_name, self.note = name, note
        if self.is_mounted:
            self.query_one("#curtain-message", Static).update(self.message())

    def action_ready(self) -> None:
        self.dismiss(None)


def curtain_for(app: App[Any], name: str, note: str = "") -> CurtainScreen:
    """The app's one curtain, saying that the keyboard passes to `name` (push it to show it)."""
    if not app.is_screen_installed(CURTAIN):
        app.install_screen(CurtainScreen(), CURTAIN)
    curtain = app.get_screen(CURTAIN, CurtainScreen)
    curtain.show_for(name, note)
    return curtain
