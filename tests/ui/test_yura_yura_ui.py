"""Yura Yura Penguin by keyboard: aiming and the steadiness meter, cards, the curtain, "Penguin!",
save and resume, a break, and the picture at 120x40.

The meter reads the board's `clock`; the tests put a fake clock there and press Space at exact moments,
so a release is deterministic while the keys pressed are the ones a player presses.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from textual.pilot import Pilot

from penguin_tables.games.yura_yura import GAME, card_name
from penguin_tables.games.yura_yura.actions import Place, place_action
from penguin_tables.games.yura_yura.computer import COMPUTER
from penguin_tables.games.yura_yura.physics.original import fresh_tower
from penguin_tables.games.yura_yura.physics.placement import Drop, place
from penguin_tables.games.yura_yura.state import (
    Item,
    Piece,
    PieceKind,
    PlacementReport,
    Pose,
    Tower,
    YuraState,
)
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.games.yura_yura import YuraYuraBoard
from penguin_tables.ui.games.yura_yura.tower import IcebergView
from penguin_tables.ui.games.yura_yura.words import due_words, last_placement
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_over import GameOverScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.saves import SavesScreen
from tests.games.yura_yura.helpers import STEADY, find, grow, table
from tests.ui.conftest import lift_curtain, screen_text, start_from_lobby, wait_for

GAME_ID = "yura-yura"
BRAILLE = tuple(chr(c) for c in range(0x2801, 0x2900))


class FakeClock:
    """The meter's (or the screen's) clock, moved by hand; it counts how often it was read."""

    def __init__(self) -> None:
        self.now = 100.0
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        return self.now


def start(*seats: Seat, seed: int = 7) -> Table:
    return Table.start(GAME_ID, list(seats), seed=seed)


def rigged(state: YuraState, *seats: Seat) -> Table:
    """A table with the given seats playing from a hand-built state (names taken from the seats)."""
    tab = start(*seats)
    state.players = [seat.name for seat in seats]
    GAME.check_invariants(state)
    tab.state = state
    return tab


def yura(screen: object) -> YuraYuraBoard:
    """The Yura Yura board of a game screen."""
    assert isinstance(screen, GameScreen)
    assert isinstance(screen.board, YuraYuraBoard)
    return screen.board


async def release_at(pilot: Pilot[None], screen: GameScreen, timing: float) -> None:
    """Start the meter, and press Space `timing` sweeps later (0.5 is dead centre)."""
    board = yura(screen)
    clock = FakeClock()
    board.clock = clock
    await pilot.press("space")
    assert board.mode == "meter"
    assert isinstance(pilot.app, PenguinTablesApp)
    assert "Steady" in screen_text(pilot.app)
    clock.now += timing * board.sweep
    await pilot.press("space")


async def act(pilot: Pilot[None], screen: GameScreen, timing: float = 0.5) -> None:
    """One decision by keys: lift a curtain, catch, place, play the first card that fits, call."""
    app = pilot.app
    board = yura(screen)
    if isinstance(app.screen, CurtainScreen):
        await pilot.press("enter")
        return
    if app.screen is not screen or not screen.is_my_turn():
        await pilot.pause(0.02)
        return
    if board.offered("catch"):
        await pilot.press("c")
    elif board.mode == "aim":
        await release_at(pilot, screen, timing)
    elif board.mode == "card":
        hand, playable = board.view.hand, board.playable()
        if not playable:
            await pilot.press("d")
            return
        target = next(i for i, c in enumerate(hand) if c in playable)
        await pilot.press(*["right"] * ((target - board.cursor) % len(hand)))
        assert board.selected_card() == hand[target]
        await pilot.press("enter")
        if mode_of(board) == "colour":  # an aurora card: name white
            await pilot.press("w")
    elif board.offered("call"):
        await pilot.press("p")


def mode_of(board: YuraYuraBoard) -> str:
    """The board's mode, read afresh (keys change it behind the type checker's back)."""
    return board.mode


def prompt_of(board: YuraYuraBoard) -> str:
    assert board.scene is not None
    return board.prompt(board.scene).plain


def staircase() -> tuple[Tower, list[int], Item]:
    """Each iceberg card set 0.5 cm right of the card on top, up to the brink of falling (the
    engine tests' overhanging stack): one more such placement breaks the iceberg. Returns the
    tower, the cards used, and which item that placement is (an iceberg card or the card)."""
    tower, used = fresh_tower(), list[int]()
    for card in [*range(40, 48), *range(12, 16)]:
        _, report = place(tower, Drop(item="iceberg", aim=0.5, speed=4.0))
        if report.broke:
            return tower, used, "iceberg"
        tower, report = place(tower, Drop(item="iceberg", aim=0.5, speed=4.0))
        assert report.landed
        _, report = place(tower, Drop(item="card", ident=30, speed=4.0))
        if report.broke:
            return tower, used, "card"
        tower, report = place(tower, Drop(item="card", ident=card, speed=4.0))
        used.append(card)
    raise AssertionError("a staircase of twelve overhanging tiers still stands")


def played(tab: Table, index: int) -> object:
    return GAME.load_action(tab.envelope.actions[index])


async def test_against_the_computer_with_the_meter(tmp_path: Path) -> None:
    tab = start(Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = yura(screen)
        shown = screen_text(app)
        assert "Top [★] the starting card" in shown
        assert "place an iceberg card on top" in shown
        assert any(ch in shown for ch in BRAILLE)  # the tower, drawn in braille
        # aim one slot right twice, then a shaky early release
        await pilot.press("right", "right")
        assert board.aim == 1.0 and "1 cm right" in screen_text(app)
        await release_at(pilot, screen, 0.25)  # marker at -0.5: drifts left
        assert screen.query_one(IcebergView).animations >= 1  # the settling was played
        first = played(tab, 0)
        assert first == place_action(1.0, 0.5, -1)
        assert isinstance(first, Place) and first.offset < 0
        assert "Ann places an iceberg card" in tab.log[0]
        # then several turns by keys, every placement a centred release
        while len(tab.envelope.actions) < 14 and not tab.is_over():
            await act(pilot, screen)
        assert len({line.split()[0] for line in tab.log}) == 2  # both players moved
        steady = [line for line in tab.log[1:] if line.startswith("Ann places")]
        assert steady and all("shaky" not in line for line in steady)
        assert any("plays" in line for line in tab.log)
        GAME.check_invariants(tab.state)


async def test_escape_steps_back_without_committing(tmp_path: Path) -> None:
    state = table([[find(None, "skip"), find("white", "iceberg")], [find("deep", "ice1")]])
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = yura(screen)
        hand = board.view.hand
        await pilot.press(*["right"] * ((hand.index(find(None, "skip")) - board.cursor) % 2))
        await pilot.press("enter")
        assert board.mode in ("colour",) and "Name the colour the aurora" in screen_text(app)
        assert "Name the colour the aurora card stands for." in prompt_of(board)
        await pilot.press("escape")
        assert mode_of(board) == "card" and tab.envelope.actions == []
        await pilot.press("enter", "right", "enter")  # names light blue
        assert tab.state.named_colour == "light"
        assert "aurora skip →  L  light-blue" in screen_text(app)
        await pilot.press("space")
        assert mode_of(board) == "meter"
        await pilot.press("escape")
        assert mode_of(board) == "aim" and len(tab.envelope.actions) == 1


async def test_shift_names_a_colour_and_d_means_one_thing_at_a_time(tmp_path: Path) -> None:
    """`D` (Shift) names deep blue like `d`; while a card is chosen `d` only draws, and while a
    colour is named it only names deep blue (the footer never offers both)."""
    state = table([[find(None, "skip"), find("white", "iceberg")], [find("deep", "ice1")]])
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = yura(screen)
        await pilot.press("d")  # something fits: d does not draw, and says why
        assert tab.envelope.actions == [] and "d Draw" not in screen_text(app)
        assert "A card fits, so no drawing: Enter plays it." in screen_text(app)
        hand = board.view.hand
        await pilot.press(*["right"] * ((hand.index(find(None, "skip")) - board.cursor) % 2))
        await pilot.press("enter")
        assert mode_of(board) == "colour" and "d Draw" not in screen_text(app)
        await pilot.press("D")
        assert tab.state.named_colour == "deep"
        assert len(tab.state.hands[0]) == 1 and tab.state.phase == "place"


async def test_two_humans_hand_over_behind_the_curtain(tmp_path: Path) -> None:
    tab = start(Seat(name="Ann"), Seat(name="Bob"), seed=3)
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = yura(screen)
        assert screen.viewer == 0
        for _ in range(40):
            if isinstance(app.screen, CurtainScreen):
                break
            await act(pilot, screen)
        assert isinstance(app.screen, CurtainScreen)
        assert "Hand" not in screen_text(app)
        await pilot.press("enter")
        assert screen.viewer == 1 and screen.is_my_turn()
        assert list(board.view.hand) == sorted(tab.state.hands[1])
        assert "Bob" in screen_text(app) and "Hand" in screen_text(app)


async def test_save_quit_and_resume_continue_identically(tmp_path: Path) -> None:
    tab = start(Seat(name="Ann"), Seat(name="Bob", kind="computer", level="hard"), seed=21)
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = yura(screen)
        while len(tab.envelope.actions) < 8 or not (screen.is_my_turn() and board.mode == "aim"):
            await act(pilot, screen)
        saved = GAME.dump(tab.state)
        moves = len(tab.envelope.actions)
        await pilot.press("q")
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("r")
        assert isinstance(app.screen, SavesScreen)
        await pilot.press("enter")
        await lift_curtain(pilot)
        resumed = app.screen
        assert isinstance(resumed, GameScreen) and resumed is not screen
        yura(resumed)
        assert GAME.dump(resumed.table.state) == saved
        await release_at(pilot, resumed, 0.35)
        while len(resumed.table.envelope.actions) < moves + 6 and not resumed.table.is_over():
            await act(pilot, resumed, timing=0.45)
        # the same actions on the state as it was saved give exactly the same game
        again = GAME.load(saved)
        for data in resumed.table.envelope.actions[moves:]:
            again = GAME.apply(again, GAME.load_action(data))
        assert GAME.dump(again) == GAME.dump(resumed.table.state)


async def test_a_penguin_call_forgotten_is_caught(tmp_path: Path) -> None:
    ann = [find("white", "iceberg"), find("white", "penguin")]
    bob = [find("deep", "ice1"), find("deep", "ice2"), find("light", "penguin")]
    tab = rigged(table([ann, bob]), Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = yura(screen)
        await act(pilot, screen)  # play the first card that fits
        await act(pilot, screen)  # and place it
        assert tab.state.phase == "call"
        clock = board.clock  # the fake clock the placement's meter ran on
        assert isinstance(clock, FakeClock)
        shown = screen_text(app)
        assert 'Ann: One card left: call "Penguin!" Press p!' in prompt_of(board)
        assert "4 s" in shown
        assert "End turn" not in shown and "without calling" not in shown
        await pilot.press("e")  # no way to skip the call: the key says why
        assert tab.state.phase == "call" and 'No "end turn" key' in screen_text(app)
        clock.now += 2.2
        await pilot.pause(0.3)
        assert tab.state.phase == "call" and "2 s" in screen_text(app)
        clock.now += 2.0  # Ann lets the moment run out: the board lets it pass
        for _ in range(20):
            await pilot.pause(0.02)
            if any("catches Ann" in line for line in tab.log):
                break
        assert any("catches Ann" in line for line in tab.log)
        assert len(tab.state.hands[0]) >= 2


async def test_catching_the_computer_by_key(tmp_path: Path) -> None:
    ann = [find("white", "iceberg"), find("white", "penguin"), find("light", "penguin")]
    state = table([ann, [find("deep", "ice1")]])
    state.catchable = 1
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        assert 'Bob forgot to call "Penguin!": c Ann catches' in screen_text(app)
        await pilot.press("c")
        assert len(tab.state.hands[1]) == 2
        assert "catches Bob" in tab.log[-1]


async def test_an_overhanging_placement_breaks_the_iceberg(tmp_path: Path) -> None:
    tower, used, item = staircase()
    state = table([[30, 31, 33, 28], [34, 29]])
    state.sea = [c for c in state.sea if c not in used]
    state.tower = tower
    state.phase, state.pending = "place", [item]
    if item == "card":
        state.hands[0].remove(30)
        state.playing = 30
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = yura(screen)
        if item == "iceberg":
            await pilot.press("right")
        assert board.aim == (0.5 if item == "iceberg" else 0.0)
        await release_at(pilot, screen, 0.5)
        await pilot.pause()
        assert tab.is_over() and tab.state.ending == "broke"
        assert "the iceberg breaks" in tab.log[-1]
        assert isinstance(app.screen, GameOverScreen)
        assert "broke the iceberg" in screen_text(app)
        assert GAME.outcome(tab.state).winners == [1]


async def test_three_players_render_at_120x40(tmp_path: Path) -> None:
    """A tower of a few placements at 120x40. The six moves are the computer player's, made before
    the screen opens (placing by keys is played by the other tests in this file)."""
    seats = Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy", kind="computer")
    tab = start(*seats, seed=5)
    rng = random.Random(5)
    while len(tab.envelope.actions) < 6:
        tab.play(COMPUTER.own_move(tab.state, "normal", rng))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        yura(screen)
        await pilot.pause(0.5)  # let a settling animation finish
        shown = screen_text(app)
        for text in ("Ann", "Bob", "Cy", "Hand", "Top", "≈≈ sea", "Tier"):
            assert text in shown
        tower = screen.query_one(IcebergView)
        assert tower.size.height >= 20 and tower.size.width >= 60
        rows = [line for line in shown.splitlines() if any(ch in line for ch in BRAILLE)]
        assert len(rows) >= 10  # the tower fills the room it has


async def test_the_board_asks_the_engines_question_in_every_mode(tmp_path: Path) -> None:
    """Card, colour, aim and meter: the prompt is the decision's own question, with the board's
    detail (whose turn, what goes where) and its keys around it."""
    hands = [[find(None, "skip"), find("deep", "ice1")], [find("light", "ice1")]]
    state = table(hands, top=find("white", "penguin"))  # the skip card fits, the rock does not
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    questions = {
        "card": "Play a card that fits the top card.",
        "colour": "Name the colour the aurora card stands for.",
        "aim": "Aim, then start the meter.",
        "meter": "Stop the meter on the target.",
    }
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = yura(screen)
        for mode, key in (("card", "enter"), ("colour", "w"), ("aim", "space"), ("meter", "")):
            assert mode_of(board) == mode and board.scene is not None
            assert board.scene.decision is not None
            assert board.scene.decision.prompt == questions[mode]
            assert questions[mode] in prompt_of(board)
            if key:
                await pilot.press(key)


async def test_nothing_to_play_draws_and_plays_the_drawn_card(tmp_path: Path) -> None:
    top = find("white", "iceberg")
    state = table([[find("deep", "penguin"), find("deep", "ice1")], [find("light", "ice1")]], top)
    fits = find("white", "penguin")
    state.sea = [c for c in state.sea if c != fits] + [fits]  # the next card drawn
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = yura(screen)
        assert "Ann: Nothing in your hand fits the top card: draw from the sea. Press d." in (
            prompt_of(board)
        )
        await wait_for(pilot, lambda: "d Draw" in screen_text(app))  # the footer's first frame
        await pilot.press("d")
        assert tab.state.phase == "drawn"
        assert "Ann: Play the card you drew. [WP] fits: Enter plays it." in prompt_of(board)
        assert board.selected_card() == fits
        await pilot.press("enter")
        assert tab.state.playing == fits and board.mode == "aim"
        assert "place the white penguin card on top" in prompt_of(board)


async def test_calling_penguin_with_one_card_left(tmp_path: Path) -> None:
    ann = [find("white", "iceberg"), find("white", "penguin")]
    bob = [find("deep", "ice1"), find("deep", "ice2")]
    tab = rigged(table([ann, bob]), Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        yura(screen)
        await act(pilot, screen)
        await act(pilot, screen)
        assert tab.state.phase == "call"
        assert "1 left!" in screen_text(app)
        await pilot.press("p")
        assert any('Ann calls "Penguin!"' in line for line in tab.log)
        await pilot.pause(0.1)
        assert not any("catches" in line for line in tab.log)


async def test_from_the_lobby_three_players_with_a_computer(tmp_path: Path) -> None:
    """As a new user: pick the game, seat three with the third a computer, place with the meter."""
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_from_lobby(pilot, GAME_ID, players=3, computers=(2,))
        screen = app.screen
        assert isinstance(screen, GameScreen)
        yura(screen)
        assert len(screen.table.seats) == 3 and screen.table.seats[2].kind == "computer"
        while len(screen.table.envelope.actions) < 12 and not screen.table.is_over():
            await act(pilot, screen, timing=0.4)
        log, seats = screen.table.log, screen.table.seats
        assert all(any(line.startswith(seat.name) for line in log) for seat in seats)
        assert len(screen.table.state.tower.tiers) >= 2


async def test_a_put_back_says_what_it_is_and_which_try(tmp_path: Path) -> None:
    """A rock knocked into the sea: the status line says so, the prompt asks to put it back in
    its room; after a failed try the prompt counts the tries and the status says it fell."""
    state = grow(table([[30, 31], [33, 34]]), 3)
    room = state.tower.tiers[1].pose
    edge = Pose(x=room.x + 5.0, y=room.y - 1.0, angle=0.0)
    state.tower.pieces = [Piece(kind="ice", ident=0, tier=0, pose=edge)]
    state.phase, state.pending = "place", ["iceberg"]
    knocked = GAME.apply(state, STEADY)
    assert knocked.put_back and knocked.put_back[0].kind == "ice"
    tab = rigged(knocked, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        shown = screen_text(app)
        assert "knocked off the ice rock, to put back" in shown
        prompt = prompt_of(yura(app.screen))
        assert "Ann: put back the ice rock in the room on tier 1." in prompt
        assert "try" not in prompt
    again = GAME.copy_state(knocked)
    again.put_back[0] = replace(again.put_back[0], attempts=1)
    again.last = PlacementReport(item="ice", tier=0, landed=False)
    view = GAME.view(again, 0)
    assert "fell off: try again" in last_placement(view).plain
    tab = rigged(again, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        assert "put back the ice rock in the room on tier 1 (try 2)." in prompt_of(yura(app.screen))
        assert "fell off: try again" in screen_text(app)
    capped = GAME.copy_state(again)
    capped.options["retry_cap"] = True
    assert due_words(GAME.view(capped, 0)).endswith("(try 2 of 3)")
    gave_up = PlacementReport(item="card", tier=2, landed=False, gave_up=True)
    view = replace(GAME.view(capped, 0), last=gave_up)
    assert "the card fell 3 times: it sank to the bottom of the sea, a penalty card drawn" in (
        last_placement(view).plain
    )


async def test_a_rock_tied_for_the_fewest_goes_in_the_room_chosen_with_up_and_down(
    tmp_path: Path,
) -> None:
    state = grow(table([[30, 31], [33, 34]], top=find("white", "ice1")), 4)
    state.phase, state.pending = "place", ["ice"]
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = yura(screen)
        assert board.tiers() == [0, 1, 2] and board.tier == 2  # the engine's own default
        shown = screen_text(app)
        assert "Room   1 · 2 · ▲3" in shown and "↑/↓ room" in shown
        await pilot.press("down")
        assert board.tier == 1 and "Room   1 · ▲2 · 3" in screen_text(app)
        assert "an ice rock in the room on tier 2" in prompt_of(board)
        await pilot.press("down", "down", "up")  # stops at the lowest room
        assert board.tier == 1
        await release_at(pilot, screen, 0.5)
        placed = played(tab, 0)
        assert isinstance(placed, Place) and placed.tier == 1
        assert [p.tier for p in tab.state.tower.pieces] == [1]


async def test_any_person_at_the_table_may_catch_a_missed_call(tmp_path: Path) -> None:
    """Ann forgot; on Bob's turn both Bob (c) and Cy (3) may catch: Cy is quicker."""
    hands = [[find("white", "iceberg")], [find("deep", "ice1")], [find("light", "ice1")]]
    state = table(hands, turn=1)
    state.catchable = 0
    seats = Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")
    tab = rigged(state, *seats)
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        shown = screen_text(app)
        assert 'Ann forgot to call "Penguin!": c Bob catches' in shown
        assert "· 3 Cy catches" in shown
        assert 'Ann forgot to call "Penguin!": c Bob catches · 3 Cy catches' in prompt_of(
            yura(app.screen)
        )
        await pilot.press("1")  # Ann cannot catch herself: the status line says so
        assert "Ann cannot catch their own miss." in screen_text(app)
        await pilot.press("3")
        assert tab.log[-1].startswith("Cy catches Ann")
        assert len(tab.state.hands[0]) == 2 and tab.state.catchable is None
        await pilot.press("c")
        assert 'No missed "Penguin!" to catch.' in screen_text(app)


async def test_the_forgetter_owns_up_with_o_shown_only_while_it_may(tmp_path: Path) -> None:
    """Ann forgot; on Bob's turn she remembers and presses o: she draws a card, and the key
    leaves the footer."""
    hands = [[find("white", "iceberg")], [find("deep", "ice1")], [find("light", "ice1")]]
    state = table(hands, turn=1)
    state.catchable = 0
    seats = Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")
    tab = rigged(state, *seats)
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        assert "· o Ann owns up" in prompt_of(yura(app.screen))
        # The footer shows the screen's keys at its next refresh, a moment after the board.
        await wait_for(pilot, lambda: "o Own up" in screen_text(app))
        await pilot.press("o")
        assert tab.log[-1] == 'Ann owns up to a missed "Penguin!" call and draws a card'
        assert len(tab.state.hands[0]) == 2 and tab.state.catchable is None
        assert "owns up" not in prompt_of(yura(app.screen))
        await wait_for(pilot, lambda: "Own up" not in screen_text(app))


async def test_a_computer_not_to_move_catches_on_the_clock(tmp_path: Path) -> None:
    """Ann lets her "Penguin!" moment pass and is to move again (her skip card jumps Bob): the
    computer Bob notices after its delay (2.5 s at the normal level), out of turn, while Ann thinks.

    Both clocks are fake before the miss can happen (the screen's before Ann's first key, the
    board's from the meter on), so the wait is counted on the test's clock from the moment the
    miss opens; the test waits on ticks that read the clock, never on the wall clock."""
    skip = find(None, "skip")
    hands = [[find("deep", "ice1"), skip], [find("deep", "ice2"), find("light", "penguin")]]
    state = table(hands, top=find("white", "penguin"))  # only the skip card fits
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer", level="normal"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        clock = FakeClock()
        screen.computers.clock = clock
        await act(pilot, screen)  # play the skip card (naming white)
        await act(pilot, screen)  # and place it: one card left, the "Penguin!" moment
        assert tab.state.phase == "call"
        board_clock = yura(screen).clock  # the fake clock the placement's meter ran on
        assert isinstance(board_clock, FakeClock)
        board_clock.now += 5.0  # Ann lets the moment run out; the skip brings the turn back
        await wait_for(pilot, lambda: tab.state.catchable == 0)
        assert screen.is_my_turn()
        moves, seen = len(tab.envelope.actions), clock.reads
        await wait_for(pilot, lambda: clock.reads > seen)  # the miss seen: 0 s waited
        clock.now += 2.4
        seen = clock.reads
        await wait_for(pilot, lambda: clock.reads > seen)  # a tick at 2.4 s
        assert len(tab.envelope.actions) == moves and tab.state.catchable == 0
        clock.now += 0.2
        await wait_for(pilot, lambda: len(tab.envelope.actions) > moves)
        assert tab.log[-1] == 'Bob catches Ann without a "Penguin!" call: Ann draws a card'
        assert screen.is_my_turn() and len(tab.state.hands[0]) == 2


async def test_a_computer_placement_is_animated_too(tmp_path: Path) -> None:
    state = table([[30, 31], [33, 34]], turn=1, phase="place")
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0.2)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        tower = screen.query_one(IcebergView)
        for _ in range(100):  # polled, not slept: a busy machine may be slow to place
            await pilot.pause(0.02)
            if tower.animations:
                break
        assert tab.log[0].startswith("Bob places an iceberg card")
        placements = sum(a.get("kind") == "place" for a in tab.envelope.actions)
        assert 1 <= tower.animations <= placements


async def test_the_board_fills_a_big_terminal(tmp_path: Path) -> None:
    tab = start(Seat(name="Ann"), Seat(name="Bob", kind="computer"), seed=5)
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(200, 60)) as pilot:
        await lift_curtain(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        shown = screen_text(app)
        tower = screen.query_one(IcebergView)
        assert tower.size.height >= 40 and tower.size.width >= 120
        rows = [line for line in shown.splitlines() if any(ch in line for ch in BRAILLE)]
        assert len(rows) >= 30
        hand = [card_name(c) for c in yura(screen).view.hand]
        assert all(words in shown for words in hand)  # cards named in full where there is room


async def test_with_animations_off_a_placement_shows_its_result_at_once(tmp_path: Path) -> None:
    """TEXTUAL_ANIMATIONS=none (Textual's own setting) skips the settling frames, not the turn."""
    state = table([[30, 31], [33, 34]], turn=1, phase="place")
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    app.animation_level = "none"
    async with app.run_test(size=(80, 24)) as pilot:
        tower = app.screen.query_one(IcebergView)
        for _ in range(100):  # polled, not slept: a busy machine may be slow to place
            await pilot.pause(0.02)
            if tower.animations:
                break
        assert tab.log[0].startswith("Bob places an iceberg card")
        assert tower.animations >= 1 and not tower.animating


async def test_every_rock_and_penguin_in_a_room_has_its_own_mark(tmp_path: Path) -> None:
    """Two rocks and a penguin in one room, closer than a cell at 80x24: one `◆` used to cover
    the other (and a `P` a rock). Each piece's mark takes the nearest cell no other mark holds."""
    state = grow(table([[find("white", "iceberg")], [find("deep", "ice1")]]), 2)
    pieces: list[tuple[PieceKind, int, float]] = [
        ("ice", 0, 0.0),
        ("ice", 1, 0.3),
        ("penguin", 0, -0.3),
    ]
    for item, ident, aim in pieces:
        state.tower, report = place(state.tower, Drop(item=item, ident=ident, aim=aim, speed=4.0))
        assert not report.broke
    tab = rigged(state, Seat(name="Ann"), Seat(name="Bob", kind="computer"))
    app = make_app(tmp_path, start_table=tab, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await lift_curtain(pilot)
        await pilot.pause()
        region = app.screen.query_one(IcebergView).region
        lines = screen_text(app).splitlines()[region.y : region.bottom]
        drawn = "".join(line[region.x : region.right] for line in lines)
        assert drawn.count("◆") == 2 and drawn.count("P") == 1
