"""A 20-character name (the longest setup allows) shows whole in every board's scoreboard at
80x24: a name too long for its column folds onto the next line, never cut to `ABCDEFGH…`."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app
from tests.ui.conftest import lift_curtain, screen_text

LONG = "ABCDEFGHIJKLMNOPQRST"


def name_in(lines: list[str]) -> str:
    """The long name as drawn: its first part, then what folds under it in the same column."""
    for row, line in enumerate(lines):
        column = line.find(LONG[:6])
        if column < 0:
            continue
        drawn = ""
        for below in lines[row:]:
            drawn += below[column:].split(" ")[0]
            if len(drawn) >= len(LONG) or not below[column:].strip():
                break
        return drawn
    return ""


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_twenty_character_name_shows_whole_in_the_scoreboard(
    tmp_path: Path, game_id: str
) -> None:
    seats = [Seat(name=LONG), Seat(name="Bob"), Seat(name="Wilhelmina Cattermol")]
    table = Table.start(game_id, seats, seed=11)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        await pilot.pause()
        region = app.screen.query_one("#scoreboard", Static).region
        lines = [
            line[region.x : region.right]
            for line in screen_text(app).splitlines()[region.y : region.bottom]
        ]
        assert name_in(lines) == LONG, "\n".join(lines)
        assert "…" not in "".join(lines)
