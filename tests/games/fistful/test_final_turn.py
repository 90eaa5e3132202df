"""Round three worked out exactly: the solver's expectations, the last turn played to win, the
first of two players guarding a lead, and the search handing those turns over to them."""

from __future__ import annotations

import random
from itertools import pairwise

from penguin_tables.engine.search import SearchBudget, search
from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.actions import CashIn, Reroll, SpareDie, Stop
from penguin_tables.games.fistful.computer import COMPUTER
from penguin_tables.games.fistful.computer.last_turn import (
    catch_up_chance,
    final_move,
    reached,
    solvable,
)
from penguin_tables.games.fistful.computer.levels import roll_distribution
from penguin_tables.games.fistful.computer.solver import TurnSolver, best_within
from penguin_tables.games.fistful.dice import FACES, KANGAROO, Counts, Face
from penguin_tables.games.fistful.scoring import score_counts, score_roll
from penguin_tables.games.fistful.state import FistfulState
from tests.games.fistful.tables import run, stop_everyone, table, with_dice

CAMEL: Counts = (0, 0, 0, 0, 0, 1)
LIONS_AND_CAMELS: list[Face] = ["lion", "lion", "lion", "camel", "camel", "moose"]


def needs_a_kangaroo(counts: Counts, tokens: int, lions: bool) -> float:
    """A toy judge: stopping wins only with a kangaroo showing."""
    return 1.0 if counts[KANGAROO] else 0.0


def round_three(
    dice: list[Face], money: list[int], tokens: list[int], last: bool = True
) -> FistfulState:
    """Round three with these dice, purses and tokens: the last player's turn, or the first's."""
    state = stop_everyone(table(), 3)
    if last:
        state = run(state, Stop(lions=False))
    return with_dice(state, dice, money=money, tokens=tokens, chips=[0, 0])


def test_the_solver_scores_a_roll_as_the_rules_do() -> None:
    for dice in range(7):
        for pattern, _ in roll_distribution(dice):
            faces = [face for face, n in zip(FACES, pattern, strict=True) for _ in range(n)]
            for players in (2, 3, 4):
                for lions in (False, True):
                    rules = score_roll(faces, score_lions=lions, num_players=players)
                    expected = (rules.bank, rules.from_players, rules.tokens)
                    assert score_counts(pattern, lions, players - 1) == expected


def test_a_reroll_is_worth_its_exact_odds() -> None:
    # One camel, no spare die left in the bank (eight set aside): each token is one more try at
    # the one face in six that wins.
    solver = TurnSolver(needs_a_kangaroo, chip_dice=0)
    assert abs(solver.best_move(CAMEL, 1, 1, False, 8)[0] - 1 / 6) < 1e-12
    assert abs(solver.best_move(CAMEL, 2, 2, False, 8)[0] - (1 - (5 / 6) ** 2)) < 1e-12
    # Allowed to weigh only one of the two tokens, it sees only one try.
    assert abs(TurnSolver(needs_a_kangaroo, 0).best_move(CAMEL, 2, 1, False, 8)[0] - 1 / 6) < 1e-12


def test_the_chip_and_the_spare_die_are_weighed_too() -> None:
    solver = TurnSolver(needs_a_kangaroo, chip_dice=1)
    value, move = solver.best_move(CAMEL, 0, 0, True, 8)
    assert value == 1.0 and move == ("chip", CAMEL)
    # With spare dice in the bank one is added (the camel stays), and a penguin on it is cashed
    # in for the token of another try: V = 1/6 + V/6, so V = 1/5.
    value, move = TurnSolver(needs_a_kangaroo, 0).best_move(CAMEL, 1, 1, False, 0)
    assert abs(value - 1 / 5) < 1e-6 and move == ("spare", None)


def test_the_work_limit_shortens_the_look_ahead_instead_of_the_wait() -> None:
    faces: Counts = (0, 0, 1, 0, 3, 2)
    assert best_within(TurnSolver(needs_a_kangaroo, 0), faces, 6, False, 0, work=0) is None
    short = best_within(TurnSolver(needs_a_kangaroo, 0), faces, 6, False, 0, work=30_000)
    full = best_within(TurnSolver(needs_a_kangaroo, 0), faces, 6, False, 0, work=100_000)
    assert short is not None and full is not None
    assert 0.0 < short[0] < full[0] < 1.0  # fewer tokens weighed: fewer tries seen


def test_the_last_player_stops_once_stopping_wins() -> None:
    # $40 against $20: three lions ($21) win outright, though the normal player would reroll.
    state = round_three(LIONS_AND_CAMELS, money=[40, 20], tokens=[0, 3])
    assert solvable(state)
    assert final_move(state) == (Stop(lions=True), 1.0)
    assert COMPUTER.own_move(state, "normal", random.Random(0)) != Stop(lions=True)


def test_the_last_player_keeps_trying_when_stopping_loses() -> None:
    state = round_three(LIONS_AND_CAMELS, money=[70, 20], tokens=[0, 3])
    found = final_move(state)
    assert found is not None
    move, chance = found
    assert 0.0 < chance < 1.0 and isinstance(move, Reroll | SpareDie | CashIn)


def test_a_lead_out_of_reach_is_banked_by_the_first_player() -> None:
    # The first player of round three is $120 ahead: stopping now wins whatever comes next.
    state = round_three(LIONS_AND_CAMELS, money=[150, 30], tokens=[3, 0], last=False)
    assert solvable(state) and state.turn == 0
    found = final_move(state)
    assert found is not None and isinstance(found[0], Stop) and found[1] == 1.0


def test_a_bigger_lead_is_caught_less_often() -> None:
    trials = reached(6, 3, 0, 50)
    assert trials == reached(6, 3, 0, 50)  # seeded from the position: the same every time
    chances = [catch_up_chance(lead, trials) for lead in range(-5, 80, 5)]
    assert chances[0] == 1.0 and chances[-1] < 0.05
    assert all(a >= b for a, b in pairwise(chances))


def test_rounds_one_and_two_and_the_advanced_game_are_left_to_the_search() -> None:
    assert not solvable(table())
    advanced = stop_everyone(table(mode="advanced"), 3)
    while advanced.pending:
        advanced = GAME.apply(advanced, COMPUTER.own_move(advanced, "normal", random.Random(0)))
    assert advanced.round == 3 and not solvable(advanced)
    assert COMPUTER.settled_move(advanced) is None


def test_the_search_hands_a_solved_turn_over_without_searching() -> None:
    state = round_three(LIONS_AND_CAMELS, money=[40, 20], tokens=[0, 3])
    found = search(COMPUTER, state, random.Random(1), SearchBudget(seconds=30, iterations=50))
    assert found.action == Stop(lions=True) and found.iterations == 0 and found.win_chance == 1.0
    seeing = search(
        COMPUTER, state, random.Random(1), SearchBudget(seconds=30, iterations=50), all_knowing=True
    )
    assert seeing.iterations == 50  # the all-knowing ceiling still searches the dice it sees


def test_a_pile_of_tokens_still_gets_a_move_in_time() -> None:
    state = round_three(LIONS_AND_CAMELS, money=[90, 20], tokens=[0, 40])
    found = final_move(state)
    assert found is not None and GAME.is_legal(state, found[0])


def test_a_solved_move_depends_on_the_table_only_not_on_what_was_solved_before() -> None:
    """A pile of tokens hits the work limit; a solver kept from an earlier choice would know more
    positions and weigh more tokens the second time, so the same table would get another move."""
    state = round_three(LIONS_AND_CAMELS, money=[90, 20], tokens=[0, 40])
    assert final_move(state) == final_move(state)
