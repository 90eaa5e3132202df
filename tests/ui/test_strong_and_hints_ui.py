"""The strong computer thinks in a worker with a progress bar, Escape makes it decide at once, and
a hint says what the strong player would do, counted in the save."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App, ComposeResult

from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.thinking import ThinkingBar
from tests.ui.conftest import screen_text, wait_for


def strong_opponent(seed: int = 4) -> Table:
    seats = [Seat(name="Ann"), Seat(name="Bot", kind="computer", level="strong")]
    return Table.start("penguin-party", seats, seed=seed)


async def test_the_strong_computer_thinks_visibly_and_escape_makes_it_move(tmp_path: Path) -> None:
    app = make_app(tmp_path, start_table=strong_opponent(), bot_delay=0, think_seconds=30)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("enter", "enter")  # Ann plays; the strong computer starts thinking
        bar = screen.query_one(ThinkingBar)
        await wait_for(pilot, lambda: bar.has_class("-thinking"))
        assert "Bot is thinking" in screen_text(app)
        await pilot.press("escape")  # decide now: far sooner than its 30 seconds
        await wait_for(pilot, lambda: len(screen.table.envelope.actions) == 2)
        assert not bar.has_class("-thinking")


async def test_leaving_while_the_computer_thinks_drops_its_move(tmp_path: Path) -> None:
    app = make_app(tmp_path, start_table=strong_opponent(), bot_delay=0, think_seconds=30)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("enter", "enter")
        await wait_for(pilot, lambda: screen.query_one(ThinkingBar).has_class("-thinking"))
        await pilot.press("q")
        await pilot.pause(0.3)
        assert len(screen.table.envelope.actions) == 1


async def test_a_hint_names_a_move_and_is_counted(tmp_path: Path) -> None:
    seats = [Seat(name="Ann"), Seat(name="Bob", kind="computer")]
    table = Table.start("penguin-party", seats, seed=3)
    app = make_app(tmp_path, start_table=table, bot_delay=0, think_seconds=0.2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("h")
        await wait_for(pilot, lambda: any(n.title == "Hint" for n in app._notifications))
        hint = next(n for n in app._notifications if n.title == "Hint")
        assert "Suggested: " in hint.message and "chance of winning" in hint.message
        assert table.envelope.hints == {"0": 1}


async def test_the_thinking_bar_keeps_its_percentage_at_80_columns_with_a_long_name() -> None:
    """Issue 23: at 80x24 the thinking bar's "%" was cut off (its label's margin hit it too)."""

    class Bare(App[None]):
        def compose(self) -> ComposeResult:
            yield ThinkingBar()

    app = Bare()
    async with app.run_test(size=(80, 3)) as pilot:
        bar = app.query_one(ThinkingBar)
        bar.start("ABCDEFGHIJKLMNOPQRST is thinking")
        bar.advance(0.73)
        await pilot.pause()
        assert "73%" in screen_text(app)


async def test_a_hint_goes_when_the_table_changes(tmp_path: Path) -> None:
    """The hint's toast named a move for the table it was asked on; after a move it would lie."""
    seats = [Seat(name="Ann"), Seat(name="Bob", kind="computer")]
    table = Table.start("penguin-party", seats, seed=3)
    app = make_app(tmp_path, start_table=table, bot_delay=0, think_seconds=0.2)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("h")
        await wait_for(pilot, lambda: any(n.title == "Hint" for n in app._notifications))
        await pilot.press("enter")  # Ann plays her first card (on its only spot)
        board: Any = screen.board
        if board.picking_spot():
            await pilot.press("enter")
        await wait_for(pilot, lambda: len(table.envelope.actions) >= 1)
        assert not any(n.title == "Hint" for n in app._notifications)
