"""The rules pane is a reader (issue 41): contents to jump to a section, a search that finds the
next line or says there is none, the pane opened at a section, and Esc back where you were."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from penguin_tables.engine.registry import CATALOGUE
from penguin_tables.engine.rules_page import page_of
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.help import HelpScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from tests.ui.conftest import lift_curtain, screen_text, wait_for

GAME = "penguin-party"


def pane(app: object) -> HelpScreen:
    screen = getattr(app, "screen", None)
    assert isinstance(screen, HelpScreen)
    return screen


def top_section(screen: HelpScreen) -> int:
    """The section whose heading stands nearest the top of the view."""
    return screen.rules.top_block() - 1


async def test_the_contents_jump_to_a_section_at_80_columns(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        screen = pane(app)
        assert not screen.query("#contents")  # narrow: the page has the width until `c`
        await pilot.press("c")
        await pilot.pause(0.1)
        contents = screen.query_one("#contents", OptionList)
        assert contents.display and contents.has_focus
        await pilot.press("down", "down", "enter")
        await pilot.pause(0.2)
        assert not contents.display
        assert top_section(screen) == 2
        assert page_of(GAME).sections[2].title in screen_text(app)


async def test_a_search_brings_each_match_to_the_top_and_says_where(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        screen = pane(app)
        await pilot.press("slash", *"penalty", "enter")
        await pilot.pause(0.1)
        first = screen.rules.scroll_y
        assert "“penalty”: 1 of" in screen_text(app)
        await pilot.press("n")
        await pilot.pause(0.1)
        assert "“penalty”: 2 of" in screen_text(app)
        assert screen.rules.scroll_y > first
        await pilot.press("N")
        await pilot.pause(0.1)
        assert "“penalty”: 1 of" in screen_text(app)


async def test_a_search_with_no_match_says_so(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.press("slash", *"zebra crossing", "enter")
        await pilot.pause(0.1)
        assert "No match for “zebra crossing” on this page." in screen_text(app)


async def test_the_pane_opens_at_a_section_and_esc_returns(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        notes = page_of(GAME).index_of("Table notes")
        assert notes is not None
        await app.push_screen(HelpScreen(GAME, "table-notes"))
        screen = pane(app)
        rules = screen.rules
        await wait_for(pilot, lambda: rules.scroll_y > 0)
        assert screen.query_one("#contents", OptionList).display  # wide: beside the page
        assert top_section(screen) == notes or rules.scroll_y == rules.max_scroll_y
        await pilot.press("slash", "x")
        await pilot.press("escape")  # first Esc closes the search line
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, LobbyScreen)


async def test_question_mark_in_a_game_opens_the_rules_at_the_decision_in_hand(
    tmp_path: Path,
) -> None:
    from penguin_tables.session import Table
    from penguin_tables.session.saves import Seat

    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await lift_curtain(pilot)
        decision = table.scene(table.to_move()).decision
        assert decision is not None and decision.rule
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        screen = pane(app)
        rules = screen.rules
        await wait_for(pilot, lambda: rules.scroll_y > 0)
        assert top_section(screen) == page_of("jewels").index_of(decision.rule)
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)  # back at the table, as it was


@pytest.mark.parametrize("game_id", list(CATALOGUE))
async def test_the_quick_start_fills_one_80x24_screen(tmp_path: Path, game_id: str) -> None:
    """The rules open at the quick start, and all of it stands on an 80x24 screen."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(HelpScreen(game_id))
        screen = pane(app)
        rules = screen.rules
        await wait_for(pilot, lambda: rules.scroll_y > 0)
        await pilot.pause(0.1)  # the scrolled view drawn
        shown = " ".join(screen_text(app).split())
        quick = page_of(game_id).sections[0]
        last = quick.text.strip().splitlines()[-1].strip("-*• ").replace("**", "")
        assert "Quick start" in shown
        assert " ".join(last.split()[-4:]) in shown, f"the quick start's end is cut off: {last}"


async def test_a_pane_opened_narrow_shows_its_contents_beside_the_page_once_wide(
    tmp_path: Path,
) -> None:
    """The contents of a narrow pane wait for `c`; widen the terminal and they stand beside it,
    narrow it again and Esc leaves a shown contents before it leaves the pane."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(HelpScreen(GAME, "table-notes"))
        screen = pane(app)
        assert not screen.query("#contents")
        await pilot.resize_terminal(120, 30)
        await pilot.pause(0.1)
        assert screen.query_one("#contents", OptionList).display
        await pilot.resize_terminal(80, 24)
        await pilot.pause(0.1)
        assert not screen.query_one("#contents", OptionList).display
        await pilot.press("c")
        assert screen.query_one("#contents", OptionList).display
        await pilot.press("escape")
        assert isinstance(app.screen, HelpScreen)
        assert not screen.query_one("#contents", OptionList).display


async def test_a_search_marks_the_term_on_the_line_it_brings_up(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(HelpScreen(GAME))
        screen = pane(app)
        await pilot.press("slash", *"penalty", "enter")
        await pilot.pause(0.1)
        top = screen.rules.render_line(0)
        marked = [s.text for s in top if s.style is not None and s.style.reverse]
        assert marked and all(text.casefold() == "penalty" for text in marked)
