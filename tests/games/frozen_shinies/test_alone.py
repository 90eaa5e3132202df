"""The strong player left alone with cards ends the game instead of stalling.

Found in the strength benchmark (200 iterations, anchor off, game 98): Bob had no card left, so he
only passed, and Ann played an 8 and collected the other 8 back, turn after turn, until the arena's
20,000-move cap. Every look-ahead ended with Ann far ahead, so the search could not tell that
stalling from finishing.
"""

from __future__ import annotations

import copy
import random

from penguin_tables.engine.search import SearchBudget, search
from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.computer import COMPUTER, FrozenComputer
from penguin_tables.games.frozen_shinies.state import FrozenState

from .helpers import table

BUDGET = SearchBudget(seconds=60, iterations=200)
#: Played out greedily the stalled table ends after 45 moves (eleven of Ann's turns). Before the fix
#: the search was still trading the two 8s at move 120 (it wandered off after 137 moves here, and
#: in the benchmark game not for hundreds).
ENOUGH_MOVES = 60


def stalled() -> FrozenState:
    """Game 98's table when the stall began: Bob holds nothing, Ann four cards, three stacks."""
    return table(
        [[9, 11, 6, 10], [8, 12, 1, 7, 14, 1, 2, 7], [13, 6, 2, 3, 4, 5]],
        [[3, 5, 4, 8], []],
    )


def unanchored() -> FrozenComputer:
    computer = copy.copy(COMPUTER)
    computer.anchored = False
    return computer


def test_a_seat_alone_with_cards_plays_a_settled_move() -> None:
    settled = COMPUTER.settled_move(stalled())
    assert settled is not None
    action, chance = settled
    assert action in GAME.legal_actions(stalled())
    assert chance > 0.9


def test_no_settled_move_while_another_seat_holds_a_card() -> None:
    state = table([[9, 11], [8, 12], [13, 6]], [[3, 5, 4, 8], [2]])
    assert COMPUTER.settled_move(state) is None


def test_the_unanchored_search_ends_a_game_it_plays_alone() -> None:
    state, rng, computer = stalled(), random.Random(98), unanchored()
    for _ in range(ENOUGH_MOVES):
        if GAME.is_over(state):
            break
        state = GAME.apply(state, search(computer, state, rng, BUDGET).action)
    assert GAME.is_over(state)
    assert GAME.outcome(state).winners == [0]
