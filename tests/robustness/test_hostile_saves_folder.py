"""Every file a saves folder can hold is handled in bounded time and memory, by every command and
by the Resume list: refused with the reason, or listed as ignored; nothing crashes, hangs (each
step has 20 s, in a child process whose memory is capped) or changes a file."""

from __future__ import annotations

from pathlib import Path

from penguin_tables.engine.registry import GAMES
from tests.robustness.command_runner import run_in_child
from tests.robustness.hostile_folder import IGNORED, REFUSED, SILENT, build, fingerprint


def hostile_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    build(folder)
    return folder


def test_every_command_refuses_or_ignores_each_hostile_file(tmp_path: Path) -> None:
    folder = hostile_folder(tmp_path)
    before = fingerprint(folder)
    commands = [["saves"], ["records"], ["resume"]]
    commands += [[verb, name] for name in REFUSED for verb in ("log", "replay", "resume")]
    commands += [["log", game_id] for game_id in GAMES]
    commands += [["log", name] for name in IGNORED]
    reports = run_in_child("commands", folder, commands)
    assert fingerprint(folder) == before

    crashes = [f"{' '.join(r['argv'])}:\n{r['crash']}" for r in reports if r["crash"]]
    assert not crashes, "\n".join(crashes)
    by_command = {tuple(report["argv"]): report for report in reports}
    for name in REFUSED:
        for verb in ("log", "replay", "resume"):
            report = by_command[verb, name]
            assert report["code"] == 2, report
            assert report["err"].startswith(f"penguin-tables: Cannot open {name}.json: "), report
            assert REFUSED[name] in " ".join(report["err"].split()), report
    for name in IGNORED:
        assert "not a valid save name: " in by_command["log", name]["err"]
    for game_id in GAMES:  # the real saves beside them are not refused
        assert by_command["log", game_id]["code"] == 0
        assert by_command["log", game_id]["out"].startswith("   1. ")
    assert by_command["resume",]["code"] == 0

    listing = by_command["saves",]["out"]
    words = " ".join(listing.split())
    assert words.count("cannot open: ") == len(REFUSED)
    for name in REFUSED:
        assert f"\n{name}\n" in listing
    for shown in IGNORED.values():
        assert f"{shown} ignored: " in words
    for name in SILENT:
        assert name not in listing
    assert "\x1b" not in listing and "\x07" not in listing

    records = " ".join(by_command["records",]["out"].split())
    assert f"{len(REFUSED)} saves skipped (cannot be opened)" in records
    for name in REFUSED:
        assert f"skipped {name}.json (cannot open: " in records
    for shown in IGNORED.values():
        assert f"{shown} ignored: " in records


def test_the_resume_list_shows_each_hostile_file_and_opens_none(tmp_path: Path) -> None:
    folder = hostile_folder(tmp_path)
    before = fingerprint(folder)
    reports = run_in_child("resume-list", folder, [])
    assert fingerprint(folder) == before

    listing = reports[0]["screen"]
    assert listing.count("✗ damaged") + listing.count("✗ a link") == len(REFUSED)
    assert f"{IGNORED[min(IGNORED)]} ignored: " in listing
    assert f"(and {len(IGNORED) - 1} more" in listing
    tried = {report["label"] for report in reports[1:]}
    assert tried == set(REFUSED)
    for report in reports[1:]:
        verb = "resume" if report["step"] == "enter" else "replay"
        assert report["still_listing"], report
        assert f" Cannot {verb}: " in report["screen"], report
