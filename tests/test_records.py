"""Records, rule by rule: computed from the finished saves in a folder, nothing else."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from penguin_tables import cli
from penguin_tables.engine.outcome import Outcome
from penguin_tables.engine.registry import GAMES
from penguin_tables.games.fistful import solo_rating
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.records import Record, collect_records


def finish(
    folder: SaveFolder, game_id: str, seats: list[Seat], seed: int = 1, **options: Any
) -> Table:
    """A whole game played by the computer for every seat, saved in `folder` move by move."""
    table = Table.start(game_id, seats, seed=seed, options=options)
    table.attach(folder)
    while not table.is_over():
        table.play(table.computer_action())
    return table


def people(*names: str) -> list[Seat]:
    return [Seat(name=name) for name in names]


def row(records: list[Record], game: str, player: str) -> Record:
    (found,) = [r for r in records if r.game == game and r.player == player]
    return found


def fix_outcome(monkeypatch: pytest.MonkeyPatch, game_id: str, outcome: Outcome) -> None:
    """Every finished game of `game_id` ends with `outcome` (to pin down one counting rule)."""
    monkeypatch.setattr(type(GAMES[game_id]), "outcome", lambda self, state: outcome)


def test_finished_games_wins_best_and_average_follow_the_outcomes(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    tables = [finish(folder, "penguin-party", people("Ann", "Bob"), seed) for seed in (1, 2, 3)]
    records = collect_records(folder).rows
    outcomes = [t.game.outcome(t.state) for t in tables]
    for seat, name in enumerate(("Ann", "Bob")):
        record = row(records, "penguin-party", name)
        scores = [o.scores[seat] for o in outcomes]
        assert record.finished == 3
        assert record.wins == sum(seat in o.winners for o in outcomes)
        assert record.best == min(scores)  # penalty points: fewer is better
        assert record.average == pytest.approx(sum(scores) / 3)


def test_higher_scores_are_best_where_the_game_counts_up(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    tables = [finish(folder, "frozen-shinies", people("Ann", "Bob"), seed) for seed in (1, 2)]
    record = row(collect_records(folder).rows, "frozen-shinies", "Ann")
    assert record.best == max(t.game.outcome(t.state).scores[0] for t in tables)


def test_unfinished_games_do_not_count(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = Table.start("penguin-party", people("Ann", "Bob"), seed=1)
    table.attach(folder)
    table.play(table.computer_action())
    records = collect_records(folder)
    assert records.rows == [] and records.games_counted == 0 and records.skipped == []


def test_a_finished_lesson_counts_for_nobody(tmp_path: Path) -> None:
    """A guided first game is practice: finished, it is listed like any save, but neither the
    learner nor the computers it was played against gain a game, a win or a best."""
    from penguin_tables.session.lesson import start_lesson

    folder = SaveFolder(tmp_path)
    lesson = start_lesson("penguin-party")
    lesson.attach(folder)
    while not lesson.is_over():
        lesson.play(lesson.computer_action())
    finish(folder, "penguin-party", people("Ann", "Bob"))
    records = collect_records(folder)
    assert records.games_counted == 1
    assert {r.player for r in records.rows} == {"Ann", "Bob"}
    (lesson_facts,) = [f for _, f in folder.verdicts() if f.lesson]
    assert lesson_facts.finished


def test_a_shared_win_is_a_win_and_is_counted_as_shared(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = SaveFolder(tmp_path)
    finish(folder, "penguin-party", people("Ann", "Bob", "Cy"))
    fix_outcome(monkeypatch, "penguin-party", Outcome(scores=[2, 2, 5], winners=[0, 1], summary=""))
    records = collect_records(folder).rows
    ann, bob, cy = (row(records, "penguin-party", n) for n in ("Ann", "Bob", "Cy"))
    assert (ann.wins, ann.shared_wins) == (1, 1) and (bob.wins, bob.shared_wins) == (1, 1)
    assert (cy.wins, cy.shared_wins) == (0, 0)
    assert ann.cells()[3] == "1 (1 shared)" and cy.cells()[3] == "0"


def test_names_match_ignoring_case_and_surrounding_spaces(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = SaveFolder(tmp_path)
    for seed, names in enumerate([("Ann", "Bob"), (" ann", "BOB "), ("ANN ", "bob")]):
        finish(folder, "penguin-party", people(*names), seed)
    fix_outcome(monkeypatch, "penguin-party", Outcome(scores=[0, 4], winners=[0], summary=""))
    records = collect_records(folder).rows
    assert len(records) == 2
    ann = next(r for r in records if r.name.casefold() == "ann")
    assert (ann.finished, ann.wins) == (3, 3)
    assert ann.name == "ANN"  # shown as typed in the latest game


def test_a_computer_is_never_mixed_with_a_person_of_the_same_name(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    finish(folder, "penguin-party", people("Cy", "Ann"), seed=1)
    finish(folder, "penguin-party", [Seat(name="Ann"), Seat(name="Cy", kind="computer")], seed=2)
    finish(folder, "penguin-party", [Seat(name="Ann"), Seat(name="cy", kind="computer")], seed=3)
    records = collect_records(folder).rows
    assert row(records, "penguin-party", "Cy").finished == 1
    computer = row(records, "penguin-party", "cy (computer, normal)")
    assert computer.finished == 2 and computer.computer_level == "normal"
    assert row(records, "penguin-party", "Ann").finished == 3


def test_saves_that_cannot_be_opened_are_skipped_and_counted(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    table = finish(folder, "penguin-party", people("Ann", "Bob"))
    (tmp_path / "cut-short.json").write_text('{"app": "penguin-tables", "for')
    (tmp_path / "not-ours.json").write_text("[1, 2, 3]")
    before = (tmp_path / "cut-short.json").read_bytes()
    records = collect_records(folder)
    assert [name for name, _ in records.skipped] == ["cut-short.json", "not-ours.json"]
    assert "not valid JSON" in records.skipped[0][1]
    assert records.games_counted == 1 and str(table.save_name) in folder.names()
    assert records.summary() == "1 finished game; 2 saves skipped (cannot be opened)."
    assert (tmp_path / "cut-short.json").read_bytes() == before  # never changed


def test_the_game_filter_keeps_one_game(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    finish(folder, "penguin-party", people("Ann", "Bob"))
    finish(folder, "frozen-shinies", people("Ann", "Bob"))
    assert {r.game for r in collect_records(folder).rows} == {"penguin-party", "frozen-shinies"}
    assert {r.game for r in collect_records(folder, "frozen-shinies").rows} == {"frozen-shinies"}


# ----- each game's own highlights -----------------------------------------------------------------
def test_fistful_solo_keeps_the_best_score_and_its_band(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    solos = [finish(folder, "fistful", people("Ann"), seed) for seed in (1, 2, 3)]
    finish(folder, "fistful", people("Ann", "Bob"), seed=4)  # not solo: no solo highlight
    record = row(collect_records(folder).rows, "fistful", "Ann")
    best = max(int(t.state.money[0]) for t in solos)
    assert record.finished == 4
    assert record.highlight == best
    assert record.cells()[6] == f"solo best ${best} ({solo_rating(best)})"


def test_a_solo_game_is_not_a_win(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    finish(folder, "fistful", people("Ann"))
    assert row(collect_records(folder).rows, "fistful", "Ann").wins == 0


def test_yura_yura_keeps_the_tallest_tower(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    tables = [finish(folder, "yura-yura", people("Ann", "Bob"), seed) for seed in (1, 2)]
    tallest = max(len(t.game.view(t.state, None).tower.tiers) for t in tables)
    record = row(collect_records(folder).rows, "yura-yura", "Bob")
    assert record.highlight == tallest
    assert record.cells()[6] == f"tallest tower {tallest} tiers"


def test_frozen_shinies_keeps_the_most_cards_gathered(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    tables = [finish(folder, "frozen-shinies", people("Ann", "Bob"), seed) for seed in (1, 2)]
    most = max(len(t.state.hands[1]) for t in tables)
    record = row(collect_records(folder).rows, "frozen-shinies", "Bob")
    assert record.highlight == most and record.cells()[6] == f"most cards {most}"


def test_games_without_a_highlight_show_none(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path)
    finish(folder, "penguin-party", people("Ann", "Bob"))
    assert row(collect_records(folder).rows, "penguin-party", "Ann").cells()[6] == ""


# ----- the command line ---------------------------------------------------------------------------
def test_records_command_prints_each_name_and_the_skipped_saves(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    folder = SaveFolder(tmp_path)
    finish(folder, "penguin-party", people("Ann", "Bob"))
    finish(folder, "fistful", people("Ann"))
    (tmp_path / "broken.json").write_text("{")
    assert cli.main(["--saves", str(tmp_path), "records"]) == 0
    out = capsys.readouterr().out
    assert "Penguin Party" in out and "A Fistful of Penguins" in out
    assert "solo best $" in out
    assert "2 finished games; 1 save skipped (cannot be opened)." in out
    assert "skipped broken.json (cannot open: it is not valid JSON" in out

    assert cli.main(["--saves", str(tmp_path), "records", "--game", "fistful"]) == 0
    out = capsys.readouterr().out
    assert "Penguin Party" not in out and "1 finished game;" in out


def test_records_and_saves_agree_that_a_linked_save_is_a_link(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 43: `records` called a linked save "damaged" where `saves` said it is a link."""
    monkeypatch.setenv("COLUMNS", "200")
    folder = SaveFolder(tmp_path / "saves")
    table = finish(folder, "penguin-party", people("Ann", "Bob"))
    (folder.path / "linked.json").symlink_to(folder.file(str(table.save_name)))
    assert cli.main(["--saves", str(folder.path), "saves"]) == 0
    listed = capsys.readouterr().out
    assert "cannot open: it is a link" in listed
    assert cli.main(["--saves", str(folder.path), "records"]) == 0
    recorded = capsys.readouterr().out
    assert "skipped linked.json (cannot open: it is a link;" in recorded
    assert "damaged" not in recorded


def test_records_command_uses_the_saves_environment_variable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "140")
    monkeypatch.setenv("PENGUIN_TABLES_SAVES", str(tmp_path))
    finish(SaveFolder(tmp_path), "penguin-party", people("Ann", "Bob"))
    assert cli.main(["records"]) == 0
    assert "1 finished game." in capsys.readouterr().out


def test_records_command_refuses_an_unknown_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["--saves", str(tmp_path), "records", "--game", "chess"]) == 2
    assert "valid games: penguin-party" in capsys.readouterr().err


def test_records_name_no_game_each_manifest_names_its_highlight() -> None:
    """Highlights come from the games' manifests: the records module imports no game package
    and keys nothing by a game's id, so a new game's highlight needs no change here."""
    import penguin_tables.store.records as records_module
    from penguin_tables.engine.registry import CATALOGUE

    source = Path(records_module.__file__).read_text(encoding="utf-8")
    imported = [
        name
        for node in ast.walk(ast.parse(source))
        for name in (
            [alias.name for alias in node.names]
            if isinstance(node, ast.Import)
            else [node.module or ""]
            if isinstance(node, ast.ImportFrom)
            else []
        )
    ]
    assert [name for name in imported if name.startswith("penguin_tables.games")] == []
    assert [game_id for game_id in CATALOGUE if f'"{game_id}"' in source] == []
    named = {game_id for game_id, manifest in CATALOGUE.items() if manifest.highlight}
    assert named == {"fistful", "yura-yura", "frozen-shinies"}
    for game_id in named:
        highlight = records_module.highlight_of(game_id)
        assert highlight is not None and callable(highlight.measure) and callable(highlight.words)
