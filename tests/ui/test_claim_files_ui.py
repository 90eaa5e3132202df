"""The Resume list beside claim files: only saves are listed, and deleting a save by keys takes
the claim files nobody holds along with it."""

from __future__ import annotations

import os
from pathlib import Path

from textual.widgets import DataTable

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.seat_claims import claim_file, claim_seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.saves import SavesScreen
from tests.ui.conftest import screen_text, wait_for

SAVE = "duel.json"


async def test_the_resume_list_shows_the_save_alone_and_delete_cleans_up(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    table.attach(folder, SAVE)
    table.save()
    held = claim_seat(tmp_path, SAVE, 0)  # Ann plays in another window
    claim_file(tmp_path, SAVE, 1).touch()  # Bob's window crashed
    folder.claim_file(SAVE, "computer").touch()
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await wait_for(pilot, lambda: "duel" in screen_text(app))
        text = screen_text(app)
        assert ".lock" not in text and "ignored" not in text
        assert app.screen.query_one(DataTable).row_count == 1
        await pilot.press("d", "y")
        await wait_for(pilot, lambda: not (tmp_path / SAVE).exists())
    assert sorted(os.listdir(tmp_path)) == [claim_file(tmp_path, SAVE, 0).name]  # Ann's, held
    held.release()
    assert os.listdir(tmp_path) == []
