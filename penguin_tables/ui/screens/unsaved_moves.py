"""Moves the save file lacks (a read-only folder, a full disk): leaving the table only once the
player agrees to lose them.

The game goes on in memory while the folder refuses writes or the file cannot be read
(`Table.save_problem`, shown on the screen's `SaveBanner`); every look at the file tries again
(`Table.follow`). The screen tries once more before it asks; then this question decides.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.screen import Screen

from penguin_tables.ui.screens.confirm import ConfirmScreen

#: The notice once a retry wrote every move the file lacked.
SAVED_AGAIN = "Saved: the save file has every move again."


def leave_or_ask(screen: Screen[Any], problem: str | None, leave: Callable[[], None]) -> None:
    """`leave()` now if the save has every move (`problem` None), else only once the player
    confirms, over `screen`, that the unsaved moves will be lost."""
    if problem is None:
        leave()
        return

    def answered(yes: bool | None) -> None:
        if yes:
            leave()

    question = (
        f"Your latest moves are not saved: {problem}. "
        "Leave the game anyway? Those moves will be lost."
    )
    screen.app.push_screen(ConfirmScreen(question), answered)
