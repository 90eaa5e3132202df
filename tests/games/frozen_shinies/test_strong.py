"""The strong player: its leaf judgement, a won last turn it does not throw away, no peeking."""

from __future__ import annotations

import random
from dataclasses import replace

from penguin_tables.engine.search import STRONG, SearchBudget, computer_move, search
from penguin_tables.games.frozen_shinies import GAME, FrozenShinies
from penguin_tables.games.frozen_shinies.actions import ChooseCard
from penguin_tables.games.frozen_shinies.computer import COMPUTER, FrozenComputer
from penguin_tables.games.frozen_shinies.computer.leaf import win_chances
from penguin_tables.games.frozen_shinies.state import FrozenState

from .helpers import table

BUDGET = SearchBudget(seconds=60, iterations=150)


def test_the_search_looks_ahead_with_the_normal_player_and_a_leaf_judgement() -> None:
    assert COMPUTER.playout_level == "normal"
    assert 0 < COMPUTER.playout_depth < 50


def test_the_leaf_judgement_favours_the_seat_holding_more_cards() -> None:
    ahead = table([[9, 9], [8]], [[1, 2, 3, 4], [5, 6]])
    even = table([[9, 9], [8]], [[1, 2, 3], [5, 6, 7]])
    assert win_chances(ahead)[0] > 0.8
    assert win_chances(ahead)[0] > win_chances(even)[0]
    assert abs(sum(win_chances(ahead)) - 1.0) < 1e-9


def test_fish_break_a_tie_in_cards_but_count_for_less_than_a_card() -> None:
    richer = table([[9, 9], [8]], [[1, 2], [5, 6]], fish=[3, 0])
    card_ahead = table([[9, 9], [8]], [[1, 2, 3], [5, 6]], fish=[0, 1])
    assert 0.5 < win_chances(richer)[0] < win_chances(card_ahead)[0]


def test_a_finished_game_is_judged_by_its_outcome() -> None:
    over = replace(table([[9]], [[1], [5, 6]]), step="over")
    assert win_chances(over) == [0.0, 1.0]


def last_turn() -> FrozenState:
    """Ann moves last and holds 2 cards to Bob's 3: her 13 on the 14 collects all three 2s."""
    return table([[2, 2, 2], [14]], [[13, 4], [5, 5, 5]], turn=0, first=1, final_round=True)


def test_strong_sees_the_winning_card_on_the_last_turn() -> None:
    result = search(COMPUTER, last_turn(), random.Random(3), BUDGET)
    assert result.action == ChooseCard(value=13)
    assert result.win_chance > 0.9


def test_strong_plays_the_last_turn_out_to_a_win() -> None:
    state, rng = last_turn(), random.Random(5)
    while not GAME.is_over(state):
        state = GAME.apply(state, computer_move(COMPUTER, state, STRONG, rng, BUDGET))
    assert GAME.outcome(state).winners == [0]


class CanonicalWorlds(FrozenShinies):
    """Re-deals the cards Ann cannot see in one fixed order: only what she sees picks the world."""

    def resample_hidden(self, state: FrozenState, seat: int, rng: random.Random) -> FrozenState:
        world = super().resample_hidden(state, seat, rng)
        hidden = sorted(
            (p, i)
            for p, hand in enumerate(world.hands)
            for i, s in enumerate(hand)
            if seat not in s.known_to
        )
        cards = sorted(world.hands[p][i].card for p, i in hidden)
        hands = [list(hand) for hand in world.hands]
        for (p, i), card in zip(hidden, cards, strict=True):
            hands[p][i] = replace(hands[p][i], card=card)
        world.hands = [tuple(hand) for hand in hands]
        return world


def test_the_search_never_reads_the_cards_it_cannot_see() -> None:
    """Swapping Bob's and Cy's secret cards changes nothing Ann may know: nor the search."""
    one = table([[9, 9, 3], [8, 2], [6, 1], [7]], [[13, 4], [14, 1, 2, 3], [12, 1, 2]])
    two = table([[9, 9, 3], [8, 2], [6, 1], [7]], [[13, 4], [12, 1, 2, 3], [14, 1, 2]])
    assert one.hands[1] != two.hands[1]
    computer = FrozenComputer(CanonicalWorlds())
    first = search(computer, one, random.Random(8), BUDGET)
    second = search(computer, two, random.Random(8), BUDGET)
    assert (first.action, first.win_chance) == (second.action, second.win_chance)
