"""The screen leak harness: a screen shows the seat at the keyboard nothing hidden from it.

For every game, random games with two or three human seats: at every step the screen that the seat
to move sees is rendered, then rendered again from a state in which everything hidden from that
seat was re-dealt (`resample_hidden`). The two must be identical, character for character, at 80x24
and at 160x48. The replay of an unfinished game, which shows only what everyone saw, must not
change when any seat's secrets are re-dealt.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.engine.registry import GAMES
from penguin_tables.store import Seat, Table
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.registry import board_for, replay_screen
from tests.ui.conftest import screen_text

#: game id -> (players, options, steps checked per game); kept short: every step renders twice, and
#: the engines' views are checked at every step of thousands of games by `make soak`.
CASES: dict[str, list[tuple[int, dict[str, Any], int]]] = {
    "penguin-party": [(2, {}, 30), (3, {}, 24)],
    "yura-yura": [(2, {}, 24), (3, {}, 18)],
    "jewels": [(2, {"layout": "random"}, 30), (3, {}, 24)],
    "fistful": [(2, {"mode": "advanced"}, 30), (3, {"mode": "advanced"}, 30)],
    "frozen-shinies": [(2, {}, 30), (3, {"designed_powers": False}, 24)],
}
SIZES = [(80, 24), (160, 48)]


def seats(count: int) -> list[Seat]:
    return [Seat(name=f"Seat {i + 1}") for i in range(count)]


async def render(pilot: Any, screen: GameScreen) -> str:
    """The screen's text once it has settled (a loaded machine may need several frames)."""
    screen.redraw()
    await pilot.pause()
    text = screen_text(pilot.app)
    for _ in range(20):
        await pilot.pause(0.01)
        again = screen_text(pilot.app)
        if again == text:
            return text
        text = again
    return text


async def assert_same_after_resample(
    pilot: Any, screen: GameScreen, hidden_from: int, rng: random.Random
) -> None:
    """Render the screen, re-deal what `hidden_from` cannot see, render again: no difference."""
    table = screen.table
    state = table.state
    seen = await render(pilot, screen)
    table.state = table.game.resample_hidden(state, hidden_from, rng)
    try:
        again = await render(pilot, screen)
    finally:
        table.state = state
    assert again == seen, f"seat {hidden_from} sees something hidden from it at move {table.log}"


def cases() -> list[tuple[str, int, dict[str, Any], int]]:
    return [(g, n, o, s) for g, runs in CASES.items() for n, o, s in runs]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game_id", "players", "options", "steps"), cases())
async def test_live_screen_shows_only_the_seats_own_secrets(
    tmp_path: Path,
    game_id: str,
    players: int,
    options: dict[str, Any],
    steps: int,
    size: tuple[int, int],
) -> None:
    rng = random.Random(players * 100 + size[0])
    table = Table.start(game_id, seats(players), seed=rng.randrange(10**6), options=options)
    game = GAMES[game_id]
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        screen = GameScreen(table, board_for(game_id))
        await app.push_screen(screen)
        await pilot.pause()
        for _ in range(steps):
            seat = table.to_move()
            if seat is None:
                break
            screen.viewer = seat
            await assert_same_after_resample(pilot, screen, seat, rng)
            table.play(rng.choice(game.legal_actions(table.state)))
            screen.rewrite_log()


@pytest.mark.parametrize(("game_id", "players", "options", "steps"), cases())
async def test_replay_of_an_unfinished_game_shows_no_secret(
    tmp_path: Path, game_id: str, players: int, options: dict[str, Any], steps: int
) -> None:
    rng = random.Random(players)
    table = Table.start(game_id, seats(players), seed=rng.randrange(10**6), options=options)
    game = GAMES[game_id]
    for _ in range(steps // 2):
        if table.is_over():
            break
        table.play(rng.choice(game.legal_actions(table.state)))
    assert not table.envelope.finished
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = replay_screen(table.envelope)
        await app.push_screen(screen)
        await pilot.pause()
        assert "only what everyone at the table saw" in screen_text(app)
        assert screen.replay is not None
        for index in range(0, len(screen.replay), 3):
            screen.show_replay_step(index)
            for seat in range(players):
                await assert_same_after_resample(pilot, screen, seat, rng)
        await pilot.press("tab")  # no other hand to switch to
        assert screen.viewer is None
