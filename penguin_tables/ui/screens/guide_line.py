"""The guide of a lesson, beside the board above the log: a part of the game screen, composed
only in a lesson (the log gives up its room: the board keeps all of its own).

It asks the session's guide (`session/guide.py`) what to say after every change the screen draws,
and shows it: what the learner's last move did, what is being decided and the rule, and the move
suggested and why. Off the lesson's line the suggestion is the normal computer's, worked out in a
thread from a job taken here (the worker never reads the table); an answer for a decision since
gone is dropped.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static
from textual.worker import Worker, WorkerState

from penguin_tables.session.computer_jobs import ComputerJob
from penguin_tables.session.guide import GuideWords, LastMove, advice_words, guide
from penguin_tables.session.lesson import Lesson
from penguin_tables.session.table import Table


class GuideLine(Static):
    """The guide's three sayings, each wrapped to the side column's width."""

    DEFAULT_CSS = """
    GuideLine {
        height: auto;
        max-height: 80%;
        padding: 0 1;
        background: $boost;
        border-bottom: solid $primary;
    }
    """

    def __init__(self, table: Table, lesson: Lesson) -> None:
        super().__init__(id="guide-line")
        self.table = table
        self.lesson = lesson
        #: The learner's last decision that reached the table (said until the next one).
        self.last: LastMove | None = None
        self._words: GuideWords | None = None
        self._asked: ComputerJob | None = None
        self._worker: Worker[Any] | None = None

    @property
    def said(self) -> tuple[str, ...]:
        """The lines shown now."""
        return self._words.lines() if self._words is not None else ()

    def note_move(self, lines: list[str]) -> None:
        """The learner's decision reached the table, writing `lines` (one per action)."""
        if lines:
            start = len(self.table.envelope.actions) - len(lines)
            self.last = LastMove(start, tuple(lines))

    def show_now(self) -> None:
        """Say what the guide says for the table as it is now (the screen calls it on redraw)."""
        words = guide(self.table, self.lesson, self.last)
        job = words.advice
        if job is not None and self._asked is not None and job.state is self._asked.state:
            said = self._words.suggestion if self._words is not None else ""
            words = GuideWords(words.did, words.now, said, self._asked)  # asked already
        elif job is not None:
            self._ask(job)
        else:
            self._asked = None
        self._words = words
        self._draw()

    def _ask(self, job: ComputerJob) -> None:
        self._asked = job
        self._worker = self.run_worker(job.run, thread=True, exclusive=True, group="guide")

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker, asked = event.worker, self._asked
        if worker is not self._worker or asked is None or event.state != WorkerState.SUCCESS:
            if worker is self._worker and event.state == WorkerState.ERROR and self._words:
                self._words = GuideWords(self._words.did, self._words.now, "")
                self._draw()
            return
        if self._words is None or self._words.advice is not asked:
            return
        try:
            said = advice_words(self.table, asked, worker.result)
        except ValueError:  # an answer that no longer fits: say nothing rather than guess
            said = ""
        self._words = GuideWords(self._words.did, self._words.now, said, asked)
        self._draw()

    def _draw(self) -> None:
        words = self._words
        if words is None:
            return
        text = Text()
        styles = ("italic", "", "bold")
        for line, style in zip((words.did, words.now, words.suggestion), styles, strict=True):
            if line:
                text.append(("\n" if text else "") + line, style=style)
        self.update(text)
