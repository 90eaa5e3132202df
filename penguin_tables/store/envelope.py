"""The save file's envelope: everything around a game's state that lets it be listed and resumed."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from penguin_tables.engine.names import check_name
from penguin_tables.store.clock import now

APP_MARK = "penguin-tables"
FORMAT_VERSION = 1

# Limits on what a save may hold, far above what the games write (a long five-player Jewels game
# records about 330 actions, with log lines of at most 722 characters); reading.py bounds the
# file as a whole before any of this is looked at.
MAX_ACTIONS = 10_000
MAX_LOG_LINE = 4_000
MAX_WORD = 40  # a game id, an option's name
MAX_SEATS = 8
MAX_UNDO_POINTS = 1_000
#: Hints one seat may have asked for in one game (a hint per action would be 10,000).
MAX_HINTS = 1_000_000
#: Seeds and write counts are whole numbers of at most 64 bits (the games draw 31-bit seeds).
MAX_INT64 = 2**63 - 1
#: The dates a save may carry: any a clock of ours wrote, and none so near the ends of Python's
#: calendar that showing it in another time zone would fall off it (OverflowError).
EARLIEST = datetime(1970, 1, 1, tzinfo=UTC)
LATEST = datetime(9000, 1, 1, tzinfo=UTC)
Word = Annotated[str, Field(max_length=MAX_WORD)]
LogLine = Annotated[str, Field(max_length=MAX_LOG_LINE)]
#: One undone group of actions, played again by `redo` (an undo never takes back nothing).
Redo = Annotated[list[dict[str, Any]], Field(min_length=1, max_length=MAX_ACTIONS)]
#: Every model of a save is strict: a number is not text, text is not a number, `true` is not 1.
STRICT = ConfigDict(strict=True)

SeatKind = Literal["human", "computer"]
#: Why nothing further back can be undone: a code, never a sentence from the file (a save is
#: outside text); `history.undo_block_reason` turns it into words. "earlier" stands for any reason
#: an old save wrote that is not known here.
UndoBlock = Literal["", "revealed", "moved", "earlier"]
#: The sentences saves made before the codes wrote, and the code each one meant.
OLD_UNDO_BLOCKS = {"another player has moved since.": "moved"}


class Seat(BaseModel):
    """Who sits in a seat: a name, and whether a person or the computer plays it."""

    model_config = STRICT
    name: str
    kind: SeatKind = "human"
    #: A computer level's word ("easy", "strong"): a save may hold no other text here.
    level: str = Field(default="normal", pattern=r"^[a-z][a-z0-9-]{0,19}$")

    @field_validator("name")
    @classmethod
    def _plain_name(cls, name: str) -> str:
        """The one name rule (`engine.names`): a save or a caller cannot seat a name that is not
        plain, narrow enough text."""
        return check_name(name)


class UndoPoint(BaseModel):
    """One action that may still be taken back: who took it, and where the history stood before.

    The state before it is cached in memory only (saves stay small); after a resume it is rebuilt
    by replaying the recorded actions from the seed. A save's points are checked when it is read:
    their seats exist (`Envelope`), and each names the seat that took its action (`replay.py`).
    """

    model_config = STRICT
    seat: int = Field(ge=0, lt=MAX_SEATS)
    #: True for the later steps of one decision: undo takes the whole decision back together.
    joined: bool = False
    actions: int = Field(ge=0, lt=MAX_ACTIONS)  # how many actions had been taken before it
    log: int = Field(ge=0, lt=MAX_ACTIONS)  # how many log lines there were before it (as many)
    state: Any = Field(default=None, exclude=True)


class PrivateLine(BaseModel):
    """The acting seat's own words for log line `line`, whose public words keep a secret."""

    model_config = STRICT
    line: int = Field(ge=0, lt=MAX_ACTIONS)
    seat: int = Field(ge=0, lt=MAX_SEATS)
    text: LogLine


class Envelope(BaseModel):
    """One saved game: the versioned wrapper, the current state and the actions that led to it.

    The seed, options and actions rebuild the game exactly; the state makes resuming instant; the
    log keeps the words shown to the players.

    Nothing a save holds is taken on trust: every field has a type and a range here, and what can
    be worked out from the seed and the actions (the log, `continued`, `finished`) is worked out
    again when the save is read, and the undo and redo history checked against that replay
    (`store/checking.py`).
    """

    model_config = STRICT
    app: Literal["penguin-tables"] = "penguin-tables"
    format: int = Field(default=FORMAT_VERSION, ge=1)
    game: Word
    #: Dates are written with their time zone ("...Z"), and read only so.
    created: datetime = Field(default_factory=now, strict=False)
    updated: datetime = Field(default_factory=now, strict=False)
    #: Which write of this save the file is (0 in saves made before it was kept): random for a
    #: save begun afresh, then one more per write. A window writes only over the revision it last
    #: read (`SaveFolder.write(follows=...)`), so none can undo another's move unseen. Counts
    #: writes, not moves: after an undo and a different move the move count is back where it
    #: was, the revision is not.
    revision: int = Field(default=0, ge=0, le=MAX_INT64)
    seats: list[Seat] = Field(max_length=MAX_SEATS)
    seed: int = Field(ge=-MAX_INT64, le=MAX_INT64)
    options: dict[Word, Any] = Field(default={}, max_length=MAX_WORD)
    state: dict[str, Any]
    actions: list[dict[str, Any]] = Field(default=[], max_length=MAX_ACTIONS)
    #: One flag per action: whether the same seat's decision went on after it, so the next action
    #: belongs to the same move. Worked out again by replaying whenever a save is read, which fills
    #: it in for saves made before it was kept and mends Jewels saves that marked every step.
    continued: list[bool] = Field(default=[], max_length=MAX_ACTIONS)
    #: What every seat may read, one line per action ("" when the others see nothing happen).
    log: list[LogLine] = Field(default=[], max_length=MAX_ACTIONS)
    #: The acting seat's own words for the lines of secret steps (saves before it have none).
    private_log: list[PrivateLine] = Field(default=[], max_length=MAX_ACTIONS)
    finished: bool = False
    #: Undo window: one point per action since the last reveal or hand-off between humans.
    undo: list[UndoPoint] = Field(default=[], max_length=MAX_UNDO_POINTS)
    #: Why nothing further back can be undone, if something blocks it (a code: see UndoBlock).
    undo_block: UndoBlock = ""
    #: With "revealed": the log line of the action that revealed something (None if unknown).
    undo_block_line: int | None = Field(default=None, ge=0, lt=MAX_ACTIONS)
    #: Hints asked per seat (the seat number as text, since JSON keys are text).
    hints: dict[Word, Annotated[int, Field(ge=0, le=MAX_HINTS)]] = Field(
        default={}, max_length=MAX_SEATS
    )
    #: Undone groups of actions, most recent last, that `redo` plays again.
    redo: list[Redo] = Field(default=[], max_length=MAX_ACTIONS)
    #: The guided first game this table is (the lesson's name: `assets/lessons/<name>.json`), or
    #: None for a real game. An envelope field, not a game option: options are the rules' own and
    #: are checked by the game; a save made before lessons has none and loads as a real game.
    lesson: Word | None = Field(default=None, pattern=r"^[a-z][a-z0-9-]*$")

    @field_validator("seats", mode="before")
    @classmethod
    def _names_by_seat(cls, seats: Any) -> Any:
        """Check each seat's name before the seats are built, so a refusal names the seat."""
        if isinstance(seats, list):
            for number, seat in enumerate(seats):
                name = seat.get("name") if isinstance(seat, dict) else None
                if isinstance(name, str):
                    check_name(name, number)
        return seats

    @field_validator("created", "updated", mode="before")
    @classmethod
    def _written_date(cls, value: Any) -> Any:
        """A date as a save writes it: text (a number would be read as seconds since 1970)."""
        if not isinstance(value, str | datetime):
            raise ValueError("a date is written as text, such as 2024-05-01T18:30:00Z")
        return value

    @field_validator("created", "updated")
    @classmethod
    def _zoned_date(cls, value: datetime) -> datetime:
        """With its time zone (a date without one cannot be compared with one that has it), and
        within EARLIEST..LATEST (one at the ends of the calendar cannot be shown in every zone)."""
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError("the date has no time zone (it should end in Z or +HH:MM)")
        try:
            in_range = EARLIEST <= value.astimezone(UTC) < LATEST
        except OverflowError:
            in_range = False
        if not in_range:
            raise ValueError(f"the date is not between {EARLIEST:%Y} and {LATEST:%Y}")
        return value

    @field_validator("hints")
    @classmethod
    def _hints_by_seat(cls, hints: dict[str, int], info: ValidationInfo) -> dict[str, int]:
        """Each key is the number of a seat at this table, written as a plain number ("0", "1")."""
        seats = info.data.get("seats")
        if seats is None:  # refused already: that is the error to show
            return hints
        for key in hints:
            if not (key.isascii() and key.isdigit() and str(int(key)) == key):
                raise ValueError(f"{key!r} is not a seat number")
            if int(key) >= len(seats):
                raise ValueError(f"there is no seat {key} (the seats are 0 to {len(seats) - 1})")
        return hints

    @field_validator("undo")
    @classmethod
    def _undo_in_order(cls, undo: list[UndoPoint], info: ValidationInfo) -> list[UndoPoint]:
        """The undo window is the last actions, one point each, in order, by seats that exist;
        `replay.py` checks each against the seat that took its action."""
        seats, actions = info.data.get("seats"), info.data.get("actions")
        if seats is None or actions is None:  # refused already: that is the error to show
            return undo
        first = len(actions) - len(undo)
        for index, point in enumerate(undo):
            where = f"its point {index}"
            if point.seat >= len(seats):
                raise ValueError(f"{where} names seat {point.seat}, and there is none")
            if point.actions != first + index or point.log != point.actions:
                raise ValueError(
                    f"{where} is not at one of the last {len(undo)} of its {len(actions)} actions"
                )
        return undo

    @field_validator("undo_block_line")
    @classmethod
    def _block_line_in_log(cls, line: int | None, info: ValidationInfo) -> int | None:
        actions = info.data.get("actions")
        if line is not None and actions is not None and line >= len(actions):
            raise ValueError(f"there is no line {line} in a log of {len(actions)} lines")
        return line

    @field_validator("undo_block", mode="before")
    @classmethod
    def _old_undo_sentence(cls, value: Any) -> Any:
        """Saves made before the codes hold a sentence: keep its meaning, never its words."""
        if not isinstance(value, str) or value in get_args(UndoBlock):
            return value
        if value.startswith("it revealed something"):
            return "revealed"
        return OLD_UNDO_BLOCKS.get(value, "earlier")

    def moves(self) -> int | None:
        """How many moves were made, as players count them (a whole turn's picks are one move).

        None when the save does not say where its moves begin (made before that was kept).
        """
        if len(self.continued) != len(self.actions):
            return None
        starts = [True, *(not went_on for went_on in self.continued[:-1])]
        return sum(starts) if self.actions else 0
