"""The designed deck and the setup: marks per player count, hands, stacks, bank, the cut."""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise

import pytest

from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.content import deck, deck_for, power, values
from penguin_tables.games.frozen_shinies.rules.setup import cut_for_first

from .helpers import NAMES


def test_the_deck_has_46_cards_marked_22_8_8_8() -> None:
    marks = Counter(card.players for card in deck())
    assert len(deck()) == 46
    assert marks == {2: 22, 3: 8, 4: 8, 5: 8}
    assert {card.value for card in deck()} == set(range(1, 15))


@pytest.mark.parametrize(("players", "cards"), [(2, 22), (3, 30), (4, 38), (5, 46)])
def test_deck_counts_per_player_count(players: int, cards: int) -> None:
    assert len(deck_for(players)) == cards
    state = GAME.new_game(NAMES[:players], seed=3)
    assert [len(h) for h in state.hands] == [2] * players
    assert [len(s) for s in state.stacks] == [6] * (players + 1)
    assert state.bank == 4 * players and state.fish == [0] * players


def test_four_player_game_uses_2_3_4_marks_and_boxes_the_5_marks() -> None:
    used = {deck()[i].players for i in deck_for(4)}
    assert used == {2, 3, 4}


def test_exactly_enough_cards_for_one_more_stack_than_players() -> None:
    for players in range(2, 6):
        assert len(deck_for(players)) == 2 * players + 6 * (players + 1)


def test_no_corner_fish_on_cards_without_a_power() -> None:
    assert all(card.fish == 0 for card in deck() if card.value >= 13)
    assert power(13).text == power(14).text
    assert power(10).designed and not power(9).designed


def test_the_cut_highest_goes_first_and_ties_cut_again() -> None:
    ids = list(deck_for(5))
    for seed in range(200):
        rounds = cut_for_first(random.Random(seed), ids, [0, 1, 2, 3, 4])
        for earlier, later in pairwise(rounds):
            best = max(values()[c.card] for c in earlier)
            assert sorted(c.seat for c in later) == sorted(
                c.seat for c in earlier if values()[c.card] == best
            )
        last = rounds[-1]
        best = max(values()[c.card] for c in last)
        assert [values()[c.card] for c in last].count(best) == 1


def test_the_cut_is_recorded_and_some_cuts_tie() -> None:
    tied = 0
    for seed in range(60):
        state = GAME.new_game(NAMES[:5], seed=seed)
        winner = max(state.cuts[-1], key=lambda c: values()[c.card])
        assert state.first == state.turn == winner.seat
        tied += len(state.cuts) > 1
    assert tied > 0


def test_the_same_seed_deals_the_same_table() -> None:
    a = GAME.new_game(NAMES[:3], seed=11)
    b = GAME.new_game(NAMES[:3], seed=11)
    c = GAME.new_game(NAMES[:3], seed=12)
    assert GAME.dump(a) == GAME.dump(b) != GAME.dump(c)
