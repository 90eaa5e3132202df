"""A move that passes the keyboard draws the title, scoreboard and log once, for whoever sees
them next.

The screen drew the mover's whole view and then, in the same step, the view behind the curtain (or
the next seat's): no frame comes between the two, so only the board needs the mover's scene (it
may answer the move, as Frozen Shinies' steal notice does); redrawing the title, scoreboard and
log (rewritten twice when the mover's own lines differ from the spectator's) was wasted on the
slowest press of a turn.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from tests.ui.conftest import lift_curtain, on_top, wait_for


async def test_a_hand_over_behind_the_curtain_redraws_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        mover = screen.viewer
        drawn: list[tuple[int | None, bool]] = []
        redraw = GameScreen.redraw

        def counted(self: GameScreen) -> None:
            drawn.append((self.viewer, self._curtain_up))
            redraw(self)

        monkeypatch.setattr(GameScreen, "redraw", counted)
        moves = len(table.envelope.actions)
        while len(table.envelope.actions) == moves:
            drawn.clear()
            await pilot.press("enter")
            await pilot.pause()
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert drawn == [(None, True)]  # the spectator's view, drawn once behind the curtain
        assert screen.viewer is None and mover is not None
        await pilot.press("enter")  # Bob lifts the curtain: his view, drawn once
        await wait_for(pilot, lambda: on_top(app, screen) and screen.viewer is not None)
        assert screen.viewer != mover


async def test_a_pick_within_a_turn_leaves_the_scoreboard_alone(tmp_path: Path) -> None:
    """A Rich table is never equal to another: the scoreboard was built, measured and repainted
    at every pick. Now it is built only when what it shows changes."""
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        scoreboard = app.screen.query_one("#scoreboard", Static)
        shown = scoreboard.content
        moves = len(table.envelope.actions)
        await pilot.press("enter")  # a card: its spot is still to choose
        await pilot.pause()
        assert len(table.envelope.actions) == moves
        assert scoreboard.content is shown
        await pilot.press("enter")  # the spot: the move reaches the table, the mover changes
        await wait_for(pilot, lambda: scoreboard.content is not shown)


async def test_every_hand_over_shows_the_same_curtain_with_the_next_name(tmp_path: Path) -> None:
    """The curtain is made once and kept: a new one was composed and laid out three times at
    every hand-over. It still names the seat the keyboard passes to."""
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        curtains: list[tuple[object, str]] = []
        for _ in range(3):
            await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))
            message = app.screen.query_one("#curtain-message", Static)
            curtains.append((app.screen, str(message.render())))
            await lift_curtain(pilot)
            moves = len(table.envelope.actions)
            while len(table.envelope.actions) == moves:
                await pilot.press("enter")
                await pilot.pause()
        assert len({id(screen) for screen, _ in curtains}) == 1
        assert ["Ann" in words for _, words in curtains] == [True, False, True]
        assert ["Bob" in words for _, words in curtains] == [False, True, False]
