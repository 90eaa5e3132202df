"""A hand-over does no work on what the curtain hides, beyond drawing the spectator's view.

The footer under an opaque curtain is seen by nobody: it keeps its keys until its screen shows
again, then shows the keys of that moment (a Jewels seat that takes over has the keys the last
one had: nothing is repainted at all). A board that keeps nothing of a scene it does not
paint is not drawn with the mover's own scene, which the spectator's replaces in the same step.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import OptionList, Static

from penguin_tables.session import Table
from penguin_tables.session.scene import Scene
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.games.frozen_shinies import FrozenShiniesBoard
from penguin_tables.ui.games.jewels.board import JewelsBoard
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.widgets.board import Board
from penguin_tables.ui.widgets.footer import FooterKeys, KeysFooter
from tests.ui.conftest import lift_curtain, wait_for


def footer_keys(screen: GameScreen) -> FooterKeys | None:
    """The footer's keys as shown (the same value while nothing was repainted)."""
    return screen.query_one(KeysFooter).keys


def expected_keys(screen: GameScreen) -> list[str]:
    """What Textual's own footer shows: one key per shown action, in order."""
    actions: dict[str, str] = {}
    for _, binding, _, _ in screen.active_bindings.values():
        if binding.show and binding.action != "command_palette":
            actions.setdefault(binding.action, binding.description)
    return list(actions.values())


def shown_keys(screen: GameScreen) -> list[str]:
    footer = screen.query_one(KeysFooter)
    keys = footer.keys
    return [item.description for item in footer.shown() if keys and item is not keys.palette]


async def commit_one_decision(pilot: Any, table: Table) -> None:
    moves = len(table.envelope.actions)
    while len(table.envelope.actions) == moves:
        await pilot.press("enter")
        await pilot.pause()


async def test_jewels_footer_is_not_touched_behind_the_curtain(tmp_path: Path) -> None:
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        before = footer_keys(screen)
        assert shown_keys(screen) == expected_keys(screen)
        await commit_one_decision(pilot, table)
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.pause()
        # The spectator's keys would be fewer; nobody sees them behind the curtain.
        assert footer_keys(screen) is before
        await lift_curtain(pilot)
        await wait_for(pilot, lambda: app.screen is screen)
        await pilot.pause()
        assert shown_keys(screen) == expected_keys(screen)
        assert footer_keys(screen) is before  # Bob has Ann's keys: not even repainted


async def test_frozen_shinies_footer_catches_up_when_the_curtain_lifts(tmp_path: Path) -> None:
    table = Table.start("frozen-shinies", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("enter")  # the first pick of a play: "Back a step" comes
        await pilot.pause()
        assert "Back a step" in shown_keys(screen)
        drafting = footer_keys(screen)
        await commit_one_decision(pilot, table)
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.pause()
        assert footer_keys(screen) is drafting
        await lift_curtain(pilot)
        await wait_for(pilot, lambda: "Back a step" not in shown_keys(screen))
        assert shown_keys(screen) == expected_keys(screen)


@pytest.mark.parametrize(
    ("game_id", "board_type"),
    [("jewels", JewelsBoard), ("frozen-shinies", FrozenShiniesBoard)],
)
async def test_a_hand_over_draws_the_board_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str, board_type: type[Board]
) -> None:
    """Only the spectator's view is drawn behind the curtain; the mover's is never painted."""
    table = Table.start(game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        drawn: list[int | None] = []
        draw = board_type.draw

        def counted(self: Board, scene: Scene[Any]) -> None:
            drawn.append(scene.viewer)
            draw(self, scene)

        monkeypatch.setattr(board_type, "draw", counted)
        moves = len(table.envelope.actions)
        while len(table.envelope.actions) == moves:
            drawn.clear()
            await pilot.press("enter")
            await pilot.pause()
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert drawn == [None]


async def test_frozen_shinies_pick_within_a_play_leaves_the_scoreboard(tmp_path: Path) -> None:
    """The card played changes the hand sizes the side panel shows; choosing its stack does not."""
    table = Table.start("frozen-shinies", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        scoreboard = app.screen.query_one("#scoreboard", Static)
        await pilot.press("enter")  # the card
        await pilot.pause()
        shown = scoreboard.content
        moves = len(table.envelope.actions)
        await pilot.press("enter")  # the stack
        await pilot.pause()
        assert len(table.envelope.actions) == moves
        assert scoreboard.content is shown


async def test_jewels_hand_over_leaves_the_board_focus_to_the_curtain(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Behind the curtain the board does not take the focus from its list (restyling the whole
    board twice, once to take it and once as the curtain takes it away); the next seat's keys
    still go to the list of choices once the curtain lifts."""
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob")], seed=7)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        choices = screen.query_one("#jw-choices", OptionList)
        assert app.focused is choices
        restyled: list[str] = []
        update = JewelsBoard.update_node_styles

        def counted(self: JewelsBoard, animate: bool = True) -> None:
            restyled.append(type(self).__name__)
            update(self, animate)

        monkeypatch.setattr(JewelsBoard, "update_node_styles", counted)
        await commit_one_decision(pilot, table)
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.pause()
        assert restyled == []
        await lift_curtain(pilot)
        await wait_for(pilot, lambda: app.focused is choices)
        highlighted = choices.highlighted
        await pilot.press("down")
        await pilot.pause()
        assert choices.highlighted == (highlighted or 0) + 1
