"""Two windows on one table: two app instances over one saves folder, in one event loop (Textual
allows nested `run_test` contexts). A stale window cannot lose a move, a move shows in the other
window unasked, a computer seat moves once, undo and redo and the end of the game cross over."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from tests.ui.conftest import keep_every_toast, screen_text, toasts, wait_for

NAME = "shared.json"
#: A generous hang guard (tries of 0.02 s): following is meant to take 0.2 s.
PATIENCE = 500


def shared_save(tmp_path: Path, seats: list[Seat], actions: list[Any] | None = None) -> Path:
    folder = SaveFolder(tmp_path / "saves")
    table = Table.start("penguin-party", seats, seed=11)
    table.attach(folder, NAME)
    for action in actions or []:
        table.play(action)
    table.save()
    return folder.path


@asynccontextmanager
async def two_windows(
    saves: Path, **options: Any
) -> AsyncIterator[tuple[Pilot[None], Pilot[None]]]:
    """Window A and window B, each the real app resuming the shared save."""
    folder = SaveFolder(saves)
    apps = [
        make_app(saves, start_table=Table.resume(folder, NAME), bot_delay=0, **options)
        for _ in range(2)
    ]
    async with AsyncExitStack() as stack:
        pilots = [await stack.enter_async_context(a.run_test(size=(100, 30))) for a in apps]
        for app in apps:
            keep_every_toast(app)
        yield pilots[0], pilots[1]


def game_screen(pilot: Pilot[None]) -> GameScreen:
    screens = [s for s in pilot.app.screen_stack if isinstance(s, GameScreen)]
    assert screens, "no table is shown"
    return screens[-1]


def news(pilot: Pilot[None]) -> list[str]:
    return list(toasts(pilot.app))


async def seated(pilot: Pilot[None]) -> GameScreen:
    """Lift the curtain if it is down; the game screen with a seat at the keyboard."""
    await wait_for(
        pilot,
        lambda: (
            isinstance(pilot.app.screen, CurtainScreen)
            or (isinstance(pilot.app.screen, GameScreen) and pilot.app.screen.viewer is not None)
        ),
        PATIENCE,
    )
    if isinstance(pilot.app.screen, CurtainScreen):
        await pilot.press("enter")
        await pilot.pause()
    return game_screen(pilot)


async def play_a_card(pilot: Pilot[None]) -> None:
    """As the player at the keyboard: the first card, on its first spot."""
    screen = await seated(pilot)
    await pilot.press("enter")
    board: Any = screen.board
    if board.picking_spot():
        await pilot.press("enter")
    await pilot.pause()


async def test_a_stale_window_cannot_lose_a_move(tmp_path: Path) -> None:
    saves = shared_save(tmp_path, [Seat(name="Ann"), Seat(name="Bob")])
    async with two_windows(saves) as (a, b):
        screen_b = await seated(b)
        screen_b.follower.pause()  # window B does not look at the file: it stays stale
        await play_a_card(a)
        annes_move = game_screen(a).table.envelope.actions
        assert len(annes_move) == 1
        assert len(screen_b.table.envelope.actions) == 0
        await play_a_card(b)  # Ann's pick in window B, made for the position before her move
        on_file = SaveFolder(saves).read(NAME)
        assert on_file.actions == annes_move
        assert screen_b.table.envelope.actions == annes_move  # B now shows A's move
        assert "Ann moved in another window. Your move was not made." in news(b)
        await seated(b)  # Bob's turn in window B, behind the curtain
        assert screen_b.table.log[-1].split(".")[0] in screen_text(b.app)


async def test_a_move_in_one_window_shows_in_the_other_unasked(tmp_path: Path) -> None:
    saves = shared_save(tmp_path, [Seat(name="Ann"), Seat(name="Bob")])
    async with two_windows(saves) as (a, b):
        screen_b = await seated(b)
        await play_a_card(a)
        await wait_for(b, lambda: len(screen_b.table.envelope.actions) == 1, PATIENCE)
        assert "Ann moved in another window." in news(b)
        await play_a_card(a)  # Bob's move, in window A
        await wait_for(b, lambda: len(screen_b.table.envelope.actions) == 2, PATIENCE)
        assert "Bob moved in another window." in news(b)
        assert screen_b.table.envelope.actions == game_screen(a).table.envelope.actions


@pytest.mark.parametrize("level", ["normal", "strong"])
async def test_a_computer_seat_moves_once_with_two_windows_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, level: str
) -> None:
    """Both windows learn at the same moment that the computer is to move (their followers held,
    then let go together): one works the move out (the strong one thinks a whole second), the
    other waits for the claim and follows."""
    seats = [Seat(name="Ann"), Seat(name="Cy", kind="computer", level=level)]
    saves = shared_save(tmp_path, seats)
    worked_out: list[int] = []
    real = Table.computer_job

    def counted(table: Table) -> Any:
        worked_out.append(len(table.envelope.actions))
        return real(table)

    monkeypatch.setattr(Table, "computer_job", counted)
    async with two_windows(saves, think_seconds=1.0) as (a, b):
        screens = [await seated(a), await seated(b)]
        for screen in screens:
            screen.follower.pause()
        elsewhere = Table.resume(SaveFolder(saves), NAME)  # Ann moves in a third window
        elsewhere.play(elsewhere.game.legal_actions(elsewhere.state)[0])
        for screen in screens:
            screen.follower.resume()
        for pilot, screen in ((a, screens[0]), (b, screens[1])):

            def both_moves_in(screen: GameScreen = screen) -> bool:
                return len(screen.table.envelope.actions) == 2

            await wait_for(pilot, both_moves_in, PATIENCE)
        assert worked_out == [1]  # one window worked the move out; the other followed it
        assert len(SaveFolder(saves).read(NAME).actions) == 2
        assert not [n for n in news(a) + news(b) if "not made" in n]


async def test_undo_and_redo_cross_windows(tmp_path: Path) -> None:
    seats = [Seat(name="Ann"), Seat(name="Cy", kind="computer")]
    saves = shared_save(tmp_path, seats)
    async with two_windows(saves) as (a, b):
        screen_a, screen_b = await seated(a), await seated(b)
        await play_a_card(a)  # Ann's card, then Cy's answer
        await wait_for(a, lambda: len(screen_a.table.envelope.actions) == 2, PATIENCE)
        await wait_for(b, lambda: len(screen_b.table.envelope.actions) == 2, PATIENCE)
        await pilot_press(a, "u")
        assert screen_a.table.envelope.actions == []
        await wait_for(b, lambda: screen_b.table.envelope.actions == [], PATIENCE)
        assert "Ann took back a move in another window." in news(b)
        await pilot_press(b, "r")  # redone in the other window
        await wait_for(a, lambda: len(screen_a.table.envelope.actions) == 2, PATIENCE)
        assert "Ann redid a move in another window." in news(a)


async def pilot_press(pilot: Pilot[None], key: str) -> None:
    await pilot.press(key)
    await pilot.pause()


async def test_the_end_of_the_game_in_one_window_shows_in_the_other(tmp_path: Path) -> None:
    seats = [Seat(name="Ann"), Seat(name="Bob")]
    rehearsal = Table.start("penguin-party", seats, seed=11)
    rng, actions = random.Random(5), []
    while not rehearsal.is_over():
        actions.append(rng.choice(rehearsal.game.legal_actions(rehearsal.state)))
        rehearsal.play(actions[-1])
    saves = shared_save(tmp_path, seats, actions[:-1])
    async with two_windows(saves) as (a, b):
        screen_a, screen_b = await seated(a), await seated(b)
        assert screen_a.perform(actions[-1])  # the last move, made in window A
        await wait_for(b, lambda: screen_b.table.is_over(), PATIENCE)
        assert "The game ended in another window." in news(b)
        for _ in range(PATIENCE):  # a round's summary first waits for Enter
            if isinstance(b.app.screen, GameOverScreen):
                break
            if getattr(screen_b.board, "showing_summary", lambda: False)():
                await b.press("enter")
            await b.pause(0.02)
        assert isinstance(b.app.screen, GameOverScreen)


def followed_to(table: Table, count: int) -> bool:
    return len(table.envelope.actions) == count


async def test_news_from_another_window_does_not_pile_up_nor_cover_the_scores(
    tmp_path: Path,
) -> None:
    """A watching window took a toast per move made elsewhere, stacked up to the final scores;
    now the newest news stands alone, and the final scores come up clear."""
    from penguin_tables.session.seat_window import WATCHING

    seats = [Seat(name="Ann"), Seat(name="Bob")]
    rehearsal = Table.start("penguin-party", seats, seed=11)
    rng, actions = random.Random(5), []
    while not rehearsal.is_over():
        actions.append(rng.choice(rehearsal.game.legal_actions(rehearsal.state)))
        rehearsal.play(actions[-1])
    saves = shared_save(tmp_path, seats, actions[:-3])
    folder = SaveFolder(saves)
    elsewhere = Table.resume(folder, NAME)  # the other window's table, saving each move
    watched = Table.resume(folder, NAME)
    watched.sit(WATCHING)
    app = make_app(saves, start_table=watched, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for action in actions[-3:-1]:
            elsewhere.play(action)
            count = len(elsewhere.envelope.actions)
            await wait_for(pilot, partial(followed_to, watched, count), PATIENCE)
        news_up = [t for t in app._notifications if t.title == "Another window"]
        assert len(news_up) == 1 and "moved in another window" in news_up[0].message
        elsewhere.play(actions[-1])
        screen = game_screen(pilot)
        await wait_for(pilot, lambda: watched.is_over(), PATIENCE)
        for _ in range(PATIENCE):  # the round's summary first waits for Enter
            if isinstance(app.screen, GameOverScreen):
                break
            if getattr(screen.board, "showing_summary", lambda: False)():
                await pilot.press("enter")
            await pilot.pause(0.02)
        assert isinstance(app.screen, GameOverScreen)
        assert len(app._notifications) <= 1  # at most the news of the last move
