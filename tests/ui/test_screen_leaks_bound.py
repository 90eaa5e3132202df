"""The screen leak harness, run per bound window: a window of one seat shows that seat's secrets
only, on every turn (its own and the others'), and a spectator's window shows none at all.

For every game, each seat gets a window of its own (`SeatWindow(viewer=seat)`) and one window
watches. Random moves are played through the table (another window's moves arrive as a table
change, as they do when following); after each, the bound window's whole screen is rendered, then
rendered again from a state in which everything hidden from its seat was re-dealt: the two must be
the same, character for character. A spectator's screen must not change when any seat's secrets
are re-dealt. No curtain is ever shown. Uses the harness's own renderer and re-deal check.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.session.seat_window import WATCHING, SeatWindow
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.registry import board_for
from tests.ui.test_screen_leaks import (
    CASES,
    SOAK,
    assert_same_after_resample,
    seats,
    toasts_stay_up,
)

__all__ = ["toasts_stay_up"]  # the harness's fixture: a toast stays up until taken down

#: Steps per window in `make test` (every seat's window, and a spectator's, for every game).
STEPS = 6


def bound_cases() -> list[object]:
    """`make test`: each game's first case (two or three seats), every window, a few steps;
    `make soak`: every case, each window for the harness's whole walk."""
    found: list[object] = []
    for game_id, runs in CASES.items():
        for i, (players, options, steps) in enumerate(runs):
            for window in [*range(players), None]:
                name = "watch" if window is None else f"seat{window + 1}"
                for short in (True, False):
                    found.append(
                        pytest.param(
                            game_id,
                            players,
                            options,
                            STEPS if short else steps,
                            window,
                            id=f"{game_id}-{players}p-{name}-{'short' if short else 'long'}",
                            marks=() if i == 0 and short else SOAK,
                        )
                    )
    return found


@pytest.mark.parametrize(("game_id", "players", "options", "steps", "window"), bound_cases())
async def test_a_bound_window_shows_only_its_seats_secrets(
    tmp_path: Path,
    game_id: str,
    players: int,
    options: dict[str, Any],
    steps: int,
    window: int | None,
) -> None:
    rng = random.Random(players * 31 + (window or 7))
    table = Table.start(game_id, seats(players), seed=rng.randrange(10**6), options=options)
    table.sit(WATCHING if window is None else SeatWindow(viewer=window))
    game = GAMES[game_id]
    app = make_app(tmp_path, bot_delay=0)
    app.animation_level = "none"  # a settling tower must not be caught at another frame
    async with app.run_test(size=(80, 24), notifications=True, tooltips=True) as pilot:
        screen = GameScreen(table, board_for(game_id), think_seconds=0.05)
        await app.push_screen(screen)
        for step in range(steps):
            if table.is_over():
                break
            assert screen.viewer == window and not isinstance(app.screen, CurtainScreen)
            if table.to_move() != window:  # another seat's turn: its decision is not shown
                assert screen.current_scene().decision is None
            hidden_from = step % players if window is None else window  # a spectator: anyone's
            await assert_same_after_resample(pilot, screen, hidden_from, rng)
            table.play(rng.choice(game.legal_actions(table.state)))
            screen.rewrite_log()
            screen.after_change()
        assert not isinstance(app.screen, CurtainScreen)
