"""Golden playthroughs (seed, actions, expected result) and the computer player's behaviour."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from penguin_tables.games.fistful import GAME, migrate_actions
from penguin_tables.games.fistful.actions import (
    BuyDie,
    KeepOffer,
    Reroll,
    SecretReroll,
    SetPrice,
    SpareDie,
    Stop,
    UseChip,
)
from penguin_tables.games.fistful.computer import COMPUTER
from penguin_tables.games.fistful.computer.levels import best_plan
from tests.games.fistful.tables import table, with_dice

GOLDEN: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "golden.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize("game", GOLDEN, ids=lambda g: f"{g['players']}p-{g['mode']}-{g['seed']}")
def test_golden_playthroughs(game: dict[str, Any]) -> None:
    names = [f"P{i}" for i in range(game["players"])]
    state = GAME.new_game(names, seed=game["seed"], options={"mode": game["mode"]})
    for data in migrate_actions(game["actions"]):  # recorded with old-save die toggles
        state = GAME.apply(state, GAME.load_action(data))
    assert GAME.is_over(state)
    assert state.money == game["money"]
    assert GAME.outcome(state).winners == game["winners"]


def test_golden_solo_game_is_what_the_computer_plays() -> None:
    game = GOLDEN[0]
    state = GAME.new_game(["P0"], seed=game["seed"])
    moves: list[dict[str, Any]] = []
    while not GAME.is_over(state):
        action = COMPUTER.own_move(state, "normal", random.Random(len(moves)))
        moves.append(GAME.dump_action(action))
        state = GAME.apply(state, action)
    assert moves == migrate_actions(game["actions"])
    assert any(data["kind"] == "toggle" for data in game["actions"])  # the golden is an old save


def test_computer_scores_lions_when_they_are_worth_more() -> None:
    state = with_dice(table(2), ["lion", "lion", "lion", "kangaroo"], tokens=[0, 6])
    assert COMPUTER.own_move(state, "normal", random.Random(0)) == Stop(lions=True)


def test_computer_stops_on_a_great_roll_and_rerolls_a_bad_one() -> None:
    great = with_dice(table(2), ["camel"] * 4, round=3)
    assert COMPUTER.own_move(great, "normal", random.Random(0)) == Stop()
    bad = with_dice(table(2), ["moose", "moose", "lion", "camel"])
    assert isinstance(COMPUTER.own_move(bad, "normal", random.Random(0)), Reroll | SpareDie)


def test_computer_rerolls_the_dice_of_its_plan_in_one_action() -> None:
    state = with_dice(table(2), ["moose", "moose", "moose", "camel"])
    plan = best_plan(state, "normal")
    assert isinstance(plan.action, Reroll) and plan.action.dice
    action = COMPUTER.own_move(state, "normal", random.Random(0))
    assert action == plan.action
    assert action in GAME.legal_actions(state)


def test_computer_uses_a_kangaroo_chip_in_the_last_round() -> None:
    state = with_dice(table(2), ["kangaroo", "kangaroo", "moose", "moose"], round=3, chips=[2, 0])
    state.tokens = [0, 6]
    plan = best_plan(state, "normal")
    assert plan.action == UseChip(dice=(2, 3))
    assert COMPUTER.own_move(state, "normal", random.Random(0)) == UseChip(dice=(2, 3))


def test_computer_buys_a_cheap_useful_die() -> None:
    state = table(2, "advanced")
    state = GAME.apply(state, SetPrice(dollars=1))
    die = state.secrets[1]
    assert die is not None
    die.face = "camel"
    state = with_dice(state, ["camel", "camel", "camel", "camel"], tokens=[0, 6])
    assert COMPUTER.own_move(state, "normal", random.Random(0)) == BuyDie(seller=1)


def test_computer_seller_prices_a_useful_die_higher() -> None:
    state = table(2, "advanced")
    state = with_dice(state, ["camel", "camel", "camel", "camel"])
    die = state.secrets[1]
    assert die is not None
    die.face = "camel"
    dear = COMPUTER.own_move(state, "normal", random.Random(0))
    die.face = "lion"
    cheap = COMPUTER.own_move(state, "normal", random.Random(0))
    assert isinstance(dear, SetPrice) and isinstance(cheap, SetPrice)
    assert dear.dollars > cheap.dollars


def test_computer_seller_rerolls_a_die_worth_nothing_to_the_buyer() -> None:
    state = table(2, "advanced")
    state = GAME.apply(state, SetPrice(dollars=1))
    state = with_dice(state, ["camel", "camel", "camel", "lion"])
    state = GAME.apply(state, Reroll(dice=(3,)))
    die = state.secrets[1]
    assert die is not None
    die.face = "moose"
    state.dice = ["camel"] * 4
    assert COMPUTER.own_move(state, "normal", random.Random(0)) == SecretReroll()
    die.face = "camel"
    assert COMPUTER.own_move(state, "normal", random.Random(0)) in (
        KeepOffer(),
        SetPrice(dollars=3),
    )


def _versus_random(level: str, games: int) -> float:
    wins = 0
    for seed in range(games):
        rng = random.Random(seed)
        bot_seat = seed % 2
        state = GAME.new_game(["A", "B"], seed=seed)
        while not GAME.is_over(state):
            if GAME.to_move(state) == bot_seat:
                action = COMPUTER.own_move(state, level, rng)
            else:
                action = rng.choice(GAME.legal_actions(state))
            state = GAME.apply(state, action)
        wins += GAME.outcome(state).winners == [bot_seat]
    return wins / games


@pytest.mark.parametrize("level", COMPUTER.levels)
def test_computer_beats_a_random_player(level: str) -> None:
    assert _versus_random(level, 16) >= 0.75


@pytest.mark.parametrize(("players", "mode"), [(2, "basic"), (3, "advanced"), (5, "advanced")])
def test_computer_plans_only_legal_moves(players: int, mode: str) -> None:
    """The computer's own plan is always legal: it never needs its random fallback."""
    from penguin_tables.games.fistful.computer.levels import planned_action

    for seed in range(3):
        state = table(players, mode, seed=seed)
        while not state.over:
            planned = planned_action(state, "normal")
            assert planned in GAME.legal_actions(state)
            state = GAME.apply(state, planned)


def test_computer_chip_can_turn_two_different_faces() -> None:
    state = with_dice(table(2), ["kangaroo", "kangaroo", "moose", "lion"], round=3, chips=[2, 0])
    state.tokens = [0, 6]
    plan = best_plan(state, "normal")
    assert plan.action == UseChip(dice=(2, 3))
    assert COMPUTER.own_move(state, "normal", random.Random(0)) == UseChip(dice=(2, 3))
