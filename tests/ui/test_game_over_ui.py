"""The game over dialog: Enter puts it away and shows the final table; a rematch has its own key."""

from __future__ import annotations

from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from tests.ui.conftest import on_top, screen_text, wait_for
from tests.ui.test_undo_and_replay_ui import versus_computer


async def test_enter_on_the_game_over_dialog_never_starts_a_rematch(tmp_path: object) -> None:
    """Enter (pressed to put the dialog away) shows the final table; Tab cannot move it onto
    Rematch; the rematch takes its own key, `m`, named on its button."""
    table = versus_computer(seed=5)
    table.seats[0].kind = "computer"
    while not table.is_over():
        table.play(table.computer_action())
    table.seats[0].kind = "human"
    app = make_app(str(tmp_path), start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        screen = app.screen_stack[-2]
        assert isinstance(screen, GameScreen)
        await wait_for(pilot, lambda: "Final scores" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: not isinstance(app.screen, GameOverScreen))
        assert on_top(app, screen) and screen.table is table  # the finished game, no new one
        await pilot.press("o")
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("tab", "tab", "enter")
        await wait_for(pilot, lambda: on_top(app, screen))
        assert screen.table is table
        await pilot.press("o")
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await wait_for(pilot, lambda: "Rematch (m)" in screen_text(app))
        assert "Board (Enter)" in screen_text(app)
        await pilot.press("m")
        await wait_for(
            pilot, lambda: isinstance(app.screen, GameScreen) and app.screen is not screen
        )
        rematch = app.screen
        assert isinstance(rematch, GameScreen) and not rematch.table.is_over()
