"""The log pane keeps its last line in view through layouts, not only when a line is written.

RichLog's auto-scroll runs once per written line, after the top screen's next refresh; a layout
that comes later (the pane made shorter, or the log's screen laid out beneath a dialog after the
scroll was tried) left the log short of its end, and the end-of-game pictures came out in two
versions from run to run. The anchored log is scrolled to its end by every layout.
"""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.widgets import Static

from penguin_tables.ui.widgets.seat_log import SeatLog


class LogApp(App[None]):
    CSS = "#above { height: 2; } SeatLog { height: 1fr; }"

    def compose(self) -> ComposeResult:
        yield Static("title", id="above")
        yield SeatLog()


async def forty_lines_shown(app: LogApp, pilot: Pilot[None]) -> SeatLog:
    """The log with more lines than it can show, scrolled to its end as a new move leaves it."""
    log = app.query_one(SeatLog)
    log.show([f"line {i}" for i in range(40)])
    await pilot.pause()
    await pilot.pause()
    assert log.max_scroll_y > 0
    assert log.scroll_y == log.max_scroll_y
    return log


async def test_the_last_line_stays_in_view_when_the_pane_gets_shorter() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 20)) as pilot:
        log = await forty_lines_shown(app, pilot)
        app.query_one("#above").styles.height = 8  # no line written: only a layout follows
        await pilot.pause()
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y > 0
        assert "line 39" in log.lines[-1].text


async def test_a_reader_who_scrolls_up_stays_there_until_a_new_line() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 20)) as pilot:
        log = await forty_lines_shown(app, pilot)
        log.focus()
        await pilot.press("home")  # the reader goes back to the start
        await pilot.pause()
        assert log.scroll_y == 0
        app.query_one("#above").styles.height = 8
        await pilot.pause()
        assert log.scroll_y == 0  # a layout does not take the reader away
        log.show([f"line {i}" for i in range(41)])  # a new move: back to the end, as before
        await pilot.pause()
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y
