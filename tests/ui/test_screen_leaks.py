"""The screen leak harness: the terminal shows the seat at the keyboard nothing hidden from it.

Everything on the terminal counts: the board, the log pane, the footer, and over them the toasts,
dialogs and the hand-over curtain (`whole_screen`). Three checks:

- At every step the screen of the seat to move is rendered, then rendered again from a state in
  which everything hidden from that seat was re-dealt (`resample_hidden`): the two must be the same,
  character for character, at 80x24 and at 160x48. So must the replay of an unfinished game, which
  shows only what everyone saw, when any seat's secrets are re-dealt.
- What a seat did at the keyboard leaves no trace for the next one. Each game is played twice
  through the real screen, hand-overs and curtains included: once by plain moves ("witness"), once
  with the seat to move also pressing `h` (a hint), a refused `u` and `?` (the rules dialog), each
  screen then checked against a re-deal. Every curtain and every seat's screen must be the same in
  both runs. Where the rulebook has a seat decide in secret (`secret_twin`), the witness plays
  another decision the others cannot tell apart (Fistful: re-pricing a die at its price instead
  of keeping it), so the others' screens must not say which was taken either.
- The two leaks found by playing as a new player would (issue 23), step by step.
"""

from __future__ import annotations

import difflib
import random
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from textual._context import visible_screen_stack
from textual.app import App
from textual.notifications import Notification

from penguin_tables.engine.registry import GAMES
from penguin_tables.games.fistful.actions import KeepOffer, Reroll, SetPrice
from penguin_tables.session import Table
from penguin_tables.session.computer_jobs import HintJob
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.game_screen import GameScreen
from penguin_tables.ui.screens.registry import board_for, replay_screen
from tests.ui.conftest import screen_text, shorter_rules_pages, wait_for

#: game id -> (players, options, steps checked per game); kept short: every step renders twice, and
#: the engines' views are checked at every step of thousands of games by `make soak`.
CASES: dict[str, list[tuple[int, dict[str, Any], int]]] = {
    "penguin-party": [(2, {}, 30), (3, {}, 24)],
    "yura-yura": [(2, {}, 24), (3, {}, 18)],
    "jewels": [(2, {"layout": "random"}, 30), (3, {}, 24)],
    "fistful": [(2, {"mode": "advanced"}, 30), (3, {"mode": "advanced"}, 30)],
    "frozen-shinies": [(2, {}, 30), (3, {"designed_powers": False}, 24)],
}
SIZES = [(80, 24), (160, 48)]
SOAK = pytest.mark.soak
#: The whole-screen walk: three people at one keyboard, fewer steps (each step renders ~10 times).
#: Kept short for `make test`: every hand-over is crossed several times within these steps, and
#: Fistful's keeps (the secret decision) fall at steps 3 and 7 (and 9, walked by `make soak`).
WALKS: dict[str, tuple[dict[str, Any], int]] = {
    "penguin-party": ({}, 8),
    "yura-yura": ({}, 6),
    "jewels": ({}, 8),
    "fistful": ({"mode": "advanced"}, 8),
    "frozen-shinies": ({}, 8),
}
#: `make soak` walks further: the lengths `make test` walked before it was shortened.
SOAK_WALK_STEPS = {
    "penguin-party": 14,
    "yura-yura": 10,
    "jewels": 12,
    "fistful": 16,
    "frozen-shinies": 14,
}


@pytest.fixture(autouse=True)
def toasts_stay_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """A toast lasts until something takes it down: one left up for the next seat is then seen
    however slow the machine, and none vanishes between two renders that are compared."""
    monkeypatch.setattr(Notification, "time_left", property(lambda _: 3600.0))


def seats(count: int, names: tuple[str, ...] = ()) -> list[Seat]:
    return [Seat(name=names[i] if names else f"Seat {i + 1}") for i in range(count)]


def whole_screen(app: App[Any]) -> str:
    """Every character on the terminal: the top screen with its toasts and, under a dialog, the
    screens that show through around it (composed as Textual composes them for the display)."""
    visible_screen_stack.set(list(app._background_screens))
    return "\n".join(line.text for line in app.screen._compositor.render_strips())


async def settled(pilot: Any) -> str:
    """The whole screen once it has settled: the same for three frames in a row (a loaded machine
    may need several frames, a dialog's Markdown more)."""
    await pilot.pause()
    text, same = whole_screen(pilot.app), 0
    for _ in range(60):
        await pilot.pause(0.01)
        again = whole_screen(pilot.app)
        same = same + 1 if again == text else 0
        if same == 2:
            return text
        text = again
    return text


async def render(pilot: Any, screen: GameScreen) -> str:
    screen.redraw()
    return await settled(pilot)


async def assert_same_after_resample(
    pilot: Any, screen: GameScreen, hidden_from: int, rng: random.Random
) -> None:
    """Render the screen, re-deal what `hidden_from` cannot see, render again: no difference."""
    table = screen.table
    state = table.state
    seen = await render(pilot, screen)
    table.state = table.game.resample_hidden(state, hidden_from, rng)
    try:
        again = await render(pilot, screen)
    finally:
        table.state = state
    assert again == seen, f"seat {hidden_from} sees something hidden from it at move {table.log}"


def live_cases() -> list[object]:
    """`make test`: one case per game, the games taking turns at the two sizes and the two
    cases (so each size and each case shape is seen); `make soak`: every case at every size."""
    return [
        pytest.param(
            g,
            n,
            o,
            s,
            size,
            id=f"{g}-{n}p-{size[0]}x{size[1]}",
            marks=() if (i, j) == (k % 2, k % 2) else SOAK,
        )
        for k, (g, runs) in enumerate(CASES.items())
        for i, (n, o, s) in enumerate(runs)
        for j, size in enumerate(SIZES)
    ]


def replay_cases() -> list[object]:
    """`make test`: each game's first case; `make soak`: all of them."""
    return [
        pytest.param(g, n, o, s, id=f"{g}-{n}p", marks=() if i == 0 else SOAK)
        for g, runs in CASES.items()
        for i, (n, o, s) in enumerate(runs)
    ]


@pytest.mark.parametrize(("game_id", "players", "options", "steps", "size"), live_cases())
async def test_live_screen_shows_only_the_seats_own_secrets(
    tmp_path: Path,
    game_id: str,
    players: int,
    options: dict[str, Any],
    steps: int,
    size: tuple[int, int],
) -> None:
    rng = random.Random(players * 100 + size[0])
    table = Table.start(game_id, seats(players), seed=rng.randrange(10**6), options=options)
    game = GAMES[game_id]
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=size, notifications=True, tooltips=True) as pilot:
        screen = GameScreen(table, board_for(game_id))
        await app.push_screen(screen)
        await pilot.pause()
        for _ in range(steps):
            seat = table.to_move()
            if seat is None:
                break
            screen.viewer = seat
            await assert_same_after_resample(pilot, screen, seat, rng)
            table.play(rng.choice(game.legal_actions(table.state)))
            screen.rewrite_log()


@pytest.mark.parametrize(("game_id", "players", "options", "steps"), replay_cases())
async def test_replay_of_an_unfinished_game_shows_no_secret(
    tmp_path: Path, game_id: str, players: int, options: dict[str, Any], steps: int
) -> None:
    rng = random.Random(players)
    table = Table.start(game_id, seats(players), seed=rng.randrange(10**6), options=options)
    game = GAMES[game_id]
    for _ in range(steps // 2):
        if table.is_over():
            break
        table.play(rng.choice(game.legal_actions(table.state)))
    assert not table.envelope.finished
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(100, 30), notifications=True, tooltips=True) as pilot:
        screen = replay_screen(table.envelope)
        await app.push_screen(screen)
        await pilot.pause()
        assert "only what everyone at the table saw" in screen_text(app)
        states = screen.replay._states  # the test re-deals them; the screen never sees one
        for index in range(0, len(states), 3):
            screen.show_step(index)
            seen = await settled(pilot)
            state = states[index]
            for seat in range(players):
                states[index] = game.resample_hidden(state, seat, rng)
                screen.redraw()
                again = await settled(pilot)
                states[index] = state
                assert again == seen, f"seat {seat} sees something hidden at step {index}"
        await pilot.press("tab")  # no other hand to switch to
        assert screen.viewer is None


# ----- the whole screen, hand-overs included --------------------------------------------------------
def secret_twin(game_id: str, state: Any, action: Any) -> Any | None:
    """Another decision the seat could have made in secret that nobody else may tell from `action`
    until the reveal (None: the action is seen by all). Fistful: each seller decides in secret after
    a reroll, so keeping the offer looks like asking the same price again. (The twin must read the
    same to the seat that decides, too: its later screens are compared as well.)"""
    if game_id == "fistful" and isinstance(action, KeepOffer):
        die = state.secrets[state.pending[0]]
        return SetPrice(dollars=die.dollars, penguins=die.penguins)
    return None


@dataclass
class Walk:
    """One game's moves, and what the witness run saw at each checkpoint."""

    game_id: str
    options: dict[str, Any]
    seed: int
    moves: list[tuple[Any, Any]]  # (the action, what the witness plays instead)
    seen: dict[tuple[int, str], str] = field(default_factory=dict)


def plan(game_id: str, options: dict[str, Any], steps: int, seed: int) -> Walk:
    """Random moves, half of the time a secret decision when one is open (they are rare)."""
    rng = random.Random(seed)
    table = Table.start(game_id, seats(3), seed=seed, options=options)
    game = GAMES[game_id]
    moves = []
    for _ in range(steps):
        if table.is_over():
            break
        legal = game.legal_actions(table.state)
        secret = [a for a in legal if secret_twin(game_id, table.state, a) is not None]
        action = rng.choice(secret if secret and rng.random() < 0.5 else legal)
        moves.append((action, secret_twin(game_id, table.state, action) or action))
        table.play(action)
    return Walk(game_id, options, seed, moves)


async def checkpoint(pilot: Any, walk: Walk, key: tuple[int, str], witness: bool) -> None:
    """Record the whole screen (witness) or compare it with what the witness saw."""
    text = await settled(pilot)
    if witness:
        walk.seen[key] = text
    elif key in walk.seen and text != walk.seen[key]:
        diff = "\n".join(difflib.unified_diff(walk.seen[key].splitlines(), text.splitlines()))
        pytest.fail(f"what an earlier seat saw is still on screen at {key}:\n{diff}")


async def busy_seat(pilot: Any, screen: GameScreen, step: int, rng: random.Random) -> None:
    """What a curious person presses besides moving: a hint, a refused undo, the rules dialog;
    the screen is checked against a re-deal after each."""
    seat = screen.viewer
    assert seat is not None
    await pilot.press("h")
    await wait_for(pilot, lambda: not screen.computers.thinking)
    await assert_same_after_resample(pilot, screen, seat, rng)
    if screen.table.undo_refusal(seat) is not None:
        await pilot.press("u")
        await assert_same_after_resample(pilot, screen, seat, rng)
    if step % 4 == 0:
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: pilot.app.screen is not screen)
        await assert_same_after_resample(pilot, screen, seat, rng)
        await pilot.press("escape")
        await wait_for(pilot, lambda: pilot.app.screen is screen)


async def play_walk(tmp_path: Path, walk: Walk, witness: bool) -> None:
    """Play the walk's moves through the screen, as three people sharing the keyboard would."""
    rng = random.Random(walk.seed + 1)
    table = Table.start(walk.game_id, seats(3), seed=walk.seed, options=walk.options)
    app = make_app(tmp_path / ("witness" if witness else "busy"), bot_delay=0)
    app.animation_level = "none"  # a settling tower must not be caught at another frame
    async with app.run_test(size=(80, 24), notifications=True, tooltips=True) as pilot:
        screen = GameScreen(table, board_for(walk.game_id), think_seconds=0.05)
        await app.push_screen(screen)
        for step, (action, twin) in enumerate(walk.moves):
            if isinstance(app.screen, CurtainScreen):
                await checkpoint(pilot, walk, (step, "curtain"), witness)
                await pilot.press("enter")
            await wait_for(pilot, lambda: screen.viewer == table.to_move())
            await checkpoint(pilot, walk, (step, "seat"), witness)
            seat = screen.viewer
            if not witness:
                assert seat is not None
                await assert_same_after_resample(pilot, screen, seat, rng)
                await busy_seat(pilot, screen, step, rng)
            assert screen.perform(twin if witness else action)
            if not witness and table.to_move() == seat:
                app.clear_notifications()  # the same seat goes on: its own toasts are its own
            if table.is_over():  # the end shows the hints asked: the runs differ there by design
                break


#: The walk `make test` takes: Fistful's, which crosses a secret decision (the twin) as well as
#: the hints, refused undos and rules dialogs every walk presses. The other games walk under
#: `make soak`: each screen's own secrets are checked at every step by
#: `test_live_screen_shows_only_the_seats_own_secrets`, and Penguin Party's hint leak (issue 23)
#: by the two hint tests below, which walk the same screens with the hint in the way.
SAMPLED_WALKS = ("fistful",)


def walk_cases() -> list[object]:
    """`make test`: the sampled games' short walks; `make soak`: every game's short and long."""
    return [
        pytest.param(
            g,
            o,
            steps,
            id=f"{g}-{steps}-steps",
            marks=() if steps == short and g in SAMPLED_WALKS else SOAK,
        )
        for g, (o, short) in WALKS.items()
        for steps in (short, SOAK_WALK_STEPS[g])
    ]


@pytest.mark.parametrize(("game_id", "options", "steps"), walk_cases())
async def test_what_a_seat_saw_never_reaches_the_next(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    options: dict[str, Any],
    steps: int,
) -> None:
    shorter_rules_pages(monkeypatch)  # the rules dialog's own words are the same for every seat
    walk = plan(game_id, options, steps, seed=2301)
    await play_walk(tmp_path, walk, witness=True)
    await play_walk(tmp_path, walk, witness=False)


# ----- the two leaks of issue 23, as a new player found them ----------------------------------------
async def take_keyboard(pilot: Any, screen: GameScreen, seat: int) -> str:
    """Wait for `seat`'s turn, lifting the curtain in its way; the curtain's text ('' if none)."""
    app = pilot.app
    await wait_for(pilot, lambda: screen.viewer == seat or isinstance(app.screen, CurtainScreen))
    curtain = ""
    if isinstance(app.screen, CurtainScreen):
        curtain = await settled(pilot)
        await pilot.press("enter")
    await wait_for(pilot, lambda: screen.viewer == seat)
    return curtain


async def test_a_hint_does_not_outlive_its_seat(tmp_path: Path) -> None:
    """Bob asks for a hint, then plays something else: Cat sees no trace of it, neither on the
    curtain nor on her own turn."""
    table = Table.start("penguin-party", seats(3, ("Ann", "Bob", "Cat")), seed=5)
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24), notifications=True, tooltips=True) as pilot:
        screen = GameScreen(table, board_for("penguin-party"), think_seconds=0.05)
        await app.push_screen(screen)
        await take_keyboard(pilot, screen, 0)
        assert screen.perform(table.game.legal_actions(table.state)[0])
        await take_keyboard(pilot, screen, 1)
        await pilot.press("h")
        await wait_for(pilot, lambda: "Suggested" in whole_screen(app))
        assert screen.perform(table.game.legal_actions(table.state)[-1])
        curtain = await take_keyboard(pilot, screen, 2)
        assert "Pass the keyboard to Cat" in curtain
        assert "Suggested" not in curtain and "Hint" not in curtain
        assert "Suggested" not in await settled(pilot)


async def test_a_hint_still_thinking_when_the_seat_moves_never_arrives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bob asks for a hint and plays before it is ready: the answer is dropped, not shown to Cat."""
    table = Table.start("penguin-party", seats(3, ("Ann", "Bob", "Cat")), seed=5)
    ready = threading.Event()
    hint = HintJob.run

    def slow_hint(job: HintJob, budget: Any = None) -> tuple[str, float]:
        ready.wait(10)
        return hint(job, budget)

    monkeypatch.setattr(HintJob, "run", slow_hint)
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = GameScreen(table, board_for("penguin-party"), think_seconds=0.05)
        await app.push_screen(screen)
        await take_keyboard(pilot, screen, 0)
        assert screen.perform(table.game.legal_actions(table.state)[0])
        await take_keyboard(pilot, screen, 1)
        await pilot.press("h")
        assert screen.computers.thinking
        assert screen.perform(table.game.legal_actions(table.state)[-1])
        assert not screen.computers.thinking  # the hand-over stopped waiting for it
        ready.set()
        await wait_for(pilot, lambda: table.envelope.hints.get("1") == 1)
        await pilot.pause(0.2)
        assert "Suggested" not in await take_keyboard(pilot, screen, 2)
        assert "Suggested" not in await settled(pilot) and not app._notifications


async def cats_screen_after_bob_answers(tmp_path: Path, bob: Any) -> tuple[str, list[str]]:
    """Fistful, advanced, seed 11: Bob asks $3, Cat $5, Ann rerolls die 3, Bob answers `bob`.
    Cat's whole screen once she has the keyboard, and the log she reads."""
    table = Table.start(
        "fistful", seats(3, ("Ann", "Bob", "Cat")), seed=11, options={"mode": "advanced"}
    )
    for action in (SetPrice(dollars=3), SetPrice(dollars=5), Reroll(dice=(2,))):
        table.play(action)
    app = make_app(tmp_path, bot_delay=0)
    async with app.run_test(size=(80, 24), notifications=True, tooltips=True) as pilot:
        screen = GameScreen(table, board_for("fistful"))
        await app.push_screen(screen)
        await take_keyboard(pilot, screen, 1)
        assert screen.perform(bob)
        await take_keyboard(pilot, screen, 2)
        assert screen.current_scene().log == table.log_for(2)
        return await settled(pilot), list(table.log_for(2))


async def test_keeping_a_die_is_as_secret_as_repricing_it(tmp_path: Path) -> None:
    kept, kept_log = await cats_screen_after_bob_answers(tmp_path / "keep", KeepOffer())
    repriced, _ = await cats_screen_after_bob_answers(tmp_path / "price", SetPrice(dollars=3))
    assert not any("Bob keeps" in line or "Bob offers" in line for line in kept_log)
    assert kept == repriced
