"""Pictures of every screen, compared with SVGs a person reviewed (pytest-textual-snapshot).

Each game at 80x24 and 160x48: the start, the middle of a game, a decision in progress and the end;
plus the lobby, setup, the Resume list and the rules pane. Positions come from fixed seeds and fixed
moves, so a changed picture means a changed screen. Update with `pytest --snapshot-update` after
looking at the new SVGs.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.search import COMPUTERS
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app
from tests.ui.conftest import lift_curtain

SIZES = {"80x24": (80, 24), "160x48": (160, 48)}
PLAYERS = {"fistful": 2, "frozen-shinies": 3, "jewels": 2, "penguin-party": 3, "yura-yura": 2}
MIDDLE = {"fistful": 12, "frozen-shinies": 30, "jewels": 40, "penguin-party": 14, "yura-yura": 12}
FIXED_TIME = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves carry the time they were written; pictures must not."""
    monkeypatch.setattr("penguin_tables.store.envelope.now", lambda: FIXED_TIME)
    monkeypatch.setattr("penguin_tables.store.folder.now", lambda: FIXED_TIME)
    monkeypatch.setattr("penguin_tables.ui.screens.saves.now", lambda: FIXED_TIME)  # "today"


def table_at(game_id: str, position: str) -> Table:
    """A seeded table with every seat human, at the start, the middle or the end of a game."""
    count = PLAYERS[game_id]
    table = Table.start(game_id, [Seat(name=f"Player {i + 1}") for i in range(count)], seed=11)
    rng = random.Random(5)
    game, computer = GAMES[game_id], COMPUTERS[game_id]
    steps = {"start": 0, "middle": MIDDLE[game_id], "decision": MIDDLE[game_id]}.get(position)
    for _ in range(steps if steps is not None else 100_000):
        if table.is_over():
            break
        if position == "end":
            table.play(computer.own_move(table.state, computer.levels[-1], rng))
        else:
            table.play(rng.choice(game.legal_actions(table.state)))
    return table


async def settle(pilot: Pilot[None]) -> None:
    await lift_curtain(pilot)
    await pilot.pause(0.1)


async def first_pick(pilot: Pilot[None]) -> None:
    """Take the first open choice of the decision, so a decision is shown in progress."""
    from penguin_tables.ui.screens.game_screen import GameScreen

    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen)
    scene = screen.current_scene()
    if scene.decision is not None and scene.decision.choices and not scene.decision.many:
        screen.board.pick(scene.decision.choices[0].key)
    await pilot.pause(0.1)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("position", ["start", "middle", "decision", "end"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_game_screens(
    snap_compare: Any, tmp_path: Path, game_id: str, position: str, size: str
) -> None:
    table = table_at(game_id, position)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    before = first_pick if position == "decision" else settle
    assert snap_compare(app, terminal_size=SIZES[size], run_before=before)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize(
    ("name", "keys"),
    [("lobby", []), ("setup", ["enter"]), ("rules", ["question_mark"]), ("resume", ["r"])],
)
def test_other_screens(
    snap_compare: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    name: str,
    keys: list[str],
    size: str,
) -> None:
    monkeypatch.chdir(tmp_path)  # the Resume list names its folder: the same in every run
    app = make_app(Path("saves"), bot_delay=0)
    if name == "resume":
        for minutes, game_id in enumerate(("penguin-party", "jewels")):
            table = table_at(game_id, "middle")
            table.attach(app.folder, f"{game_id}-sample")
            table.envelope.updated = FIXED_TIME.replace(minute=minutes)
            table.save()

    async def wait(pilot: Pilot[None]) -> None:
        await pilot.pause(0.2)

    assert snap_compare(app, press=keys, terminal_size=SIZES[size], run_before=wait)
