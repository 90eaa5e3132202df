"""The save file's envelope: everything around a game's state that lets it be listed and resumed."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

APP_MARK = "penguin-tables"
FORMAT_VERSION = 1

SeatKind = Literal["human", "computer"]


def now() -> datetime:
    return datetime.now(UTC)


class Seat(BaseModel):
    """Who sits in a seat: a name, and whether a person or the computer plays it."""

    name: str = Field(min_length=1, max_length=20)
    kind: SeatKind = "human"
    level: str = "normal"


class UndoPoint(BaseModel):
    """One action that may still be taken back: who took it, and where the history stood before.

    The state before it is cached in memory only (saves stay small); after a resume it is rebuilt
    by replaying the recorded actions from the seed.
    """

    seat: int
    #: True for the later steps of one decision: undo takes the whole decision back together.
    joined: bool = False
    actions: int  # how many actions had been taken before it
    log: int  # how many log lines there were before it
    state: Any = Field(default=None, exclude=True)


class PrivateLine(BaseModel):
    """The acting seat's own words for log line `line`, whose public words keep a secret."""

    line: int
    seat: int
    text: str


class Envelope(BaseModel):
    """One saved game: the versioned wrapper, the current state and the actions that led to it.

    The seed, options and actions rebuild the game exactly; the state makes resuming instant; the
    log keeps the words shown to the players.
    """

    app: Literal["penguin-tables"] = "penguin-tables"
    format: int = FORMAT_VERSION
    game: str
    created: datetime = Field(default_factory=now)
    updated: datetime = Field(default_factory=now)
    seats: list[Seat]
    seed: int
    options: dict[str, Any] = {}
    state: dict[str, Any]
    actions: list[dict[str, Any]] = []
    #: One flag per action: whether the same seat's decision went on after it, so the next action
    #: belongs to the same move. Empty in saves made before it was kept (resuming fills it in).
    continued: list[bool] = []
    #: What every seat may read, one line per action ("" when the others see nothing happen).
    log: list[str] = []
    #: The acting seat's own words for the lines of secret steps (saves before it have none).
    private_log: list[PrivateLine] = []
    finished: bool = False
    #: Undo window: one point per action since the last reveal or hand-off between humans.
    undo: list[UndoPoint] = []
    #: Why nothing further back can be undone (shown to the player), if something blocks it.
    undo_block: str = ""
    #: Hints asked per seat (the seat number as text, since JSON keys are text).
    hints: dict[str, int] = {}
    #: Undone groups of actions, most recent last, that `redo` plays again.
    redo: list[list[dict[str, Any]]] = []

    def moves(self) -> int | None:
        """How many moves were made, as players count them (a whole turn's picks are one move).

        None when the save does not say where its moves begin (made before that was kept).
        """
        if len(self.continued) != len(self.actions):
            return None
        starts = [True, *(not went_on for went_on in self.continued[:-1])]
        return sum(starts) if self.actions else 0
