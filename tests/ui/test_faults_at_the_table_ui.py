"""Issue 40's defects as a player meets them: leaving while the strong computer thinks, a search
worker that reads the table while the screen replaces it, an unreadable moment, and a window that
stopped answering while it held the computer's turn."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest

import penguin_tables.ui.widgets.save_banner as save_banner
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.thinking import ThinkingBar
from penguin_tables.ui.widgets.save_banner import SaveBanner
from tests.session.test_faults_at_the_table import Unreadable, touched
from tests.ui.conftest import screen_text, wait_for
from tests.ui.test_two_windows_ui import NAME

#: Enough for a move to be made by a window that can make it; far less than the hang guard.
SOON = 15.0


def strong_cy(saves: Path) -> Table:
    seats = [Seat(name="Ann"), Seat(name="Cy", kind="computer", level="strong")]
    table = Table.start("penguin-party", seats, seed=4)
    table.attach(SaveFolder(saves), NAME)
    table.save()
    return table


def live(app: Any) -> GameScreen:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


async def test_leaving_while_the_strong_computer_thinks_frees_its_turn(tmp_path: Path) -> None:
    table = strong_cy(tmp_path)
    app = make_app(tmp_path, start_table=table, bot_delay=0, think_seconds=30)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = live(app)
        await pilot.press("enter", "enter")  # Ann plays her card; Cy starts thinking
        await wait_for(pilot, lambda: screen.query_one(ThinkingBar).has_class("-thinking"))
        await pilot.press("q")  # back to the lobby while Cy thinks
        await pilot.pause(0.2)
        again = make_app(
            tmp_path,
            start_table=Table.resume(SaveFolder(tmp_path), NAME),
            bot_delay=0,
            think_seconds=0.2,
        )
        async with again.run_test(size=(100, 30)) as other:
            resumed = live(again)
            await wait_for(other, lambda: len(resumed.table.envelope.actions) == 2, SOON)


async def test_a_search_worker_never_reads_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The strong computer's move and a hint are worked out from a snapshot taken on the screen's
    thread: the table, which the screen's poll may replace meanwhile, is never read by a worker."""
    main = threading.main_thread()
    read_by_workers: list[str] = []
    real = Table.__getattribute__

    def watched(table: Table, name: str) -> Any:
        if threading.current_thread() is not main and not name.startswith("__"):
            read_by_workers.append(name)
        return real(table, name)

    monkeypatch.setattr(Table, "__getattribute__", watched)
    table = strong_cy(tmp_path)
    app = make_app(tmp_path, start_table=table, bot_delay=0, think_seconds=0.2)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = live(app)
        await pilot.press("h")  # a hint for Ann
        await wait_for(pilot, lambda: any(n.title == "Hint" for n in app._notifications))
        await pilot.press("enter", "enter")  # Ann plays; Cy thinks and moves
        await wait_for(pilot, lambda: len(screen.table.envelope.actions) == 2, SOON)
    assert read_by_workers == []


async def test_an_unreadable_moment_shows_the_banner_and_saving_comes_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(save_banner, "SAVE_RETRY_SECONDS", 0.05)
    seats = [Seat(name="Ann"), Seat(name="Cy", kind="computer", level="easy")]
    table = Table.start("penguin-party", seats, seed=4)
    table.attach(SaveFolder(tmp_path), NAME)
    table.save()
    reader = Unreadable(monkeypatch)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = live(app)
        reader.failing = True
        touched(tmp_path / NAME)
        await pilot.press("enter", "enter")  # Ann's card, then Cy's answer, while unreadable
        await wait_for(pilot, lambda: len(screen.table.envelope.actions) >= 2, SOON)
        banner = screen.query_one(SaveBanner)
        await wait_for(pilot, lambda: banner.display, SOON)
        assert "Could not save" in screen_text(app).replace("\n", " ")
        reader.failing = False
        touched(tmp_path / NAME)
        await wait_for(pilot, lambda: not banner.display, SOON)
        on_file = SaveFolder(tmp_path).read(NAME).actions
        assert on_file == screen.table.envelope.actions


async def test_a_window_stopped_holding_the_computer_s_turn_is_said_and_taken_over(
    tmp_path: Path,
) -> None:
    seats = [Seat(name="Ann"), Seat(name="Cy", kind="computer", level="easy")]
    first = Table.start("penguin-party", seats, seed=4)
    first.attach(SaveFolder(tmp_path), NAME)
    first.play(first.game.legal_actions(first.state)[0])  # Cy is to move
    frozen = Table.resume(SaveFolder(tmp_path), NAME)
    assert frozen.claim_computer_turn().granted  # a window that then stopped (SIGSTOP)
    claim = tmp_path / f".{NAME}.computer.lock"
    app = make_app(tmp_path, start_table=Table.resume(SaveFolder(tmp_path), NAME), bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = live(app)
        await wait_for(pilot, lambda: "working out Cy's move" in screen_text(app), SOON)
        old = time.time() - 60
        os.utime(claim, (old, old))  # it never beats again
        await wait_for(pilot, lambda: "stopped answering" in screen_text(app), SOON)
        await pilot.press("t")  # take the turn over
        await wait_for(pilot, lambda: len(screen.table.envelope.actions) == 2, SOON)
        assert len(SaveFolder(tmp_path).read(NAME).actions) == 2
        await pilot.pause(0.3)
        assert "working out Cy's move" not in screen_text(app)  # nobody is waited for now
    del frozen


async def test_the_waiting_line_goes_when_the_awaited_move_arrives(tmp_path: Path) -> None:
    seats = [Seat(name="Ann"), Seat(name="Cy", kind="computer", level="easy")]
    first = Table.start("penguin-party", seats, seed=4)
    first.attach(SaveFolder(tmp_path), NAME)
    first.play(first.game.legal_actions(first.state)[0])  # Cy is to move
    busy = Table.resume(SaveFolder(tmp_path), NAME)
    assert busy.claim_computer_turn().granted  # another window works Cy's move out
    app = make_app(tmp_path, start_table=Table.resume(SaveFolder(tmp_path), NAME), bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = live(app)
        await wait_for(pilot, lambda: "working out Cy's move" in screen_text(app), SOON)
        busy.play(busy.computer_action())  # it plays the move, and lets go
        busy.release_computer_turn()
        await wait_for(pilot, lambda: len(screen.table.envelope.actions) == 2, SOON)
        await wait_for(pilot, lambda: "working out Cy's move" not in screen_text(app), SOON)
