"""The guide of a lesson: given the table and the lesson, what to say now. Pure: it reads the
table and returns words (and, off the lesson's line, a job for the normal computer's advice, which
the screen runs in a worker); it plays nothing and writes nothing.

On the lesson's line (every suggestion so far taken, so the deal is the one the lesson was
written on) it says what is being decided, the rule (the note for that kind of decision, naming
its section), the suggested move and why. Off the line, or past the annotated steps, it says what
is decided (the decision's own prompt) and its rules section (the decision's own), and asks the
normal computer what it would do for the learner's seat. After the learner's move it says what
the move did: the game's own log lines, and the lesson's note for that step if it has one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from penguin_tables.engine.choices import label_of
from penguin_tables.engine.search import COMPUTERS
from penguin_tables.session.computer_jobs import ComputerJob
from penguin_tables.session.lesson import Lesson, LessonStep
from penguin_tables.session.table import Table

#: The generic reason given with the normal computer's suggestion off the lesson's line.
GENERIC_WHY = "what a steady player would do here; follow it or not, as you like"
#: The learner's last move's log lines are cut to this many characters in the guide.
LOG_CHARS = 90
#: Said once the learner took another move than the lesson's (the deal is no longer the lesson's).
LEFT_THE_LINE = (
    "You took your own way: from here the guide suggests what the normal computer would."
)


@dataclass(frozen=True)
class LastMove:
    """The learner's last decision that reached the table: its first action's index, and the
    log lines it wrote (one per action; `Table.pick` and `Table.play` return them)."""

    start: int
    lines: tuple[str, ...]


@dataclass(frozen=True)
class GuideWords:
    """What the guide line shows now, and the job whose answer completes it (None: nothing to
    ask)."""

    did: str
    now: str
    suggestion: str
    advice: ComputerJob | None = None

    def lines(self) -> tuple[str, ...]:
        return tuple(line for line in (self.did, self.now, self.suggestion) if line)


def words_of(table: Table, action: Any, state: Any) -> str:
    """An action as the learner picks it: its choices' labels, outermost first."""
    path = table.game.choice_path(state, action)
    return " → ".join(label_of(element) for element in path)


def taken(table: Table) -> list[dict[str, Any]]:
    """The actions taken so far, with the learner's drafted steps not yet on the table."""
    actions = list(table.envelope.actions)
    draft = table.open_draft
    if draft is not None and draft.state is table.state:
        actions += [table.game.dump_action(step.action) for step in draft.steps]
    return actions


def on_line(lesson: Lesson, actions: list[dict[str, Any]]) -> bool:
    """Whether every suggestion the learner has met so far was taken (so the deal is the
    lesson's: the computers' moves follow from the seed and the moves before them)."""
    return all(s.followed_by(actions[s.at]) for s in lesson.steps if s.at < len(actions))


def said_after(lesson: Lesson, table: Table, last: LastMove | None) -> str:
    """What the learner's last move did: its log lines and the lesson's note for it."""
    actions = table.envelope.actions
    if last is None or last.start + len(last.lines) > len(actions):
        return ""  # undone since, or never made in this window
    notes = [
        step.did
        for step in lesson.steps
        if last.start <= step.at < last.start + len(last.lines)
        and step.did
        and step.followed_by(actions[step.at])
        and on_line(lesson, actions[: step.at + 1])
    ]
    lines = " ".join(_sentence(line) for line in last.lines if line)
    if len(lines) > LOG_CHARS:  # a Jewels turn runs to hundreds: the log holds it whole
        lines = lines[: LOG_CHARS - 1] + "…"
    return " ".join(part for part in (f"You did: {lines}", *notes) if part)


def _sentence(line: str) -> str:
    """A log line ended as a sentence, so the next line or the lesson's note reads apart."""
    line = line.strip()
    return line if line.endswith((".", "!", "?", "…", ":")) else line + "."


def guide(table: Table, lesson: Lesson, last: LastMove | None = None) -> GuideWords:
    """What the guide says now for the learner of `lesson` at `table`."""
    did = said_after(lesson, table, last)
    if table.is_over():
        return GuideWords(
            did,
            "The lesson is over: the final scores show how each score was made.",
            "Rematch (m) plays a real game, a new deal against the same computers.",
        )
    mover = table.to_move()
    assert mover is not None
    if mover != lesson.learner:
        return GuideWords(did, f"{table.seats[mover].name} is deciding.", "")
    draft = table.draft(lesson.learner)
    if draft is None:  # the learner's seat is played elsewhere (another window)
        return GuideWords(did, "", "")
    decision, state = draft.decision(), draft.drafted
    actions = taken(table)
    step = lesson.step_at(len(actions)) if on_line(lesson, actions) else None
    suggested = _suggested(table, state, step)
    if step is not None and suggested is not None:
        note = lesson.note_for(step.action)
        earlier = {
            n.what for s in lesson.steps if s.at < step.at if (n := lesson.note_for(s.action))
        }
        what = note.what if note is not None and note.what not in earlier else ""  # said once
        return GuideWords(
            did or (lesson.welcome if step is lesson.steps[0] else ""),
            _deciding(decision.prompt, what, note.section if note else ""),
            f"Try: {words_of(table, suggested, state)}: {step.why}",
        )
    kinds = {str(table.game.dump_action(a).get("kind")) for a in draft.reachable_actions()}
    note = lesson.notes.get(kinds.pop()) if len(kinds) == 1 else None
    if not on_line(lesson, actions):
        aside = LEFT_THE_LINE
    else:
        aside = lesson.on_your_own if len(actions) > max(s.at for s in lesson.steps) else ""
    seed = table.envelope.seed * 7919 + len(actions)
    # The advice never knows more than the learner: what the learner cannot see is re-dealt first
    # (a computer level may read the whole state; a person's helper may not).
    seen = table.game.resample_hidden(state, lesson.learner, random.Random(seed))
    return GuideWords(
        did or aside,
        _deciding(decision.prompt, "", decision.rule or (note.section if note else "")),
        "Working out a suggestion…",
        ComputerJob(COMPUTERS[table.game.id], seen, "normal", seed),
    )


def _suggested(table: Table, state: Any, step: LessonStep | None) -> Any | None:
    """The step's action if it is legal now (a lesson that no longer fits its deal says nothing
    rather than suggest a move the rules refuse)."""
    if step is None:
        return None
    try:
        action = table.game.load_action(step.action)
    except ValueError:
        return None
    return action if table.game.is_legal(state, action) else None


def _deciding(prompt: str, what: str, section: str) -> str:
    words = f"Now: {prompt.rstrip(' .:')}."
    if what:
        words += f" {what}"
    if section:
        words += f" (Rules: “{section}”.)"
    return words


def advice_words(table: Table, job: ComputerJob, action: Any) -> str:
    """The normal computer's suggestion, as the guide says it."""
    return f"Try: {words_of(table, action, job.state)}: {GENERIC_WHY}."
