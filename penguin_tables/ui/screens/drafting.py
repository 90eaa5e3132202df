"""A game screen where one decision takes several engine steps that the player may still revise.

Steps that only lead to another question for the same player are held in a draft on the screen,
played on a copy of the state to list the next legal choices, and sent to the table together with
the step that completes the decision. Escape drops the last drafted step; nothing reaches the save
or the log until the decision is complete. Each game says which of its steps may be drafted.
"""

from __future__ import annotations

from typing import Any

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.ui.screens.game_screen import GameScreen


class DraftingScreen(GameScreen):
    """Keeps `draft` (steps not yet sent) and the highlighted row at each, for going back."""

    def __init__(self, table: Any, replay: list[Any] | None = None) -> None:
        super().__init__(table, replay)
        #: Steps chosen for this decision but not yet sent to the table.
        self.draft: list[Any] = []
        self._trail: list[int] = []  # the highlighted row at each drafted step
        self._draft_for: object = None
        #: The last drafted state, keyed by the table's state and the draft (redraws ask often).
        self._drafted: tuple[object, tuple[Any, ...], Any] | None = None

    def draft_state(self) -> Any:
        """The table's state with the drafted steps played on a copy (dropped when stale)."""
        if self._draft_for is not self.table.state or not self.is_my_turn():
            self.draft, self._trail, self._draft_for = [], [], self.table.state
        cached = self._drafted
        if cached is not None and cached[0] is self.table.state and cached[1] == tuple(self.draft):
            return cached[2]
        state = self.table.state
        for index, action in enumerate(self.draft):
            try:
                state = self.game.apply(state, action)
            except IllegalAction:
                self.draft, self._trail = self.draft[:index], self._trail[:index]
                break
        self._drafted = (self.table.state, tuple(self.draft), state)
        return state

    def options(self) -> list[Any]:
        """The legal choices to list now (none when someone else is to move)."""
        if not self.is_my_turn():
            return []
        actions: list[Any] = self.game.legal_actions(self.draft_state())
        return actions

    def draft_view(self) -> Any:
        """What the viewer sees, with its own drafted steps already made."""
        if self.is_my_turn() and self.viewer is not None:
            return self.game.view(self.draft_state(), self.viewer)
        return self.view

    def add_to_draft(self, action: Any, highlighted: int) -> Any:
        """Draft `action` (chosen on row `highlighted`); the state it leads to."""
        self._trail.append(highlighted)
        self.draft.append(action)
        return self.draft_state()

    def drop_from_draft(self) -> int:
        """Take back the last drafted step; the row it was chosen on."""
        self.draft.pop()
        return self._trail.pop() if self._trail else 0

    def send_draft(self) -> None:
        """Send every drafted step to the table, stopping at the first refused one."""
        pending, self.draft, self._trail = self.draft, [], []
        for step in pending:
            if not self.perform(step):
                break
