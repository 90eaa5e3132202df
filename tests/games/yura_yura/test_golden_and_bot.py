"""Golden playthroughs (seed, actions, expected end) and the computer player's habits."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.actions import CallPenguin, Catch, EndTurn, Place, Play
from penguin_tables.games.yura_yura.computer import COMPUTER
from penguin_tables.games.yura_yura.computer.levels import aim_for, choose, play_score
from penguin_tables.games.yura_yura.state import PutBack, YuraState
from tests.games.yura_yura.helpers import find, grow, steady, table

GOLDEN: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "golden.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize("game", GOLDEN, ids=lambda g: f"seed{g['seed']}-{g['players']}p")
def test_golden_playthrough_ends_as_recorded(game: dict[str, Any]) -> None:
    state = GAME.new_game([f"P{i + 1}" for i in range(game["players"])], seed=game["seed"])
    for data in game["actions"]:
        state = GAME.apply(state, GAME.load_action(data))
    assert state.ending == game["ending"]
    assert GAME.outcome(state).winners == game["winners"]
    assert len(state.tower.tiers) == game["tiers"]


@pytest.mark.parametrize("level", COMPUTER.levels)
def test_the_computer_only_makes_legal_moves(level: str) -> None:
    state = GAME.new_game(["A", "B", "C"], seed=3)
    rng = random.Random(3)
    for _ in range(40):
        if GAME.is_over(state):
            break
        action = COMPUTER.own_move(state, level, rng)
        assert action in GAME.legal_actions(state)
        state = GAME.apply(state, action)


def test_the_computer_names_the_colour_it_holds_most() -> None:
    aurora = find(None, "draw2")
    hand = [aurora, find("deep", "penguin"), find("deep", "ice1"), find("white", "ice2")]
    state = table([hand, [40, 41, 42]], top=find("light", "iceberg"))
    action = choose(state, GAME.legal_actions(state), "hard", random.Random(1))
    assert isinstance(action, Play) and action.card == aurora and action.colour == "deep"


def test_the_computer_sheds_an_aurora_before_it_becomes_the_last_card() -> None:
    aurora, white = find(None, "skip"), find("white", "ice1")
    state = table([[aurora, white], [40, 41, 42]], top=find("white", "iceberg"))
    assert play_score(state, Play(card=aurora, colour="white")) > play_score(
        state, Play(card=white)
    )


def test_the_hard_computer_always_calls_penguin_and_catches_a_miss() -> None:
    state = table(
        [[find("white", "ice1"), find("deep", "ice1")], [3, 4]], top=find("white", "ice2")
    )
    at_call = steady(GAME.apply(state, Play(card=find("white", "ice1"))))
    rng = random.Random(0)
    assert all(
        choose(at_call, GAME.legal_actions(at_call), "hard", rng) == CallPenguin()
        for _ in range(20)
    )
    missed = GAME.apply(at_call, EndTurn())
    assert choose(missed, GAME.legal_actions(missed), "easy", rng) == Catch()


def leaning(seed: int) -> YuraState:
    """A three-tier tower whose top leans a centimetre right: the computer sets an iceberg card
    against such a lean."""
    state: YuraState = grow(GAME.new_game(["A", "B"], seed=seed), 3)
    top = state.tower.tiers[-1]
    state.tower.tiers[-1] = replace(top, pose=replace(top.pose, x=top.pose.x + 1.0))
    return state


def test_the_computer_aims_against_the_lean() -> None:
    state = leaning(2)
    assert aim_for(state) < 0
    action = choose(state, GAME.legal_actions(state), "hard", random.Random(0))
    assert isinstance(action, Place) and action.aim < 0


def test_the_computer_aims_what_it_puts_back_not_what_is_due_after_it() -> None:
    """Putting a card back while an iceberg card is due: the card is aimed at the middle. Putting
    an iceberg card back while the played card is due: it is set against the lean."""
    state = leaning(2)
    state.pending = ["iceberg"]
    state.put_back = [PutBack(kind="card", ident=0, tier=2)]
    assert aim_for(state) == 0.0
    state.pending = ["card"]
    state.put_back = [PutBack(kind="iceberg", ident=2, tier=2)]
    assert aim_for(state) < 0
    state.put_back = []
    assert aim_for(state) == 0.0
