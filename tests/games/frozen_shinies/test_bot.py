"""The computer player: legal, deterministic for a seed, sensible, and clearly better than random."""

from __future__ import annotations

import random

from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.actions import (
    Collect,
    EndTurn,
    ExtraTurn,
    Steal,
    UsePower,
)
from penguin_tables.games.frozen_shinies.computer import COMPUTER
from penguin_tables.games.frozen_shinies.state import FrozenState

from .helpers import NAMES, play, run, table


def duel(seed: int, bot_seat: int) -> float:
    state: FrozenState = GAME.new_game(NAMES[:2], seed)
    rng = random.Random(seed)
    while not GAME.is_over(state):
        if state.turn == bot_seat:
            action = COMPUTER.own_move(state, "normal", rng)
        else:
            action = rng.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action)
    winners = GAME.outcome(state).winners
    return 1 / len(winners) if bot_seat in winners else 0.0


def test_the_computer_beats_a_random_player_most_of_the_time() -> None:
    wins = sum(duel(seed, seed % 2) for seed in range(12))
    assert wins >= 10


def test_the_computer_collects_the_most_cards_it_can() -> None:
    state = run(play(table([[1, 1, 1, 9], [2, 9], [8]], [[13, 3], [4]]), 13, 2))
    action = COMPUTER.own_move(state, "normal", random.Random(0))
    assert action.kind == "value"
    state = GAME.apply(state, action)
    choice = COMPUTER.own_move(state, "normal", random.Random(0))
    assert choice == Collect(stack=0, count=4, total=12, gain=1)


def test_the_computer_prefers_a_two_card_power_over_a_one_card_value() -> None:
    state = play(table([[9, 9], [5], [8]], [[1, 13], [4]]), 1, 1)
    assert COMPUTER.own_move(state, "normal", random.Random(0)) == UsePower()


def test_the_computer_steals_from_the_leader() -> None:
    state = run(play(table([[9], [9]], [[12, 1], [3, 3], [2, 2, 2], [5, 5, 5]]), 12, 1), UsePower())
    assert COMPUTER.own_move(state, "normal", random.Random(0)) in (
        Steal(victim=2),
        Steal(victim=3),
    )


def test_the_computer_buys_an_extra_turn_only_when_it_pays() -> None:
    rich = table([[1, 1], [1, 1], [9]], [[2, 14, 14], [5]], fish=[6, 0])
    rich = run(play(rich, 2, 2), UsePower())
    rich = GAME.apply(rich, GAME.legal_actions(rich)[0])
    assert rich.step == "extra"
    assert COMPUTER.own_move(rich, "normal", random.Random(0)) == ExtraTurn()
    empty = table([[1], [], [9]], [[2, 2], [5]], fish=[6, 0])
    empty = run(play(empty, 2, 2), UsePower())
    empty = GAME.apply(empty, GAME.legal_actions(empty)[0])
    assert empty.step == "extra" and empty.final_round
    assert COMPUTER.own_move(empty, "normal", random.Random(0)) == EndTurn()


def test_the_same_seed_gives_the_same_choice() -> None:
    state = GAME.new_game(NAMES[:3], seed=5)
    a = COMPUTER.own_move(state, "normal", random.Random(3))
    b = COMPUTER.own_move(state, "normal", random.Random(3))
    assert a == b and a in GAME.legal_actions(state)
