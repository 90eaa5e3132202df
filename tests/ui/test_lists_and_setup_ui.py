"""The lobby, setup and Resume list as a player meets them at 80x24 and 200x60."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.saves import SavesScreen
from penguin_tables.ui.screens.setup import SetupScreen
from tests.ui.conftest import lift_curtain, screen_text, wait_for

SIZES = [(80, 24), (200, 60)]


def saved_games(folder: SaveFolder) -> None:
    """A long Jewels game in progress and a finished Penguin Party, by players with long names."""
    names = ["Annabelle-Marie", "Bartholomew", "Cunegonde"]
    jewels = Table.start("jewels", [Seat(name=n) for n in names], seed=5)
    jewels.attach(folder)
    for _ in range(60):
        jewels.play(jewels.computer_action())
    party = Table.start("penguin-party", [Seat(name=n) for n in names[:2]], seed=5)
    party.attach(folder)
    while not party.is_over():
        party.play(party.computer_action())


@pytest.mark.parametrize("size", SIZES)
async def test_resume_list_keeps_status_on_screen_and_counts_moves(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    folder = SaveFolder(tmp_path)
    saved_games(folder)
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "Moves" in text and "Turn" not in text
        assert "in progress" in text and "finished" in text
        jewels = folder.summaries()[1]  # the Jewels game was saved first
        assert jewels.moves is not None and jewels.moves < jewels.turn
        # the highlighted save is shown in full under the list: the name `resume` takes
        newest = folder.summaries()[0]
        assert newest.label in text and "Bartholomew ·" in text
        lines = text.splitlines()
        assert all(len(line) <= size[0] for line in lines)


async def test_at_120_columns_a_jewels_save_leaves_the_save_column_on_the_list(
    tmp_path: Path,
) -> None:
    """The Jewels title and three long names took the room of the Save column; they are elided."""
    folder = SaveFolder(tmp_path)
    saved_games(folder)
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await pilot.pause()
        lines = screen_text(app).splitlines()
        header = next(line for line in lines if "Players" in line)
        assert "Save" in header and "Status" in header
        for row in folder.summaries():  # each whole, beside its (elided) title
            assert any(row.label in line and row.game_name[:6] in line for line in lines)
        assert all(len(line) <= 120 for line in lines)


async def test_an_empty_filter_says_what_is_missing(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    table.attach(folder)
    table.play(table.computer_action())
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await pilot.press("f", "f")  # all -> unfinished -> finished
        text = screen_text(app)
        assert "No finished games" in text and "No saved games yet" not in text
        await pilot.press("enter")  # nothing to resume: said on the status line
        assert "Nothing to resume: no finished games" in screen_text(app)
        await pilot.press("x")
        assert "The key x does nothing here" in screen_text(app)


async def test_enter_on_an_empty_folder_says_why(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        assert "No saved games yet" in screen_text(app)
        await pilot.press("d")
        assert "Nothing to delete" in screen_text(app)


async def test_a_save_the_folder_will_not_delete_is_kept_and_the_list_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = SaveFolder(tmp_path)
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    table.attach(folder)
    table.play(table.computer_action())

    def refuse(self: SaveFolder, name: str) -> None:  # CI runs as root: chmod would not stop it
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(SaveFolder, "delete", refuse)
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
        await pilot.press("d", "y")
        await wait_for(pilot, lambda: "Not deleted" in screen_text(app))
        assert isinstance(app.screen, SavesScreen) and app.is_running
        assert "read-only" in screen_text(app)
    assert len(folder.summaries()) == 1


async def test_lobby_explains_a_key_that_does_nothing(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("z")
        assert "The key z does nothing here" in screen_text(app)
        await pilot.press("down")
        assert "does nothing" not in screen_text(app)


@pytest.mark.parametrize("size", SIZES)
async def test_setup_shows_whole_option_labels_and_words_for_values(
    app: PenguinTablesApp, size: tuple[int, int]
) -> None:
    async with app.run_test(size=size) as pilot:
        for _ in range(2):
            await pilot.press("down")  # Penguin Party, Fistful, Frozen Shinies
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "Powers for 10, 11 and 12 (our design)" in text
        assert "On" in text and "True" not in text and "False" not in text


async def test_setup_option_set_to_off_reaches_the_game(app: PenguinTablesApp) -> None:
    from textual.widgets import Select

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "down", "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        app.screen.query_one("#opt-designed_powers", Select).value = False
        await pilot.press("ctrl+s")
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.table.envelope.options == {"designed_powers": False}


async def test_setup_says_why_start_did_nothing(app: PenguinTablesApp) -> None:
    from textual.widgets import Input

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        app.screen.query_one("#name-1", Input).value = "Player 1"
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, SetupScreen)
        assert "Players 1 and 2 have the same name" in screen_text(app)


async def test_frame_keys_that_cannot_be_used_say_why(tmp_path: Path) -> None:
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("o")
        await pilot.press("r")
        await pilot.pause()
        said = [note.message for note in app._notifications]
        assert "The final scores show when the game is over (o)." in said
        assert any(message.startswith("Nothing to redo") for message in said)


async def test_a_save_dated_without_a_zone_is_listed_as_refused_and_the_app_goes_on(
    tmp_path: Path,
) -> None:
    """Issue 43: a save whose `updated` had no time zone, beside a normal one, ended the app when
    the Resume list sorted them ("can't compare offset-naive and offset-aware datetimes")."""
    folder = SaveFolder(tmp_path)
    for seed, name in ((1, "normal"), (2, "naive")):
        table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=seed)
        table.attach(folder, name)
        table.play(table.computer_action())
    path = folder.file("naive")
    path.write_text(json.dumps({**json.loads(path.read_text()), "updated": "2024-01-01T00:00:00"}))
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.press("r")
        screen = app.screen
        assert isinstance(screen, SavesScreen)
        await wait_for(pilot, lambda: all(row.checked for row in screen.rows))
        await pilot.pause()
        assert app.is_running and [row.label for row in screen.rows] == ["normal", "naive"]
        await pilot.press("down")
        await wait_for(pilot, lambda: "updated: the date has no time zone" in screen_text(app))
        await pilot.press("up", "enter")
        await lift_curtain(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.table.save_name == "normal.json"


def test_the_resume_list_calls_a_link_a_link_not_damaged() -> None:
    from penguin_tables.session.saves import SaveSummary
    from penguin_tables.ui.screens.saves import status_word

    link = SaveSummary(
        "l.json",
        "?",
        [],
        0,
        None,
        False,
        problem="it is a link; saves are read only from plain files.",
    )
    broken = SaveSummary(
        "b.json", "?", [], 0, None, False, problem="it is not a Penguin Tables save."
    )
    assert status_word(link) == "✗ a link" and status_word(broken) == "✗ damaged"
