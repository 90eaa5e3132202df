"""Opening the rules pane at a section: the longest page, at 80x24, against a 100 ms target.

Run: `python -m benchmarks.rules_pane [runs]`. Each run pushes the pane in a headless app (the
real app over an empty saves folder), opened at the page's last section but one, and times it from
the push until the first frame that shows the view scrolled (the page laid out, drawn, scrolled
and composed into a frame for the terminal).
The table shows the median and the slowest run per game; the first run of a game also pays the
import of Rich's Markdown and draws the page for the first time, and is reported apart. A bare
modal screen (lines of text in a scrolling container, scrolled once it is laid out, as a page of
widgets must be) is timed the same way: the cost of a plain modal page on this machine.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table as RichTable

from penguin_tables.engine.assets import rules_text
from penguin_tables.engine.registry import CATALOGUE
from penguin_tables.engine.rules_page import page_of

if TYPE_CHECKING:
    from textual.screen import Screen

TARGET_MS = 100.0


async def bare_modal_ms(runs: int) -> list[float]:
    """The same timing for a bare modal screen: Textual's floor on this machine."""
    from textual.app import ComposeResult
    from textual.containers import VerticalScroll
    from textual.screen import ModalScreen
    from textual.widgets import Static

    class Bare(ModalScreen[None]):
        def compose(self) -> ComposeResult:
            with VerticalScroll(id="rules"):
                yield Static("line\n" * 200)

        def on_mount(self) -> None:
            scroll = self.query_one("#rules", VerticalScroll)
            self.call_after_refresh(lambda: scroll.scroll_to(y=50, animate=False))

    return await openings_ms(Bare, runs)


async def opening_ms(game_id: str, runs: int) -> list[float]:
    """Milliseconds from push to the section at the top, for `runs` openings of `game_id`."""
    from penguin_tables.ui.screens.help import HelpScreen

    section = page_of(game_id).sections[-2].slug
    return await openings_ms(lambda: HelpScreen(game_id, section), runs)


async def openings_ms(make_screen: Callable[[], Screen[None]], runs: int) -> list[float]:
    """Milliseconds from pushing `make_screen()` until the first frame that shows its `#rules`
    view scrolled, `runs` times, in one headless app over an empty saves folder.

    A headless app composes every frame as a terminal one would and only skips writing it out,
    so the frame is caught where the app hands it to the terminal (`App._display`)."""
    from penguin_tables.ui.app import make_app

    app = make_app(tempfile.mkdtemp())
    shown_at: list[float] = []
    display = app._display

    def catch_frame(screen: Screen[object], renderable: object) -> None:
        rules = screen.query("#rules")
        if renderable is not None and rules and rules.first().scroll_y > 0 and not shown_at:
            shown_at.append(time.perf_counter())
        display(screen, renderable)  # type: ignore[arg-type]

    app._display = catch_frame  # type: ignore[method-assign]
    times = []
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(runs):
            shown_at.clear()
            start = time.perf_counter()
            await app.push_screen(make_screen())
            while not shown_at:
                await asyncio.sleep(0.001)
            times.append((shown_at[0] - start) * 1000)
            app.pop_screen()
            await pilot.pause()
    return times


def longest_page() -> str:
    return max(CATALOGUE, key=lambda game_id: len(rules_text(game_id)))


def rules_pane_rows(runs: int) -> list[dict[str, Any]]:
    """A plain modal page, then each game's page (longest first): median, slowest and first."""
    bare = asyncio.run(bare_modal_ms(runs + 1))
    rows = [_row("a plain modal page", bare)]
    for game_id in sorted(CATALOGUE, key=lambda g: -len(rules_text(g))):
        rows.append(_row(game_id, asyncio.run(opening_ms(game_id, runs + 1))))
    return rows


def _row(name: str, times: list[float]) -> dict[str, Any]:
    first, rest = times[0], times[1:]
    return {
        "page": name,
        "kib": len(rules_text(name)) / 1024 if name in CATALOGUE else 0.0,
        "median_ms": statistics.median(rest),
        "slowest_ms": max(rest),
        "first_ms": first,
    }


def rules_pane_table(rows: list[dict[str, Any]]) -> RichTable:
    longest = longest_page()
    table = RichTable(
        title=f"Opening the rules at a section, 80x24 (target: median < {TARGET_MS:.0f} ms for "
        f"the longest page, {longest})"
    )
    for column in ("page", "KiB", "median ms", "slowest ms", "first ms"):
        table.add_column(column)
    for row in rows:
        table.add_row(
            row["page"] + (" (longest)" if row["page"] == longest else ""),
            f"{row['kib']:.0f}" if row["kib"] else "",
            f"{row['median_ms']:.1f}",
            f"{row['slowest_ms']:.1f}",
            f"{row['first_ms']:.1f}",
        )
    return table


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    Console().print(rules_pane_table(rules_pane_rows(runs)))


if __name__ == "__main__":
    main()
