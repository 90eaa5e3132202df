"""Frozen Shinies by keyboard: whole games to the end, Escape, the rules pane, save and resume.

The driver presses what a player presses (arrows to the wanted row, Enter); which row it wants is
the computer player's choice for the drafted state, so the games look like real ones and end.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

from penguin_tables.engine.choices import Choice
from penguin_tables.games.frozen_shinies.computer import COMPUTER
from penguin_tables.games.frozen_shinies.computer.levels import choose
from penguin_tables.games.frozen_shinies.content import values
from penguin_tables.games.frozen_shinies.state import HandCard
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.games.frozen_shinies import FrozenShiniesBoard, StolenNotice
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.help import HelpScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.replay_screen import ReplayScreen
from penguin_tables.ui.screens.saves import SavesScreen
from tests.ui.conftest import (
    lift_curtain,
    on_top,
    screen_text,
    shorter_rules_pages,
    start_from_lobby,
)

GAME = "frozen-shinies"


def table_for(*seats: Seat, seed: int = 5) -> Table:
    return Table.start(GAME, list(seats), seed=seed)


def board_of(screen: object) -> FrozenShiniesBoard:
    """The board of a live game or of its replay."""
    assert isinstance(screen, GameScreen | ReplayScreen)
    assert isinstance(screen.board, FrozenShiniesBoard)
    return screen.board


def keys_shown(screen: GameScreen) -> list[str]:
    return [choice.key for choice in board_of(screen).shown]


#: Only a hang guard (seconds): every wait below ends as soon as its condition holds.
HANG_GUARD = 120.0


async def until(pilot: Pilot[None], condition: Callable[[], bool]) -> None:
    """Let the app work until `condition` holds, however many frames a loaded machine needs."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + HANG_GUARD
    while not condition():
        assert loop.time() < deadline, "the app never reached the expected state"
        await pilot.pause(0.02)


def can_act(app: object, screen: GameScreen) -> bool:
    """A dialog to close, the end, or the keyboard's seat to decide on the game screen."""
    shown = getattr(app, "screen", None)
    if isinstance(shown, CurtainScreen | StolenNotice | GameOverScreen):
        return True
    return shown is screen and screen.is_my_turn() and screen.viewer is not None


async def step(pilot: Pilot[None], screen: GameScreen, rng: random.Random) -> None:
    """One keyboard step once there is one to take (the computer's turns are waited out): lift a
    curtain, close a notice, or move to the wanted row and Enter, then wait until the pick has
    reached the table (its message may still be on its way when the key press returns)."""
    app = pilot.app
    await until(pilot, lambda: can_act(app, screen))
    dialog = app.screen
    if isinstance(dialog, GameOverScreen):
        return
    if isinstance(dialog, CurtainScreen | StolenNotice):
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is not dialog)
        return
    assert screen.viewer is not None
    draft = screen.table.draft(screen.viewer)
    assert draft is not None
    wanted = choose(draft.drafted, "easy", rng)
    first = screen.table.game.choice_path(draft.drafted, wanted)[0]
    assert isinstance(first, Choice)
    index = keys_shown(screen).index(first.key)
    here = screen.query_one("#fs-choices", OptionList).highlighted or 0
    keys = ["down"] * (index - here) if index >= here else ["up"] * (here - index)
    await pilot.press(*keys)
    assert screen.query_one("#fs-choices", OptionList).highlighted == index
    before = screen.current_scene()
    await pilot.press("enter")
    await until(pilot, lambda: app.screen is not screen or screen.current_scene() is not before)
    await pilot.pause()  # a notice the new scene asks for (a steal's) is pushed a moment later


async def play_to_the_end(pilot: Pilot[None], screen: GameScreen, limit: int) -> None:
    """Take up to `limit` keyboard steps (the computer's turns do not count) until the end."""
    rng = random.Random(1)
    for _ in range(limit):
        await step(pilot, screen, rng)
        if isinstance(pilot.app.screen, GameOverScreen):
            return
    raise AssertionError("the game did not end")


def play_headless(table: Table, decisions: int, rng: random.Random) -> None:
    """Ann's first `decisions` decisions picked as `step` picks them, Bob's moves the computer's:
    the first half of a game, before the screen opens (the keyboard plays the rest to the end)."""
    while decisions:
        seat = table.to_move()
        assert seat is not None
        if table.seat_is_computer(seat):
            table.play(table.computer_action())
            continue
        moves, decisions = len(table.envelope.actions), decisions - 1
        while len(table.envelope.actions) == moves:
            draft = table.draft(seat)
            assert draft is not None
            wanted = choose(draft.drafted, "easy", rng)
            first = table.game.choice_path(draft.drafted, wanted)[0]
            assert isinstance(first, Choice)
            table.pick(seat, first.key)


async def test_one_human_against_the_computer_to_the_end(tmp_path: Path) -> None:
    """Half of Ann's twelve decisions are taken before the screen opens; the keys take the rest,
    the computer's turns between them, and the end (the start is played by the lobby test)."""
    table = table_for(Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    play_headless(table, 6, random.Random(0))
    assert not table.is_over()
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        shown = screen_text(app)
        assert "Highest cut plays first" in shown
        assert "Bank" in shown and "front" in shown
        await play_to_the_end(pilot, screen, 600)
        assert table.is_over()
        await until(pilot, lambda: "Final scores" in screen_text(app))  # drawn a frame later
        assert "The game is over." in table.log[-1]
        table.game.check_invariants(table.state)
        await pilot.press("p")  # the replay, on this game's own screen
        await until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen)
        await pilot.press("right", "right")
        await until(pilot, lambda: "Highest cut plays first" in screen_text(app))
        assert board_of(viewer).shown == ()


async def test_two_humans_pass_the_keyboard_behind_the_curtain(tmp_path: Path) -> None:
    """Each change of seat hides the hand first. Two handovers, one to each seat, show it (as in
    Jewels' curtain test); the game's end is played through the screen by the test against the
    computer."""
    table = table_for(Seat(name="Ann"), Seat(name="Bob"), seed=11)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    curtains = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        rng = random.Random(2)
        movers = set()
        while curtains < 2:
            await until(pilot, lambda: can_act(app, screen))
            if isinstance(app.screen, CurtainScreen):
                curtains += 1
                assert "Your hand" not in screen_text(app)
            movers.add(table.to_move())
            await step(pilot, screen, rng)
        assert movers == {0, 1} and not table.is_over()


async def test_escape_goes_back_before_anything_is_committed(tmp_path: Path) -> None:
    table = table_for(Seat(name="Ann"), Seat(name="Bob", kind="computer"), seed=3)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        before = table.game.dump(table.state)
        await pilot.press("enter")
        assert "play the" in screen_text(app) and "Stack A" in screen_text(app)
        await pilot.press("enter")
        assert "value or its" in screen_text(app)
        assert "Power:" in screen_text(app) and "Value" in screen_text(app)
        await pilot.press("enter")  # the value: the collections with their sums
        assert " of " in screen_text(app)
        await pilot.press("escape", "escape", "escape")
        assert "choose a card to play" in screen_text(app)
        assert table.game.dump(table.state) == before
        assert table.envelope.actions == []
        assert all(key.startswith("card-") for key in keys_shown(screen))


async def test_from_the_lobby_three_players_rules_save_and_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As a new user: pick the game, seat two humans and a computer, read the rules, play, quit
    to the lobby in the middle, resume the save and play on (whole games are played above). The
    rules dialog shows the page's first lines (the whole page: tests/robustness)."""
    shorter_rules_pages(monkeypatch)
    app: PenguinTablesApp = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from_lobby(pilot, GAME, players=3, computers=(2,))
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert "Highest cut plays first" in screen_text(app)
        assert len(screen.table.state.stacks) == 4

        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "Frozen Shinies" in screen_text(app)
        await pilot.press("escape")
        assert on_top(app, screen)

        rng = random.Random(3)
        while len(screen.table.envelope.actions) < 12:  # a few turns each (whole games: above)
            await step(pilot, screen, rng)
        while not screen.is_my_turn() or board_of(screen).depth() or not on_top(app, screen):
            await step(pilot, screen, rng)
        moves = len(screen.table.envelope.actions)
        await pilot.press("q")
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("r")
        assert isinstance(app.screen, SavesScreen)
        await pilot.press("enter")
        await lift_curtain(pilot)
        resumed = app.screen
        assert isinstance(resumed, GameScreen)
        assert len(resumed.table.envelope.actions) == moves
        assert "Highest cut plays first" in screen_text(app)  # beside the scores, all game long
        while len(resumed.table.envelope.actions) < moves + 8:  # it plays on as before
            await step(pilot, resumed, rng)
        resumed.table.game.check_invariants(resumed.table.state)


def rigged(ann: list[int], bob_count: int, seed: int = 5) -> Table:
    """Two humans; Ann (to move) holds the cards `ann` (ids), Bob the next `bob_count` cards."""
    table = table_for(Seat(name="Ann"), Seat(name="Bob"), seed=seed)
    state = table.state
    cards = sorted(
        [c for stack in state.stacks for c in stack]
        + [slot.card for hand in state.hands for slot in hand]
    )
    rest = [c for c in cards if c not in ann]
    state.hands = [
        tuple(HandCard(card=c, known_to=(0,)) for c in ann),
        tuple(HandCard(card=c, known_to=(1,)) for c in rest[:bob_count]),
    ]
    rest = rest[bob_count:]
    size = -(-len(rest) // 3)
    state.stacks = [tuple(rest[i * size : (i + 1) * size]) for i in range(3)]
    state.turn = state.first = 0
    table.game.check_invariants(state)
    return table


def rigged_for_a_steal() -> Table:
    """Ann holds an 8 (card id 14, one corner fish) and a 1 (id 0); Bob holds four cards."""
    return rigged([14, 0], 4)


async def test_an_empty_hand_passes(tmp_path: Path) -> None:
    app = make_app(tmp_path, start_table=rigged([], 4), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        assert "Pass: you hold no card" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen_stack[-1].__class__ is CurtainScreen
        beneath = app.screen_stack[-2]
        assert isinstance(beneath, GameScreen)
        assert beneath.table.log[-1] == "Ann has no card and passes."


async def test_a_power_that_can_do_nothing_says_so(tmp_path: Path) -> None:
    """A 7 with nobody holding four cards: only the value is offered, and the screen says why."""
    app = make_app(tmp_path, start_table=rigged([12, 0], 2), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        await pilot.press("down", "enter", "right", "enter")  # the 7, on stack B
        shown = screen_text(app)
        assert "B ›" in shown
        assert "Power: no one else holds more than three" in shown
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert keys_shown(screen) == ["value"]


async def test_a_stolen_card_is_shown_to_the_thief_only(tmp_path: Path) -> None:
    table = rigged_for_a_steal()
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, CurtainScreen):
            await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert keys_shown(screen) == ["card-1", "card-8"]
        await pilot.press("down", "enter", "enter")  # the 8, on stack A
        assert "Snatch" in screen_text(app)
        await pilot.press("down", "enter")  # its power
        assert keys_shown(screen)[0].startswith("steal-")
        assert "Steal 1 random card from Bob" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StolenNotice)
        stolen = table.state.hands[0][-1].card
        assert f"Ann, you stole {values()[stolen]} from Bob" in screen_text(app)
        assert "steals a random card from Bob" in table.log[-1] or "steals" in " ".join(table.log)
        assert all(
            str(values()[stolen]) + " " not in line for line in table.log if "steals" in line
        )
        await pilot.press("enter")
        for _ in range(6):  # finish Ann's turn (a bonus card if even, then maybe end it)
            if isinstance(app.screen, CurtainScreen):
                break
            await pilot.press("enter")
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        assert screen.viewer == 1
        bob_view = screen.table.game.view(table.state, 1)
        assert bob_view.players[0].hand.count(None) >= 1  # Bob does not see all of Ann's hand


async def test_renders_at_120x40(tmp_path: Path) -> None:
    table = table_for(Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy", kind="computer"))
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await lift_curtain(pilot)  # after the computer's first turn, if it cut highest
        await pilot.pause()
        shown = screen_text(app)
        assert "Your hand" in shown and "holds" in shown
        assert "Cy" in shown and "Bank" in shown
        for name in ("A", "B", "C", "D"):
            assert f" {name} " in shown


async def test_a_seven_plays_the_stolen_card_at_once(tmp_path: Path) -> None:
    """Ann's 7 (card id 12) steals from Bob's four cards; the screen names the card to Ann only."""
    table = rigged([12, 0], 4)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        await pilot.press("down", "enter", "enter", "down", "enter")  # the 7 on A, its power
        assert "Steal 1 random card from Bob" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        stolen = table.state.in_play
        assert stolen is not None and table.state.step == "stack"
        assert f"you stole a {values()[stolen.card]}: play it now" in screen_text(app)
        assert "steals a random card from Bob and must play it at once." in table.log[-1]
        assert str(values()[stolen.card]) not in table.log[-1]
        assert not screen_text(app).count("esc Back")  # nothing to go back to: it is taken


# ----- issue 15: every table reads at a glance, at 80x24 and on a big terminal -------------------


def highlighted_label(screen: GameScreen) -> str:
    index = screen.query_one("#fs-choices", OptionList).highlighted
    assert index is not None
    return board_of(screen).shown[index].label


def first_choices_until(table: Table, tallest: int) -> None:
    """Take the first choice of each decision, as Enter does, until a stack holds `tallest`
    cards; only whole decisions, so the screen opens on a fresh one."""
    while max(len(stack) for stack in table.state.stacks) < tallest:
        seat, moves = table.to_move(), len(table.envelope.actions)
        assert seat is not None
        while len(table.envelope.actions) == moves:
            draft = table.draft(seat)
            assert draft is not None
            table.pick(seat, draft.decision().choices[0].key)


async def test_tall_stacks_never_push_the_choices_off_at_80x24(tmp_path: Path) -> None:
    """The issue's steps: seed 1, two humans, always the first choice. By step 53 stack A holds
    16 cards; it is drawn shrunk (`⋮+n`) and the prompt and the choices stay on screen. The first
    decisions, while every stack is short, are taken before the screen opens (short stacks are on
    screen in every other test at 80x24); Enter takes the rest, as in the issue, until a stack
    holds 14 cards (it is drawn shrunk from 9: each height from 8 to 14 is seen)."""
    table = table_for(Seat(name="Ann"), Seat(name="Bob"), seed=1)
    first_choices_until(table, 8)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert "⋮+" not in screen_text(app)  # not shrunk yet: the keys below get it there
        shrunk = False
        for _ in range(60):
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
                continue
            await pilot.pause()
            if screen.is_my_turn():
                shown = screen_text(app)
                assert highlighted_label(screen)[:25] in shown
                assert "front" in shown and "Enter" in shown
                shrunk = shrunk or "⋮+" in shown
                if max(len(s) for s in table.state.stacks) >= 14:
                    break  # a 14-card stack's screen was checked
            await pilot.press("enter")
        assert max(len(s) for s in table.state.stacks) >= 14
        assert shrunk


async def test_page_down_and_up_walk_a_long_list_of_choices(tmp_path: Path) -> None:
    """A 9 may take any card of any stack: many rows; PageDown/PageUp move five, End the last,
    and the highlighted row and the card it takes stay in sight."""
    app = make_app(tmp_path, start_table=rigged([16], 4), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("enter", "enter", "down", "enter")  # the 9 on A, its power
        assert "Anywhere: choose" in screen_text(app)
        rows = screen.query_one("#fs-choices", OptionList)
        assert len(board_of(screen).shown) > 10
        await pilot.press("pagedown")
        assert rows.highlighted == 5
        await pilot.press("pagedown")
        assert rows.highlighted == 10
        assert highlighted_label(screen) in screen_text(app)
        assert "»" in screen_text(app)  # the card it takes, drawn on the stacks
        await pilot.press("pageup")
        assert rows.highlighted == 5
        await pilot.press("end")
        assert highlighted_label(screen) in screen_text(app)


async def test_the_last_card_is_warned_and_the_hand_explained(tmp_path: Path) -> None:
    app = make_app(tmp_path, start_table=rigged([16], 4), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        shown = screen_text(app)
        assert "your last card" in shown and "pass for the rest of the game" in shown
        assert "Your hand: ▸9◆" in shown
        assert "[ ] your cards  ▸ the card to play" in shown


async def test_five_players_see_the_whole_cut_at_80x24(tmp_path: Path) -> None:
    names = ("Ann", "Bob", "Cy", "Di", "Ed")
    table = table_for(*(Seat(name=n) for n in names), seed=3)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        shown = screen_text(app)
        first = names[table.state.first]
        assert f"Highest cut plays first: {first}." in shown
        assert "Cut" in shown and "Ed" in shown


async def test_a_big_terminal_draws_cards_as_cards(tmp_path: Path) -> None:
    table = table_for(*(Seat(name=n) for n in ("Ann", "Bob", "Cy", "Di", "Ed")), seed=3)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(200, 60)) as pilot:
        await lift_curtain(pilot)
        lines = screen_text(app).splitlines()
        shown = "\n".join(lines)
        assert "├─────────────┤" in shown  # wide framed cards on the stacks
        hand = next(n for n, line in enumerate(lines) if "Your hand: │" in line)
        assert "╭────╮" in lines[hand - 1] and "╰────╯" in lines[hand + 1]
        letters = next(line for line in lines if " A " in line and " F" in line)
        assert letters.index("A") > 20  # the stacks are centred on the wide board
        assert "holds 2 cards" in shown and "Highest cut plays first" in shown


# ----- issue 23: at the end every hand is open ---------------------------------------------------


async def test_at_the_end_every_hand_is_laid_open(tmp_path: Path) -> None:
    """Three people play the last move of a game; on the final table every hand is drawn in full,
    cards seen before and cards never seen alike: no `?` is left."""
    names = ("Ann", "Bob", "Cat")
    table = table_for(*(Seat(name=n) for n in names), seed=8)  # Cat moves last, blind to 5 cards
    game, rng = table.game, random.Random(5)
    while True:  # the computer plays every seat up to the last move
        action = COMPUTER.own_move(table.state, "easy", rng)
        if game.is_over(game.apply(table.state, action)):
            break
        table.play(action)
    app = make_app(tmp_path, start_table=table, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await play_to_the_end(pilot, screen, 50)
        await pilot.press("enter")  # put the final scores away: the final table
        await pilot.pause()
        shown = screen_text(app)
        assert "?" not in shown.replace("? Rules", "").replace("What?", "")  # the keys
        for seat, hand in enumerate(table.state.hands):
            if seat == screen.viewer or not hand:
                continue
            cards = " ".join(str(v) for v in sorted(values()[slot.card] for slot in hand))
            assert f"{names[seat]} holds {len(hand)} cards: {cards}" in shown


async def test_a_big_unseen_hand_is_counted_not_cut_short(tmp_path: Path) -> None:
    """Thirteen unseen cards were drawn as twelve `?`: past ten marks the count is written."""
    app = make_app(tmp_path, start_table=rigged([14, 0], 13), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        assert "Bob holds 13 cards: ?×13" in screen_text(app)
    app = make_app(tmp_path, start_table=rigged([14, 0], 4), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        assert "Bob holds 4 cards: ????" in screen_text(app)


def before_collecting(ways: int) -> Table:
    """Three humans, random moves until a value would offer `ways` collections (found by search:
    seed 1 gives five, seed 6 eight); the player to move is asked value or power."""
    from penguin_tables.games.frozen_shinies.actions import UseValue

    seed = {5: 1, 8: 6}[ways]
    table = table_for(*(Seat(name=n) for n in ("Ann", "Bob", "Cat")), seed=seed)
    game, rng = table.game, random.Random(seed)
    while True:
        state = table.state
        if state.step == "use":
            after = game.apply(state, UseValue())
            if after.step == "collect" and len(game.legal_actions(after)) == ways:
                return table
        table.play(rng.choice(game.legal_actions(state)))


async def test_every_way_to_collect_can_be_reached_at_80x24(tmp_path: Path) -> None:
    """Five ways to collect showed four rows and no sign of the fifth: five rows now show, and
    past that a line under the list counts the rows out of sight as the highlight moves."""
    app = make_app(tmp_path, start_table=before_collecting(5), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert "collect, 5 ways" in screen_text(app)
        await pilot.press(*["down"] * keys_shown(screen).index("value"), "enter")
        await pilot.pause()
        shown = screen_text(app)
        assert len(board_of(screen).shown) == 5
        assert all(choice.label in shown for choice in board_of(screen).shown)
        assert "more" not in shown
    app = make_app(tmp_path, start_table=before_collecting(8), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press(*["down"] * keys_shown(screen).index("value"), "enter")
        await pilot.pause()
        assert "↓ 4 more  (↑↓ to see them)" in screen_text(app)
        await pilot.press(*["down"] * 7)
        await pilot.pause()
        shown = screen_text(app)
        assert "↑ 4 more  (↑↓ to see them)" in shown  # the last row: none below
        assert board_of(screen).shown[7].label in shown


# ----- issue 25: the standard lines and the engine's prompt --------------------------------------


def test_the_prompt_is_the_engines_and_the_waiting_and_end_lines_are_the_standard_ones() -> None:
    """The board asks the engine's question after its drafted steps; a seat with nothing to decide
    reads the line every board shows, and so does everyone once the game is over."""
    from penguin_tables.ui.games.frozen_shinies.lines import prompt_line
    from penguin_tables.ui.widgets.status_lines import GAME_OVER, waiting_line

    table = rigged([14, 0], 4)  # Ann to move
    mine = table.scene(0)
    assert mine.decision is not None
    assert prompt_line(mine).plain.startswith(f"Ann: {mine.decision.prompt}")
    theirs = table.scene(1)
    assert prompt_line(theirs).plain == waiting_line(theirs).plain == "Waiting for Ann…"
    rng = random.Random(4)
    while not table.is_over():
        table.play(COMPUTER.own_move(table.state, "easy", rng))
    assert prompt_line(table.scene(0)).plain == GAME_OVER


def test_a_drawn_card_keeps_its_box_in_line_whatever_its_value_and_fish() -> None:
    """A two-fish card (`5◆◆`) pushed its right edge a column out of line."""
    from penguin_tables.games.frozen_shinies.content import deck
    from penguin_tables.ui.games.frozen_shinies.hand import BODY, FrozenHand, card_body

    two_fish = [card.id for card in deck() if card.fish == 2]
    assert two_fish
    for card in deck():
        for chosen in (False, True):
            assert card_body(card.id, chosen).cell_len == BODY, card
    hand = FrozenHand()
    drawn = hand._cards([(two_fish[0], None, False), (0, None, True)]).plain.splitlines()
    assert len({len(line) for line in drawn}) == 1 and "│ 5◆◆│" in drawn[1]
