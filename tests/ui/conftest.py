"""Shared helpers for driving the real app headless, as a player would with the keyboard."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen

from penguin_tables.engine.assets import rules_text
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.screens.game_screen import GameScreen as GameScreenLike


@pytest.fixture
def app(tmp_path: Path) -> PenguinTablesApp:
    return make_app(tmp_path / "saves", bot_delay=0)


def screen_text(app: App[Any]) -> str:
    """Everything the current screen shows, as plain text."""
    return "\n".join(line.text for line in app.screen._compositor.render_strips())


def on_top(app: App[Any], screen: Screen[Any]) -> bool:
    """Whether `screen` is the one shown now. Asked through a call: mypy would keep an earlier
    `isinstance(app.screen, ...)` for `app.screen is screen` (and narrow `screen` by it), though
    the screen changes as a test plays on."""
    return app.screen is screen


def showing(app: App[Any], text: str) -> Callable[[], bool]:
    """A condition for `wait_for`: the app's current screen shows `text`."""
    return lambda: text in screen_text(app)


#: Only a hang guard (seconds): every wait below ends as soon as its condition holds. It is counted
#: in seconds, not in frames: on a loaded machine (more test workers than cores, other work) a
#: computer's move may take many frames, and a frame count ran out before the move was made.
HANG_GUARD = 120.0


async def wait_for(
    pilot: Pilot[Any], condition: Callable[[], bool], seconds: float = HANG_GUARD
) -> None:
    """Let the app work until `condition` holds (a loaded machine may need several frames)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not condition():
        assert loop.time() < deadline, "the app never reached the expected state"
        await pilot.pause(0.02)


async def lift_curtain(pilot: Pilot[None]) -> None:
    """Wait for the curtain, a seated game screen or the game's end; lift the curtain if it is
    down."""
    from penguin_tables.ui.screens.curtain import CurtainScreen
    from penguin_tables.ui.screens.game_over import GameOverScreen
    from penguin_tables.ui.screens.game_screen import GameScreen

    await pilot.pause()
    loop = asyncio.get_running_loop()
    deadline = loop.time() + HANG_GUARD
    while loop.time() < deadline:
        current = pilot.app.screen
        if isinstance(current, CurtainScreen):
            await pilot.press("enter")
            return
        if isinstance(current, GameScreen) and current.viewer is not None:
            return
        if isinstance(current, GameOverScreen):  # a finished game has nobody to seat
            await pilot.wait_for_scheduled_animations()
            await pilot.pause(0.5)  # the screen beneath settles its keys and colours behind it
            return
        await pilot.pause(0.02)


async def start_from_lobby(
    pilot: Pilot[None], game_id: str, players: int, computers: tuple[int, ...] = ()
) -> None:
    """As a player: pick the game in the lobby, set the seats, start it, take the keyboard."""
    from textual.widgets import OptionList, Select

    from penguin_tables.ui.screens.setup import SetupScreen

    games = pilot.app.screen.query_one("#games", OptionList)
    while games.get_option_at_index(games.highlighted or 0).id != game_id:
        await pilot.press("down")
    await pilot.press("enter")
    setup = pilot.app.screen
    assert isinstance(setup, SetupScreen)
    setup.query_one("#count", Select).value = players
    for seat in computers:
        setup.query_one(f"#kind-{seat}", Select).value = "normal"
    await pilot.press("ctrl+s")
    await lift_curtain(pilot)


async def computers_done(pilot: Pilot[None], screen: GameScreenLike) -> None:
    """Let the computer players move until a person (or nobody) is to move."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + HANG_GUARD
    while screen.table.seat_is_computer(screen.table.to_move()):
        assert loop.time() < deadline, "the computer players never let a person move"
        await pilot.pause(0.01)
    await pilot.pause()


#: Lines of the real rules page a test's rules dialog shows when only the dialog matters: more than
#: a terminal holds, so its keys still scroll. Rendering a whole page costs up to about a CPU-second
#: (Jewels' is 40 kB); each game's whole page is opened in `make test` by
#: tests/robustness/test_sizes_and_names.py (Penguin Party's from the lobby there and in its own UI
#: test), and the lobby's rules are pictured by the snapshots.
RULES_LINES = 60


def shorter_rules_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules dialog shows the first RULES_LINES lines of the game's own page."""

    def first_lines(game_id: str) -> str:
        return "\n".join(rules_text(game_id).splitlines()[:RULES_LINES])

    monkeypatch.setattr("penguin_tables.ui.screens.help.rules_text", first_lines)


#: The words of every toast each app kept by `keep_every_toast` showed, in order.
_TOASTS: WeakKeyDictionary[App[Any], list[str]] = WeakKeyDictionary()


def keep_every_toast(app: App[Any]) -> list[str]:
    """Keep every toast's words (the list returned, also `toasts(app)`): a toast lasts a few
    seconds, which a loaded machine can spend between the news and the test's look at it (the
    news is shown all the same)."""
    shown = _TOASTS.setdefault(app, [])
    notify = app.notify

    def remembering(message: str, **kwargs: Any) -> None:
        shown.append(message)
        notify(message, **kwargs)

    # A spy on this one app for the rest of its test (mypy refuses assigning to a method).
    app.notify = remembering  # type: ignore[method-assign]
    return shown


def toasts(app: App[Any]) -> list[str]:
    """The words of every toast `app` showed since `keep_every_toast(app)`."""
    return _TOASTS[app]
