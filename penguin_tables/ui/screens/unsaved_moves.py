"""Moves the save file lacks (a read-only folder, a full disk): the banner's retry, and leaving
the table only once the player agrees to lose them.

The game goes on in memory while the folder refuses writes or the file cannot be read
(`Table.save_problem`); every look at the file tries again (`Table.follow`). A retry that finds
another window wrote meanwhile takes that window's game instead.
"""

from __future__ import annotations

from collections.abc import Callable

from penguin_tables.ui.screens.confirm import ConfirmScreen
from penguin_tables.ui.screens.undo_keys import UndoKeys
from penguin_tables.ui.widgets.save_banner import SaveBanner


class UnsavedMoves(UndoKeys):
    """The save banner's retry, and the question before leaving a table with unsaved moves."""

    # ----- a save the folder refused --------------------------------------------------------------
    def when_saved_or_confirmed(self, leave: Callable[[], None]) -> None:
        """Leave the table now if its save file has every move (trying once more if it had not),
        else only once the player confirms that the unsaved moves will be lost."""
        if self.unsaved_problem() is not None:
            self._retry_save()
        problem = self.unsaved_problem()
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
        self.app.push_screen(ConfirmScreen(question), answered)

    def unsaved_problem(self) -> str | None:
        """Why the save file lacks the latest moves (read-only folder, full disk), or None."""
        return self.table.save_problem()

    def on_save_banner_retry(self, message: SaveBanner.Retry) -> None:
        message.stop()
        self._retry_save()

    def _retry_save(self) -> None:
        followed = self.table.follow()  # writes what the file lacks, or takes a newer game
        if followed is not None:
            self.show_followed(followed)
        problem = self.unsaved_problem()
        if problem is None:
            self.notify("Saved: the save file has every move again.", timeout=4)
        self.query_one(SaveBanner).show_problem(problem)
