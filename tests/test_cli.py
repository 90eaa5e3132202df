"""The command line: headless commands and the errors for bad input (exit 2 with a message)."""

from __future__ import annotations

from pathlib import Path

import pytest

from penguin_tables import cli
from penguin_tables.cli.dispatch import build_parser
from penguin_tables.cli.new import new_table
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat


def test_rules_prints_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["rules", "penguin-party"]) == 0
    assert "Table notes" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["rules", "chess"], "valid games: penguin-party"),
        (["new", "chess", "--players", "A,B"], "valid games: penguin-party"),
        (["new", "chess"], "unknown game 'chess'"),
        (["new", "jewels"], "--players Ann,Bob"),
        (["new", "jewels", "--players", "A,B", "--option", "layout=odd"], "starter, random"),
        (["options", "chess"], "valid games: penguin-party"),
        (["new", "penguin-party", "--players", "Ann"], "2 to 6 players"),
        (["new", "penguin-party", "--players", "A,A"], "same name"),
        (["new", "penguin-party", "--players", "A,B", "--computer", "C"], "not playing"),
        (["new", "penguin-party", "--players", "A,B", "--option", "x=1"], "valid options: none"),
        (["new", "penguin-party", "--players", "A" * 21 + ",B"], "Player 1's name"),
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
    err = capsys.readouterr().err
    assert "no unfinished game to resume in the saves folder" in err
    assert "Cannot open" not in err  # the folder is not a save


def test_saves_never_cut_a_name_at_80_columns(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = SaveFolder(tmp_path)
    for game_id in ("yura-yura", "frozen-shinies"):
        table = Table.start(game_id, [Seat(name="Annabelle"), Seat(name="Bartholomew")], seed=2)
        table.attach(folder)
        table.play(table.computer_action())
    for width in (80, 200):
        monkeypatch.setenv("COLUMNS", str(width))
        assert cli.main(["--saves", str(tmp_path), "saves"]) == 0
        out = capsys.readouterr().out
        for summary in folder.summaries():
            assert summary.label in out, f"{summary.label} cut at {width} columns"
        assert "Moves" in out or "1 moves" in out
        assert all(len(line) <= width for line in out.splitlines())


def test_saves_in_an_empty_folder_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert cli.main(["--saves", str(tmp_path), "saves"]) == 0
    assert "No saved games" in capsys.readouterr().out


def test_options_lists_names_values_and_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["options", "frozen-shinies"]) == 0
    out = capsys.readouterr().out
    assert "--option designed_powers=on|off  (default on)" in out
    assert cli.main(["options"]) == 0
    out = capsys.readouterr().out
    assert "mode=basic|advanced" in out and "layout=starter|random" in out
    assert "penguin-party" in out and "no options" in out


def test_new_help_lists_every_games_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["new", "--help"])
    out = capsys.readouterr().out
    assert "--players" in out and "mode=basic|advanced" in out and "(default starter)" in out


def test_option_words_on_the_command_line(tmp_path: Path) -> None:
    parser = build_parser()
    args = parser.parse_args(
        ["new", "frozen-shinies", "--players", "A,B", "--option", "designed_powers=Off"]
    )
    assert new_table(args).envelope.options == {"designed_powers": False}


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
    args = build_parser().parse_args(
        ["new", "penguin-party", "--players", "Ann,Bo,Cy", "--computer", "Bo:strong,Cy"]
    )
    table = new_table(args)
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


ARENA = ["arena", "penguin-party", "--seats", "easy,normal"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ([*ARENA, "--games", "0"], "argument --games: needs a whole number of 1 or more, not 0"),
        ([*ARENA, "--games", "-3"], "argument --games: needs a whole number of 1 or more, not -3"),
        ([*ARENA, "--games", "many"], "argument --games: needs a whole number of 1 or more"),
        ([*ARENA, "--players", "0"], "argument --players: needs a whole number of 1 or more"),
        ([*ARENA, "--seconds", "nan"], "argument --seconds: needs a number of seconds above 0"),
        ([*ARENA, "--seconds", "inf"], "argument --seconds: needs a number of seconds above 0"),
        ([*ARENA, "--seconds", "0"], "argument --seconds: needs a number of seconds above 0"),
        ([*ARENA, "--seconds", "-1"], "argument --seconds: needs a number of seconds above 0"),
        ([*ARENA, "--seconds", "soon"], "argument --seconds: needs a number of seconds"),
        ([*ARENA, "--seed", "-1"], "argument --seed: needs a whole number from 0 to 2147483647"),
        (["new", "fistful", "--seed", "1" * 5000], "argument --seed: needs a whole number from 0"),
        (["new", "fistful", "--seed", "2147483648"], "argument --seed: needs a whole number"),
        (["--saves", __file__, "saves"], "is a file, not a folder"),
        (["serve", "--port", "99999"], "argument --port: needs a port number, 1 to 65535"),
        (["serve", "--port", "0"], "argument --port: needs a port number, 1 to 65535, not 0"),
        (["serve", "--port", "-1"], "argument --port: needs a port number, 1 to 65535"),
        (["serve", "--port", "http"], "argument --port: needs a port number, 1 to 65535"),
        (["serve", "--max-tabs", "0"], "argument --max-tabs: needs a whole number of 1 or more"),
        (["new", "fistful", "--players", "A,B", "--option", "mode"], "needs NAME=VALUE"),
        (["new", "fistful", "--players", "A,B", "--option", "=advanced"], "needs NAME=VALUE"),
        (["new", "fistful", "--players", "A,B", "--option", "mode="], "needs NAME=VALUE"),
    ],
)
def test_bad_arguments_exit_2_with_one_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err and "Error:" not in err


def test_option_asks_for_name_equals_value(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["new", "--help"])
    out = capsys.readouterr().out
    assert "--option NAME=VALUE" in out and "a game option as NAME=VALUE" in out


def test_a_solo_arena_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """Fistful takes one player, but with one seat nobody can lose: a share of wins says nothing."""
    assert cli.main(["arena", "fistful", "--seats", "easy", "--games", "2"]) == 2
    assert "arena needs 2 seats or more" in capsys.readouterr().err
    assert cli.main(["arena", "fistful", "--seats", "easy,normal", "--players", "1"]) == 2


def test_an_arena_of_one_level_in_two_seats_is_played(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        cli.main(["arena", "penguin-party", "--seats", "easy", "--players", "2", "--games", "1"])
        == 0
    )
    out = capsys.readouterr().out
    assert "easy" in out
    assert "Penguin Party: 1 game, seats rotated" in out  # not "1 games"


def test_arena_progress_moves_within_a_game_once_one_has_set_the_pace() -> None:
    from rich.console import Console

    from penguin_tables.cli.arena import MatchProgress

    progress = MatchProgress(Console(quiet=True), "Penguin Party", games=3)
    task = progress.progress.tasks[0]
    progress.moved(0, 10)
    assert task.completed == 0 and task.fields["now"] == "game 1, move 10"
    progress.moved(0, 20)
    progress.game_over()
    assert task.completed == 1 and task.fields["now"] == "game 2, move 0"
    progress.moved(1, 10)  # half as many moves as the first game took
    assert task.completed == 1.5 and task.fields["now"] == "game 2, move 10"
    progress.moved(1, 60)  # a long game never shows as finished before it is
    assert task.completed < 2
