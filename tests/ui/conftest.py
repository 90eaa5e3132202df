"""Shared helpers for driving the real app headless, as a player would with the keyboard."""

from __future__ import annotations

from pathlib import Path

import pytest

from penguin_tables.ui.app import PenguinTablesApp, make_app


@pytest.fixture
def app(tmp_path: Path) -> PenguinTablesApp:
    return make_app(tmp_path / "saves", bot_delay=0)


def screen_text(app: PenguinTablesApp) -> str:
    """Everything the current screen shows, as plain text."""
    return "\n".join(line.text for line in app.screen._compositor.render_strips())  # type: ignore[attr-defined]
