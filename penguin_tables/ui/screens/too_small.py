"""The notice shown instead of any screen while the terminal is smaller than 80x24."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

MIN_WIDTH = 80
MIN_HEIGHT = 24


class TooSmallScreen(Screen[None]):
    """Waits for the terminal to grow; the app pops it on the next large-enough resize."""

    def compose(self) -> ComposeResult:
        yield Static(
            f"Terminal too small:\nneeds {MIN_WIDTH}x{MIN_HEIGHT}.\n"
            "Please enlarge the window\n(Ctrl+Q quits).",
            id="too-small",
        )
