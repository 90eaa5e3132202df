"""The strong computer thinks in a worker thread while the screen stays responsive.

`ThinkingBar` shows who is thinking and how much of the time budget is spent; `think` runs a search in
a thread worker, reports progress to the bar, honours cancellation at once, and hands the result back
on the event loop. Both the strong computer's moves and the hints of the person at the keyboard use it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widget import Widget
from textual.widgets import ProgressBar, Static
from textual.worker import get_current_worker

from penguin_tables.engine.search import SearchBudget

#: Report progress to the screen at most this often (a fraction of the budget).
PROGRESS_STEP = 0.05


class ThinkingBar(Widget):
    """A one-line "… is thinking" with a progress bar; hidden while nobody thinks."""

    DEFAULT_CSS = """
    ThinkingBar { height: 1; display: none; padding: 0 1; }
    ThinkingBar.-thinking { display: block; }
    ThinkingBar.-waiting ProgressBar { display: none; }
    ThinkingBar Horizontal { height: 1; }
    /* By id: the progress bar's percentage is a Static too, and a margin cut its "%" off. */
    ThinkingBar #thinking-label { width: auto; margin-right: 2; }
    ThinkingBar ProgressBar { width: 1fr; }
    ThinkingBar ProgressBar Bar { width: 1fr; }
    """

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield Static(id="thinking-label")
            yield ProgressBar(total=1.0, show_eta=False, id="thinking-progress")

    def start(self, label: str) -> None:
        self.query_one("#thinking-label", Static).update(Text(label + "  (Esc: decide now)"))
        self.query_one(ProgressBar).update(progress=0.0)
        self.remove_class("-waiting")
        self.add_class("-thinking")

    def wait(self, words: str) -> None:
        """Say whom this window waits for (another window works out the move): no progress."""
        self.query_one("#thinking-label", Static).update(Text(words))
        self.add_class("-thinking", "-waiting")

    def advance(self, fraction: float) -> None:
        self.query_one(ProgressBar).update(progress=fraction)

    def stop(self) -> None:
        self.remove_class("-thinking", "-waiting")


def think(
    owner: Widget,
    bar: ThinkingBar,
    seconds: float,
    work: Callable[[SearchBudget], Any],
    done: Callable[[Any], None],
    hurry: Callable[[], bool],
) -> None:
    """Run `work(budget)` in a thread; `done(result)` runs on the event loop unless cancelled.

    `hurry()` turning True stops the search early and still uses its best answer so far;
    cancelling the worker group "thinking" (leaving the table) drops the answer.
    """
    app = owner.app
    reported = [0.0]

    def progress(fraction: float) -> None:
        if fraction - reported[0] >= PROGRESS_STEP:
            reported[0] = fraction
            app.call_from_thread(bar.advance, fraction)

    def run() -> None:
        worker = get_current_worker()
        budget = SearchBudget(
            seconds=seconds,
            cancelled=lambda: worker.is_cancelled or hurry(),
            progress=progress,
        )
        result = work(budget)
        if not worker.is_cancelled:
            app.call_from_thread(done, result)

    owner.run_worker(run, thread=True, group="thinking", exclusive=True)
