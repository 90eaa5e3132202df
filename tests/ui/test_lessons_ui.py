"""A lesson played in the app to its end: once following the guide, once ignoring it.

The learner's picks are posted as the board posts them (`Board.Picked`, `Board.PickedMany`: the
choices of the action's path, as each game's keys would pick them), since the five boards take
different keys; Penguin Party's round summaries are put away with Enter, as a player does.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.registry import GAMES
from penguin_tables.session.guide import advice_words, guide
from penguin_tables.session.lesson import Lesson, load_lesson, start_lesson
from penguin_tables.session.table import Table
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.widgets.board import Board
from tests.ui.conftest import screen_text, wait_for

#: Picks the learner's action: the table, the lesson, the guide's lines shown, an rng.
Chooser = Callable[[Table, Lesson, tuple[str, ...], random.Random], Any]


def follow(table: Table, lesson: Lesson, said: tuple[str, ...], rng: random.Random) -> Any:
    """The move the guide suggests (and check the guide line says it, with its why)."""
    words = guide(table, lesson)
    if words.advice is None:
        step = lesson.step_at(len(table.envelope.actions) + _drafted(table))
        assert step is not None and any(step.why in line for line in said)
        return table.game.load_action(step.action)
    action = words.advice.run()
    assert advice_words(table, words.advice, action) in said
    return action


def ignore(table: Table, lesson: Lesson, said: tuple[str, ...], rng: random.Random) -> Any:
    """Any legal move but the one suggested on the lesson's line."""
    draft = table.draft(lesson.learner)
    assert draft is not None
    step = lesson.step_at(len(table.envelope.actions) + len(draft.steps))
    actions = draft.reachable_actions()
    others = [a for a in actions if step is None or table.game.dump_action(a) != step.action]
    return rng.choice(others or actions)


def _drafted(table: Table) -> int:
    draft = table.open_draft
    return len(draft.steps) if draft is not None and draft.state is table.state else 0


def learners_turn(screen: GameScreen, lesson: Lesson, advised: bool) -> Callable[[], bool]:
    table = screen.table

    def ready() -> bool:
        if table.is_over() or screen.board.holds_table():
            return True
        if table.to_move() != lesson.learner or not screen.is_my_turn():
            return False
        said = screen.guide.said if screen.guide is not None else ()
        return not advised or any(line.startswith("Try:") for line in said)

    return ready


async def play_lesson(tmp_path: Path, game_id: str, choose: Chooser, advised: bool) -> str:
    """Play the lesson of `game_id` to its end; the final screen's text."""
    lesson = load_lesson(game_id)
    app = make_app(tmp_path / "saves", start_table=start_lesson(game_id), bot_delay=0)
    rng = random.Random(5)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.guide is not None
        table = screen.table
        while not table.is_over():
            await wait_for(pilot, learners_turn(screen, lesson, advised))
            if screen.board.holds_table():
                await pilot.press("enter")
                await pilot.pause()
                continue
            if table.is_over():
                break
            await pick(pilot, screen, choose(table, lesson, screen.guide.said, rng))
        await wait_for(pilot, lambda: over(app.screen) or screen.board.holds_table())
        if screen.board.holds_table():  # the last round's summary, read first
            await pilot.press("enter")
        await wait_for(pilot, lambda: over(app.screen) and "Final scores" in screen_text(app))
        text = screen_text(app)
        assert any("lesson is over" in line for line in screen.guide.said)
        await pilot.press("l")
        return text


def over(shown: object) -> bool:
    return isinstance(shown, GameOverScreen)


async def pick(pilot: Pilot[Any], screen: GameScreen, action: Any) -> None:
    table = screen.table
    draft = table.draft(screen.table.to_move() or 0)
    assert draft is not None
    for element in table.game.choice_path(draft.drafted, action)[len(draft.partial) :]:
        if isinstance(element, Choice):
            screen.board.post_message(Board.Picked(element.key))
        else:
            screen.board.post_message(Board.PickedMany(tuple(sorted(element.keys))))
        await pilot.pause()


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_lesson_followed_to_its_end_offers_a_real_game(
    tmp_path: Path, game_id: str
) -> None:
    text = await play_lesson(tmp_path, game_id, follow, advised=True)
    assert "That was the lesson" in text


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_a_lesson_ignored_to_its_end_never_crashes(tmp_path: Path, game_id: str) -> None:
    text = await play_lesson(tmp_path, game_id, ignore, advised=False)
    assert "Final scores" in text


async def test_l_in_the_lobby_learns_the_highlighted_game(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves", bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "l")  # the second game of the list
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.guide is not None
        assert screen.table.envelope.lesson == screen.table.game.id == list(GAMES)[1]
        await wait_for(pilot, lambda: "Now:" in screen_text(app))
