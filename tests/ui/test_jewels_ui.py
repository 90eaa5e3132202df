"""Jewels for the Emperor Penguin by keyboard: against the computer from the lobby to the end (a
turn drafted whole, Escape taking picks back), two humans behind the curtain with guilds kept secret
and the keyboard passed for an everyone ability, quitting mid-turn and resuming, the Play Again
prompt, and the roomy board at 120x40 with a click on the map."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from rich.text import Text
from textual.pilot import Pilot
from textual.widgets import Input, Select, Static

from penguin_tables.engine.choices import Choice
from penguin_tables.games.jewels import Decline, Jewels, JewelsView, content
from penguin_tables.games.jewels.computer import COMPUTER
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.games.jewels.board import JewelsBoard, target_of
from penguin_tables.ui.games.jewels.valley import (
    ValleyMap,
    ValleyPicture,
    cell_origin,
    cell_size,
    draw_valley,
    picture_penguins,
    place_at,
    step_cursor,
)
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.saves import SavesScreen
from penguin_tables.ui.screens.setup import SetupScreen
from tests.games.jewels.tables import REFERENCE_LAYOUT
from tests.sweeps import how_many, sweep
from tests.ui.conftest import computers_done, screen_text


async def new_jewels(
    pilot: Pilot[None], computers: tuple[int, ...] = (), layout: str = "starter", seed: int = 7
) -> None:
    """From the lobby: highlight Jewels (fourth game), fill in the setup form, start."""
    app = pilot.app
    assert isinstance(app.screen, LobbyScreen)
    await pilot.press("down", "down", "down", "enter")
    setup = app.screen
    assert isinstance(setup, SetupScreen)
    assert "Jewels for the Emperor Penguin" in screen_text(app)
    setup.query_one("#count", Select).value = 2
    for seat in computers:
        setup.query_one(f"#kind-{seat}", Select).value = "normal"
    setup.query_one("#opt-layout", Select).value = layout
    setup.query_one("#seed", Input).value = str(seed)
    await pilot.pause()
    await pilot.press("ctrl+s")
    await pilot.pause()


def board_of(screen: object) -> JewelsBoard:
    assert isinstance(screen, GameScreen) and isinstance(screen.board, JewelsBoard)
    return screen.board


async def first_choice(pilot: Pilot[None], screen: GameScreen) -> None:
    """Press 1: the first legal choice on the list, as a hurried player would. (`press` returns
    once the app is idle again: a further pause would only add a frame to each of a whole game's
    picks.)"""
    assert board_of(screen).shown, "a person to move always has choices on screen"
    await pilot.press("1")


def guild_name(screen: GameScreen, seat: int) -> str:
    return content().guilds[screen.table.state.seats[seat].guild]


#: Picks `make test` takes after the first turn's checks: a few whole turns reach the table. The
#: whole game from the lobby to the end (some 140 picks, 45 to 60 CPU-seconds) is `make soak`'s;
#: `make test` plays the end of a game by keys in
#: `test_the_last_turns_against_the_computer_end_the_game`.
SAMPLE_PICKS = 12


@sweep
async def test_two_players_against_the_computer_to_the_end(
    app: PenguinTablesApp, sweep: bool
) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        await new_jewels(pilot, computers=(1,))
        screen = app.screen
        assert isinstance(screen, GameScreen)
        # Seed 7 draws seat 1 (the computer) to go first; neither rolled a snowflake, so each in turn
        # order is offered to turn a die to it: the computer has been, seat 0 is asked now.
        view = screen.current_scene().view
        assert view.first_player == 1
        await computers_done(pilot, screen)
        text = screen_text(app)
        assert "Floor (market)  A1-5 B1-5" in text  # each player's penguins 1 to 5, whose and which
        assert "You rolled no snowflake" in text and "Keep the dice as rolled" in text
        assert "Player 2 goes first" in text  # under the scores: who was drawn to start
        await pilot.press(str(len(board_of(screen).shown)))  # keep the dice
        await computers_done(pilot, screen)  # the computer's first turn
        text = screen_text(app)
        assert "Choose a die to spend" in text and "1 Die 1:" in text
        assert "T " in text and "SD|S" in text  # the trophy tile and its short label
        assert "↓" in text  # slides under their tiles

        # A die, then Escape: nothing was sent to the table.
        actions = len(screen.table.envelope.actions)
        await pilot.press("1")
        assert "Where does penguin" in screen_text(app) and "»" in screen_text(app)
        assert len(screen.table.envelope.actions) == actions
        await pilot.press("escape")
        assert "Choose a die to spend" in screen_text(app)
        assert len(screen.table.envelope.actions) == actions

        # Tab shows the tile under the cursor, the map key, the offer and the player's own guild.
        await pilot.press("tab")
        assert "Valley Market" in screen_text(app) or "Active:" in screen_text(app)
        await pilot.press("tab")
        assert "±1 →✻" in screen_text(app)  # the map key
        await pilot.press("tab")
        assert "For sale (deck" in screen_text(app)
        await pilot.press("tab")
        assert f"Your guild: {guild_name(screen, 0)}" in screen_text(app)
        await pilot.press("tab")
        assert "1 Die 1:" in screen_text(app)

        for _ in range(how_many(sweep, 1500, SAMPLE_PICKS)):
            if screen.table.is_over():
                break
            await first_choice(pilot, screen)
            await computers_done(pilot, screen)
        if not sweep:
            assert len(screen.table.envelope.actions) > actions  # whole turns reached the table
            return
        assert screen.table.is_over()
        assert isinstance(app.screen, GameOverScreen)
        assert_a_whole_game_in_the_log(screen.table)


def assert_a_whole_game_in_the_log(table: Table) -> None:
    log = "\n".join(table.log)
    assert "moves from" in log and "re-rolls" in log
    assert "buys" in log and "Grateful Thanks" in log


def near_the_end(seed: int, steps_left: int) -> Table:
    """Ann (a person) against Bob (the computer), the computer player having made both seats'
    moves up to `steps_left` steps before the end of its own game."""
    seats = [Seat(name="Ann"), Seat(name="Bob", kind="computer")]
    rng = random.Random(seed)
    scratch = Table.start("jewels", seats, seed=seed)
    steps = []
    while not scratch.is_over():
        steps.append(COMPUTER.own_move(scratch.state, "normal", rng))
        scratch.play(steps[-1])
    table = Table.start("jewels", seats, seed=seed)
    for step in steps[:-steps_left]:
        table.play(step)
    return table


async def test_the_last_turns_against_the_computer_end_the_game(tmp_path: Path) -> None:
    """Ann plays the last turns by keys, the computer its own: the game ends on the game over
    dialog, and the log tells the whole game. (The keys start 15 steps before the computer's own
    end: the Grateful Thanks, the last round and the end are still ahead.)"""
    table = near_the_end(seed=7, steps_left=15)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await computers_done(pilot, screen)
        for _ in range(1500):
            if table.is_over():
                break
            await first_choice(pilot, screen)
            await computers_done(pilot, screen)
        assert table.is_over()
        assert isinstance(app.screen, GameOverScreen)
        assert_a_whole_game_in_the_log(table)


async def test_two_humans_curtain_and_guilds_stay_secret(app: PenguinTablesApp) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        await new_jewels(pilot, seed=11)
        assert isinstance(app.screen, CurtainScreen)
        assert "Fishers" not in screen_text(app) and "guild" not in screen_text(app)
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        mine, theirs = guild_name(screen, 0), guild_name(screen, 1)
        seen_curtain = 0
        new_seat = True
        for _ in range(60):
            seat = screen.table.to_move()
            if isinstance(app.screen, CurtainScreen):
                seen_curtain += 1
                assert "guild" not in screen_text(app)
                await pilot.press("enter")
                new_seat = True
                continue
            own, other = (mine, theirs) if seat == 0 else (theirs, mine)
            assert other not in screen_text(app)  # at every pick
            if new_seat:  # each seat's first pick: every pane in turn, the other guild nowhere
                for _ in range(5):  # choices, tile, key, offer, own guild
                    text = screen_text(app)
                    assert other not in text
                    await pilot.press("tab")
                assert f"Your guild: {own}" in text
                new_seat = False
            await first_choice(pilot, screen)
            if seen_curtain >= 2:  # each seat has had the keyboard after a curtain
                break
        assert seen_curtain >= 2


async def test_quit_in_the_middle_of_a_turn_drops_its_picks_and_resume_starts_it_again(
    app: PenguinTablesApp,
) -> None:
    async with app.run_test(size=(80, 24)) as pilot:
        await new_jewels(pilot, computers=(1,), layout="random", seed=3)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await computers_done(pilot, screen)
        before = screen.table.game.dump(screen.table.state)
        actions = len(screen.table.envelope.actions)
        start = board_of(screen).shown
        for _ in range(3):  # a die, a place, whatever comes next: all only drafted
            await first_choice(pilot, screen)
        decision = screen.current_scene().decision
        assert decision is not None and decision.depth == 3
        assert len(screen.table.envelope.actions) == actions
        await pilot.press("q")
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("r")
        assert isinstance(app.screen, SavesScreen)
        await pilot.press("enter")
        await pilot.pause()
        resumed = app.screen
        assert isinstance(resumed, GameScreen) and resumed is not screen
        assert resumed.table.game.dump(resumed.table.state) == before
        assert board_of(resumed).shown == start  # the turn starts again from its die
        assert "Choose a die to spend" in screen_text(app)
        while len(resumed.table.envelope.actions) == actions:
            await first_choice(pilot, resumed)
        assert len(resumed.table.envelope.actions) >= actions + 3  # the whole turn at once


async def test_roomy_board_at_120x40_and_a_click_on_the_map(tmp_path: Path) -> None:
    table = Table.start("jewels", [Seat(name="[b]Ann"), Seat(name="Bob", kind="computer")], seed=2)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        # Seed 2 draws Ann to go first, and she rolled no snowflake: she is asked first.
        assert screen.current_scene().view.first_player == 0
        await computers_done(pilot, screen)
        text = screen_text(app)
        assert "[b]Ann" in text  # names are shown literally
        assert board_of(screen).roomy
        for place in ("T5", "E4", "A0", "C8"):
            assert place in text  # tall cells name their place
        assert "Valley floor" in text and "Market" in text  # details beside the choices
        assert "You rolled no snowflake" in text and "Keep the dice as rolled" in text
        await pilot.press("1")  # die 1 turned to the snowflake
        assert screen.table.state.seats[0].dice[0] == 0
        await computers_done(pilot, screen)
        await pilot.press("1", "1")  # the snowflake die, then penguin 1: both only drafted
        draft = screen.table.draft(0)
        assert draft is not None and draft.drafted.phase == "dest"
        assert screen.table.state.phase == "die" and "Where does penguin" in screen_text(app)
        target = target_of(board_of(screen).shown[0])
        assert target is not None
        place = target
        map_widget = screen.query_one(ValleyMap)
        picture = map_widget.picture
        assert picture is not None
        cell = next(p for p in content().positions.values() if p.id == place)
        bands = sorted({p.y for p in content().positions.values()} | {-1}, reverse=True)
        line = bands.index(cell.y) * picture.cell_height
        await pilot.click(ValleyMap, offset=(cell_origin(picture, cell.q) + 2, line))
        await pilot.pause()
        assert place in screen.current_scene().view.seats[0].penguins  # drafted, shown
        assert place not in screen.table.state.seats[0].penguins  # not on the table yet


def index_of(screen: GameScreen, kind: str, **fields: object) -> str:
    """The number key of the first listed choice that takes the step of this kind and fields.

    The test knows the engine's steps; the screen only lists the decision's choices, so the step
    each listed choice takes is looked up in the open draft (a test may look at the table).
    """
    draft = screen.table.draft(0)
    assert draft is not None
    game, state = screen.table.game, draft.drafted
    keys = {}
    for action in game.legal_actions(state):
        head = game.choice_path(state, action)[0]
        assert isinstance(head, Choice)
        keys[head.key] = action
    shown = board_of(screen).shown
    for number, choice in enumerate(shown, start=1):
        step = keys[choice.key]
        if step.kind == kind and all(getattr(step, k) == v for k, v in fields.items()):
            return str(number)
    raise AssertionError(f"no {kind} {fields} among {[c.label for c in shown]}")


def board_text(screen: GameScreen) -> str:
    """The board's part of the screen, its lines joined by spaces (a sentence may wrap)."""
    region = board_of(screen).region
    lines = screen_text(screen.app).splitlines()[region.y : region.bottom]
    return " ".join(" ".join(line[region.x : region.right].split()) for line in lines)


def drafted(screen: GameScreen) -> JewelsView:
    """The table as the seat at the keyboard sees it, with the picks of its turn made."""
    view: JewelsView = screen.current_scene().view
    return view


async def pass_if_buying(pilot: Pilot[None], screen: GameScreen) -> None:
    """End the turn at the purchase (buy nothing), if anything was affordable."""
    if screen.is_my_turn() and drafted(screen).phase == "buy":
        await pilot.press(index_of(screen, "pass"))


def reference_table(**gems: int) -> Table:
    """Ann (seat 0, first) and the computer on the reference valley; Ann's dice 3, 1 and 2."""
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob", kind="computer")], seed=5)
    state = table.state
    state.layout = dict(REFERENCE_LAYOUT)  # Frost Steps on A0, Gem Storm on C4, Second Wind on B7
    state.phase, state.setup_queue = "die", []
    state.first_player = state.turn = 0
    me = state.seats[0]
    me.dice, me.spent = [3, 1, 2], [False, False, False]
    me.penguins[2], me.penguins[1] = "B1", "B3"
    for gem, n in gems.items():
        me.gems[gem] += n
        state.issued[gem] += n
    table.envelope.state = json.loads(table.game.dump(state))
    return table


async def test_abilities_and_scattering_step_by_step_with_escape(tmp_path: Path) -> None:
    table = reference_table(R=4)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press(index_of(screen, "choose_die", face=3))
        await pilot.press(index_of(screen, "move_to", position="A0"))  # Frost Steps: ±1/2R|R
        assert drafted(screen).phase == "active" and table.state.phase == "die"
        assert "Use: Adjust" in screen_text(app) and "Use: take 2 Rubies" in screen_text(app)
        await pilot.press("1")  # Adjust: which die is still to choose
        assert "Adjust: choose a die" in screen_text(app)
        await pilot.press("escape")
        assert "Use: Adjust" in screen_text(app)
        await pilot.press(index_of(screen, "use_ability", option=1))
        assert drafted(screen).seats[0].gems["R"] == 4 + 2 + 1  # active, then everyone
        await pass_if_buying(pilot, screen)
        assert table.state.seats[0].gems["R"] == 4 + 2 + 1  # the whole turn reached the table
        await computers_done(pilot, screen)

        actions = len(table.envelope.actions)
        await pilot.press(index_of(screen, "choose_die", face=2))
        await pilot.press(index_of(screen, "move_to", position="C4"))  # Gem Storm: R*→D|E
        assert "scatter 3 gems" in screen_text(app)
        diamonds = table.state.seats[0].gems["D"]
        await pilot.press("1")
        assert "Scatter Gems: a gem to put down (3 left)" in screen_text(app)
        await pilot.press(index_of(screen, "scatter_gem", gem="R"))
        assert "»" in screen_text(app) and drafted(screen).phase == "scatter_tile"
        await pilot.press("enter")  # the highlighted tile
        assert "Scatter Gems: a gem to put down (2 left)" in screen_text(app)
        await pilot.press(index_of(screen, "scatter_gem", gem="R"), "escape")
        assert "Scatter Gems: a gem to put down (2 left)" in screen_text(app)
        await pilot.press("escape")  # back to the first gem's tile, nothing sent yet
        assert "Choose a tile for the gem" in screen_text(app)
        assert table.state.phase == "die" and not table.state.scattered
        await pilot.press("enter")
        for keys in (("up",), ("up", "right")):  # on the map: B1, then B3, by the cursor keys
            await pilot.press(index_of(screen, "scatter_gem", gem="R"))
            await pilot.press("tab", *keys, "enter")
        assert sum(sum(p.values()) for p in drafted(screen).scattered.values()) == 3
        await pass_if_buying(pilot, screen)
        # Nothing was payable, so the last gem ended the turn; all nine picks arrived together.
        kinds = [step["kind"] for step in table.envelope.actions[actions : actions + 9]]
        assert kinds == ["choose_die", "move_to", "use_ability", *["scatter_gem", "scatter_on"] * 3]
        assert sum(sum(p.values()) for p in table.state.scattered.values()) == 3
        assert table.state.seats[0].gems["D"] == diamonds + 1
        assert any("scatters a Ruby" in line for line in table.log)

        # The tile panel says who takes scattered gems: the next move that ends there.
        await computers_done(pilot, screen)
        pile = next(iter(table.state.scattered))
        board = board_of(screen)
        board.cursor = pile
        screen.redraw()
        await pilot.pause()
        assert "+R scattered: the next move ending here takes it." in board_text(screen)
        await pilot.press("tab")  # the tile in full
        info = board.query_one("#jw-info", Static).content
        assert isinstance(info, Text)
        text = " ".join(info.plain.split())
        assert "the next move that ends on this tile takes them, even if it skips" in text


def test_the_valley_fits_80x24_and_grows_with_the_room() -> None:
    game = Jewels()
    view = game.view(game.new_game(["Ann", "Bob", "Cy", "Di", "Ed"], seed=1), 0)
    for width, height, lines, tall in (
        (46, 22, 13, False),
        (74, 38, 21, True),
        (140, 58, 27, True),
    ):
        cell_width, cell_height = cell_size(width, height)
        picture = ValleyPicture(
            layout=view.layout,
            penguins=picture_penguins(view),
            targets=("A2",),
            cursor="C4",
            cell_width=cell_width,
            cell_height=cell_height,
        )
        drawn = draw_valley(picture).plain.splitlines()
        assert len(drawn) == lines and max(len(line) for line in drawn) <= width
        assert "A1-5 B1-5 C1-5 D1-5 E1-5" in drawn[-2 if tall else -1]
        assert ("T5" in drawn[0]) is tall  # tall cells name their place
        assert ("T5 Trophy Summit" in drawn[0]) is (height > 50)  # big ones their tile too
        assert place_at(picture, cell_origin(picture, 4) + 1, 5 * cell_height) == "A4"
        assert step_cursor(view.layout, "A4", 0, -1) == "floor"
        assert step_cursor(view.layout, "floor", 0, 1) == "A4"
        assert step_cursor(view.layout, "D1", 0, 1) == "E2"  # the rulebook's valley has no E0


async def test_the_play_again_move_says_it_cannot_be_declined(tmp_path: Path) -> None:
    table = reference_table()
    table.state.seats[0].penguins[0] = "A6"  # one step below Second Wind (B7): Play Again
    table.envelope.state = json.loads(table.game.dump(table.state))
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press(index_of(screen, "choose_die", face=1))
        await pilot.press(index_of(screen, "move_to", position="B7"))
        assert "Play Again: this is your extra move" not in board_text(screen)
        await pilot.press(index_of(screen, "use_ability", option=0))  # Play Again
        assert drafted(screen).play_again_move and drafted(screen).phase == "die"
        assert "Play Again: this is your extra move; it cannot be declined." in board_text(screen)
        assert all(choice.key.startswith("die") for choice in board_of(screen).shown)
        assert table.state.phase == "die" and not table.state.play_again_move  # drafted only
        await pilot.press("escape")  # back through the whole turn: the ability again
        assert "Second Wind, your ability" in board_text(screen)


async def test_another_players_everyone_ability_hands_the_keyboard_over(tmp_path: Path) -> None:
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob")], seed=5)
    state = table.state
    state.layout = dict(REFERENCE_LAYOUT)  # Blue Crack on B5: everyone trades 2 Rubies or takes 1
    state.phase, state.setup_queue = "die", []
    state.first_player = state.turn = 0
    state.seats[0].dice, state.seats[0].penguins[0] = [1, 3, 2], "A4"
    state.seats[1].penguins[0] = "B5"
    for seat in state.seats:
        seat.gems["R"] += 2
        state.issued["R"] += 2
    table.envelope.state = json.loads(table.game.dump(state))
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # Ann takes the keyboard
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press(index_of(screen, "choose_die", face=1))
        await pilot.press(index_of(screen, "move_to", position="B5"))
        # Without an Emerald she can only take 2 Rubies: taken without asking; then her everyone.
        assert drafted(screen).phase == "everyone" and not table.envelope.actions
        await pilot.press(index_of(screen, "use_ability", option=1))  # 1 Ruby
        # Bob's penguin shares the tile: Ann's picks reach the table, the keyboard passes.
        assert len(table.envelope.actions) == 3 and table.to_move() == 1
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        decision = screen.current_scene().decision
        assert decision is not None
        assert decision.prompt == (
            "Ann's move ended on Blue Crack, where a penguin of yours stands: "
            "use its everyone ability?"
        )
        assert "Not your turn" not in screen_text(app)
        assert "Ann's move ended on Blue Crack" in board_text(screen)


async def test_at_80x24_the_valley_reads_in_words_and_penguins_show_whose_and_which(
    tmp_path: Path,
) -> None:
    table = reference_table()
    table.state.seats[0].penguins[:3] = ["A2", "B3", "A2"]  # Ann's 1 and 3 on Ruby Pool
    table.state.seats[1].penguins[3] = "A2"  # and Bob's 4
    table.envelope.state = json.loads(table.game.dump(table.state))
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        text = board_text(screen)
        assert "A1,3 B4" in text  # on A2: player A's penguins 1 and 3, player B's 4
        for cryptic in ("Come", "Obj/", "Adj/", "Again"):  # the old abbreviations
            assert cryptic not in text
        # Die 1 (a 3) is highlighted: the cursor is on penguin 3's tile, told in words.
        assert "A2 Ruby Pool: you take 2 Rubies; each penguin here: take 1 Ruby." in text
        assert "Penguins: Ann's 1, 3 (A), Bob's 4 (B)." in text
        await pilot.press("right")  # the cursor moves on: A4, in words
        assert "A4 Green Drift: you take 1 Emerald" in board_text(screen)
        await pilot.press("tab")
        assert "Green Drift (Tier A, A4)" in board_text(screen)
        await pilot.press("tab")
        text = board_text(screen)
        assert "2R|R you: 2 Rubies | each penguin there: 1" in text  # the map key, every line
        assert "A1,3 A's penguins 1 and 3 (1 small, 5 big)" in text


async def test_at_200x60_the_map_grows_and_everything_shows_at_once(tmp_path: Path) -> None:
    app = make_app(tmp_path, start_table=reference_table(), bot_delay=0)
    async with app.run_test(size=(200, 60)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = board_of(screen)
        picture = screen.query_one(ValleyMap).picture
        assert picture is not None and (picture.cell_width, picture.cell_height) == (27, 4)
        assert screen.query_one(ValleyMap).size.width >= 130  # of the board's 140 columns
        assert board.roomy and board.has_class("wide")
        text = board_text(screen)
        for words in ("A0 Frost Steps", "C4 Gem Storm", "T5 Trophy Summit"):  # names on the map
            assert words in text
        for shown in ("Choose a die to spend", "1 Die 1:", "Map key", "For sale (deck"):
            assert shown in text  # choices beside the tile, the key and the offer
        lines = screen_text(app).splitlines()
        assert any("1 Die 1:" in line and "│" in line[: board.region.right] for line in lines)
        await pilot.press("1")  # die 1 (a 3): penguin 3's places are marked on the big map
        assert "Where does penguin 3 go?" in board_text(screen) and "»" in board_text(screen)


async def test_enter_takes_the_highlighted_choice_on_the_first_decision_of_a_turn(
    tmp_path: Path,
) -> None:
    """The prompt says "number or Enter": Enter right after the curtain takes the highlighted die,
    and the cursor walking the map onto a place to choose moves the highlight, so Enter takes it."""
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob")], seed=3)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the curtain: Bob takes the keyboard
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert "Choose a die to spend (number or Enter)" in screen_text(app)
        await pilot.press("enter")  # die 1 (a 3) is highlighted
        await pilot.pause()
        assert not list(app._notifications)  # no "Not a place to choose now"
        assert "Where does penguin 3 go?" in board_text(screen)
        await pilot.press("escape")
        await pilot.press("down", "enter")  # the highlight moves to die 2 (a 1), Enter takes it
        await pilot.pause()
        assert "Where does penguin 1 go?" in board_text(screen)
        await pilot.press("escape", "tab")  # the tile panel hides the list: Enter still takes it
        assert "1 Die 1:" not in board_text(screen)
        await pilot.press("enter")
        await pilot.pause()
        assert "Where does penguin 1 go?" in board_text(screen)
        await pilot.press("tab", "left", "enter")  # the map cursor off the » places: nothing taken
        await pilot.pause()
        said = [note.message for note in app._notifications]
        assert said and said[-1].startswith("Not a place to choose now")
        assert "Where does penguin 1 go?" in board_text(screen)


async def test_the_footer_keeps_every_key_at_80x24(tmp_path: Path) -> None:
    """Mid-turn the footer was cut at `q Lob`: Undo and Hint were off the screen."""
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob", kind="computer")], seed=4)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await computers_done(pilot, screen)
        await pilot.press("1")  # the first pick of the turn: one to go back from
        await pilot.pause()
        decision = screen.current_scene().decision
        assert decision is not None and decision.depth >= 1
        footer = screen_text(app).splitlines()[-1]
        for key in ("⏎ Choose", "esc Back", "tab Info", "q Lobby", "h Hint"):
            assert key in footer, footer


async def test_a_long_list_of_choices_counts_the_rows_out_of_sight(tmp_path: Path) -> None:
    """A scattered gem may go on two dozen tiles: at 80x24 six rows show, and the line under them
    says how many more lie below (and above, once the highlight has moved down)."""
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob")], seed=0)
    rng = random.Random(0)
    while True:  # random moves until a decision offers twenty choices or more
        scene = table.scene(table.to_move())
        if scene.decision is not None and len(scene.decision.choices) >= 20:
            break
        table.play(rng.choice(table.game.legal_actions(table.state)))
    count = len(scene.decision.choices)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        await pilot.pause()
        labels = [choice.label for choice in scene.decision.choices]

        def counted() -> tuple[int, int, int]:
            """Rows above the window, rows in sight, rows below, as the screen says them."""
            shown = screen_text(app)
            above = re.search(r"↑ (\d+) more", shown)
            below = re.search(r"↓ (\d+) more", shown)
            in_sight = sum(1 for label in labels if label in shown)
            return (
                int(above.group(1)) if above else 0,
                in_sight,
                int(below.group(1)) if below else 0,
            )

        above, in_sight, below = counted()
        assert above == 0 and below > 0 and above + in_sight + below == count
        await pilot.press(*["down"] * (in_sight + 2))
        await pilot.pause()
        above, in_sight, below = counted()
        assert above > 0 and below > 0 and above + in_sight + below == count


# ----- issue 25: typed choices and the standard lines ---------------------------------------------
async def test_a_computers_turn_shows_the_standard_waiting_line(tmp_path: Path) -> None:
    table = Table.start("jewels", [Seat(name="Ann"), Seat(name="Bob", kind="computer")], seed=3)
    assert table.to_move() == 1 and table.state.phase == "die"
    app = make_app(tmp_path, start_table=table, bot_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Waiting for Bob…" in screen_text(app)
        assert not board_of(app.screen).shown


def test_a_choice_that_says_no_is_dimmed_by_its_value_not_its_key() -> None:
    declined = JewelsBoard._line(0, Choice("anything", "Leave it", value=Decline()))
    taken = JewelsBoard._line(1, Choice("pass", "Take it"))
    assert any("dim" in str(span.style) for span in declined.spans)
    assert not any("dim" in str(span.style) for span in taken.spans)
