"""A saves folder that refuses a write (read-only, disk full): the game goes on in memory, a banner
says so in plain words, saving is retried, and leaving asks first. No move is lost silently.

CI runs as root, where chmod cannot make a folder read-only: the writer is made to fail instead.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from textual.pilot import Pilot

import penguin_tables.store.folder as folder_module
import penguin_tables.ui.widgets.save_banner as save_banner
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.atomic import write_atomically
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.screens.confirm import ConfirmScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.widgets.save_banner import SaveBanner
from penguin_tables.ui.widgets.seat_log import SeatLog
from tests.ui.conftest import computers_done, screen_text, start_from_lobby, wait_for
from tests.ui.test_penguin_party_ui import take_turn

READ_ONLY = "Could not save: the saves folder is read-only. Your moves are kept; retrying"
DISK_FULL = "Could not save: the disk is full. Your moves are kept; retrying"


class Refusing:
    """The atomic writer, refusing with `error` while `refusing` is set."""

    def __init__(self, error: OSError) -> None:
        self.error = error
        self.refusing = False
        self.real = write_atomically

    def __call__(self, path: Path, data: bytes) -> None:
        if self.refusing:
            raise self.error
        self.real(path, data)


def refusing_writer(monkeypatch: pytest.MonkeyPatch, error: OSError) -> Refusing:
    writer = Refusing(error)
    monkeypatch.setattr(folder_module, "write_atomically", writer)
    return writer


def ann_against_cy(saves: Path) -> tuple[PenguinTablesApp, Table]:
    table = Table.start(
        "penguin-party", [Seat(name="Ann"), Seat(name="Cy", kind="computer", level="easy")], seed=4
    )
    return make_app(saves, start_table=table, bot_delay=0), table


def saved_moves(saves: Path, table: Table) -> int:
    assert table.save_name is not None
    return len(SaveFolder(saves).read(table.save_name).actions)


def banner(pilot: Pilot[None]) -> SaveBanner:
    return pilot.app.screen.query_one(SaveBanner)


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (PermissionError(errno.EACCES, "Permission denied"), READ_ONLY),
        (OSError(errno.ENOSPC, "No space left on device"), DISK_FULL),
    ],
)
async def test_a_refused_save_keeps_the_moves_says_why_and_retries(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError, words: str
) -> None:
    monkeypatch.setattr(save_banner, "SAVE_RETRY_SECONDS", 0.05)
    writer = refusing_writer(monkeypatch, error)
    app, table = ann_against_cy(tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert not banner(pilot).display
        writer.refusing = True
        await take_turn(pilot)
        await computers_done(pilot, screen)
        assert isinstance(app.screen, GameScreen)
        assert len(table.envelope.actions) >= 2  # Ann's move and Cy's, on the board
        assert len(screen.query_one("#log", SeatLog).lines) >= 2
        assert banner(pilot).display
        assert words in screen_text(app).replace("\n", " ")
        assert saved_moves(tmp_path / "saves", table) == 0
        writer.refusing = False  # the folder is writable again: the timer's retry saves it all
        await wait_for(pilot, lambda: not banner(pilot).display)
        assert saved_moves(tmp_path / "saves", table) == len(table.envelope.actions)


async def test_the_next_move_retries_the_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writer = refusing_writer(monkeypatch, PermissionError(errno.EACCES, "Permission denied"))
    app, table = ann_against_cy(tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        writer.refusing = True
        await take_turn(pilot)
        await computers_done(pilot, screen)
        assert banner(pilot).display
        writer.refusing = False
        await take_turn(pilot)
        await computers_done(pilot, screen)
        assert not banner(pilot).display
        assert saved_moves(tmp_path / "saves", table) == len(table.envelope.actions) >= 4


async def test_leaving_with_unsaved_moves_asks_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writer = refusing_writer(monkeypatch, PermissionError(errno.EACCES, "Permission denied"))
    app, _ = ann_against_cy(tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        writer.refusing = True
        await take_turn(pilot)
        await computers_done(pilot, screen)
        await pilot.press("q")
        await wait_for(pilot, lambda: "read-only" in screen_text(app))
        assert isinstance(app.screen, ConfirmScreen)
        text = screen_text(app).replace("\n", " ")
        assert "not saved" in text and "read-only" in text
        await pilot.press("n")
        await wait_for(pilot, lambda: app.screen is screen)
        await pilot.press("ctrl+q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")
        await wait_for(pilot, lambda: app.screen is screen)
        assert app.is_running
        await pilot.press("q")
        await pilot.press("y")
        await wait_for(pilot, lambda: isinstance(app.screen, LobbyScreen))


async def test_leaving_after_the_folder_recovered_does_not_ask(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writer = refusing_writer(monkeypatch, PermissionError(errno.EACCES, "Permission denied"))
    app, table = ann_against_cy(tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        writer.refusing = True
        await take_turn(pilot)
        await computers_done(pilot, screen)
        writer.refusing = False
        await pilot.press("q")  # one more try on the way out, and it works
        await wait_for(pilot, lambda: isinstance(app.screen, LobbyScreen))
        assert saved_moves(tmp_path / "saves", table) == len(table.envelope.actions)


async def test_a_new_game_in_a_read_only_folder_starts_with_the_banner(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    writer = refusing_writer(monkeypatch, PermissionError(errno.EACCES, "Permission denied"))
    writer.refusing = True
    app = make_app(tmp_path / "saves", bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from_lobby(pilot, "penguin-party", 2, computers=(1,))
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
        assert READ_ONLY in screen_text(app).replace("\n", " ")
        await take_turn(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.table.envelope.actions
    assert not list((tmp_path / "saves").glob("*.json"))


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder anyway")
async def test_a_really_read_only_folder(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    app, table = ann_against_cy(saves)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        saves.chmod(0o555)
        try:
            await take_turn(pilot)
            await computers_done(pilot, screen)
            assert READ_ONLY in screen_text(app).replace("\n", " ")
        finally:
            saves.chmod(0o755)
        await take_turn(pilot)
        await computers_done(pilot, screen)
        assert saved_moves(saves, table) == len(table.envelope.actions)


async def test_leaving_from_the_game_over_screen_with_unsaved_moves_asks_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from penguin_tables.ui.screens.game_over import GameOverScreen

    table = Table.start(
        "penguin-party",
        [Seat(name=n, kind="computer", level="easy") for n in ("Cy", "Di")],
        seed=2,
    )
    while not table.game.is_over(table.game.apply(table.state, action := table.computer_action())):
        table.play(action)  # up to the last move, which the app plays
    writer = refusing_writer(monkeypatch, OSError(errno.ENOSPC, "No space left on device"))
    writer.refusing = True
    app = make_app(tmp_path / "saves", start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await wait_for(pilot, screen.board.holds_table)  # the last round's summary is read first
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("l")
        await wait_for(pilot, lambda: "the disk is full" in screen_text(app))
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))  # the board on view
        writer.refusing = False
        await pilot.press("o")
        await pilot.press("l")  # saved on the way out this time: no question
        await wait_for(pilot, lambda: isinstance(app.screen, LobbyScreen))
    assert table.save_name is not None
    assert SaveFolder(tmp_path / "saves").read(table.save_name).finished
