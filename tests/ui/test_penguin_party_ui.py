"""Penguin Party by keyboard: lobby, setup, curtain, rules pane, quit, resume and finish."""

from __future__ import annotations

from textual.pilot import Pilot

from penguin_tables.ui.app import PenguinTablesApp
from penguin_tables.ui.games.penguin_party import PenguinPartyBoard
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.help import HelpScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.saves import SavesScreen
from penguin_tables.ui.screens.setup import SetupScreen
from tests.ui.conftest import screen_text, wait_for


async def take_turn(pilot: Pilot[None]) -> None:
    """Lift the curtain if it is down, then play the first card on its first spot."""
    app = pilot.app

    def settled() -> bool:
        screen = app.screen
        if isinstance(screen, CurtainScreen | GameOverScreen):
            return True
        return isinstance(screen, GameScreen) and screen.is_my_turn()

    await wait_for(pilot, settled)
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")
    await pilot.press("enter")
    board = app.screen.query(PenguinPartyBoard).first() if is_party(app.screen) else None
    if board is not None and board.picking_spot():
        await pilot.press("enter")
    await pilot.pause()


def is_party(screen: object) -> bool:
    return isinstance(screen, GameScreen) and isinstance(screen.board, PenguinPartyBoard)


async def test_two_humans_play_quit_resume_and_finish(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(100, 30)) as pilot:
        assert isinstance(app.screen, LobbyScreen)
        assert "Penguin Party" in screen_text(app)
        await pilot.press("enter")
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert "Pass the keyboard to Player 1" in screen_text(app)
        assert "Round 1" not in screen_text(app)  # the curtain hides the table
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert "Player 1: choose a card" in screen_text(app)

        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "Table notes" in screen_text(app) or "Penguin Party" in screen_text(app)
        await pilot.press("escape")
        assert app.screen is screen

        for _ in range(4):
            await take_turn(pilot)
        assert len(screen.table.envelope.actions) == 4
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.press("q")
        assert isinstance(app.screen, LobbyScreen)

        await pilot.press("r")
        assert isinstance(app.screen, SavesScreen)
        assert "Player 1, Player 2" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        resumed = app.screen
        assert isinstance(resumed, GameScreen)
        assert len(resumed.table.envelope.actions) == 4

        for _ in range(200):
            if isinstance(app.screen, GameOverScreen):
                break
            await take_turn(pilot)
        assert isinstance(app.screen, GameOverScreen)
        assert resumed.table.is_over()
        assert "Final scores" in screen_text(app)
        await pilot.press("l")
        assert isinstance(app.screen, LobbyScreen)


async def test_against_the_computer_no_curtain_and_computer_moves(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#kind-1").value = "normal"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
        await take_turn(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await wait_for(
            pilot, lambda: len(screen.table.envelope.actions) == 2
        )  # the computer answered
        assert "Player 2" in screen.table.log[-1]


async def test_too_small_terminal_shows_a_notice(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert "needs 80x24" in screen_text(app)


async def test_names_are_shown_literally(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        setup = app.screen
        setup.query_one("#name-0").value = "[red]x"  # type: ignore[attr-defined]
        setup.query_one("#kind-1").value = "normal"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "[red]x" in screen_text(app)
