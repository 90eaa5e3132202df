"""Yura Yura's "Penguin!" across windows: two apps on one saves folder, each bound to a seat.

A call made in Ann's window shows in Cy's; Cy catches a missed call out of turn in her own window
and Ann's window shows it; the catch is made once, whether a person's window still offering the
miss tries too or a computer seat notices it with both windows open. The board's clock (the
"Penguin!" countdown) and the screens' clocks (a computer's catch) are fake, moved by the test.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path
from types import SimpleNamespace

import pytest
from textual.pilot import Pilot

from penguin_tables.games.yura_yura.actions import EndTurn
from penguin_tables.session import Table
from penguin_tables.session.seat_window import SeatWindow
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.games.yura_yura import YuraYuraBoard
from penguin_tables.ui.games.yura_yura import board as yura_board
from penguin_tables.ui.screens import computer_turns
from penguin_tables.ui.screens.game_screen import GameScreen
from tests.session.penguin_moment import at_the_penguin_moment
from tests.ui.conftest import screen_text, showing, wait_for
from tests.ui.test_yura_yura_ui import FakeClock

ANN, BOB, CY = 0, 1, 2
NAME = "yura.json"
Window = tuple[Pilot[None], GameScreen]


def saved(tmp_path: Path, *, miss: bool, cy: Seat | None = None) -> SaveFolder:
    """Ann, Bob and Cy at Ann's "Penguin!" moment (or just after she let it pass), saved."""
    seats = [Seat(name="Ann"), Seat(name="Bob"), cy or Seat(name="Cy")]
    table = at_the_penguin_moment(seats)
    if miss:
        table.play(EndTurn())
    folder = SaveFolder(tmp_path)
    table.attach(folder, NAME)
    table.save()
    return folder


@pytest.fixture(autouse=True)
def clocks(monkeypatch: pytest.MonkeyPatch) -> tuple[FakeClock, FakeClock]:
    """The boards' clock (the "Penguin!" countdown) and the screens' clock (a computer's catch),
    fake in every window from the start and standing still until a test moves them."""
    board, screens = FakeClock(), FakeClock()
    monkeypatch.setattr(yura_board, "time", SimpleNamespace(monotonic=board))
    monkeypatch.setattr(computer_turns, "time", SimpleNamespace(monotonic=screens))
    return board, screens


@asynccontextmanager
async def windows(folder: SaveFolder, *seats: int) -> AsyncIterator[list[Window]]:
    """One window per seat, each the real app resuming the save bound to that seat."""
    apps: list[PenguinTablesApp] = []
    for seat in seats:
        table = Table.resume(folder, NAME)
        table.sit(SeatWindow(viewer=seat))
        apps.append(make_app(folder.path, start_table=table, bot_delay=0))
    async with AsyncExitStack() as stack:
        opened: list[Window] = []
        for app in apps:
            pilot = await stack.enter_async_context(app.run_test(size=(100, 30)))

            def seated(app: PenguinTablesApp = app) -> bool:
                return isinstance(app.screen, GameScreen)

            await wait_for(pilot, seated)
            screen = app.screen
            assert isinstance(screen, GameScreen) and isinstance(screen.board, YuraYuraBoard)
            opened.append((pilot, screen))
        yield opened


def shown(window: Window) -> str:
    app = window[0].app
    assert isinstance(app, PenguinTablesApp)
    return screen_text(app)


def news(window: Window) -> str:
    app = window[0].app
    assert isinstance(app, PenguinTablesApp)
    return "\n".join(note.message for note in app._notifications)


def catches_on_file(folder: SaveFolder) -> int:
    return sum(a["kind"] in ("catch", "own-up") for a in folder.read(NAME).actions)


async def test_annes_call_in_her_window_shows_in_cys(tmp_path: Path) -> None:
    folder = saved(tmp_path, miss=False)
    async with windows(folder, ANN, CY) as (ann, cy):
        await wait_for(ann[0], lambda: "Press p!" in shown(ann))
        assert "Press p!" not in shown(cy) and "Waiting for Ann" in shown(cy)
        await ann[0].press("p")
        await wait_for(cy[0], lambda: cy[1].table.log[-1:] == ['Ann calls "Penguin!"'])
        await wait_for(cy[0], lambda: 'Ann calls "Penguin!"' in shown(cy))
        assert "forgot" not in shown(cy)  # called in time: nothing to catch
        assert folder.read(NAME).log[-1] == 'Ann calls "Penguin!"'


async def test_the_moment_passing_in_annes_window_lets_cy_catch_in_hers(
    tmp_path: Path, clocks: tuple[FakeClock, FakeClock]
) -> None:
    """Ann's countdown runs out in her window; Cy's window offers Cy's catch on Bob's turn (Bob's
    window is not even open), Cy presses c, and Ann's window shows the catch and her new card."""
    folder = saved(tmp_path, miss=False)
    async with windows(folder, ANN, CY) as (ann, cy):
        await wait_for(ann[0], lambda: "Press p!" in shown(ann))
        clocks[0].now += 5.0  # past the four seconds: Ann's board lets the moment pass
        await wait_for(cy[0], lambda: 'Ann forgot to call "Penguin!": c Cy catches' in shown(cy))
        assert "Waiting for Bob" in shown(cy) and "Bob catches" not in shown(cy)
        await wait_for(ann[0], lambda: "o Ann owns up" in shown(ann))
        await ann[0].press("c")  # Ann's window catches for Ann alone, who cannot catch herself
        await wait_for(ann[0], lambda: "Ann cannot catch their own miss." in shown(ann))
        await ann[0].press("2")  # Bob's key at the shared keyboard: his own window's business
        await wait_for(ann[0], lambda: "Bob catches in their own window." in shown(ann))
        assert catches_on_file(folder) == 0
        await cy[0].press("c")
        await wait_for(ann[0], lambda: len(ann[1].table.state.hands[ANN]) == 2)
        await wait_for(ann[0], lambda: "Cy catches Ann" in shown(ann))
        assert "o Ann owns up" not in shown(ann) and "forgot" not in shown(cy)
        assert catches_on_file(folder) == 1
        assert ann[1].table.to_move() == BOB  # the catch was out of turn: still Bob's


async def test_a_catch_is_made_once_when_a_stale_window_owns_up_too(tmp_path: Path) -> None:
    folder = saved(tmp_path, miss=True)
    async with windows(folder, ANN, CY) as (ann, cy):
        await wait_for(ann[0], lambda: "o Ann owns up" in shown(ann))
        ann[1].follower.pause()  # Ann's window does not look at the file: it stays stale
        await cy[0].press("c")
        await wait_for(cy[0], lambda: catches_on_file(folder) == 1)
        await ann[0].press("o")  # the miss Cy already caught, as Ann's stale window shows it
        await wait_for(ann[0], lambda: "Your move was not made." in news(ann))
        assert "Cy moved in another window. Your move was not made." in news(ann)
        assert catches_on_file(folder) == 1
        assert len(folder.open(NAME)[1].hands[ANN]) == 2  # one card drawn, not two


async def test_a_computer_catches_once_with_two_windows_open(
    tmp_path: Path, clocks: tuple[FakeClock, FakeClock]
) -> None:
    """Cy is a computer: both windows (Ann's and Bob's) see her catch come due on one clock at
    once; one window makes it, the other follows."""
    cy = Seat(name="Cy", kind="computer", level="hard")
    folder = saved(tmp_path, miss=True, cy=cy)
    clock = clocks[1]
    async with windows(folder, ANN, BOB) as opened:
        for pilot, screen in opened:  # each window has seen the miss on the clock

            def miss_seen(screen: GameScreen = screen) -> bool:
                return screen.table.catch_watch.since is not None

            await wait_for(pilot, miss_seen)
        assert catches_on_file(folder) == 0
        clock.now += 10.0  # well past the hard level's delay, in both windows at once
        for pilot, screen in opened:

            def caught(screen: GameScreen = screen) -> bool:
                return screen.table.state.catchable is None

            await wait_for(pilot, caught)
            await wait_for(pilot, showing(pilot.app, "Cy catches Ann"))
        await opened[0][0].pause(0.5)  # any second catch would have been tried by now
        assert catches_on_file(folder) == 1
        assert [len(s.table.state.hands[ANN]) for _, s in opened] == [2, 2]
        assert opened[1][1].table.to_move() == BOB
