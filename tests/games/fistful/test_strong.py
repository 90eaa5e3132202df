"""The strong player's view of Fistful: a short list of moves, quick playouts that match the normal
player, a last turn played to win, and a search that never reads the other players' secret dice."""

from __future__ import annotations

import random

from penguin_tables.engine.search import SearchBudget, search
from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.actions import Reroll, Stop
from penguin_tables.games.fistful.computer import COMPUTER
from penguin_tables.games.fistful.computer.last_turn import best_stop, is_last_turn
from penguin_tables.games.fistful.computer.search import SHORTLIST, quick_action
from penguin_tables.games.fistful.dice import Face, count_faces
from penguin_tables.games.fistful.state import FistfulState
from tests.games.fistful.tables import run, stop_everyone, table, with_dice

LIONS_AND_CAMELS: list[Face] = ["lion", "lion", "lion", "camel", "camel", "moose"]


def last_turn(dice: list[Face], money: list[int], tokens: list[int]) -> FistfulState:
    """Round three, the second (last) player to move, with these dice, purses and tokens."""
    state = run(stop_everyone(table(), 3), Stop(lions=False))
    return with_dice(state, dice, money=money, tokens=tokens, chips=[0, 0])


def test_the_search_weighs_the_stops_and_a_few_distinct_legal_moves() -> None:
    rng = random.Random(3)
    for seed in range(12):
        state = table(seed=seed)
        while not state.over:
            moves = COMPUTER.search_actions(state)
            assert all(GAME.is_legal(state, move) for move in moves)
            if not state.pending:
                assert Stop(lions=False) in moves
                assert len(moves) <= SHORTLIST + 2
                rerolled = [
                    count_faces([state.dice[i] for i in move.dice])
                    for move in moves
                    if isinstance(move, Reroll) and move.dice is not None
                ]
                assert len(rerolled) == len(set(rerolled)), "one reroll per pattern of faces"
                assert COMPUTER.own_move(state, "normal", rng) in moves
            state = GAME.apply(state, COMPUTER.own_move(state, "normal", rng))


def test_quick_playout_moves_are_the_easy_and_normal_players_own() -> None:
    rng = random.Random(5)
    same = total = 0
    for seed in range(20):
        state = table(seed=seed)
        while not state.over:
            if not is_last_turn(state):
                for level in ("easy", "normal"):
                    total += 1
                    same += quick_action(state, level) == COMPUTER.own_move(state, level, rng)
            state = GAME.apply(state, COMPUTER.own_move(state, "easy", rng))
    assert same >= 0.99 * total  # only exact ties between two moves' values may differ


def test_on_the_last_turn_a_playout_stops_once_stopping_wins() -> None:
    # $40 against $20: three lions ($21) win outright, though the normal player would reroll.
    state = last_turn(LIONS_AND_CAMELS, money=[40, 20], tokens=[0, 3])
    assert is_last_turn(state)
    assert best_stop(state) == (1.0, True)
    assert COMPUTER.own_move(state, "normal", random.Random(0)) != Stop(lions=True)
    assert quick_action(state, "normal") == Stop(lions=True)


def test_on_the_last_turn_a_playout_keeps_trying_when_stopping_loses() -> None:
    state = last_turn(LIONS_AND_CAMELS, money=[70, 20], tokens=[0, 3])
    assert best_stop(state)[0] == 0.0
    assert not isinstance(quick_action(state, "normal"), Stop)


def test_strong_takes_the_sure_win_the_normal_player_would_gamble_away() -> None:
    state = last_turn(LIONS_AND_CAMELS, money=[40, 20], tokens=[0, 3])
    budget = SearchBudget(seconds=30, iterations=300)
    for seed in range(3):
        assert search(COMPUTER, state, random.Random(seed), budget).action == Stop(lions=True)


def test_strong_never_reads_the_other_players_secret_dice() -> None:
    """Advanced game: two tables that differ only in a die still hidden from the searching seat
    give the same move and the same estimate."""
    state = table(players=3, mode="advanced", seed=4)
    hidden = [s for s, die in enumerate(state.secrets) if die is not None and not die.revealed]
    if not hidden or state.pending:
        state = GAME.apply(state, COMPUTER.own_move(state, "normal", random.Random(0)))
    seat = GAME.to_move(state)
    assert seat is not None
    others = [
        s
        for s, die in enumerate(state.secrets)
        if s != seat and die is not None and not die.revealed
    ]
    assert others, "the position must hold a die the searching seat cannot see"
    twin = GAME.copy_state(state)
    for s in others:
        die = twin.secrets[s]
        assert die is not None
        die.face = "lion" if die.face != "lion" else "camel"
    budget = SearchBudget(seconds=30, iterations=120)
    one = search(COMPUTER, state, random.Random(9), budget)
    two = search(COMPUTER, twin, random.Random(9), budget)
    assert one.action == two.action and one.win_chance == two.win_chance


def test_the_estimate_favours_the_richer_player_and_the_better_roll() -> None:
    start = table()
    even = COMPUTER.estimate(with_dice(start, ["camel", "camel", "lion", "moose"]))
    richer = COMPUTER.estimate(
        with_dice(start, ["camel", "camel", "lion", "moose"], money=[40, 10])
    )
    better = COMPUTER.estimate(with_dice(start, ["kangaroo"] * 4))
    assert abs(sum(richer) - 1.0) < 1e-9
    assert richer[0] > even[0] and better[0] > even[0]
    late = stop_everyone(table(), 3)
    ahead_late = COMPUTER.estimate(with_dice(late, ["camel"] * 4, money=[40, 30]))
    ahead_early = COMPUTER.estimate(with_dice(start, ["camel"] * 4, money=[40, 30]))
    assert ahead_late[0] > ahead_early[0]  # the same lead is worth more with fewer turns left
