"""One name rule at every door: the rule itself, the setup screen, `new --players`, loaded saves.

Every refusal names the seat and the reason and shows the name with its control characters
escaped; every printable name, markup brackets included, is accepted as it is.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widgets import Input

from penguin_tables import cli
from penguin_tables.cli import dispatch
from penguin_tables.engine.errors import BadOptions
from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.errors import BadSave
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.setup import SetupScreen
from tests.robustness.hostile import ESC, MARKUP, REFUSED, edit_save
from tests.ui.conftest import lift_curtain, screen_text, wait_for

REFUSED_IDS = list(REFUSED)
REFUSED_CASES = list(REFUSED.values())


# ----- the engine and the seat ------------------------------------------------------------------
@pytest.mark.parametrize(("name", "why"), REFUSED_CASES, ids=REFUSED_IDS)
def test_a_game_never_starts_with_a_bad_name(name: str, why: str) -> None:
    with pytest.raises(BadOptions, match="Player 2's name"):
        GAMES["penguin-party"].new_game(["Ann", name], seed=1)
    with pytest.raises(ValueError, match=why):
        Seat(name=name)


# ----- the command line ---------------------------------------------------------------------------
#: A blank item in `--players` is left out (`Ann,,Bob` is two players), so blank is not a case.
CLI_CASES = {key: case for key, case in REFUSED.items() if case[0].strip()}


@pytest.mark.parametrize(("name", "why"), list(CLI_CASES.values()), ids=list(CLI_CASES))
def test_new_refuses_a_bad_name_with_a_message(
    name: str,
    why: str,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(dispatch, "play", lambda *args, **kwargs: 0)  # were it taken: no app here
    argv = ["--saves", str(tmp_path), "new", "penguin-party", "--players", f"Ann,{name},Cy"]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert "Player 2's name" in err and why in err
    assert ESC not in err and "\u202e" not in err
    assert not any(tmp_path.iterdir()), "nothing was saved"


def test_new_takes_markup_names_as_they_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[Table] = []
    monkeypatch.setattr(
        dispatch, "play", lambda saves, start_table=None, **_: started.append(start_table)
    )
    players = ",".join(MARKUP)
    assert cli.main(["--saves", str(tmp_path), "new", "penguin-party", "--players", players]) in (
        0,
        None,
    )
    (table,) = started
    assert [seat.name for seat in table.seats] == MARKUP


# ----- loaded saves -------------------------------------------------------------------------------
def saved(folder: SaveFolder, names: list[str]) -> Path:
    table = Table.start("penguin-party", [Seat(name=n) for n in names], seed=4)
    table.attach(folder)
    table.play(table.computer_action())
    assert table.save_name is not None
    return folder.file(table.save_name)


@pytest.mark.parametrize(("name", "why"), REFUSED_CASES, ids=REFUSED_IDS)
def test_a_save_edited_to_hold_a_bad_name_is_refused_with_the_reason(
    name: str, why: str, tmp_path: Path
) -> None:
    folder = SaveFolder(tmp_path)
    path = saved(folder, ["Ann", "Bob"])
    edit_save(path, "Bob", name)
    before = path.read_bytes()
    with pytest.raises(BadSave) as refused:
        folder.read(path.name)
    assert "Player 2's name" in refused.value.reason and why in refused.value.reason
    assert refused.value.reason.isprintable()
    (summary,) = folder.summaries()
    assert summary.problem == refused.value.reason
    assert path.read_bytes() == before, "a refused save is never changed"


def test_a_save_edited_to_hold_markup_names_loads_them_as_they_are(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    path = saved(folder, ["Ann", "Bob"])
    edit_save(path, "Bob", "[@click=app.quit]Y")
    edit_save(path, "Ann", "[/]")
    table = Table.resume(folder, path.name)
    assert [seat.name for seat in table.seats] == ["[/]", "[@click=app.quit]Y"]


def test_a_computer_level_in_a_save_is_a_word_never_free_text(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    path = saved(folder, ["Ann", "Bob"])
    data = json.loads(path.read_text())
    data["seats"][1].update(kind="computer", level="[@click=app.quit]\x1b[2J")
    path.write_text(json.dumps(data))
    with pytest.raises(BadSave, match=r"seats\.1\.level"):
        folder.read(path.name)


def test_a_save_with_a_broken_seat_list_is_still_refused_cleanly(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    path = saved(folder, ["Ann", "Bob"])
    data = json.loads(path.read_text())
    data["seats"] = [{"name": 7}, "Bob"]
    path.write_text(json.dumps(data))
    with pytest.raises(BadSave, match="fields are missing or wrong"):
        folder.read(path.name)


# ----- the setup screen ---------------------------------------------------------------------------
async def open_setup(pilot: Pilot[None], app: PenguinTablesApp) -> SetupScreen:
    await pilot.press("enter")
    # The form once mounted, not only its screen: under load the screen is pushed frames before
    # its fields exist, and its mount focuses the first field (a name field focused before that
    # loses the focus, and the keys typed into it, to the form's own).
    await wait_for(
        pilot,
        lambda: isinstance(app.screen, SetupScreen) and app.screen.focused is not None,
    )
    setup = app.screen
    assert isinstance(setup, SetupScreen)
    return setup


async def type_name(pilot: Pilot[None], setup: SetupScreen, seat: int, name: str) -> None:
    """Click into a seat's name field and type `name` key by key, as a player would."""
    setup.query_one(f"#name-{seat}", Input).focus()
    await pilot.press(*name)


async def test_setup_fields_start_empty_so_a_typed_name_needs_no_deleting(tmp_path: Path) -> None:
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await open_setup(pilot, app)
        field = setup.query_one("#name-0", Input)
        assert field.value == "" and field.placeholder == "Player 1"
        assert "Player 1" in screen_text(app)  # the placeholder shows what an empty seat is
        await type_name(pilot, setup, 0, "Ann")
        await pilot.press("ctrl+s")
        await lift_curtain(pilot)
        assert isinstance(app.screen, GameScreen)
        assert [seat.name for seat in app.screen.table.seats] == ["Ann", "Player 2"]


async def test_setup_refuses_a_thirty_letter_name_with_a_word(tmp_path: Path) -> None:
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await open_setup(pilot, app)
        await type_name(pilot, setup, 1, "A" * 30)
        assert setup.query_one("#name-1", Input).value == "A" * 30, "never cut without a word"
        await pilot.pause()
        assert "Player 2's name is 30 cells wide" in screen_text(app)  # said while typing
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is setup
        assert "Player 2's name 'AAAA" in screen_text(app)
        assert not list(tmp_path.glob("*.json"))


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Ann\x1b[2J", "an escape code (\\x1b)"),
        ("\x1b]0;PWNED\x07", "an escape code (\\x1b)"),
        ("Ann\u202eboB", "an invisible formatting character (\\u202e)"),
        ("Ann\tBob", "a tab (\\t)"),
    ],
)
async def test_setup_never_takes_a_pasted_control_character(
    tmp_path: Path, name: str, why: str
) -> None:
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await open_setup(pilot, app)
        await type_name(pilot, setup, 0, "Jo")
        field = setup.query_one("#name-0", Input)
        field.post_message(events.Paste(name))  # a terminal's paste: every character arrives
        await pilot.pause()
        assert field.value == "Jo", "the field keeps what it had"
        text = screen_text(app)
        assert f"Player 1's name: nothing was pasted, since it held {why}." in text
        assert ESC not in text and "\u202e" not in text


async def test_setup_refuses_a_pasted_name_too_wide_on_start(tmp_path: Path) -> None:
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await open_setup(pilot, app)
        setup.query_one("#name-1", Input).post_message(events.Paste("🐧" * 11))
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is setup
        assert "Player 2's name '" + "🐧" * 11 + "' is 22 cells wide" in screen_text(app)
        assert not list(tmp_path.glob("*.json"))


async def test_setup_takes_markup_names_letter_for_letter(tmp_path: Path) -> None:
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await open_setup(pilot, app)
        await type_name(pilot, setup, 0, "[/b]A")
        await type_name(pilot, setup, 1, "[@click=app.quit]Y")
        await pilot.press("ctrl+s")
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert [seat.name for seat in screen.table.seats] == ["[/b]A", "[@click=app.quit]Y"]
        text = screen_text(app)
        assert "[/b]A" in text and "[@click=app.quit]Y" in text
