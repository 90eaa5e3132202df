"""Following a save that other windows change: what changed, in a sentence for the player.

Several windows (terminals, browser tabs) may show one table. Each writes only over the save's
revision it last read (`SaveFolder.write(follows=...)`), and each looks at the file's mark five
times a second (`Table.follow`): when it differs, the window reads the save again and takes its
history as the table's. The words here tell the player what happened elsewhere, naming the seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from penguin_tables.engine.game import Game
from penguin_tables.store.envelope import Envelope

DELETED = "The save was deleted in another window: the next move here saves this game again."
UNREADABLE = (
    "The save cannot be read now ({why}): moves here are kept, and saved as soon as it can be "
    "read again."
)


@dataclass(frozen=True)
class Position:
    """What a table held before a change it tried to save (to word what another window did
    instead)."""

    actions: list[dict[str, Any]]
    state: Any
    finished: bool
    redo: int

    @classmethod
    def of(cls, envelope: Envelope, state: Any) -> Position:
        """Taken before each change: a shallow copy of the actions list, nothing deep."""
        return cls(list(envelope.actions), state, envelope.finished, len(envelope.redo))


@dataclass(frozen=True)
class Followed:
    """The table took another window's version of its save; `message` says what happened."""

    message: str
    #: False when the table's game is as it was (only the file went): nothing to redraw.
    changed: bool = True


class StaleTable(Exception):
    """A change was not made: another window had changed the table first, and the table now
    shows that window's version (`followed`)."""

    def __init__(self, followed: Followed) -> None:
        self.followed = followed
        super().__init__(f"{followed.message} Your move was not made.")


def same_history(before: Position, envelope: Envelope) -> bool:
    """Whether the save holds the very game `before` held (only a hint count may differ)."""
    return (
        envelope.actions == before.actions
        and envelope.finished == before.finished
        and len(envelope.redo) == before.redo
    )


def news(game: Game[Any, Any, Any], before: Position, envelope: Envelope, state: Any) -> str:
    """What another window did to go from `before` to the save's `envelope` and `state`."""
    names = [seat.name for seat in envelope.seats]
    if envelope.finished and not before.finished:
        return "The game ended in another window."
    old, new = before.actions, envelope.actions
    pairs = enumerate(zip(old, new, strict=False))
    common = next((i for i, (a, b) in pairs if a != b), min(len(old), len(new)))
    if common == len(old) and len(new) > common:
        mover = game.acting_seat(before.state, game.load_action(new[common]))  # maybe out of turn
        who = names[mover] if mover is not None else "Someone"
        verb = "redid a move" if len(envelope.redo) < before.redo else "moved"
        return f"{who} {verb} in another window."
    if common == len(new) and len(old) > common:
        undoer = game.to_move(state)
        who = names[undoer] if undoer is not None else "Someone"
        return f"{who} took back a move in another window."
    return "Moves were taken back and others made in another window."
