"""Every screen renders at small, usual, large and huge sizes; odd names show literally."""

from __future__ import annotations

from pathlib import Path

import pytest

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.game_screen import GameScreen
from tests.ui.conftest import screen_text

SIZES = [(40, 12), (80, 24), (120, 40), (300, 100)]
ODD_NAMES = ["[red]x[/]", "Pingu 🐧🐧", "פינגווין", "A" * 20, "[bold]"]


def start(game_id: str, names: list[str]) -> Table:
    game = GAMES[game_id]
    count = max(2, min(game.max_players, len(names)))
    seats = [Seat(name=names[i], kind="human" if i == 0 else "computer") for i in range(count)]
    return Table.start(game_id, seats, seed=2)


#: `make test`'s size for each game: every size is seen, and every game but Penguin Party opens its
#: whole rules page here (the other tests that open a rules dialog show its first lines; Penguin
#: Party's whole page opens in its own UI test and from the lobby at every size below).
SAMPLED_SIZE = {
    "penguin-party": (40, 12),
    "fistful": (300, 100),
    "frozen-shinies": (120, 40),
    "jewels": (80, 24),
    "yura-yura": (80, 24),
}


def game_sizes() -> list[object]:
    """`make test`: each game at its SAMPLED_SIZE (every board is drawn at its other sizes by its
    own UI tests); `make soak`: every game at every size."""
    return [
        pytest.param(
            game_id,
            size,
            id=f"{game_id}-{size[0]}x{size[1]}",
            marks=() if size == SAMPLED_SIZE[game_id] else pytest.mark.soak,
        )
        for game_id in GAMES
        for size in SIZES
    ]


@pytest.mark.parametrize(("game_id", "size"), game_sizes())
async def test_game_screens_render_at_every_size(
    tmp_path: Path, game_id: str, size: tuple[int, int]
) -> None:
    app = make_app(tmp_path, start_table=start(game_id, ["Ann", "Bob"]), bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        text = screen_text(app)
        if size[0] < 80 or size[1] < 24:
            assert "needs 80x24" in text
        else:
            assert GAMES[game_id].title in text
            await pilot.press("question_mark")
            await pilot.pause()
            assert screen_text(app)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_lobby_setup_and_saves_render_at_every_size(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        for key in ("enter", "escape", "r", "escape", "question_mark", "escape"):
            await pilot.press(key)
            await pilot.pause()
            assert screen_text(app)


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_odd_names_render_literally(tmp_path: Path, game_id: str) -> None:
    table = start(game_id, ODD_NAMES)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        text = screen_text(app)
        for name in [seat.name for seat in table.seats]:
            if name.isascii():
                assert name in text
        assert "[red]x[/]" in text


def test_names_longer_than_twenty_characters_are_refused() -> None:
    with pytest.raises(ValueError):
        Seat(name="A" * 21)
