"""The rules page exists in our own words with its two required sections, and the design note
names the tests behind each table note; the log tells each step."""

from __future__ import annotations

from penguin_tables.engine.assets import rules_text
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import Bump, CallPenguin, MoveTo, UseAbility
from penguin_tables.games.jewels.content import content
from tests.games.jewels.tables import give, move, place, put_tile, run, table


def test_rules_page_has_design_and_table_notes() -> None:
    text = rules_text("jewels")
    assert "## The project's own design" in text
    assert "## Table notes" in text
    for tile in content().tiles.values():
        assert tile.name in text


def test_every_table_note_names_tests_that_exist() -> None:
    """The players' page says the table notes in player words; the design note keeps each with
    the tests that check it (issue 41)."""
    import re
    from pathlib import Path

    note = Path(__file__).resolve().parents[3] / "docs" / "games" / "jewels.md"
    notes = note.read_text(encoding="utf-8").split("## Table notes", 1)[1]
    named = set(re.findall(r"`(test_[a-z0-9_]+)`", notes))
    source = "".join(p.read_text() for p in Path(__file__).parent.glob("test_*.py"))
    assert named
    missing = {name for name in named if f"def {name}(" not in source}
    assert not missing


def test_the_log_tells_moves_bumps_slides_and_abilities() -> None:
    state = table()
    place(state, 0, "floor", "D7", "floor", "C8")
    state.seats[0].dice = [4, 1, 1]
    state = move(state, 0)
    before = state
    state = run(state, MoveTo(position="D7"))
    bump_before = state
    state = run(state, Bump(penguin=2))
    line = GAME.describe(bump_before, Bump(penguin=2), state)
    assert "bumps penguin 2" in line
    drop_before = state
    state = run(state, MoveTo(position="B7"))
    line = GAME.describe(drop_before, MoveTo(position="B7"), state)
    assert "slides down" in line and "moves from D7 to B7" in line
    assert GAME.describe(before, MoveTo(position="D7"), bump_before).startswith("P1: go to D7")


def test_get_over_here_is_not_a_move_so_no_slide_is_paid() -> None:
    state = table()
    put_tile(state, "calling-crag", "B3")
    place(state, 0, "A2", "E4")  # penguin 2 sits on a slide tile far above
    state = move(state, 0, "B3")
    state = run(state, UseAbility(option=0, label=""), CallPenguin(penguin=2))
    assert state.seats[0].gems["S"] == 0
    assert not any("slides" in e for e in state.events)


def test_ability_labels_are_words_for_the_player() -> None:
    state = table()
    put_tile(state, "blue-crack", "B3")
    place(state, 0, "A2")
    give(state, 0, E=1)
    state = move(state, 0, "B3")
    labels = [str(a) for a in GAME.legal_actions(state)]
    assert labels == ["trade 1 Emerald for 1 Sapphire", "take 2 Rubies", "skip this ability"]
