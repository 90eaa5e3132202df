"""The banner a game screen shows while its save file lags behind the game (the write failed).

Hidden while saves succeed. It says in plain words that the moves are kept and that saving is
being retried, and while it shows it asks its screen, every few seconds, to try again.
"""

from __future__ import annotations

from rich.text import Text
from textual.message import Message
from textual.timer import Timer
from textual.widgets import Static

#: While the save file cannot be written, it is tried again this often (and after every move).
SAVE_RETRY_SECONDS = 5.0


class SaveBanner(Static):
    """One or two lines over the board: "Could not save: <why>. Your moves are kept; retrying…"."""

    DEFAULT_CSS = """
    SaveBanner { display: none; height: auto; padding: 0 1; background: $error; color: $text; }
    SaveBanner.-failing { display: block; }
    """

    class Retry(Message):
        """Time to try writing the save again."""

    def __init__(self) -> None:
        super().__init__()
        self._retry: Timer | None = None

    def show_problem(self, why: str | None) -> None:
        """Show why the save failed (`why` from `why_not_written`), or hide for None."""
        if why is None:
            self.remove_class("-failing")
            if self._retry is not None:
                self._retry.stop()
                self._retry = None
            return
        self.update(Text(f"Could not save: {why}. Your moves are kept; retrying…"))
        self.add_class("-failing")
        if self._retry is None:
            self._retry = self.set_interval(SAVE_RETRY_SECONDS, self._ask_retry)

    def _ask_retry(self) -> None:
        self.post_message(self.Retry())
