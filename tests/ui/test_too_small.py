"""The too-small notice gives advice the player can follow where the app runs."""

from __future__ import annotations

import pytest

from penguin_tables.ui.app import PenguinTablesApp
from tests.ui.conftest import screen_text


async def test_a_small_terminal_is_told_how_to_quit(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        shown = screen_text(app)
        assert "needs 80x24" in shown and "Ctrl+Q quits" in shown


async def test_the_notice_can_be_read_when_the_app_starts_small(app: PenguinTablesApp) -> None:
    """It used to be drawn in the background's own colour when shown from the first frame."""
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        await pilot.pause(0.1)
        words = [
            segment.style
            for strip in app.screen._compositor.render_strips()
            for segment in strip
            if "too small" in segment.text
        ]
        assert words and all(
            style is not None and style.color != style.bgcolor for style in words
        ), words


async def test_a_small_browser_tab_is_told_to_zoom_out_not_to_press_ctrl_q(
    app: PenguinTablesApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `serve` runs the app with Textual's web driver, whose `is_web` is true.
    monkeypatch.setattr(PenguinTablesApp, "is_web", property(lambda self: True))
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        shown = " ".join(screen_text(app).split())
        assert "needs 80x24" in shown
        assert "enlarge the browser window or zoom out" in shown
        assert "Ctrl+Q" not in shown
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "zoom out" not in screen_text(app)  # the notice goes once the tab is big enough
