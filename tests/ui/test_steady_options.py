"""A list of choices resized in height only keeps its drawn rows (no second repaint); a change
of width still lays them out again, and the rows shown are right either way."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widgets.option_list import Option

from penguin_tables.ui.widgets.steady_options import SteadyOptionList
from tests.ui.conftest import screen_text


class ListApp(App[None]):
    def compose(self) -> ComposeResult:
        yield SteadyOptionList(*(Option(f"choice {n}") for n in range(4)))


async def test_a_height_change_keeps_the_rows_and_a_width_change_lays_them_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = ListApp()
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        rows = app.query_one(SteadyOptionList)
        cleared: list[bool] = []
        clear = rows._clear_caches

        def noting_clear() -> None:
            cleared.append(True)
            clear()

        monkeypatch.setattr(rows, "_clear_caches", noting_clear)
        rows.styles.height = 8
        await pilot.pause()
        assert rows.outer_size.height == 8 and cleared == []
        assert "choice 3" in screen_text(app)
        rows.styles.width = 20
        await pilot.pause()
        assert cleared == [True]
        assert "choice 3" in screen_text(app)
