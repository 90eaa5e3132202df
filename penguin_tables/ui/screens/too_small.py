"""The notice shown instead of any screen while the terminal is smaller than 80x24."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

MIN_WIDTH = 80
MIN_HEIGHT = 24

IN_A_TERMINAL = (
    f"Terminal too small:\nneeds {MIN_WIDTH}x{MIN_HEIGHT}.\n"
    "Please enlarge the window\n(Ctrl+Q quits)."
)
#: In a browser tab Ctrl+Q is the browser's own key (it can close the whole window), and the page
#: fits the terminal to the window: a bigger window or a smaller zoom gives more cells.
IN_A_BROWSER = (
    f"Window too small:\nneeds {MIN_WIDTH}x{MIN_HEIGHT} cells.\n"
    "Please enlarge the browser window\nor zoom out (Ctrl and -)."
)


class TooSmallScreen(Screen[None]):
    """Waits for the terminal to grow; the app pops it on the next large-enough resize.

    `in_browser` (the app's `is_web`: served by `penguin-tables serve`) picks advice that a
    browser tab can follow.
    """

    def __init__(self, in_browser: bool = False) -> None:
        super().__init__()
        self.in_browser = in_browser

    def compose(self) -> ComposeResult:
        yield Static(IN_A_BROWSER if self.in_browser else IN_A_TERMINAL, id="too-small")

    def on_mount(self) -> None:
        # Pushed while the app itself mounts (a small terminal, or a browser tab, from the start),
        # the notice was drawn in the background's colour: invisible. Its style is worked out
        # again once the first frame is up.
        self.call_after_refresh(self._restyle)

    def _restyle(self) -> None:
        notice = self.query_one("#too-small", Static)
        notice.notify_style_update()
        notice.refresh()
