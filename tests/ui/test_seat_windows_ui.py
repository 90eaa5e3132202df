"""A window for one seat, a spectator's window, and "play here as …", as players meet them.

Each test drives the real app with the keys a player presses. Two apps over one saves folder stand
for two windows (a second terminal, a second browser tab); their seat claims are real OS locks.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Select

from penguin_tables.session import Table
from penguin_tables.session.seat_window import WATCHING, SeatWindow
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.seat_claims import claim_seat, is_claimed
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.saves import SavesScreen
from penguin_tables.ui.screens.seat_choice import SeatChoiceScreen
from penguin_tables.ui.screens.setup import SetupScreen
from tests.ui.conftest import screen_text, showing, wait_for

BOB = 1


def party(folder: SaveFolder, *, computer: bool = False) -> Table:
    """Penguin Party for Ann and Bob (and the computer Cy), saved in `folder`."""
    seats = [Seat(name="Ann"), Seat(name="Bob")]
    if computer:
        seats.append(Seat(name="Cy", kind="computer", level="easy"))
    table = Table.start("penguin-party", seats, seed=3)
    table.attach(folder)
    table.save()
    return table


async def game_screen(pilot: Pilot[None], app: PenguinTablesApp) -> GameScreen:
    await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


async def play_a_card(pilot: Pilot[None], screen: GameScreen) -> None:
    """Enter on the highlighted card, Enter on the highlighted spot."""
    before = len(screen.table.log)
    await pilot.press("enter", "enter")
    await wait_for(pilot, lambda: len(screen.table.log) > before)


def notices(app: PenguinTablesApp) -> str:
    return "\n".join(notice.message for notice in app._notifications)


def elsewhere_plays(screen: GameScreen) -> None:
    """Another window's move, seen by this one (following is another window's business)."""
    table = screen.table
    table.play(table.game.legal_actions(table.state)[0])
    screen.after_change()


async def test_bobs_window_shows_bob_alone_and_never_a_curtain(tmp_path: Path) -> None:
    table = party(SaveFolder(tmp_path))
    table.sit(SeatWindow(viewer=BOB))
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await game_screen(pilot, app)
        assert screen.viewer == BOB
        text = screen_text(app)
        assert "you are Bob" in text and "Waiting for Ann…" in text
        assert screen.current_scene().view == table.game.view(table.state, BOB)
        await pilot.press("enter", "enter", "h", "u")  # Ann's turn: Bob's keys do nothing
        await pilot.pause()
        assert table.log == [] and table.hints_taken() == {}
        elsewhere_plays(screen)  # Ann moves in her window
        await pilot.pause()
        assert not isinstance(app.screen, CurtainScreen)
        assert "Bob: Choose a card to play." in screen_text(app)
        await play_a_card(pilot, screen)
        assert table.to_move() == 0 and screen.viewer == BOB
        assert not isinstance(app.screen, CurtainScreen)
        assert "Waiting for Ann…" in screen_text(app)


async def test_bob_undoes_only_his_own_move(tmp_path: Path) -> None:
    table = party(SaveFolder(tmp_path))
    table.sit(SeatWindow(viewer=BOB))
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await game_screen(pilot, app)
        elsewhere_plays(screen)
        await pilot.press("u")  # Ann's move is hers to take back
        await wait_for(pilot, lambda: "only your own moves can be undone" in notices(app))
        assert len(table.log) == 1
        await play_a_card(pilot, screen)
        assert table.to_move() == 0  # Ann is to move, in her window
        await pilot.press("u")  # Bob takes his move back before Ann answers
        await wait_for(pilot, lambda: len(table.log) == 1)
        assert table.to_move() == BOB and screen.viewer == BOB
        assert "Bob: Choose a card to play." in screen_text(app)


async def test_a_hint_is_bobs_alone(tmp_path: Path) -> None:
    table = party(SaveFolder(tmp_path))
    table.sit(SeatWindow(viewer=BOB))
    app = make_app(tmp_path, start_table=table, bot_delay=0, think_seconds=0.05)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await game_screen(pilot, app)
        await pilot.press("h")  # not his turn: no hint
        await pilot.pause()
        assert table.hints_taken() == {}
        elsewhere_plays(screen)
        await pilot.press("h")
        await wait_for(pilot, lambda: "Suggested" in screen_text(app))
        assert table.hints_taken() == {BOB: 1}


async def test_a_spectator_sees_what_everyone_sees_and_decides_nothing(tmp_path: Path) -> None:
    table = party(SaveFolder(tmp_path), computer=True)
    table.sit(WATCHING)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await game_screen(pilot, app)
        assert screen.viewer is None
        assert screen.current_scene().view == table.game.view(table.state, None)
        text = screen_text(app)
        assert "watching" in text and "Waiting for Ann…" in text
        assert "Hint" not in text and "Undo" not in text and "Choose" not in text
        await pilot.press("enter", "enter", "h", "u", "r")
        assert table.log == [] and table.hints_taken() == {}
        elsewhere_plays(screen)  # Ann
        elsewhere_plays(screen)  # Bob: the computer Cy is next and moves in this window too
        await wait_for(pilot, lambda: table.to_move() == 0)
        assert screen.viewer is None and not isinstance(app.screen, CurtainScreen)


async def test_the_resume_list_lets_a_friend_take_a_free_seat(tmp_path: Path) -> None:
    """Bob's seat is open in another window: Enter asks who plays here, Bob's seat is marked and
    cannot be taken, nor can the shared keyboard; Ann's can."""
    folder = SaveFolder(tmp_path)
    table = party(folder)
    assert table.save_name is not None
    bobs_window = claim_seat(tmp_path, table.save_name, BOB)
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await wait_for(pilot, lambda: "Open in another window: Bob" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SeatChoiceScreen))
        text = screen_text(app)
        assert "2. Bob  (open in another window)" in text and "1. Ann" in text
        choices = app.screen.query_one(OptionList)
        assert [o.disabled for o in choices.options] == [True, False, True, False]
        await pilot.press("down")  # from Ann past Bob's taken seat: Watch
        assert choices.highlighted == 3
        await pilot.press("up", "enter")
        screen = await game_screen(pilot, app)
        assert screen.table.window.viewer == 0 and screen.viewer == 0
        assert is_claimed(tmp_path, table.save_name, 0)
        await pilot.press("q")  # back to the lobby: Ann's seat is free again
        await wait_for(pilot, lambda: not is_claimed(tmp_path, table.save_name or "", 0))
    bobs_window.release()


async def test_a_to_play_as_and_escape_to_think_again(tmp_path: Path) -> None:
    party(SaveFolder(tmp_path))
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, SeatChoiceScreen))
        await pilot.press("escape")
        assert isinstance(app.screen, SavesScreen)
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, SeatChoiceScreen))
        assert "Everyone here" in screen_text(app)
        await pilot.press("end", "enter")  # Watch
        screen = await game_screen(pilot, app)
        assert screen.table.window.watching


async def test_enter_resumes_the_shared_keyboard_as_before(tmp_path: Path) -> None:
    party(SaveFolder(tmp_path))
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))


async def test_two_windows_cannot_hold_one_seat(tmp_path: Path) -> None:
    """Ann's window is open in one app; the other app's Resume list says so, and a seat taken
    between the list and the choice is refused with a word, opening nothing."""
    folder = SaveFolder(tmp_path)
    table = party(folder)
    assert table.save_name is not None
    ann = Table.resume(folder, table.save_name)
    ann.sit(SeatWindow(viewer=0))
    first = make_app(tmp_path, start_table=ann, bot_delay=0)
    second = make_app(tmp_path, bot_delay=0)
    async with first.run_test(size=(80, 24)) as one, second.run_test(size=(80, 24)) as two:
        await game_screen(one, first)
        await two.press("r")
        await wait_for(two, lambda: isinstance(second.screen, SavesScreen))
        await two.press("a")
        await wait_for(two, lambda: isinstance(second.screen, SeatChoiceScreen))
        assert "1. Ann  (open in another window)" in screen_text(second)
        bob = claim_seat(tmp_path, table.save_name, BOB)  # a third window is quicker
        await two.press("enter")  # Bob, highlighted first
        await wait_for(two, lambda: isinstance(second.screen, SavesScreen))
        assert "Not opened: seat 2 is open in another window" in screen_text(second)
        bob.release()


async def test_setup_plays_a_new_game_here_as_one_seat(tmp_path: Path) -> None:
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        window = app.screen.query_one("#window", Select)
        assert window.value == "shared"
        await pilot.click("#window")
        await pilot.press("down", "down", "enter")  # Everyone, Seat 1 only, Seat 2 only
        assert window.value == "1"
        await pilot.press("ctrl+s")
        screen = await game_screen(pilot, app)
        assert screen.table.window.viewer == 1 and screen.viewer == 1
        assert not isinstance(app.screen, CurtainScreen)
        assert "you are Player 2" in screen_text(app)
        assert screen.table.save_name is not None
        assert is_claimed(tmp_path, screen.table.save_name, 1)


async def test_setup_refuses_to_play_here_as_a_computer(tmp_path: Path) -> None:
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        app.screen.query_one("#kind-1", Select).value = "easy"
        await pilot.click("#window")
        await pilot.press("down", "down", "enter")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert "Seat 2 is played by the computer" in screen_text(app)


async def test_a_seat_window_catches_for_its_own_seat_only(tmp_path: Path) -> None:
    """Yura Yura: Ann forgot "Penguin!"; on Bob's turn, Bob's window offers Bob's catch and not
    Cy's (Cy presses her own key in her own window); at the shared keyboard both are offered."""
    from tests.games.yura_yura.helpers import find
    from tests.games.yura_yura.helpers import table as yura_state
    from tests.ui.test_yura_yura_ui import rigged

    hands = [[find("white", "iceberg")], [find("deep", "ice1")], [find("light", "ice1")]]
    state = yura_state(hands, turn=1)
    state.catchable = 0
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy"))
    tab.sit(SeatWindow(viewer=BOB))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await game_screen(pilot, app)
        await pilot.pause()
        shown = screen_text(app)
        assert 'Ann forgot to call "Penguin!": c Bob catches' in shown
        assert "Cy catches" not in shown
        await pilot.press("3")  # Cy's key at the shared keyboard: nothing here
        await pilot.pause()
        assert tab.state.catchable == 0 and not tab.log
        await pilot.press("c")
        await wait_for(pilot, lambda: bool(tab.log))
        assert tab.log[-1].startswith("Bob catches Ann")


async def test_ann_and_bob_each_in_a_window_of_their_own(tmp_path: Path) -> None:
    """Two apps on one save, Ann's and Bob's: each plays by keys in its own window, the other
    window follows unasked, no curtain ever comes down, and each sees only its own hand."""
    folder = SaveFolder(tmp_path)
    table = party(folder)
    assert table.save_name is not None
    ann, bob = Table.resume(folder, table.save_name), Table.resume(folder, table.save_name)
    ann.sit(SeatWindow(viewer=0))
    bob.sit(SeatWindow(viewer=BOB))
    first = make_app(tmp_path, start_table=ann, bot_delay=0)
    second = make_app(tmp_path, start_table=bob, bot_delay=0)
    async with first.run_test(size=(80, 24)) as one, second.run_test(size=(80, 24)) as two:
        windows = {0: (one, first, await game_screen(one, first)), BOB: (two, second, None)}
        windows[BOB] = (two, second, await game_screen(two, second))
        for turn in range(4):
            seat = turn % 2
            pilot, app, screen = windows[seat]
            other_pilot, other_app, other = windows[1 - seat]
            assert screen is not None and other is not None
            name = ("Ann", "Bob")[seat]
            await wait_for(pilot, showing(app, f"{name}: Choose"))
            await play_a_card(pilot, screen)

            def followed(other: GameScreen = other, turn: int = turn) -> bool:
                return len(other.table.log) > turn

            await wait_for(other_pilot, followed)
            other_name = ("Ann", "Bob")[1 - seat]
            await wait_for(other_pilot, showing(other_app, f"{other_name}: Choose a card"))
            for each in (first, second):
                assert not isinstance(each.screen, CurtainScreen)
            assert other.current_scene().view == other.table.game.view(other.table.state, 1 - seat)
        assert len(SaveFolder(tmp_path).read(table.save_name).actions) == 4


async def test_a_hint_is_saved_by_the_window_not_by_its_worker(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hint's count is written on the app's thread before the search starts; the worker
    thread that searches writes nothing (its write could interleave with a move)."""
    table = party(SaveFolder(tmp_path))
    table.sit(SeatWindow(viewer=0))
    writers: list[bool] = []
    real = SaveFolder.write

    def spy(self: SaveFolder, *args: Any, **kwargs: Any) -> Any:
        writers.append(threading.current_thread() is threading.main_thread())
        return real(self, *args, **kwargs)

    monkeypatch.setattr(SaveFolder, "write", spy)
    app = make_app(tmp_path, start_table=table, bot_delay=0, think_seconds=0.05)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await game_screen(pilot, app)
        await pilot.press("h")
        await wait_for(pilot, lambda: "Suggested" in screen_text(app))
    assert writers == [True] and table.hints_taken() == {0: 1}
