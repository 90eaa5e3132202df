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

from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from tests.ui.conftest import lift_curtain, wait_for


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
        await wait_for(pilot, lambda: app.screen is screen and screen.viewer is not None)
        assert screen.viewer != mover
