"""What a screen asks of the app to open a table or a replay: the app owns the screen stack.

The lobby's setup and saves screens and a finished game's rematch or replay all post these; the
app answers with the game's screen (`registry.screen_for`) or a replay (`registry.replay_screen`).
Kept apart from the screens they open, so asking to open one does not import it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:  # the lobby posts these before any table is loaded
    from penguin_tables.session.saves import Envelope
    from penguin_tables.session.table import Table


class OpenTable(Message):
    """Ask the app to show `table` on its game's screen (a rematch, a new or resumed game)."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table


class OpenReplay(Message):
    """Ask the app to replay the saved game `envelope`."""

    def __init__(self, envelope: Envelope) -> None:
        super().__init__()
        self.envelope = envelope
