"""The shared harness over every player count and both layouts, golden games, and properties."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from penguin_tables.engine.checks import random_playout
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import Action, Buy, MoveTo, Pass, UseAbility
from penguin_tables.games.jewels.computer import COMPUTER
from penguin_tables.games.jewels.content import content
from penguin_tables.games.jewels.state import JewelsState
from tests.sweeps import how_many, sweep

LAYOUTS = ["starter", "random"]
GAMES_PER_CASE = 27  # 4 player counts x 2 layouts x 27 = 216 games
#: The options besides the layout: the rulebook's game (the revised deck), the same valley with its
#: first deck (saves keep it), and the project's rules switched on.
VARIANTS = [{}, {"tiles": "rulebook"}, {"tiles": "extended", "head_start": True}]
CHECKED_PER_CASE = 2  # the full contract check at every step is costly: a share of the games
GOLDEN = Path(__file__).with_name("golden.json")
GOLDEN_RULEBOOK = Path(__file__).with_name("golden-rulebook.json")


@sweep
@pytest.mark.parametrize("variant", VARIANTS, ids=["revised", "first-deck", "extended-head-start"])
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_playouts_end_and_conserve(
    players: int, layout: str, variant: dict[str, object], sweep: bool
) -> None:
    whole = GAMES_PER_CASE if not variant else GAMES_PER_CASE // 3
    for seed in range(how_many(sweep, whole, CHECKED_PER_CASE + 1)):
        checked = seed < CHECKED_PER_CASE
        options = {"layout": layout, **variant}
        result = random_playout(GAME, players, seed, options, check=checked)
        state = result.state
        GAME.check_invariants(state)
        assert GAME.is_over(state)
        assert state.thanks is not None
        assert len(state.seats[state.thanks].objectives) >= 5


def test_bot_games_pass_the_harness() -> None:
    def bot(state: JewelsState, rng: random.Random) -> Action:
        return COMPUTER.own_move(state, "normal", rng)

    for players in (2, 4):
        random_playout(GAME, players, 7, {"layout": "random"}, check=True, chooser=bot)


@pytest.mark.parametrize("golden", [GOLDEN, GOLDEN_RULEBOOK], ids=["extended", "rulebook"])
def test_golden_playthroughs_replay_to_the_recorded_outcome(golden: Path) -> None:
    """`golden.json` was recorded before issue 24 (28 tiles, head start), so its games name those
    options and replay by them; `golden-rulebook.json` holds normal-player games of the rulebook's
    game (23 tiles, no head start)."""
    games = json.loads(golden.read_text())
    assert len(games) >= 3
    for game in games:
        state = GAME.new_game(game["players"], game["seed"], game["options"])
        for data in game["actions"]:
            state = GAME.apply(state, GAME.load_action(data))
        outcome = GAME.outcome(state)
        assert GAME.is_over(state)
        assert outcome.scores == game["scores"] and outcome.winners == game["winners"]


def test_illegal_steps_raise_and_leave_the_state_unchanged() -> None:
    state = GAME.new_game(["A", "B"], 5, {"layout": "starter"})
    frozen = GAME.dump(state)
    objs = list(content().objectives)
    for action in (
        MoveTo(position="E4"),
        Buy(objective=objs[0]),
        Pass(),
        UseAbility(option=3, label="x"),
    ):
        with pytest.raises(IllegalAction):
            GAME.apply(state, action)
        assert GAME.dump(state) == frozen


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), steps=st.integers(1, 120))
def test_any_path_keeps_the_invariants_and_only_listed_steps_are_legal(
    seed: int, players: int, steps: int
) -> None:
    rng = random.Random(seed)
    state = GAME.new_game([f"P{i}" for i in range(players)], seed, {"layout": "random"})
    probes: list[Action] = [MoveTo(position="T5"), Pass(), UseAbility(option=0, label="")]
    for _ in range(steps):
        if GAME.is_over(state):
            break
        legal = GAME.legal_actions(state)
        assert legal and len(legal) <= 30
        for probe in probes:
            listed = probe in legal or (
                isinstance(probe, UseAbility)
                and any(isinstance(a, UseAbility) and a.option == 0 for a in legal)
            )
            if not listed:
                with pytest.raises(IllegalAction):
                    GAME.apply(state, probe)
        state = GAME.apply(state, rng.choice(legal))
        GAME.check_invariants(state)
