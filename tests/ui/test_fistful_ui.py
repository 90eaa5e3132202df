"""A Fistful of Penguins by keyboard: solo to the rating, three players with a computer (quit and
resume mid-turn), the advanced game's curtain and pricing form (each seller's form starts at their
own price), and the board at 120x40. Marking dice is the board's own business: no engine action."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.message import Message
from textual.pilot import Pilot
from textual.widgets import Input, Select

from penguin_tables.games.fistful import reroll_key, solo_rating
from penguin_tables.games.fistful.actions import SetPrice
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.games.fistful import FistfulBoard
from penguin_tables.ui.games.fistful.dice import DiceRow
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.replay_screen import ReplayScreen
from penguin_tables.ui.screens.saves import SavesScreen
from penguin_tables.ui.screens.setup import SetupScreen
from penguin_tables.ui.widgets.board import Board
from tests.ui.conftest import computers_done, lift_curtain, on_top, screen_text

FACE_WORDS = ("penguin", "squirrel", "moose", "kangaroo", "lion", "camel")


async def new_fistful(
    pilot: Pilot[None], players: int, computers: tuple[int, ...] = (), mode: str = "basic"
) -> None:
    """From the lobby: highlight Fistful, fill in the setup form, start."""
    app = pilot.app
    assert isinstance(app.screen, LobbyScreen)
    await pilot.press("down", "enter")
    setup = app.screen
    assert isinstance(setup, SetupScreen)
    assert "Fistful" in screen_text(app)
    setup.query_one("#count", Select).value = players
    for seat in computers:
        setup.query_one(f"#kind-{seat}", Select).value = "normal"
    setup.query_one("#opt-mode", Select).value = mode
    setup.query_one("#seed", Input).value = "7"
    await pilot.pause()
    await pilot.press("ctrl+s")
    await pilot.pause()


def fistful_screen(app: PenguinTablesApp) -> tuple[GameScreen, FistfulBoard]:
    screen = app.screen
    assert isinstance(screen, GameScreen) and isinstance(screen.board, FistfulBoard)
    return screen, screen.board


async def stop_turn(pilot: Pilot[None]) -> None:
    """Stop and score the rest: s asks first, s again stops."""
    await pilot.press("s")
    assert "Stop and score the rest" in screen_text(pilot.app)
    await pilot.press("s")
    await pilot.pause()


async def test_solo_game_to_the_end_with_keys(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        await new_fistful(pilot, players=1)
        screen, board = fistful_screen(app)
        text = screen_text(app)
        assert "Solo · round 1 of 3" in text
        assert "Stop: the rest" in text and "Stop: lions" in text
        assert any(f" {word}" in text for word in FACE_WORDS)
        state = screen.table.state

        await pilot.press("space")  # mark die 1 under the cursor: the board's own, no engine action
        assert state is screen.table.state and board.marked == {0}
        assert not screen.table.envelope.actions and not screen.table.log
        assert "✓" in screen_text(app)
        await pilot.press("escape")  # clears the marks again
        assert board.marked == set() and "✓" not in screen_text(app)
        await pilot.press("3", "u")  # a mark is no move: nothing to undo, the mark stays
        assert board.marked == {2} and state is screen.table.state
        await pilot.press("escape", "2", "enter")  # number key marks die 2, Enter rerolls it
        assert screen.table.state.tokens[0] == 5
        assert len(screen.table.envelope.actions) == 1  # one action for the marks and the reroll
        assert screen.table.log[-1].startswith("Player 1 spends a token to reroll")
        assert board.marked == set()
        await pilot.press("a")  # a spare die
        assert len(screen.table.state.dice) == 5
        await pilot.press("s", "escape")  # asking to stop can be taken back
        assert screen.table.state.round == 1
        await stop_turn(pilot)
        assert screen.table.state.round == 2
        assert "Last: Player 1 scored $" in screen_text(app)

        await stop_turn(pilot)
        await stop_turn(pilot)
        assert isinstance(app.screen, GameOverScreen)
        assert screen.table.is_over()
        money = screen.table.state.money[0]
        band = solo_rating(money)
        assert f"finishes with ${money}: {band}." in screen_text(app)
        assert "winner" not in screen_text(app) and "★" not in screen_text(app)
        await pilot.press("p")  # the replay shows the board's rating ladder at the end
        await pilot.press("end")
        text = screen_text(app)
        assert "Solo rating" in text and "$120+  Zowie" in text
        assert any("▶" in line and band in line for line in text.splitlines())


async def test_three_players_with_a_computer_quit_and_resume_mid_turn(
    app: PenguinTablesApp,
) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        await new_fistful(pilot, players=3, computers=(2,))
        screen, board = fistful_screen(app)
        assert "Round 1 of 3 · Player 1's turn" in screen_text(app)
        await pilot.press("1", "enter")
        await stop_turn(pilot)
        assert "Player 2's turn" in screen_text(app)  # no curtain: nothing is secret
        await stop_turn(pilot)
        await computers_done(pilot, screen)
        assert screen.table.state.round == 2
        assert any(line.startswith("Player 3 stops") for line in screen.table.log)
        text = screen_text(app)
        assert "Player 3" in text and "Tok" in text and "Chip" in text

        before = screen.table.game.dump(screen.table.state)
        await pilot.press("right", "space")  # mid-turn: die 2 marked, nothing saved for it
        assert board.marked == {1}
        assert screen.table.game.dump(screen.table.state) == before
        await pilot.press("q")
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("r")
        assert isinstance(app.screen, SavesScreen)
        await pilot.press("enter")
        await pilot.pause()
        resumed, resumed_board = fistful_screen(app)
        assert resumed is not screen and resumed_board.marked == set()
        assert resumed.table.game.dump(resumed.table.state) == before
        assert "Round 2 of 3 · Player 1's turn" in screen_text(app)

        for _ in range(40):
            if resumed.table.is_over():
                break
            await stop_turn(pilot)
            await computers_done(pilot, resumed)
        assert resumed.table.is_over()
        assert isinstance(app.screen, GameOverScreen)
        outcome = resumed.table.game.outcome(resumed.table.state)
        best = max(resumed.table.state.money)
        assert all(resumed.table.state.money[w] == best for w in outcome.winners)
        shown = " ".join(screen_text(app).replace("█", " ").split())
        assert "★" in shown and " ".join(outcome.why.split()) in shown


async def test_advanced_two_humans_price_behind_the_curtain_and_buy(
    app: PenguinTablesApp,
) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        await new_fistful(pilot, players=2, mode="advanced")
        assert isinstance(app.screen, CurtainScreen)
        assert "Pass the keyboard to Player 2" in screen_text(app)
        assert "secret die" not in screen_text(app)
        await pilot.press("enter")
        screen, _ = fistful_screen(app)
        secret = screen.table.state.secrets[1]
        text = screen_text(app)
        assert f"Your secret die:  {secret.face[0].upper()}  {secret.face}" in text
        assert "Ask  $0  and  no black chip" in text  # no price of your own yet: empty
        await pilot.press("3", "right", "p")  # $4 and the black chip's one-penguin side
        assert "$4 + 1 token" in screen_text(app)
        await pilot.press("enter")

        assert isinstance(app.screen, CurtainScreen)
        assert "Pass the keyboard to Player 1" in screen_text(app)
        await pilot.press("enter")
        assert on_top(app, screen)
        text = screen_text(app)
        assert "Dice on offer" in text
        assert f"1 Player 2:  {secret.face[0].upper()}  {secret.face}  $4 + 1 token" in text
        dice = len(screen.table.state.dice)
        await pilot.press("1", "enter")  # reroll die 1: the seller may answer in secret
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        assert "k  keep die and price" in screen_text(app)
        await pilot.press("k")
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.press("b")
        assert "Buy whose die? (1) Player 2's" in screen_text(app)
        await pilot.press("enter")
        state = screen.table.state
        assert len(state.dice) == dice + 1 and state.dice[-1] == secret.face
        assert state.money == [6, 14] and state.tokens == [4, 7]
        assert "bought" in screen_text(app)


async def test_board_uses_the_room_at_120x40_and_clicks_select(tmp_path: Path) -> None:
    table = Table.start(
        "fistful",
        [Seat(name="[b]Ann"), Seat(name="Bob"), Seat(name="Cy", kind="computer")],
        seed=11,
    )
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen, board = fistful_screen(app)
        text = screen_text(app)
        assert "[b]Ann" in text  # names are shown literally
        for face in table.state.dice:
            assert face in text
        assert "Stop: the rest" in text and "Stop: lions" in text
        row = screen.query_one(DiceRow)
        assert row.per_row() >= 4
        await pilot.click(DiceRow, offset=(5, 0))
        assert board.marked == {0} and not table.envelope.actions


async def test_a_finished_game_replays_on_the_fistful_board(tmp_path: Path) -> None:
    table = Table.start(
        "fistful",
        [Seat(name="Ann", kind="computer"), Seat(name="Bob", kind="computer")],
        seed=5,
        options={"mode": "advanced"},
    )
    while not table.is_over():
        table.play(table.computer_action())
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        from penguin_tables.ui.screens.registry import replay_screen

        app.push_screen(replay_screen(table.envelope))
        await pilot.pause()
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen) and isinstance(viewer.board, FistfulBoard)
        await pilot.press("right", "right", "s", "space", "enter")
        assert viewer.index == 2  # only the replay bar moved
        assert viewer.board.scene == viewer.replay.scene(2, viewer.viewer)
        await pilot.press("end")
        assert "The game is over." in screen_text(app)
        assert not isinstance(app.screen, GameOverScreen)


async def test_cash_in_chip_and_lions_by_keys(tmp_path: Path) -> None:
    table = Table.start("fistful", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    table.state.dice = ["penguin", "penguin", "lion", "camel"]
    table.state.chips = [1, 0]
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        fistful_screen(app)
        text = screen_text(app)
        assert "$0 + 3 tokens" in text and "$7 + 3 tokens" in text  # a lion voids the camel
        assert "chip K1 (turns 1 die)" in text
        await pilot.press("k")  # nothing marked yet: the chip explains itself
        assert table.state.chips == [1, 0]
        await pilot.press("c")
        assert "Cash in how many penguins? (1-2) 2 → 3" in screen_text(app)
        await pilot.press("left", "enter")  # one penguin now, for one token
        assert table.state.set_aside == 1 and table.state.tokens[0] == 7
        assert table.state.dice == ["penguin", "lion", "camel"]
        await pilot.press("3", "k")  # the camel becomes a kangaroo
        assert table.state.dice == ["penguin", "lion", "kangaroo"] and table.state.chips[0] == 0
        await pilot.press("l")
        assert "Stop and score the lions for $7 + 1 token" in screen_text(app)
        await pilot.press("l")
        assert "stops and scores the lions" in table.log[-1]
        assert table.state.money[0] == 17 and table.state.chips[0] == 0
        assert "Last: Ann scored $7 + 1 token" in screen_text(app)


async def test_each_seller_prices_from_their_own_form_never_anothers(tmp_path: Path) -> None:
    """Issue 11's leak: Bob's secret $8 and black chip must not open Cy's pricing form."""
    table = Table.start(
        "fistful",
        [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")],
        seed=11,
        options={"mode": "advanced"},
    )
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")  # Bob prices first
        screen, _ = fistful_screen(app)
        assert screen.viewer == 1 and "Ask  $0  and  no black chip" in screen_text(app)
        await pilot.press("8", "p", "enter")
        assert table.state.pending == [2]
        assert isinstance(app.screen, CurtainScreen)
        assert "$8" not in screen_text(app)
        await pilot.press("enter")  # Cy's form starts empty, not at Bob's price
        assert screen.viewer == 2
        text = screen_text(app)
        assert "Ask  $0  and  no black chip" in text
        assert "$8" not in text and "black chip: 1" not in text
        await pilot.press("2", "enter")
        assert table.state.pending == []
        await pilot.press("enter")  # Ann rerolls die 1: the sellers may answer again
        await pilot.press("1", "enter")
        assert table.state.pending == [1, 2]
        await pilot.press("enter")  # Bob's form starts at Bob's own last price
        assert screen.viewer == 1
        assert "Ask  $8  and  black chip: 1 token" in screen_text(app)
        await pilot.press("k")
        await pilot.press("enter")
        assert screen.viewer == 2
        assert "Ask  $2  and  no black chip" in screen_text(app)


async def test_a_seller_may_give_a_die_away_for_nothing(app: PenguinTablesApp) -> None:
    """Issue 24: the rulebook does not forbid a $0 price; 0 and Enter offer the die for nothing."""
    async with app.run_test(size=(80, 24)) as pilot:
        await new_fistful(pilot, players=2, mode="advanced")
        await pilot.press("enter")
        screen, _ = fistful_screen(app)
        await pilot.press("5", "0")  # $5, then a new number: $0
        assert "The buyer would pay you nothing ($0)" in screen_text(app)
        await pilot.press("enter")
        die = screen.table.state.secrets[1]
        assert die is not None and (die.dollars, die.penguins, die.priced) == (0, 0, True)
        assert "for $0" in screen.table.log[-1]
        await pilot.press("enter")  # the curtain: Player 1 sees the die at $0 and takes it
        assert f"{die.face}  $0" in screen_text(app)
        money = list(screen.table.state.money)
        await pilot.press("b", "enter")
        assert screen.table.state.dice[-1] == die.face and screen.table.state.money == money


def crowded_table(players: int = 5) -> Table:
    """Advanced game, everyone's die on offer, round three, five dice and a two-sided chip."""
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][:players]
    table = Table.start(
        "fistful", [Seat(name=n) for n in names], seed=11, options={"mode": "advanced"}
    )
    while table.state.pending:
        table.play(SetPrice(dollars=4, penguins=1))
    table.state.round, table.state.chips[0] = 3, 2
    table.state.dice = ["penguin", "lion", "squirrel", "squirrel", "moose"]
    return table


async def test_choices_and_prompt_stay_on_screen_at_80x24_with_offers_and_the_chip(
    tmp_path: Path,
) -> None:
    """Issue 15: the choices and the prompt never scroll away; the table above them may."""
    app = make_app(tmp_path, start_table=crowded_table(), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        fistful_screen(app)
        for keys in ((), ("1", "2"), ("escape", "3", "4", "5")):
            await pilot.press(*keys)
            text = screen_text(app)
            assert "use kangaroo chip" in text and "stop: the rest" in text
            assert "Mark dice, then reroll" in text or "Enter rerolls the ✓ dice" in text
        assert "Dice on offer" in text and "$4 + 1 token" in text
        assert "kangaroo chip K2 (turns 1-2 dice)" in text


async def test_a_big_terminal_draws_dice_as_dice_and_the_worth_card(tmp_path: Path) -> None:
    """Issue 15: at 200x60 the dice are tall boxes, the dice on offer are dice, and the rest of
    the room holds both stop previews framed and what each face is worth."""
    app = make_app(tmp_path, start_table=crowded_table(4), bot_delay=0)
    async with app.run_test(size=(200, 60)) as pilot:
        await lift_curtain(pilot)
        _, board = fistful_screen(app)
        assert board.query_one(DiceRow).look == "huge"
        lines = screen_text(app).splitlines()
        text = "\n".join(lines)
        assert "What the dice are worth" in text and "$9 each, but only with a squirrel" in text
        boxes = [line for line in lines if line.count("╭─") + line.count("╔═") >= 3]
        assert len(boxes) >= 2  # the player's dice and the dice on offer, each a row of boxes
        assert "penguin" in text and "$4 + 1 token" in text
        board_rows = [line[:130].strip() for line in lines[1:-1]]
        assert sum(1 for row in board_rows if row) >= 38  # 22 of 60 before issue 15


async def test_the_end_says_how_leftover_tokens_became_dollars(tmp_path: Path) -> None:
    table = Table.start("fistful", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    state = table.state
    state.round, state.turn, state.tokens = 3, 1, [4, 2]
    state.dice = ["camel"]
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await stop_turn(pilot)
        assert table.is_over() and isinstance(app.screen, GameOverScreen)
        payout = "Leftover tokens pay $1 each: Ann 4 tokens → $4, Bob 2 tokens → $2"
        assert payout in table.log[-1]
        assert "Leftover tokens pay $1 each" in screen_text(app)


async def test_a_seller_types_a_price_above_twelve_dollars_with_their_own_money(
    tmp_path: Path,
) -> None:
    """Issue 15: no $12 cap; a price asks up to the seller's own money, in tokens for the chip."""
    table = Table.start(
        "fistful", [Seat(name="Ann"), Seat(name="Bob")], seed=11, options={"mode": "advanced"}
    )
    table.state.money = [30, 25]
    table.state.bank_paid = 35
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        assert "dollars, up to your $25" in screen_text(app)
        await pilot.press("2", "0", "p", "p")
        assert "Ask  $20  and  black chip: 2 tokens" in screen_text(app)
        await pilot.press("enter")
        await lift_curtain(pilot)
        assert "$20 + 2 tokens" in screen_text(app)  # the same words in the offers list
        assert "for $20 + 2 tokens" in table.log[-1]


async def test_a_reroll_of_marked_dice_reaches_the_screen_as_one_pick(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Enter after marking dice posts one message naming them all (issue 25), which the table
    plays as one reroll; the engine's prompt and the standard waiting line show around it."""
    seats = [Seat(name="Ann"), Seat(name="Bob", kind="computer")]
    table = Table.start("fistful", seats, seed=3)
    app = make_app(tmp_path, start_table=table, bot_delay=60)  # Bob waits: the line stays up
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        _, board = fistful_screen(app)
        assert "Mark dice, then reroll them" in screen_text(app)  # the engine's own prompt
        posted: list[object] = []
        send = board.post_message

        def record(message: Message) -> bool:
            if isinstance(message, Board.Picked | Board.PickedMany):
                posted.append(message)
            return send(message)

        monkeypatch.setattr(board, "post_message", record)
        await pilot.press("1", "3", "enter")
        await pilot.pause()
        assert len(posted) == 1 and isinstance(posted[0], Board.Picked)
        assert posted[0].key == reroll_key((0, 2))
        assert table.envelope.actions == [{"kind": "reroll", "dice": [0, 2]}]
        await pilot.press("s", "s")
        await pilot.pause()
        text = screen_text(app)
        assert "Waiting for Bob…" in text and "(a computer player)" in text
