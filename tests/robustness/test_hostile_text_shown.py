"""Names and text from saves are shown letter for letter, never as markup, never as terminal codes.

Markup names (`[/]`, `[/b]A`, `[@click=app.quit]Y`, ...) are valid, so they reach every screen and
command: the boards, the undo notice, the log pane, the curtain, the game-over dialog, Records,
the Resume list, and `saves`, `records` and `log`. A save edited to hold escape codes in its log
is never shown (the log is worked out from the moves), nor is an old free-text undo reason.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.notifications import Notification
from textual.widgets._toast import Toast

from penguin_tables import cli
from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from tests.robustness.hostile import (
    ESC,
    LINK,
    MARKUP,
    edit_save,
    finished_table,
    table_refusing_undo_over_a_name,
)
from tests.ui.conftest import lift_curtain, screen_text, wait_for

BIG = (160, 50)


@pytest.fixture(autouse=True)
def toasts_stay_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """A notice lasts until something takes it down: on a loaded machine one may otherwise time
    out between the key that raised it and the test reading it."""
    monkeypatch.setattr(Notification, "time_left", property(lambda _: 3600.0))


def toasts(app: PenguinTablesApp) -> list[str]:
    """The words of every notice on screen, as drawn (title, then message)."""
    return [str(toast.render()) for toast in app.screen.query(Toast)]


def squashed(text: str) -> str:
    """`text` without any white space: a phrase still matches where a narrow column wrapped it."""
    return "".join(text.split())


def no_terminal_codes(text: str) -> None:
    assert ESC not in text and "\x07" not in text and "\u202e" not in text


# ----- every board, the curtain and the undo notice -----------------------------------------------
@pytest.mark.parametrize("game_id", list(GAMES))
async def test_every_game_shows_markup_names_as_they_are(tmp_path: Path, game_id: str) -> None:
    """Each game with markup names, played on until a person may not undo because a step revealed
    something in words that hold a markup name: the board, the curtain and the notice show every
    name letter for letter, and `[@click=app.quit]` in the notice is no button."""
    table, reason = table_refusing_undo_over_a_name(game_id)
    mover = table.seats[table.to_move() or 0].name
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=BIG, notifications=True) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen | GameScreen))
        if isinstance(app.screen, CurtainScreen):
            assert f"Pass the keyboard to {mover}." in screen_text(app)
            await pilot.click("#curtain-message")  # a name is never a link to click
        await lift_curtain(pilot)
        assert isinstance(app.screen, GameScreen)
        text = screen_text(app)
        for seat in table.seats:
            assert seat.name in text, f"{seat.name!r} not shown as typed"
        no_terminal_codes(text)
        await pilot.press("u")
        await wait_for(pilot, lambda: bool(toasts(app)))  # a loaded machine may take frames
        assert f"Undo\nCannot undo: {reason}" in toasts(app)
        await pilot.click(Toast)
        await pilot.pause(0.1)
        assert app.is_running, "a name in a notice must never be a button (@click=app.quit)"
        no_terminal_codes(screen_text(app))


async def test_the_game_over_dialog_shows_markup_names_as_they_are(tmp_path: Path) -> None:
    seats = [Seat(name=name, kind="computer") for name in MARKUP[:4]]
    table = finished_table(SaveFolder(tmp_path), "penguin-party", seats)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=BIG) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        text = screen_text(app)
        for name in MARKUP[:4]:
            assert name in text


# ----- text from an edited save: the log pane, an old undo sentence, `log` ------------------------
FORGED = f"Ann\x1b[2J wipes {LINK} \x1b]0;PWNED\x07 \u202eevil"


def save_with_hostile_log(folder: SaveFolder) -> Table:
    """A game of two people whose save was edited: its log line holds codes and markup."""
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=11)
    table.attach(folder)
    table.play(table.computer_action())
    assert table.save_name is not None
    path = folder.file(table.save_name)
    data = json.loads(path.read_text())
    data["log"] = [FORGED]
    path.write_text(json.dumps(data))
    return table


async def test_the_log_pane_shows_the_moves_not_a_saves_edited_log(tmp_path: Path) -> None:
    """The log is worked out from the moves whenever a save is read (issue 43): an edited line
    never reaches the screen, plain or otherwise."""
    folder = SaveFolder(tmp_path)
    saved = save_with_hostile_log(folder)
    assert saved.save_name is not None
    table = Table.resume(folder, saved.save_name)
    assert table.log == saved.log
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=BIG) as pilot:
        await lift_curtain(pilot)
        text = screen_text(app)
        assert saved.log[0] in text
        assert "wipes" not in text and LINK not in text
        no_terminal_codes(text)


def test_log_prints_the_moves_not_a_saves_edited_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = save_with_hostile_log(SaveFolder(tmp_path))
    assert cli.main(["--saves", str(tmp_path), "log", str(saved.save_name)]) == 0
    out = capsys.readouterr().out
    assert out == f"   1. {saved.log[0]}\n"
    no_terminal_codes(out)


@pytest.mark.parametrize(
    ("sentence", "code"),
    [
        (f"it revealed something: {LINK}", "revealed"),
        ("another player has moved since.", "moved"),
        ("[@click=app.quit]Click me", "earlier"),
    ],
)
async def test_an_old_saves_undo_sentence_is_never_shown(
    tmp_path: Path, sentence: str, code: str
) -> None:
    folder = SaveFolder(tmp_path)
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=11)
    table.attach(folder)
    table.play(table.computer_action())
    assert table.save_name is not None
    path = folder.file(table.save_name)
    data = json.loads(path.read_text())
    data.pop("undo_block_line", None)  # as saves made before the reason codes
    data.update(undo=[], undo_block=sentence)
    path.write_text(json.dumps(data))
    resumed = Table.resume(folder, table.save_name)
    assert resumed.envelope.undo_block == code
    app = make_app(tmp_path, start_table=resumed, bot_delay=0)
    async with app.run_test(size=BIG, notifications=True) as pilot:
        await lift_curtain(pilot)
        await pilot.press("u")
        await pilot.pause()
        (notice,) = toasts(app)
        assert notice.startswith("Undo\nCannot undo: ")
        assert "[link" not in notice and "Click me" not in notice


# ----- the lists: Records, the Resume list, `saves`, `records` ------------------------------------
def folder_of_markup_names(tmp_path: Path) -> SaveFolder:
    """Two finished games and one in progress with markup names, and one save edited to hold an
    escape code in a name (refused, listed with the reason)."""
    folder = SaveFolder(tmp_path)
    people = [Seat(name=name) for name in MARKUP[:4]]
    finished_table(folder, "penguin-party", people, seed=1)
    finished_table(folder, "frozen-shinies", people[:3], seed=2)
    playing = Table.start("jewels", [Seat(name=MARKUP[4]), Seat(name=MARKUP[5])], seed=3)
    playing.attach(folder)
    playing.save()
    bad = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=4)
    bad.attach(folder, "edited.json")
    bad.save()
    edit_save(folder.file("edited.json"), "Bob", "Bob\x1b]0;PWNED\x07")
    return folder


async def test_resume_list_and_records_show_markup_names_and_escape_a_bad_one(
    tmp_path: Path,
) -> None:
    folder_of_markup_names(tmp_path)
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=BIG) as pilot:
        await pilot.press("s")  # Records
        await pilot.pause()
        text = screen_text(app)
        for name in MARKUP[:4]:
            assert name in text
        assert "1 save skipped (cannot be opened)" in text
        no_terminal_codes(text)
        await pilot.press("escape")
        await pilot.press("r")
        await pilot.pause()
        text = screen_text(app)
        assert ", ".join(MARKUP[:4]) in text
        assert f"{MARKUP[4]}, {MARKUP[5]}" in text
        for _ in range(3):  # the save that cannot be opened is listed last
            await pilot.press("down")
        await pilot.pause()
        text = screen_text(app)
        assert squashed("Player 2's name 'Bob\\x1b]0;PWNED\\x07' has an escape code") in squashed(
            text
        )
        no_terminal_codes(text)


@pytest.mark.parametrize("columns", [80, 200])
def test_saves_lists_markup_names_as_they_are(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    columns: int,
) -> None:
    folder_of_markup_names(tmp_path)
    monkeypatch.setenv("COLUMNS", str(columns))
    assert cli.main(["--saves", str(tmp_path), "saves"]) == 0
    out = capsys.readouterr().out
    for name in MARKUP:
        assert name in out
    reason = "Player 2's name 'Bob\\x1b]0;PWNED\\x07' has an escape code"
    assert squashed(reason) in squashed(out)  # a long reason may wrap
    no_terminal_codes(out)


def test_records_lists_markup_names_as_they_are(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder_of_markup_names(tmp_path)
    monkeypatch.setenv("COLUMNS", "200")
    assert cli.main(["--saves", str(tmp_path), "records"]) == 0
    out = capsys.readouterr().out
    for name in MARKUP[:4]:
        assert name in out
    assert "skipped edited.json (cannot open: some fields are missing or wrong" in out
    no_terminal_codes(out)


def test_the_resume_list_cuts_wide_names_by_cells() -> None:
    from penguin_tables.ui.screens.saves import fit

    assert fit("🐧🐧🐧", 4) == "🐧…"  # 6 cells do not fit in 4: one penguin and the ellipsis
    assert fit("Ann, 🐧🐧", 9) == "Ann, 🐧🐧"
    assert fit("Ann, 🐧🐧", 8) == "Ann, 🐧…"
