"""A monkey at the keyboard: seeded random key presses on the lobby and every game screen.

Nothing may raise; afterwards the game still obeys its rules and its save still loads.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app
from tests.ui.conftest import shorter_rules_pages

KEYS = [
    "up", "down", "left", "right", "enter", "enter", "enter", "escape", "tab", "space",
    "question_mark", "u", "r", "q", "a", "b", "c", "d", "s", "p", "1", "2", "3", "home", "end",
]  # fmt: skip
PRESSES = 40
#: `make soak`'s monkeys press this many keys (and every game meets both seatings).
SOAK_PRESSES = 400


@pytest.fixture(autouse=True)
def short_rules(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """`make test`'s monkeys open a shorter rules page (only the keys matter here: each game's
    whole page is opened by tests/robustness/test_sizes_and_names.py); `make soak`'s open the
    whole pages."""
    if request.node.get_closest_marker("soak") is None:
        shorter_rules_pages(monkeypatch)


def monkeys() -> list[object]:
    """`make test`: each game once, the seatings alternating between games (one person against the
    computer, or two people handing over); `make soak`: the other seating, and long runs of both."""
    cases: list[object] = []
    for index, game_id in enumerate(GAMES):
        for humans in (1, 2):
            sampled = humans == 1 + index % 2
            marks = () if sampled else pytest.mark.soak
            cases.append(pytest.param(game_id, humans, PRESSES, marks=marks))
            cases.append(pytest.param(game_id, humans, SOAK_PRESSES, marks=pytest.mark.soak))
    return cases


def table_for(game_id: str, humans: int) -> Table:
    game = GAMES[game_id]
    count = max(2, game.min_players)
    seats = [
        Seat(name=f"P{i + 1}", kind="human" if i < humans else "computer") for i in range(count)
    ]
    return Table.start(game_id, seats, seed=17)


@pytest.mark.parametrize(("game_id", "humans", "presses"), monkeys())
async def test_random_keys_never_break_a_game(
    tmp_path: Path, game_id: str, humans: int, presses: int
) -> None:
    table = table_for(game_id, humans)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    app.animation_level = "none"  # settling pictures only repaint; their own tests play them
    rng = random.Random(f"{game_id}/{humans}")
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(presses):
            await pilot.press(rng.choice(KEYS))
        await pilot.pause()
    assert table.save_name is not None
    resumed = Table.resume(app.folder, table.save_name)  # the monkey may have resumed it anew
    resumed.game.check_invariants(resumed.state)
    assert len(resumed.envelope.actions) >= len(table.envelope.actions) or resumed.envelope.redo


async def test_random_keys_never_break_the_lobby(tmp_path: Path) -> None:
    app = make_app(tmp_path, bot_delay=0)
    rng = random.Random("lobby")
    keys = [k for k in KEYS if k != "q"] + ["n", "ctrl+s", "f", "delete", "y"]
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(PRESSES):
            await pilot.press(rng.choice(keys))
        await pilot.pause()
    for row in app.folder.summaries():
        assert row.problem is None
