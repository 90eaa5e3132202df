"""The command line: headless commands and the errors for bad input (exit 2 with a message)."""

from __future__ import annotations

from pathlib import Path

import pytest

from penguin_tables import cli
from penguin_tables.store import SaveFolder, Seat, Table


def test_rules_prints_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "penguin-party"]) == 0
    assert "Table notes" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["rules", "chess"], "valid games: penguin-party"),
        (["new", "chess", "--players", "A,B"], "valid games: penguin-party"),
        (["new", "penguin-party", "--players", "Ann"], "2 to 6 players"),
        (["new", "penguin-party", "--players", "A,A"], "same name"),
        (["new", "penguin-party", "--players", "A,B", "--computer", "C"], "not playing"),
        (["new", "penguin-party", "--players", "A,B", "--option", "x=1"], "valid options: none"),
        (["new", "penguin-party", "--players", "A" * 21 + ",B"], "1 to 20 characters"),
    ],
)
def test_bad_input_exits_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert cli.main(["--saves", str(tmp_path), *argv]) == 2
    assert message in capsys.readouterr().err


def test_saves_lists_saved_games(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=1)
    table.attach(folder)
    table.play(table.computer_action())
    assert cli.main(["--saves", str(tmp_path), "saves"]) == 0
    out = capsys.readouterr().out
    assert "Penguin Party" in out and "Ann, Bob" in out


def test_resume_without_saves_is_explained(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert cli.main(["--saves", str(tmp_path), "resume"]) == 2
    assert "no unfinished saved game" in capsys.readouterr().err


def test_resume_a_broken_save_names_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "broken.json").write_text("{")
    assert cli.main(["--saves", str(tmp_path), "resume", "broken.json"]) == 2
    assert "broken.json" in capsys.readouterr().err


def test_log_prints_one_numbered_line_per_action(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = SaveFolder(tmp_path)
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=11)
    table.attach(folder)
    for _ in range(2):
        table.play(table.computer_action())
    assert cli.main(["--saves", str(tmp_path), "log", str(table.save_name)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "   1. Ann starts the base with purple.",
        "   2. Bob places red at the left end of the base.",
    ]


def test_computer_seats_take_a_level_each() -> None:
    args = cli.build_parser().parse_args(
        ["new", "penguin-party", "--players", "Ann,Bo,Cy", "--computer", "Bo:strong,Cy"]
    )
    table = cli.new_table(args)
    assert [(s.kind, s.level) for s in table.seats] == [
        ("human", "normal"),
        ("computer", "strong"),
        ("computer", "normal"),
    ]


def test_an_unknown_computer_level_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["new", "penguin-party", "--players", "A,B", "--computer", "B:mighty"])
    assert code == 2
    assert "no computer level 'mighty'" in capsys.readouterr().err


def test_arena_prints_win_shares_per_level(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(
        ["arena", "penguin-party", "--seats", "strong,easy", "--games", "2", "--seconds", "0.02"]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "strong" in out and "easy" in out and "95% interval" in out
