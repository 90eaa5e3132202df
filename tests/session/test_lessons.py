"""The lessons (`assets/lessons/*.json`) against the engine, and the guide's words over them.

Every suggested move is replayed from the lesson's seed, the computers moving as the app moves them
(`Table.computer_action`, seeded from the save): each must be legal where it is suggested, and
every decision of the learner up to the last annotated one must have its suggestion.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.rules_page import page_of
from penguin_tables.session.guide import LEFT_THE_LINE, LastMove, guide
from penguin_tables.session.lesson import Lesson, lesson_names, lesson_of, load_lesson, start_lesson
from penguin_tables.session.table import Table
from penguin_tables.store.envelope import Envelope
from penguin_tables.store.folder import SaveFolder


def test_every_game_has_a_lesson() -> None:
    assert lesson_names() == tuple(GAMES)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_suggested_move_is_legal_where_it_is_suggested(game_id: str) -> None:
    lesson = load_lesson(game_id)
    table = start_lesson(game_id)
    assert [s.kind for s in table.seats] == [s.kind for s in lesson.seats]
    assert all(s.level == "easy" for s in table.seats if s.kind == "computer")
    last = max(step.at for step in lesson.steps)
    while len(table.envelope.actions) <= last:
        count = len(table.envelope.actions)
        if table.to_move() == lesson.learner:
            step = lesson.step_at(count)
            assert step is not None, f"{game_id}: the learner's decision at {count} has no step"
            action = table.game.load_action(step.action)
            assert table.game.is_legal(table.state, action), f"{game_id}: step at {count}"
            table.play(action)
        else:
            assert lesson.step_at(count) is None, f"{game_id}: a step at a computer's turn"
            table.play(table.computer_action())


@pytest.mark.parametrize("game_id", list(GAMES))
def test_notes_name_sections_of_the_rules_page_and_cover_every_step(game_id: str) -> None:
    lesson = load_lesson(game_id)
    page = page_of(game_id)
    for kind, note in lesson.notes.items():
        assert page.index_of(note.section) is not None, f"{game_id}: {kind}: {note.section}"
    for step in lesson.steps:
        assert lesson.note_for(step.action) is not None, f"{game_id}: step at {step.at}"


def learners_turn(table: Table, lesson: Lesson) -> None:
    while table.to_move() != lesson.learner:
        table.play(table.computer_action())


def test_on_the_line_the_guide_suggests_the_lessons_move_and_says_why() -> None:
    table = start_lesson("penguin-party")
    lesson = lesson_of(table)
    assert lesson is not None
    words = guide(table, lesson)
    step = lesson.steps[0]
    assert words.did == lesson.welcome
    assert "Rules: “Placing a card”" in words.now and step.why in words.suggestion
    assert words.advice is None
    lines = tuple([table.play(table.game.load_action(step.action))])
    learners_turn(table, lesson)
    after = guide(table, lesson, LastMove(0, lines))
    assert after.did.startswith(f"You did: {lines[0].rstrip('.')}.") and step.did in after.did
    assert lesson.steps[1].why in after.suggestion


def test_off_the_line_the_guide_asks_the_normal_computer() -> None:
    table = start_lesson("penguin-party")
    lesson = load_lesson("penguin-party")
    other = next(
        a
        for a in table.game.legal_actions(table.state)
        if table.game.dump_action(a) != lesson.steps[0].action
    )
    table.play(other)
    learners_turn(table, lesson)
    words = guide(table, lesson)
    assert words.advice is not None and words.did == LEFT_THE_LINE
    assert table.game.is_legal(table.state, words.advice.run())


def test_a_lesson_is_saved_as_one_and_an_old_save_is_a_real_game() -> None:
    table = start_lesson("fistful")
    data = table.envelope.model_dump(mode="json")
    assert Envelope.model_validate(data).lesson == "fistful"
    del data["lesson"]
    assert Envelope.model_validate(data).lesson is None


def test_the_guide_at_the_end_offers_a_real_game() -> None:
    table = start_lesson("penguin-party")
    lesson = load_lesson("penguin-party")
    while not table.is_over():
        table.play(table.computer_action() if table.to_move() else _first(table))
    assert "Rematch (m)" in guide(table, lesson).suggestion


def _first(table: Table) -> object:
    return table.game.legal_actions(table.state)[0]


def test_a_lesson_left_and_resumed_is_still_a_lesson(tmp_path: Path) -> None:
    table = start_lesson("jewels")
    table.attach(SaveFolder(tmp_path))
    table.save()
    assert table.save_name is not None
    table.leave()
    resumed = Table.resume(SaveFolder(tmp_path), table.save_name)
    assert lesson_of(resumed) == load_lesson("jewels")
    resumed.leave()


def test_a_placement_with_the_suggested_aim_follows_the_yura_yura_lesson() -> None:
    lesson = load_lesson("yura-yura")
    step = lesson.steps[0]
    assert step.followed_by({**step.action, "offset": 0.4, "speed": 3.0})
    assert not step.followed_by({**step.action, "aim": 1.0})
