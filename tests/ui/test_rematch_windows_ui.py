"""A rematch from a seat's window: two apps on one finished save, Ann's and Bob's. Ann presses
`m`; her window opens the rematch bound to Ann, Bob's window follows into the same new save
bound to Bob, and neither shows a curtain."""

from __future__ import annotations

import random
from pathlib import Path

from textual.pilot import Pilot

from penguin_tables.session import Table
from penguin_tables.session.seat_window import SeatWindow
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from tests.ui.conftest import keep_every_toast, screen_text, wait_for

NAME = "duel.json"
REMATCH = "duel-r2.json"


def finished(folder: SaveFolder) -> None:
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=11)
    table.attach(folder, NAME)
    rng = random.Random(5)
    while not table.is_over():
        table.play(rng.choice(table.game.legal_actions(table.state)))


def seat_window(folder: SaveFolder, seat: int) -> PenguinTablesApp:
    table = Table.resume(folder, NAME)
    table.sit(SeatWindow(viewer=seat))
    return make_app(folder.path, start_table=table, bot_delay=0)


async def final_scores(pilot: Pilot[None], app: PenguinTablesApp) -> GameScreen:
    """Wait for the final scores (a round's summary is put away with Enter first)."""
    while not isinstance(app.screen, GameOverScreen):
        if getattr(getattr(app.screen, "board", None), "showing_summary", lambda: False)():
            await pilot.press("enter")
        await pilot.pause(0.02)
    screen = app.screen_stack[-2]
    assert isinstance(screen, GameScreen)
    return screen


def rematch_shown(app: PenguinTablesApp, finished_screen: GameScreen) -> GameScreen | None:
    screen = app.screen
    if isinstance(screen, GameScreen) and screen is not finished_screen:
        return screen
    return None


async def test_a_rematch_from_a_seat_window_stays_a_game_of_windows(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    finished(folder)
    ann, bob = seat_window(folder, 0), seat_window(folder, 1)
    async with ann.run_test(size=(80, 24)) as one, bob.run_test(size=(80, 24)) as two:
        bob_toasts = keep_every_toast(bob)
        old_ann, old_bob = await final_scores(one, ann), await final_scores(two, bob)
        await wait_for(one, lambda: "Rematch (m)" in screen_text(ann))
        await one.press("m")
        await wait_for(one, lambda: rematch_shown(ann, old_ann) is not None)
        await wait_for(two, lambda: rematch_shown(bob, old_bob) is not None)
        assert "A rematch began in another window." in bob_toasts
        mine, theirs = rematch_shown(ann, old_ann), rematch_shown(bob, old_bob)
        assert mine is not None and theirs is not None
        assert mine.table.save_name == theirs.table.save_name == REMATCH
        assert mine.table.window.viewer == 1 and theirs.table.window.viewer == 0  # rotated
        await wait_for(two, lambda: "Bob: Choose a card" in screen_text(bob))
        await wait_for(one, lambda: "Waiting for Bob" in screen_text(ann))
        assert "you are Ann" in screen_text(ann) and "you are Bob" in screen_text(bob)
        for app in (ann, bob):
            assert not any(isinstance(s, CurtainScreen) for s in app.screen_stack)
    assert sorted(folder.names()) == sorted([NAME, REMATCH])
