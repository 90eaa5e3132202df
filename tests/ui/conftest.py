"""Shared helpers for driving the real app headless, as a player would with the keyboard."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from penguin_tables.ui.app import PenguinTablesApp, make_app


@pytest.fixture
def app(tmp_path: Path) -> PenguinTablesApp:
    return make_app(tmp_path / "saves", bot_delay=0)


def screen_text(app: PenguinTablesApp) -> str:
    """Everything the current screen shows, as plain text."""
    return "\n".join(line.text for line in app.screen._compositor.render_strips())  # type: ignore[attr-defined]


async def wait_for(pilot: object, condition: Callable[[], bool], tries: int = 100) -> None:
    """Let the app work until `condition` holds (a loaded machine may need several frames)."""
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.02)  # type: ignore[attr-defined]
    assert condition(), "the app never reached the expected state"
