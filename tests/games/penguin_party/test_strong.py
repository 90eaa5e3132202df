"""The strong player's look-ahead in Penguin Party: playouts stop at the round's end, the totals
judge them, the search finds a winning move, and it never reads cards its seat cannot see."""

from __future__ import annotations

import random
from collections import Counter

from penguin_tables.engine.search import SearchBudget, search
from penguin_tables.games.penguin_party import GAME, PlaceAbove
from penguin_tables.games.penguin_party.cards import DECK_COUNTS, Colour
from penguin_tables.games.penguin_party.computer import COMPUTER
from penguin_tables.games.penguin_party.computer.lookahead import round_over, win_chances
from penguin_tables.games.penguin_party.state import PartyState

FULL_DECK = Counter(DECK_COUNTS)


def last_round_position(
    opponent_hand: tuple[Colour, ...], discards_first: bool = False
) -> PartyState:
    """Two players, last round. Seat 0 holds red and yellow; the open spots that fit them are
    row 2 slot 1 (red or yellow) and row 2 slot 5 (red only). Red on slot 1 strands the yellow;
    either other move lets seat 0 place both cards and win."""
    state = GAME.new_game(["A", "B"], seed=1)
    state.round, state.round_points, state.points = 1, [(1, 0)], [1, 1]
    state.rows = [
        ("red", "yellow", "blue", "blue", "red", "green", "green"),
        (None, "blue", "blue", "blue", None, "green"),
        (None, None, None, None, None),
        (None, None, None, None),
        (None, None, None),
        (None, None),
        (None,),
    ]
    state.hands = [("red", "yellow"), opponent_hand]
    state.turn = 0
    used = Counter(c for hand in state.hands for c in hand)
    used += Counter(c for row in state.rows for c in row if c)
    rest = sorted((FULL_DECK - used).elements())
    if discards_first:
        rest.reverse()
    state.unseen, state.discards = tuple(rest[:7]), tuple(rest[7:])
    GAME.check_invariants(state)
    return state


def test_a_lead_in_points_is_worth_more_with_fewer_rounds_left() -> None:
    assert win_chances([3, 3], 1) == [0.5, 0.5]
    one_round = win_chances([0, 1], 1)
    assert 0.8 < one_round[0] < 0.9 and abs(sum(one_round) - 1.0) < 1e-9
    assert win_chances([0, 1], 3)[0] < one_round[0]
    assert win_chances([0, 2], 1)[0] > one_round[0]
    three = win_chances([4, 0, 2], 2)
    assert three[1] > three[2] > three[0]


def test_a_playout_stops_when_its_round_ends() -> None:
    state = GAME.new_game(["A", "B"], seed=7)
    ended = round_over(state)
    rng = random.Random(0)
    while state.round == 0:
        assert not ended(state)
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert ended(state)
    assert COMPUTER.estimate(state) == win_chances(state.points, 1)


def test_the_strong_player_keeps_a_spot_for_its_last_card() -> None:
    state = last_round_position(opponent_hand=("blue", "purple", "purple"))
    losing = PlaceAbove(colour="red", row=2, slot=1)
    assert losing in GAME.legal_actions(state)
    for seed in range(3):
        result = search(
            COMPUTER, state, random.Random(seed), SearchBudget(seconds=30, iterations=150)
        )
        assert result.action != losing
        assert result.win_chance > 0.6


def test_the_search_sees_only_what_its_seat_may_see() -> None:
    """Two tables alike to seat 0 but with the other hand and the unseen cards dealt differently:
    the same seed gives the same move and the same judgement."""
    one = last_round_position(opponent_hand=("blue", "purple", "purple"))
    two = last_round_position(opponent_hand=("yellow", "yellow", "green"), discards_first=True)
    budget = SearchBudget(seconds=30, iterations=120)
    first = search(COMPUTER, one, random.Random(9), budget)
    second = search(COMPUTER, two, random.Random(9), budget)
    assert (first.action, first.win_chance) == (second.action, second.win_chance)
