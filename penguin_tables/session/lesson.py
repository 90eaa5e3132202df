"""A lesson: a guided first game, read from `assets/lessons/<game>.json`.

A lesson is data, not code: the seed and the seats of a fixed deal (the learner against easy
computers), a note for each kind of decision (what it is, and the rules page's section that says
so), and the learner's first few decisions of that deal, each a suggested action in the game's
action JSON (`Game.dump_action`) with a line saying why. The computers' moves are not written
down: they follow from the seed (`Table.computer_job`), so a learner who takes every suggestion
meets the same deal the lesson was written on, and the tests replay it against the engine.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any

from pydantic import BaseModel, Field

from penguin_tables.engine.assets import asset_path
from penguin_tables.engine.registry import GAMES
from penguin_tables.session.table import Table
from penguin_tables.store.envelope import Seat

#: A lesson file is small (a handful of steps); anything larger is not one of ours.
MAX_LESSON_BYTES = 64_000
Line = Annotated[str, Field(max_length=400)]


class KindNote(BaseModel):
    """What one kind of decision is (an action's `kind`), and where the rules page says it."""

    what: Line
    section: Line


class LessonStep(BaseModel):
    """The learner's decision after `at` actions of the fixed deal: the suggestion, and why."""

    at: int = Field(ge=0)
    action: dict[str, Any]
    why: Line
    #: What the move does, said after it is made (the game's own log line is said first).
    did: Line = ""
    #: The fields of the action a move must share with the suggestion to count as following it
    #: (None: all of them). Yura Yura's release of the meter is a matter of timing: a placement
    #: with the suggested aim follows the lesson wherever the meter stopped.
    match: list[str] | None = None

    def followed_by(self, taken: dict[str, Any]) -> bool:
        """Whether the action `taken` (as JSON) follows this suggestion."""
        if self.match is None:
            return taken == self.action
        return all(taken.get(name) == self.action.get(name) for name in self.match)


class Lesson(BaseModel):
    """A guided first game: the deal, the learner's seat, the notes and the suggested line."""

    game: str
    seed: int = Field(ge=0, le=2**31 - 1)
    seats: list[Seat] = Field(min_length=1, max_length=6)
    learner: int = Field(default=0, ge=0)
    welcome: Line
    notes: dict[str, KindNote]
    steps: list[LessonStep] = Field(max_length=40)
    #: Said when the annotated steps are over and the guide goes on with generic help.
    on_your_own: Line = ""

    def step_at(self, count: int) -> LessonStep | None:
        """The suggestion for the learner's decision after `count` actions, if the lesson has one."""
        return next((step for step in self.steps if step.at == count), None)

    def note_for(self, action: dict[str, Any]) -> KindNote | None:
        return self.notes.get(str(action.get("kind", "")))


def lesson_names() -> tuple[str, ...]:
    """The games that have a lesson (every game has one; a test says so)."""
    return tuple(game_id for game_id in GAMES if asset_path(f"lessons/{game_id}.json").is_file())


@cache
def load_lesson(name: str) -> Lesson:
    """The lesson `name` (a game id); KeyError naming the games when there is no such lesson."""
    if name not in GAMES:
        raise KeyError(f"there is no lesson for {name!r}; lessons: {', '.join(GAMES)}")
    raw = asset_path(f"lessons/{name}.json").read_bytes()[: MAX_LESSON_BYTES + 1]
    if len(raw) > MAX_LESSON_BYTES:
        raise ValueError(f"the lesson for {name} is larger than a lesson can be")
    return Lesson.model_validate_json(raw)


def start_lesson(name: str) -> Table:
    """A new table dealt as lesson `name` says, marked as that lesson in its save."""
    lesson = load_lesson(name)
    table = Table.start(lesson.game, list(lesson.seats), seed=lesson.seed)
    table.envelope.lesson = name
    return table


def lesson_of(table: Table) -> Lesson | None:
    """The lesson `table` is (None: a real game, or a lesson this version no longer has)."""
    name = table.envelope.lesson
    if name is None:
        return None
    try:
        lesson = load_lesson(name)
    except (KeyError, OSError, ValueError):
        return None
    return lesson if lesson.game == table.game.id else None
