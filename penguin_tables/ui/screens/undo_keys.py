"""The undo and redo keys of a live table, and the words for a frame key that does nothing now.

Undo takes back the last move of the person at the keyboard (and the computer moves after it), as
the session's undo rules allow; a refused undo says why. Redo plays again what was taken back.
The live screen rewrites the log and decides what happens next after either.
"""

from __future__ import annotations

from penguin_tables.session.following import StaleTable
from penguin_tables.ui.screens.computer_turns import ComputerTurns


class UndoKeys(ComputerTurns):
    """u, r and the explanations of keys that cannot be used now."""

    def rewrite_log(self) -> None:
        """Show the seat's own log again (the live screen says how)."""
        raise NotImplementedError

    def after_change(self) -> None:
        """Decide what happens next after the table changed (the live screen says how)."""
        raise NotImplementedError

    def action_explain(self, action: str) -> None:
        self.notify(self.why_not(action), title="Nothing happened", severity="warning", timeout=4)

    def why_not(self, action: str) -> str:
        """Why the frame's key for `action` does nothing now, in a sentence."""
        if action == "show_outcome":
            return "The final scores show when the game is over (o)."
        if self.table.is_over():
            return "The game is over: nothing to redo."
        if not self.table.can_redo():
            return "Nothing to redo: r plays again a move taken back with u."
        return "Only the player to move can redo."

    def action_undo(self) -> None:
        try:
            self.table.undo(self.viewer)
        except StaleTable as exc:
            self.show_followed(exc.followed, "Nothing was taken back.")
            return
        self.rewrite_log()
        self.notify("Move taken back (r redoes it).", timeout=2)
        self.after_change()

    def action_explain_no_undo(self) -> None:
        reason = self.table.undo_refusal(self.viewer) or ""
        self.notify(f"Cannot undo: {reason}", title="Undo", severity="warning")

    def action_redo(self) -> None:
        try:
            self.table.redo()
        except StaleTable as exc:
            self.show_followed(exc.followed, "Nothing was played again.")
            return
        self.rewrite_log()
        self.after_change()
