"""Undo and redo by keys, the reason shown when undo is refused, and the replay viewer."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.store.replay import replay_states
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.replay_screen import ReplayScreen
from penguin_tables.ui.screens.saves import SavesScreen
from penguin_tables.ui.widgets.game_log import GameLog
from penguin_tables.ui.widgets.replay_bar import ReplayBar
from tests.ui.conftest import lift_curtain, screen_text, wait_for


def versus_computer(seed: int = 4) -> Table:
    return Table.start(
        "penguin-party", [Seat(name="Ann"), Seat(name="Bob", kind="computer")], seed=seed
    )


async def test_undo_and_redo_by_keys(tmp_path: object) -> None:
    app = make_app(str(tmp_path), start_table=versus_computer(), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        start = screen.table.game.dump(screen.table.state)
        await pilot.press("enter", "enter")
        await wait_for(pilot, lambda: len(screen.table.envelope.actions) == 2)
        after = screen.table.game.dump(screen.table.state)
        await pilot.press("u")
        assert screen.table.game.dump(screen.table.state) == start
        assert screen.table.log == []
        await pilot.press("r")
        assert screen.table.game.dump(screen.table.state) == after
        assert "Bob" in screen_text(app)


async def test_refused_undo_says_why(tmp_path: object) -> None:
    app: PenguinTablesApp = make_app(str(tmp_path), start_table=versus_computer(), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("u")  # nothing to undo yet
        await pilot.pause()
        messages = [n.message for n in app._notifications]
        assert any(m.startswith("Cannot undo: there is nothing to undo") for m in messages)


async def test_finished_game_replays_from_the_lobby(tmp_path: object) -> None:
    table = versus_computer(seed=9)
    table.seats[0].kind = "computer"
    while not table.is_over():
        table.play(table.computer_action())
    app = make_app(str(tmp_path), bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        table.attach(app.folder)
        table.save()
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("r")
        assert isinstance(app.screen, SavesScreen)
        await pilot.press("f")  # unfinished only: the finished game disappears
        assert "No unfinished games" in screen_text(app)
        await pilot.press("f")  # finished only
        await pilot.press("p")
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen)
        bar = viewer.query_one(ReplayBar)
        assert "step   0" in screen_text(app)
        await pilot.press("right", "right")
        assert bar.index == 2
        after_two = replay_states(table.game, table.envelope)[2]
        assert viewer.board.scene is not None
        assert viewer.board.scene.view == table.game.view(after_two, viewer.viewer)
        await pilot.press("end")
        assert viewer.replay.is_over(bar.index)
        assert not isinstance(app.screen, GameOverScreen)
        await pilot.press("home")
        assert bar.index == 0
        await pilot.press("q")
        assert isinstance(app.screen, SavesScreen)


async def test_after_the_game_players_can_look_at_the_board(tmp_path: object) -> None:
    table = versus_computer(seed=5)
    table.seats[0].kind = "computer"
    while not table.is_over():
        table.play(table.computer_action())
    table.seats[0].kind = "human"
    app = make_app(str(tmp_path), start_table=table, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("b")
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
        text = screen_text(app)
        assert "Game over" in text
        assert "Undo" not in text.splitlines()[-1]  # nothing to take back once it is over
        assert "Final scores" in text.splitlines()[-1]
        await pilot.press("o")
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))


async def test_old_log_lines_wrap_again_after_a_resize(tmp_path: Path) -> None:
    """Issue 23: after a resize, old log lines kept the breaks they had at the old width."""

    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    for _ in range(4):
        table.play(table.computer_action())
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        log = app.screen.query_one(GameLog)
        await wait_for(pilot, lambda: len(log.lines) > 0)
        narrow = len(log.lines)
        await pilot.resize_terminal(200, 50)
        await wait_for(pilot, lambda: len(log.lines) < narrow)
        first = table.log[0]
        assert first in [strip.text.rstrip() for strip in log.lines]


async def replay_from_the_resume_list(
    pilot: Pilot[None], app: PenguinTablesApp, table: Table
) -> None:
    """Save `table` in the app's folder, then open its replay as a player would: `r`, then `p`."""
    table.attach(app.folder)
    table.save()
    await pilot.press("r")
    await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
    await pilot.press("p")
    await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))


async def test_the_replay_of_an_unfinished_game_says_hands_are_hidden(tmp_path: Path) -> None:
    """Issue 23: it said "(no cards in hand)" while the scoreboard said 14 cards."""
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    for _ in range(2):
        table.play(table.computer_action())
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await replay_from_the_resume_list(pilot, app, table)
        text = screen_text(app)
        assert "(no cards in hand)" not in text
        assert "hands are hidden until the game is over" in text


async def test_after_tab_the_arrows_still_step_the_replay(tmp_path: Path) -> None:
    """In an unfinished game's replay (no other hand to show) Tab moved the focus to the board,
    and the arrow keys moved the board's cursor instead of the replay."""
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    for _ in range(4):
        table.play(table.computer_action())
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await replay_from_the_resume_list(pilot, app, table)
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("right", "tab", "tab", "right", "right")
        await pilot.pause()
        assert screen.index == 3
        await pilot.press("left")
        await pilot.pause()
        assert screen.index == 2


async def test_the_replay_footer_fits_80_columns(tmp_path: Path) -> None:
    """Issue 23: at 80x24 the replay's footer lost its last key ("q Lobby")."""
    table = versus_computer(seed=9)
    table.seats[0].kind = "computer"
    while not table.is_over():
        table.play(table.computer_action())
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await replay_from_the_resume_list(pilot, app, table)
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Step" in footer and "Other hand" in footer and "q Lobby" in footer
