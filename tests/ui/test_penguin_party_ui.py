"""Penguin Party by keyboard: lobby, setup, curtain, rules pane, quit, resume and finish."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Select

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.games.penguin_party import PenguinPartyBoard
from penguin_tables.ui.games.penguin_party.cards import CardSize
from penguin_tables.ui.games.penguin_party.hand import Hand, group_width, hand_height
from penguin_tables.ui.games.penguin_party.pyramid import Pyramid
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.help import HelpScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.saves import SavesScreen
from penguin_tables.ui.screens.setup import SetupScreen
from tests.ui.conftest import lift_curtain, on_top, screen_text, wait_for


async def take_turn(pilot: Pilot[None]) -> None:
    """Lift the curtain if it is down, then play the first card on its first spot."""
    app = pilot.app

    def settled() -> bool:
        screen = app.screen
        if isinstance(screen, CurtainScreen | GameOverScreen):
            return True
        if not isinstance(screen, GameScreen):
            return False
        board = screen.board
        if isinstance(board, PenguinPartyBoard) and board.showing_summary():
            return True
        return screen.is_my_turn()

    await wait_for(pilot, settled)
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")
    await pilot.press("enter")
    board = app.screen.query(PenguinPartyBoard).first() if is_party(app.screen) else None
    if board is not None and board.picking_spot():
        await pilot.press("enter")
    await pilot.pause()


def is_party(screen: object) -> bool:
    return isinstance(screen, GameScreen) and isinstance(screen.board, PenguinPartyBoard)


#: Keyboard moves left in the game when it is resumed: the last round's summary and the end.
LAST_MOVES = 4


def near_the_end(folder: SaveFolder, name: str) -> int:
    """While the game is saved and closed, play it on (the first card on its first spot, as the
    keyboard does) until LAST_MOVES moves are left; the moves the save holds then. The middle of
    the game is the same two keys, turn after turn: the keyboard plays its start and its end, and
    the round summary between rounds is tested by itself below."""
    table = Table.resume(folder, name)
    game = table.game
    ahead, left = table.state, 0
    while not game.is_over(ahead):
        ahead, left = game.apply(ahead, game.legal_actions(ahead)[0]), left + 1
    assert left > LAST_MOVES, "the game must still have a middle to skip"
    for _ in range(left - LAST_MOVES):
        table.play(game.legal_actions(table.state)[0])
    return len(table.envelope.actions)


async def test_two_humans_play_quit_resume_and_finish(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(100, 30)) as pilot:
        assert isinstance(app.screen, LobbyScreen)
        assert "Penguin Party" in screen_text(app)
        await pilot.press("enter")
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("ctrl+s")
        # The curtain's words, not only its screen: it is pushed a frame or more before it is drawn.
        await wait_for(pilot, lambda: "Pass the keyboard" in screen_text(app))
        assert isinstance(app.screen, CurtainScreen)
        assert "Pass the keyboard to Player 1" in screen_text(app)
        assert "Round 1" not in screen_text(app)  # the curtain hides the table
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert "Player 1: Choose a card to play." in screen_text(app)

        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "Table notes" in screen_text(app) or "Penguin Party" in screen_text(app)
        await pilot.press("escape")
        assert on_top(app, screen)

        for _ in range(2):  # each player once, each behind the curtain
            await take_turn(pilot)
        assert len(screen.table.envelope.actions) == 2
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.press("q")
        assert isinstance(app.screen, LobbyScreen)
        (name,) = app.folder.names()
        assert len(app.folder.read(name).actions) == 2  # quitting kept the two moves
        played = near_the_end(app.folder, name)

        await pilot.press("r")
        assert isinstance(app.screen, SavesScreen)
        assert "Player 1, Player 2" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
        resumed = app.screen
        assert isinstance(resumed, GameScreen)
        assert len(resumed.table.envelope.actions) == played

        for _ in range(3 * LAST_MOVES):  # each move, its curtain and the round's summary
            if isinstance(app.screen, GameOverScreen):
                break
            await take_turn(pilot)
        assert isinstance(app.screen, GameOverScreen)
        assert resumed.table.is_over()
        assert "Final scores" in screen_text(app)
        await pilot.press("l")
        assert isinstance(app.screen, LobbyScreen)


async def test_against_the_computer_no_curtain_and_computer_moves(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        setup.query_one("#kind-1", Select).value = "normal"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
        await take_turn(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await wait_for(
            pilot, lambda: len(screen.table.envelope.actions) == 2
        )  # the computer answered
        assert "Player 2" in screen.table.log[-1]


async def test_too_small_terminal_shows_a_notice(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert "needs 80x24" in screen_text(app)


async def test_names_are_shown_literally(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        setup = app.screen
        setup.query_one("#name-0", Input).value = "[red]x"
        setup.query_one("#kind-1", Select).value = "normal"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "[red]x" in screen_text(app)


# ----- issue 15: cards as cards, the round summary, penalty points, the deal and the refund -------
def versus_computers(players: int = 2, seed: int = 5) -> Table:
    names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"][:players]
    seats = [Seat(name=n, kind="human" if n == "Ann" else "computer") for n in names]
    return Table.start("penguin-party", seats, seed=seed)


def one_move_before_round_ends(players: int = 2, final: bool = False) -> Table:
    """A game against computers, played by the computer's choices for every seat until the next
    move, a computer's, ends a round (the last round if `final`)."""
    for seed in range(1, 50):
        table = versus_computers(players, seed)
        game = table.game
        while not table.is_over():
            action = table.computer_action()
            after = game.apply(table.state, action)
            ends = after.over if final else after.round != table.state.round
            if ends and table.seat_is_computer(table.to_move()):
                return table
            if after.round != table.state.round and not final:
                break
            table.play(action)
    raise AssertionError("no seed found")


def board_of(app: PenguinTablesApp) -> PenguinPartyBoard:
    screen = app.screen
    assert isinstance(screen, GameScreen) and isinstance(screen.board, PenguinPartyBoard)
    return screen.board


async def test_big_terminal_draws_a_large_pyramid_and_a_hand_of_cards(tmp_path: Path) -> None:
    app = make_app(tmp_path, start_table=versus_computers(3), bot_delay=0)
    async with app.run_test(size=(200, 60)) as pilot:
        await pilot.pause()
        board = board_of(app)
        pyramid = board.query_one(Pyramid)
        assert board.card_size(board.view) == CardSize(12, 5)
        assert pyramid.region.height >= 40  # eight rows of five-line cards
        shown = screen_text(app)
        assert "╭─────────╮" in shown and "│  green  │" in shown  # framed cards with names
        assert "▲ ×" in shown and " G ×" not in shown  # the hand is cards, not text
        text_rows = [i for i, line in enumerate(shown.splitlines()) if line.strip()]
        assert max(text_rows) >= 50  # the board reaches down the screen


async def test_small_terminal_keeps_chips_and_everything_in_view(tmp_path: Path) -> None:
    app = make_app(tmp_path, start_table=versus_computers(5), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = board_of(app)
        assert board.card_size(board.view) == CardSize(4, 1)
        shown = screen_text(app)
        assert "Ann: Choose a card to play." in shown and "▲▲▲" in shown
        assert "laid face up" in shown  # the five-player base card explained
        assert "Penalty" in shown and "fewer is better" in shown


async def test_round_summary_waits_for_enter_before_the_next_deal(tmp_path: Path) -> None:
    table = one_move_before_round_ends()
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        board = board_of(app)
        await wait_for(pilot, board.showing_summary)
        await pilot.pause()  # the frame that shows it
        shown = screen_text(app)
        assert "Round 1 of 2 is over" in shown
        assert "Round 2 of 2: Bob starts" in shown and "fewer is better" in shown
        results = board.view.last_round
        for seat, name in enumerate(("Ann", "Bob")):
            row = next(line for line in shown.splitlines() if line.startswith(f"│ {name} "))
            assert str(results[seat].total) in row and ("+" in row or "−" in row or " 0 " in row)
        moves = len(table.envelope.actions)
        await pilot.pause(0.3)
        assert len(table.envelope.actions) == moves  # Bob waits while the summary is read
        await pilot.press("enter")
        assert not board.showing_summary()
        await wait_for(pilot, lambda: len(table.envelope.actions) > moves)
        assert "Round 2 of 2" in screen_text(app) and "is over" not in screen_text(app)


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_last_rounds_summary_comes_before_the_final_scores(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """The final scores were drawn over the still open "Round 2 of 2 is over" box: now the
    summary is read first, Enter closes it and brings the final scores, alone on the table."""
    table = one_move_before_round_ends(final=True)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        assert is_party(screen)
        await wait_for(pilot, lambda: table.is_over() and "last round" in screen_text(app))
        await pilot.pause(0.2)
        assert app.screen is screen  # no final scores over the summary
        assert "Round 2 of 2 is over" in screen_text(app)
        assert "That was the last round.  Enter: the final" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await wait_for(pilot, lambda: "Final scores" in screen_text(app))
        assert "Round 2 of 2 is over" not in screen_text(app)
        await pilot.press("enter")  # put the final scores away: the final pyramid
        await wait_for(pilot, lambda: app.screen is screen)
        assert "Round 2 of 2 is over" not in screen_text(app)
        assert "The game is over." in screen_text(app)


async def test_empty_hand_refund_is_shown_before_and_after(tmp_path: Path) -> None:
    table = versus_computers(3)
    state = table.state
    state.hands = [("red",), ("yellow", "yellow"), ("green", "blue")]
    state.rows = [("red",) * 2 + ("blue",) * 2 + ("green",) * 2 + ("purple",) * 2]
    state.rows += [(None,) * (8 - r) for r in range(1, 8)]
    state.round, state.round_points, state.points, state.turn = 1, [(5, 0, 0)], [5, 0, 0], 0
    # The computers think for long enough that Ann reads the table after her last card.
    app = make_app(tmp_path, start_table=table, bot_delay=30)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "placing it hands back 2 penalty points" in screen_text(app)
        await pilot.press("enter", "enter")
        await wait_for(pilot, lambda: "empty −2" in screen_text(app))
        assert "You placed every card and handed back 2 penalty points" in screen_text(app)


async def test_hand_of_cards_shows_whole_after_the_curtain(tmp_path: Path) -> None:
    """Behind the curtain the hand is empty (one line); lifted, its cards take their full height."""
    table = Table.start("penguin-party", [Seat(name="Ann"), Seat(name="Bob")], seed=2)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(200, 60)) as pilot:
        await lift_curtain(pilot)
        await take_turn(pilot)
        await wait_for(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await pilot.pause()
        board = board_of(app)
        size = board.card_size(board.view)
        assert size.framed
        assert board.query_one(Hand).region.height == hand_height(size)
        assert "▲ ×" in screen_text(app)


async def test_a_twenty_cell_name_keeps_the_round_line_whole_at_80x24(tmp_path: Path) -> None:
    """Issue 23: "… started it" lost its end at 80x24 when the starter had a 20-character name."""
    long_name = "ABCDEFGHIJKLMNOPQRST"
    table = Table.start("penguin-party", [Seat(name=long_name), Seat(name="Bob")], seed=3)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        await wait_for(pilot, lambda: is_party(app.screen))
        starter = table.seats[table.scene(None).view.starter].name
        assert f"{starter} began" in screen_text(app)


# ----- issue 25: the engine's question, typed choices, the standard lines ------------------------
async def test_the_board_asks_the_engines_question_and_waits_in_the_standard_words(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path, start_table=versus_computers(2), bot_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = board_of(app)
        scene = board.scene
        assert scene is not None and scene.decision is not None
        assert scene.decision.prompt == "Choose a card to play."
        assert "Ann: Choose a card to play." in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, board.picking_spot)
        scene = board.scene
        assert scene is not None and scene.decision is not None
        assert scene.decision.prompt == f"Choose where the {board.colour} card goes."
        said = board.prompt(scene).plain
        assert said.startswith(f"Ann: Choose where the {board.colour} card goes.")
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Waiting for Bob…" in screen_text(app))


async def test_with_no_card_that_fits_the_one_choice_is_giving_up(tmp_path: Path) -> None:
    table = versus_computers(3)
    state = table.state
    state.hands = [("yellow", "yellow"), ("red",), ("green", "blue")]
    state.rows = [("red",) * 2 + ("blue",) * 2 + ("green",) * 2 + ("purple",) * 2]
    state.rows += [(None,) * (8 - r) for r in range(1, 8)]
    state.turn = 0
    app = make_app(tmp_path, start_table=table, bot_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = board_of(app)
        assert board.must_give_up() and board.playable_colours() == []
        scene = board.scene
        assert scene is not None
        said = board.prompt(scene).plain
        assert (
            said
            == "No card fits anywhere: you must give up for this round. Enter: take 2 penalty points."
        )
        await pilot.press("enter")
        await wait_for(pilot, lambda: table.state.status[0] == "out")
        assert table.state.points[0] == 2


async def test_a_click_on_another_card_while_choosing_a_spot_takes_that_card(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path, start_table=versus_computers(2), bot_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = board_of(app)
        first = board.colour
        other = next(c for c in board.playable_colours() if c != first)
        await pilot.press("enter")
        await wait_for(pilot, board.picking_spot)
        hand = board.query_one(Hand)
        x = 1 + hand.indent + hand.colours.index(other) * group_width(hand.card_size) + 1
        await pilot.click(Hand, offset=(x, 0))
        await wait_for(pilot, lambda: board.picking_spot() and board.colour == other)
        scene = board.scene
        assert scene is not None and scene.decision is not None
        assert scene.decision.trail == (other,)
