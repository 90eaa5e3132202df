"""What is this? (issue 41): in every game, the key on a highlighted thing says what it is and
does, in words, with its section of the rules; `?` there opens the rules at that section."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.explain import Thing
from penguin_tables.engine.rules_page import page_of
from penguin_tables.games.frozen_shinies import EXTRA_TURN
from penguin_tables.session import Table
from penguin_tables.session.saves import Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.games.fistful.board import FistfulBoard
from penguin_tables.ui.games.frozen_shinies.board import FrozenShiniesBoard
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.help import HelpScreen
from penguin_tables.ui.screens.what_is_this import WhatIsThisScreen
from tests.ui.conftest import lift_curtain, screen_text, wait_for
from tests.ui.test_rules_pane_ui import top_section

SEATS = [Seat(name="Ann"), Seat(name="Bob")]


def table_app(tmp_path: Path, game_id: str, seed: int = 3) -> PenguinTablesApp:
    table = Table.start(game_id, SEATS, seed=seed)
    return make_app(tmp_path, start_table=table, bot_delay=0)


def game_screen(app: PenguinTablesApp) -> GameScreen:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


async def what_is_this(pilot: Pilot[None]) -> str:
    """Press the key and read the dialog (which stays open), its lines joined as one text."""
    await pilot.press("i")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, WhatIsThisScreen))
    box = pilot.app.screen.query_one("#what-box").region
    lines = screen_text(pilot.app).splitlines()[box.y + 1 : box.bottom - 1]
    return " ".join(" ".join(line[box.x + 1 : box.right - 1].split()) for line in lines)


async def test_penguin_party_says_what_the_chosen_card_and_spot_are(tmp_path: Path) -> None:
    app = table_app(tmp_path, "penguin-party")
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        thing = game_screen(app).board.under_cursor()
        assert thing is not None and thing.kind == "card"
        shown = await what_is_this(pilot)
        assert f"A {thing.id} penguin card" in shown
        assert "Place it at an end of the base" in shown
        assert "Rules: The cards" in shown
        await pilot.press("escape")
        await pilot.press("enter")  # the card chosen: now its spot
        await wait_for(pilot, lambda: game_screen(app).board.under_cursor() != thing)
        shown = await what_is_this(pilot)
        assert "An end of the base" in shown and "Any colour may go here" in shown


async def test_fistful_says_what_a_die_scores_and_opens_its_rule(tmp_path: Path) -> None:
    app = table_app(tmp_path, "fistful")
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        await pilot.press("right")
        thing = game_screen(app).board.under_cursor()
        assert thing is not None and thing.kind == "die"
        shown = await what_is_this(pilot)
        assert f"A {thing.id} die" in shown and "One of the 9 animal dice" in shown
        assert "Rules: Scoring — press ? to read" in shown
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        pane = app.screen
        assert isinstance(pane, HelpScreen)
        rules = pane.rules
        await wait_for(pilot, lambda: rules.scroll_y > 0)
        assert top_section(pane) == page_of("fistful").index_of("Scoring")
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)  # back at the table


async def test_frozen_shinies_says_what_a_card_of_the_hand_does(tmp_path: Path) -> None:
    app = table_app(tmp_path, "frozen-shinies")
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        thing = game_screen(app).board.under_cursor()
        assert thing is not None and thing.kind == "card"
        shown = await what_is_this(pilot)
        assert "Lay it on a stack's front" in shown and "Rules: The powers" in shown
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


async def test_jewels_says_what_the_tile_under_the_cursor_gives(tmp_path: Path) -> None:
    app = table_app(tmp_path, "jewels")
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        board = game_screen(app).board
        first = board.under_cursor()  # a turn opens on the choice of a die
        assert first is not None and first.kind == "die"
        await pilot.press("enter", "down")  # a die spent: the second place it can reach
        thing = board.under_cursor()
        assert thing is not None and thing.kind == "tile"
        explanation = board.explain(thing)
        shown = await what_is_this(pilot)
        assert explanation.name in shown and "its active ability is yours once" in shown
        assert f"Rules: {explanation.section}" in shown


async def test_yura_yura_says_what_the_top_card_asks(tmp_path: Path) -> None:
    app = table_app(tmp_path, "yura-yura")
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        assert game_screen(app).board.under_cursor() == Thing("card", "-1")
        shown = await what_is_this(pilot)
        assert "The starting card" in shown and "an iceberg card goes on it" in shown
        assert "Rules: The cards" in shown


async def test_nothing_highlighted_says_so(tmp_path: Path) -> None:
    app = table_app(tmp_path, "penguin-party")
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = game_screen(app)
        screen.board.under_cursor = lambda: None  # type: ignore[method-assign]
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert any("Nothing is highlighted" in str(n.message) for n in app._notifications)


async def test_jewels_says_what_a_die_of_the_choices_does(tmp_path: Path) -> None:
    """A die row of the choices is a die with its face."""
    app = table_app(tmp_path, "jewels")
    async with app.run_test(size=(100, 30)) as pilot:
        await lift_curtain(pilot)
        board = game_screen(app).board
        thing = board.under_cursor()  # a turn opens on the choice of a die
        assert thing is not None and thing.kind == "die"
        shown = await what_is_this(pilot)
        assert ("snowflake" in shown) if thing.id == "0" else (f"penguin {thing.id}" in shown)
        assert "Rules: Spending a die" in shown


async def test_frozen_shinies_says_what_fish_are_on_the_extra_turn_pick(tmp_path: Path) -> None:
    app = table_app(tmp_path, "frozen-shinies")
    async with app.run_test(size=(100, 30)) as pilot:
        await lift_curtain(pilot)
        board = game_screen(app).board
        assert isinstance(board, FrozenShiniesBoard)
        extra = Choice(EXTRA_TURN, "Pay 5 for one more turn")
        board.highlighted = lambda: extra  # type: ignore[method-assign]
        shown = await what_is_this(pilot)
        assert "Fish are the game's coins" in shown and "one more turn" in shown


async def test_fistful_says_what_penguin_tokens_are_when_cashing_in(tmp_path: Path) -> None:
    app = table_app(tmp_path, "fistful")
    async with app.run_test(size=(100, 30)) as pilot:
        await lift_curtain(pilot)
        board = game_screen(app).board
        assert isinstance(board, FistfulBoard)
        board.mode = lambda: "cash"  # type: ignore[method-assign]
        shown = await what_is_this(pilot)
        assert "Penguin tokens" in shown and "Rules: Cashing in penguins" in shown
