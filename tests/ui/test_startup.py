"""The lobby opens without the save format, the engines or pydantic (issue 12: start-up time).

Each check runs in a fresh interpreter: this test process has long since imported everything.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import penguin_tables

ROOT = Path(penguin_tables.__file__).resolve().parent.parent

#: Modules the lobby must not load: they belong to reading saves and playing games.
HEAVY = ("pydantic", "pydantic_core", "pymunk", "penguin_tables.store", "penguin_tables.games")
HEAVY_TOO = ("penguin_tables.engine.game", "penguin_tables.ui.screens.game_screen")

#: Builds the app the way `how` says, shows the lobby headless, moves to the next game (its
#: description comes from the rules page) and reports the screen and every module loaded.
SHOW_LOBBY = """
import asyncio, json, sys
from penguin_tables.ui.app import PenguinTablesApp, make_app

async def show(app):
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
        shown.append(type(app.screen).__name__)
        shown.append(str(app.screen.query_one("#game-blurb").render()))

shown = []
if sys.argv[1] == "cli":
    from penguin_tables import cli

    PenguinTablesApp.run = lambda self: asyncio.run(show(self))
    cli.main(["--saves", sys.argv[2]])
else:
    asyncio.run(show(make_app(sys.argv[2])))
print(json.dumps({"shown": shown, "modules": sorted(sys.modules)}))
"""


def lobby_start(how: str, saves: Path) -> dict[str, list[str]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", SHOW_LOBBY, how, str(saves)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
        timeout=120,
    )
    report: dict[str, list[str]] = json.loads(done.stdout.splitlines()[-1])
    return report


@pytest.mark.parametrize("how", ["make_app", "cli"])
def test_the_lobby_loads_no_store_engine_or_pydantic(how: str, tmp_path: Path) -> None:
    report = lobby_start(how, tmp_path / "saves")
    screen, blurb = report["shown"]
    assert screen == "LobbyScreen"
    assert "Fistful" in blurb  # the second game, described from its rules page
    loaded = [
        name
        for name in report["modules"]
        if name in HEAVY_TOO or any(name == h or name.startswith(h + ".") for h in HEAVY)
    ]
    assert loaded == []
    assert not (tmp_path / "saves").exists()  # nothing was read or written to show the lobby
