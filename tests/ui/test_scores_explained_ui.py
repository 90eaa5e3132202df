"""The game over explains the scores (issue 41): every part of every score, why the winner won,
and a table that scrolls rather than push the buttons off an 80x24 screen."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from textual.containers import VerticalScroll

from penguin_tables.session.saves import Seat
from penguin_tables.session.table import Table
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.game_over import GameOverScreen
from tests.ui.conftest import screen_text, wait_for

NAMES = ["Ann", "Bo", "Cy", "Dee", "Eve"]


def finished(game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> Table:
    """A table played to its end by seeded random moves, every seat human."""
    seats = [Seat(name=name) for name in NAMES[:players]]
    table = Table.start(game, seats, seed=seed, options=options)
    rng = random.Random(seed)
    while not table.is_over():
        table.play(rng.choice(table.game.legal_actions(table.state)))
    return table


def flat(text: str) -> str:
    """Screen text as one line of words: borders gone, wrapped lines joined."""
    return " ".join(text.replace("█", " ").replace("│", " ").replace("┃", " ").split())


@pytest.mark.parametrize(
    ("game", "players", "seed", "shown"),
    [
        ("jewels", 3, 1, ["Guild", "Objective cards", "+2 per guild match", "Emperor's Thanks"]),
        ("fistful", 3, 2, ["Starting money", "Squirrels (paid)"]),
        ("frozen-shinies", 3, 1, ["Cards in hand", "Fish (1st tie-break)"]),
        ("penguin-party", 3, 4, ["Round 1", "Round 2", "Round 3"]),
        ("yura-yura", 3, 1, ["Cards left in hand", "Broke the iceberg"]),
    ],
)
async def test_the_final_scores_show_each_part_and_why_the_winner_won(
    game: str, players: int, seed: int, shown: list[str], tmp_path: Path
) -> None:
    table = finished(game, players, seed)
    outcome = table.outcome()
    app = make_app(str(tmp_path), start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await wait_for(pilot, lambda: "Board (Enter)" in screen_text(app))
        text = flat(screen_text(app))
        assert " ".join(outcome.why.split()) in text
        assert all(label in text for label in shown), text
        labels = {part.label for parts in outcome.parts for part in parts}
        assert all(label in text for label in labels), text
        for seat in table.seats:
            assert seat.name in text
        assert "Score" in text and "★" in text


async def test_a_long_breakdown_scrolls_and_keeps_the_buttons_in_sight(tmp_path: Path) -> None:
    table = finished("fistful", 5, 3, {"mode": "advanced"})  # dice sold and bought: ten rows
    app = make_app(str(tmp_path), start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        screen = app.screen
        breakdown = screen.query_one("#breakdown", VerticalScroll)
        await wait_for(pilot, lambda: breakdown.max_scroll_y > 0)
        assert "Board (Enter)" in screen_text(app) and "Lobby (l)" in screen_text(app)
        await pilot.press("pagedown")
        await wait_for(pilot, lambda: breakdown.scroll_y == breakdown.max_scroll_y)
        assert "Score" in flat(screen_text(app))
        assert "Board (Enter)" in screen_text(app)


async def test_at_120x40_the_whole_breakdown_fits(tmp_path: Path) -> None:
    table = finished("fistful", 5, 3, {"mode": "advanced"})
    app = make_app(str(tmp_path), start_table=table, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        breakdown = app.screen.query_one("#breakdown", VerticalScroll)
        await wait_for(pilot, lambda: "Board (Enter)" in screen_text(app))
        await pilot.pause(0.1)
        assert breakdown.max_scroll_y == 0
        text = flat(screen_text(app))
        assert "Starting money" in text and "Score" in text
