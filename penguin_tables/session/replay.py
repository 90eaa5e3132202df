"""A saved game watched step by step: the scenes of a replay, built here from the save.

The replay screen moves along the recorded steps and switches seats; it asks for the scene of a
step and never holds a state. An unfinished game's replay shows only what everyone at the table saw
(every scene is a spectator's); a finished one opens every hand, one seat at a time.
"""

from __future__ import annotations

from typing import Any

from penguin_tables.engine.game import Game
from penguin_tables.engine.registry import get_game
from penguin_tables.session.scene import Scene, SceneMode
from penguin_tables.store.envelope import Envelope
from penguin_tables.store.replay import replay_states


class Replay:
    """Every step of a recorded game, from the deal to its last action, as scenes."""

    def __init__(self, game: Game[Any, Any, Any], envelope: Envelope, states: list[Any]) -> None:
        self.game = game
        self.envelope = envelope
        self._states = states
        #: Finished games open every hand; unfinished ones show what everyone saw.
        self.mode: SceneMode = "open" if envelope.finished else "watching"

    @classmethod
    def of(cls, envelope: Envelope) -> Replay:
        """The replay of a save, every state rebuilt from its seed and actions."""
        game = get_game(envelope.game)
        copy = envelope.model_copy(deep=True)
        return cls(game, copy, replay_states(game, copy))

    @property
    def last(self) -> int:
        """The index of the last step (the position after the last action)."""
        return len(self._states) - 1

    @property
    def seats(self) -> int:
        return len(self.envelope.seats)

    def scene(self, index: int, viewer: int | None) -> Scene[Any]:
        """What `viewer` sees at step `index` (a spectator's view unless hands are open)."""
        state = self._states[index]
        shown = viewer if self.mode == "open" else None
        return Scene(
            game_id=self.game.id,
            title=self.game.title,
            viewer=shown,
            seats=tuple(self.envelope.seats),
            to_move=self.game.to_move(state),
            view=self.game.view(state, shown),
            decision=None,
            moves=len(self.envelope.actions),  # as at the table: boards key redraws on it
            mode=self.mode,
        )

    def mover(self, index: int) -> int:
        """The seat whose hand an open replay shows at step `index`: the one to move, or at the
        end the one who moved last."""
        seat = self.game.to_move(self._states[index])
        if seat is None and index > 0:
            seat = self.game.to_move(self._states[index - 1])
        return seat if seat is not None else 0

    def log(self, index: int) -> list[str]:
        """The public lines written by the first `index` actions (words for the deal at step 0)."""
        deal = self.game.describe_deal(self._states[0])
        lines = [line for line in (deal, *self.envelope.log[:index]) if line]
        return lines or ["The deal, before the first move."]

    def is_over(self, index: int) -> bool:
        return self.game.is_over(self._states[index])
