"""Issue 43: one field of a real save changed at a time, every field of every game's saves, and
every command run on it (`saves`, `records`, `log`, `replay`, `resume`, as far as they go without
a screen) and the Resume list: each save is refused with the field named, or opened correctly
(what can be worked out is worked out, and the table plays on); nothing crashes, hangs or changes
the file. `make test` runs a sample; the soak runs many more."""

from __future__ import annotations

import io
import json
import tempfile
import threading
import traceback
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, event, given, settings
from textual.pilot import Pilot
from textual.widgets import DataTable

import penguin_tables.cli as cli
from penguin_tables.cli import dispatch
from penguin_tables.session import Table
from penguin_tables.store import BadSave, SaveFolder, Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.saves import SavesScreen
from tests.robustness.mutated import (
    SAVES,
    Mutation,
    mutated,
    real_save,
    refusal_names_the_field,
    stand_in_app,
)
from tests.ui.conftest import lift_curtain, screen_text, wait_for

NAME = "mutated"
STEP_SECONDS = 20
COMMANDS = [["saves"], ["records"], ["resume"]] + [
    [verb, NAME] for verb in ("log", "replay", "resume")
]
#: What a reader works out again from the moves: a save that opens shows the replay's.
DERIVED = ("log", "private_log", "continued", "finished")


def run_commands(folder: Path) -> dict[str, dict[str, Any]]:
    """Each command over `folder` in a thread, by its words: exit code, output, crash."""
    reports: dict[str, dict[str, Any]] = {}

    def run_all() -> None:
        for argv in COMMANDS:
            out, err = io.StringIO(), io.StringIO()
            report: dict[str, Any] = {"code": None, "crash": None}
            try:
                with redirect_stdout(out), redirect_stderr(err):
                    report["code"] = cli.main(["--saves", str(folder), *argv])
            except BaseException:  # a crash is what is being looked for
                report["crash"] = traceback.format_exc()
            reports[" ".join(argv)] = {**report, "out": out.getvalue(), "err": err.getvalue()}

    worker = threading.Thread(target=run_all, daemon=True)
    worker.start()
    worker.join(STEP_SECONDS * len(COMMANDS))
    assert not worker.is_alive(), f"the commands did not finish within {STEP_SECONDS} s each"
    return reports


def check(case: Mutation) -> None:
    """Every command on the changed save (beside a normal one): refused with the field named,
    or opened and played on; the file never changed."""
    with tempfile.TemporaryDirectory() as tmp, mock.patch.object(dispatch, "play", stand_in_app):
        folder = Path(tmp)
        (folder / "normal.json").write_bytes(real_save("penguin-party", False))
        (folder / f"{NAME}.json").write_bytes(case.content)
        reports = run_commands(folder)
        assert (folder / f"{NAME}.json").read_bytes() == case.content, "a command changed it"
    for words, report in reports.items():
        assert report["crash"] is None, f"{words}:\n{report['crash']}"
        assert report["code"] in (0, 2), f"{words}: exit {report['code']}: {report['err']}"
    assert reports["resume"]["code"] == 0  # the normal save beside it resumes
    opened = reports[f"resume {NAME}"]
    event(f"{case.field}: {'refused' if opened['code'] == 2 else 'opened'}")
    listing = "".join(reports["saves"]["out"].split())  # a long reason wraps, even mid-word
    if opened["code"] == 2:
        prefix = f"penguin-tables: Cannot open {NAME}.json: "
        assert opened["err"].startswith(prefix), opened["err"]
        reason = " ".join(opened["err"].removeprefix(prefix).split())
        assert refusal_names_the_field(case.field, reason), f"{case.field}: {reason}"
        assert "".join(f"cannot open: {reason}".split()) in listing
        for verb in ("log", "replay"):
            assert reports[f"{verb} {NAME}"]["err"] == opened["err"]
    else:
        assert reports[f"log {NAME}"]["code"] == reports[f"replay {NAME}"]["code"] == 0
        assert "cannot open: " not in listing


def worked_out_as_in_the_original(case: Mutation) -> None:
    """A save that opens with a field the replay works out changed shows what the original
    worked out: the log, private lines, flags and `finished` are never the file's."""
    if case.field not in DERIVED:
        return
    with tempfile.TemporaryDirectory() as tmp:
        folder = SaveFolder(tmp)
        (folder.path / "changed.json").write_bytes(case.content)
        (folder.path / "original.json").write_bytes(case.original)
        try:
            changed = Table.resume(folder, "changed").envelope
        except BadSave:
            return
        original = Table.resume(folder, "original").envelope
        for name in DERIVED:
            assert getattr(changed, name) == getattr(original, name), name


#: No time limit per example (a loaded machine is slow; a hang is caught by STEP_SECONDS).
HEALTH = [HealthCheck.too_slow, HealthCheck.function_scoped_fixture]


@settings(max_examples=100, deadline=None, suppress_health_check=HEALTH)
@given(case=mutated())
def test_every_command_refuses_a_changed_field_by_name_or_opens_it(case: Mutation) -> None:
    check(case)
    worked_out_as_in_the_original(case)


@pytest.mark.soak
@settings(max_examples=2_000, deadline=None, suppress_health_check=HEALTH)
@given(case=mutated())
def test_every_command_refuses_a_changed_field_by_name_or_opens_it_soak(case: Mutation) -> None:
    check(case)
    worked_out_as_in_the_original(case)


# ----- the Resume list ------------------------------------------------------------------------------
def issue_cases(folder: Path) -> dict[str, str]:
    """The saves the attack changed, each by one field: file label -> the field changed."""
    party = SaveFolder(folder)
    played = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    played.attach(party, "played")
    for _ in range(10):
        played.play(played.computer_action())
    ten = json.loads(party.file("played").read_text())
    finished = json.loads(real_save("penguin-party", True))
    undone = json.loads(real_save("penguin-party", False))
    point = {"seat": 99, "joined": False, "actions": 9, "log": 9}
    cases: dict[str, tuple[str, dict[str, Any]]] = {
        "naive-date": ("updated", {**ten, "updated": "2024-01-01T00:00:00"}),
        "date-off-the-calendar": ("updated", {**ten, "updated": "9999-12-31T23:59:59-14:00"}),
        "hints-abc": ("hints", {**finished, "hints": {"abc": 2}}),
        "undo-seat-99": ("undo", {**ten, "undo": [point]}),
        "redo-unknown": ("redo", {**undone, "redo": [[{"kind": "teleport"}]]}),
        "redo-illegal": ("redo", {**undone, "redo": [undone["redo"][0] * 40]}),
        "finished-ten-moves": ("finished", {**ten, "finished": True}),
        "forged-log": (
            "log",
            {**ten, "log": ["Ann shows her hand: R R G G Y B P", *ten["log"][1:]]},
        ),
        "format-text": ("format", {**ten, "format": "1"}),
    }
    for label, (_, data) in cases.items():
        (folder / f"{label}.json").write_text(json.dumps(data))
    return {label: field for label, (field, _) in cases.items()} | {"played": ""}


async def checked_list(app: PenguinTablesApp, pilot: Pilot[None]) -> SavesScreen:
    """The Resume list, once every save on it is checked (replayed in the background)."""
    await wait_for(pilot, lambda: isinstance(app.screen, SavesScreen))
    screen = app.screen
    assert isinstance(screen, SavesScreen)
    await wait_for(pilot, lambda: all(row.checked for row in screen.rows), seconds=60)
    return screen


async def walk_the_resume_list(
    app: PenguinTablesApp, pilot: Pilot[None], fields: dict[str, str]
) -> None:
    """As a player: open the Resume list, and each save in turn; a refused one must say why in
    the words of the field changed, an opened one must show and take keys (undo, redo, the
    scores), then back to the lobby and the list for the next."""
    await pilot.press("r")
    screen = await checked_list(app, pilot)
    labels = [row.label for row in screen.rows]
    assert sorted(labels) == sorted(fields)
    for label in labels:
        screen = await checked_list(app, pilot)
        cursor = screen.query_one(DataTable).cursor_row
        steps = [row.label for row in screen.rows].index(label) - cursor
        await pilot.press(*["down" if steps > 0 else "up"] * abs(steps))
        row = screen.selected()
        assert row is not None and row.label == label
        if row.problem:
            assert refusal_names_the_field(fields[label], row.problem), (label, row.problem)
            for key, verb in (("enter", "resume"), ("p", "replay")):
                await pilot.press(key)
                await pilot.pause()
                assert app.screen is screen and app.is_running, (label, key)
                said = "".join(screen_text(app).split())
                assert "".join(f"Cannot {verb}: {row.problem}".split())[:60] in said, label
            continue
        await pilot.press("enter")
        await lift_curtain(pilot)
        assert isinstance(app.screen, GameScreen | GameOverScreen), label
        if isinstance(app.screen, GameScreen):
            await pilot.press("u", "r", "o")
            await pilot.pause()
        for _ in range(6):  # a curtain, the game over dialog, the board: back to the lobby
            if isinstance(app.screen, LobbyScreen):
                break
            keys = {CurtainScreen: "enter", GameOverScreen: "escape"}
            await pilot.press(keys.get(type(app.screen), "q"))
            await pilot.pause()
        assert isinstance(app.screen, LobbyScreen) and app.is_running, label
        await pilot.press("r")


async def test_the_resume_list_refuses_each_attack_by_name_or_opens_it(tmp_path: Path) -> None:
    """Issue 43's saves in the Resume list: the app ended on the first (a date without a zone);
    now each is refused with the field named, or opens and takes keys."""
    fields = issue_cases(tmp_path)
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await walk_the_resume_list(app, pilot, fields)
    assert app.return_code in (None, 0)


def every_field_cases(folder: Path) -> dict[str, str]:
    """Every field of every save deleted, and given text with control codes: label -> field."""
    fields: dict[str, str] = {}
    for number, case in enumerate(SAVES):
        data = json.loads(real_save(*case))
        for field in data:
            for how, changed in (
                ("deleted", {k: v for k, v in data.items() if k != field}),
                ("codes", {**data, field: "\x1b[2J\u202e9999-12-31T23:59:59"}),
            ):
                label = f"{number}-{field.replace('_', '-')}-{how}"
                (folder / f"{label}.json").write_text(json.dumps(changed))
                fields[label] = field
    return fields


@pytest.mark.soak
async def test_the_resume_list_refuses_every_changed_field_by_name_or_opens_it(
    tmp_path: Path,
) -> None:
    fields = every_field_cases(tmp_path)
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await walk_the_resume_list(app, pilot, fields)
