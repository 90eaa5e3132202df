"""Penguin Party, rule by rule."""

from __future__ import annotations

from collections import Counter

import pytest

from penguin_tables.engine.errors import BrokenInvariant, IllegalAction
from penguin_tables.games.penguin_party import GAME
from penguin_tables.games.penguin_party.actions import GiveUp, PlaceAbove, PlaceOnBase
from penguin_tables.games.penguin_party.cards import DECK_COUNTS, Colour
from penguin_tables.games.penguin_party.state import PartyState

BASE8: list[Colour | None] = ["red", "red", "blue", "blue", "green", "green", "purple", "purple"]


def names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


def state_with(
    hands: list[list[Colour]], rows: list[list[Colour | None]], turn: int = 0
) -> PartyState:
    """A hand-built position; the leftover cards go to the discards so the deck stays whole."""
    state = GAME.new_game(names(len(hands)), seed=1)
    state.hands = [tuple(hand) for hand in hands]
    width = len(rows[0])
    full = rows + [[] for _ in range(len(rows), width)]
    state.rows = [tuple(row) + (None,) * (width - i - len(row)) for i, row in enumerate(full)]
    state.turn = turn
    state.unseen = ()
    used = Counter(c for h in hands for c in h) + Counter(c for r in rows for c in r if c)
    state.discards = tuple((Counter(DECK_COUNTS) - used).elements())
    GAME.check_invariants(state)
    return state


@pytest.mark.parametrize(
    ("players", "each", "unseen", "base"),
    [(2, 14, 8, 0), (3, 12, 0, 0), (4, 9, 0, 0), (5, 7, 0, 1), (6, 6, 0, 0)],
)
def test_dealing_per_player_count(players: int, each: int, unseen: int, base: int) -> None:
    state = GAME.new_game(names(players), seed=3)
    assert [len(h) for h in state.hands] == [each] * players
    assert len(state.unseen) == unseen
    assert len(state.rows[0]) == base


def test_deck_is_eight_green_and_seven_of_each_other_colour() -> None:
    state = GAME.new_game(names(3), seed=9)
    counts = Counter(c for hand in state.hands for c in hand)
    assert counts == {"green": 8, "red": 7, "blue": 7, "yellow": 7, "purple": 7}


def test_first_card_may_be_any_colour_and_starts_the_base() -> None:
    state = state_with([["red", "blue"], ["green"]], [[]])
    assert set(GAME.legal_actions(state)) == {
        PlaceOnBase(colour="red", end="left"),
        PlaceOnBase(colour="blue", end="left"),
    }


def test_base_grows_at_both_ends_up_to_eight() -> None:
    state = state_with([["red"], ["green"], ["yellow"]], [["blue"] * 7])
    after = GAME.apply(state, PlaceOnBase(colour="red", end="left"))
    assert after.rows[0][0] == "red" and len(after.rows[0]) == 8
    assert not any(isinstance(a, PlaceOnBase) for a in GAME.legal_actions(after))


def test_two_player_base_is_only_seven_wide() -> None:
    state = state_with([["red"], ["green"]], [["blue"] * 7])
    assert not any(isinstance(a, PlaceOnBase) for a in GAME.legal_actions(state))


def test_card_above_needs_two_supports_sharing_its_colour() -> None:
    state = state_with([["red", "yellow"], ["green"]], [["red", "blue", "green"]])
    legal = GAME.legal_actions(state)
    assert PlaceAbove(colour="red", row=2, slot=1) in legal  # on red + blue
    assert PlaceAbove(colour="red", row=2, slot=2) not in legal  # on blue + green
    assert not any(isinstance(a, PlaceAbove) and a.colour == "yellow" for a in legal)
    with pytest.raises(IllegalAction, match="needs two cards below"):
        GAME.apply(state, PlaceAbove(colour="red", row=2, slot=2))


def test_upward_building_before_the_base_is_full() -> None:
    state = state_with([["red"], ["green"], ["blue"]], [["red", "red"]])
    assert PlaceAbove(colour="red", row=2, slot=1) in GAME.legal_actions(state)


def test_stuck_player_takes_a_point_per_card_and_sits_out() -> None:
    state = state_with([["yellow", "yellow", "yellow"], ["green"], ["red"]], [BASE8], turn=0)
    assert GAME.legal_actions(state) == [GiveUp()]
    after = GAME.apply(state, GiveUp())
    assert after.points[0] == 3 and after.hands[0] == () and after.status[0] == "out"
    assert after.turn == 1


def test_cannot_give_up_while_a_card_fits() -> None:
    state = state_with([["red"], ["green"], ["blue"]], [["red"]])
    with pytest.raises(IllegalAction, match="cannot give up"):
        GAME.apply(state, GiveUp())


def test_emptying_the_hand_returns_two_points() -> None:
    state = state_with([["red"], ["green", "red"], ["blue", "green"]], [["red"]])
    state.points = [5, 0, 0]
    after = GAME.apply(state, PlaceOnBase(colour="red", end="right"))
    assert after.points[0] == 3 and after.status[0] == "emptied"


def test_emptying_the_hand_with_one_point_returns_just_one() -> None:
    state = state_with([["red"], ["green", "red"], ["blue", "green"]], [["red"]])
    state.points = [1, 0, 0]
    after = GAME.apply(state, PlaceOnBase(colour="red", end="right"))
    assert after.points[0] == 0


def test_round_ends_when_nobody_can_play_and_next_round_starts_with_next_seat() -> None:
    state = state_with([["yellow"], ["yellow"], ["red"]], [BASE8], turn=0)
    state = GAME.apply(state, GiveUp())
    state = GAME.apply(state, GiveUp())
    state = GAME.apply(state, PlaceAbove(colour="red", row=2, slot=1))
    assert state.round == 1 and state.turn == 1
    assert state.round_points == [(1, 1, 0)]
    assert all(len(h) == 12 for h in state.hands)


def test_game_lasts_one_round_per_player_and_fewest_points_win() -> None:
    state = state_with([["yellow"], ["red"]], [BASE8[:7]], turn=0)
    state.round = 1
    state = GAME.apply(state, GiveUp())
    state = GAME.apply(state, PlaceAbove(colour="red", row=2, slot=1))
    assert GAME.is_over(state)
    outcome = GAME.outcome(state)
    assert outcome.winners == [1] and outcome.scores == [1.0, 0.0]


def test_tied_players_share_the_win() -> None:
    state = state_with([["yellow"], ["yellow"]], [BASE8[:7]], turn=0)
    state.round = 1
    state = GAME.apply(GAME.apply(state, GiveUp()), GiveUp())
    assert GAME.outcome(state).winners == [0, 1]
    assert "share" in GAME.outcome(state).summary


def test_invariants_catch_a_lost_card_and_a_floating_card() -> None:
    state = GAME.new_game(names(3), seed=2)
    state.hands[0] = state.hands[0][:-1]
    with pytest.raises(BrokenInvariant, match="accounted"):
        GAME.check_invariants(state)
    state = state_with([["red"], ["green"], ["blue"]], [["red", "blue"]])
    state.rows[1] = ("green", *state.rows[1][1:])
    state.hands[1] = ()
    with pytest.raises(BrokenInvariant, match="unsupported"):
        GAME.check_invariants(state)


def test_invariants_name_each_break_of_the_pyramid_shape() -> None:
    """The shape is checked from the rows' content (looked up), so the same rows broken again
    in place, or a second state sharing them, are caught the same way."""
    state = state_with([["red"], ["green"], ["blue"]], [["red", "blue"]])
    good = list(state.rows)
    broken: list[tuple[list[tuple[Colour | None, ...]], str]] = [
        ([("red", None, "blue"), (None, None)], "base is too wide or has a gap"),
        ([("red", "blue")], "wrong number of rows"),
        ([("red", "blue"), (None, None)], "row 2 has the wrong number of spots"),
    ]
    for rows, message in broken:
        state.rows = rows
        with pytest.raises(BrokenInvariant, match=message):
            GAME.check_invariants(state)
    state.rows = good
    GAME.check_invariants(state)


def test_view_hides_other_hands_but_shows_their_sizes() -> None:
    state = GAME.new_game(names(3), seed=4)
    view = GAME.view(state, 1)
    assert view.hand == tuple(
        sorted(state.hands[1], key=["green", "red", "blue", "yellow", "purple"].index)
    )
    assert [p.hand_size for p in view.players] == [12, 12, 12]
    assert not hasattr(view, "hands") and not hasattr(view, "unseen")


def test_describe_says_what_happened() -> None:
    state = state_with([["red", "blue"], ["green"]], [[]])
    after = GAME.apply(state, PlaceOnBase(colour="red", end="left"))
    assert GAME.describe(state, PlaceOnBase(colour="red", end="left"), after) == (
        "P1 starts the base with red."
    )


def test_the_log_names_a_spot_by_the_cards_it_rests_on_which_stay_true_as_the_base_grows() -> None:
    state = state_with([["red", "blue", "green"], ["green", "red"]], [["red", "blue", "green"]])
    above = PlaceAbove(colour="red", row=2, slot=1)
    placed = GAME.apply(state, above)
    line = GAME.describe(state, above, placed)
    assert line == "P1 places red on row 2, resting on red and blue."
    grown = GAME.apply(placed, PlaceOnBase(colour="green", end="left"))
    assert grown.rows[1][1] == "red"  # the same card is now in slot 2, still on red and blue
    assert grown.rows[0][1:3] == ("red", "blue")
    twin = PlaceAbove(colour="blue", row=2, slot=1)
    blues = state_with([["blue"], ["red"]], [["blue", "blue", "green"]])
    assert GAME.describe(blues, twin, GAME.apply(blues, twin)).startswith(
        "P1 places blue on row 2, resting on two blues."
    )


def test_view_shows_this_rounds_penalty_and_refund_to_everyone() -> None:
    state = state_with([["red"], ["yellow", "yellow"], ["green", "blue"]], [BASE8])
    state.round, state.round_points, state.points = 1, [(5, 0, 0)], [5, 0, 0]
    state = GAME.apply(state, PlaceAbove(colour="red", row=2, slot=1))  # P1 empties the hand
    state = GAME.apply(state, GiveUp())  # P2: nothing fits, two cards
    for seat in (None, 0, 1, 2):
        players = GAME.view(state, seat).players
        assert (players[0].status, players[0].refund, players[0].points) == ("emptied", 2, 3)
        assert (players[1].status, players[1].penalty) == ("out", 2)
        assert (players[2].penalty, players[2].refund) == (0, 0)


def test_view_sums_up_the_round_that_just_ended() -> None:
    state = state_with([["yellow"], ["yellow"], ["red"]], [BASE8], turn=0)
    state.round, state.round_points, state.points = 1, [(0, 0, 3)], [0, 0, 3]
    for action in (GiveUp(), GiveUp(), PlaceAbove(colour="red", row=2, slot=1)):
        state = GAME.apply(state, action)
    view = GAME.view(state, 0)
    assert [(r.penalty, r.refund, r.total, r.change) for r in view.last_round] == [
        (1, 0, 1, 1),
        (1, 0, 1, 1),
        (0, 2, 1, -2),
    ]
    assert view.round == 2 and view.starter == 2


def test_view_tells_the_last_card_refund_and_what_the_deal_did() -> None:
    state = state_with([["red"], ["green"]], [["blue"]])
    state.points = [1, 4]
    assert GAME.view(state, 0).refund_if_emptied == 1
    assert GAME.view(state, 1).refund_if_emptied == 2
    assert "8 cards are set aside unseen" in GAME.view(GAME.new_game(names(2), seed=1), 0).deal_note
    five = GAME.new_game(names(5), seed=1)
    assert f"left over, {five.rows[0][0]}, was laid face up" in GAME.view(five, 0).deal_note
    assert GAME.view(GAME.new_game(names(4), seed=1), 0).deal_note == ""


def test_describe_names_the_refund_and_who_starts_the_next_round() -> None:
    state = state_with([["red"], ["yellow"], ["yellow"]], [BASE8[:7]])
    state.points = [3, 0, 0]
    after = GAME.apply(state, PlaceOnBase(colour="red", end="right"))
    assert "P1 has placed every card and hands back 2 penalty points." in GAME.describe(
        state, PlaceOnBase(colour="red", end="right"), after
    )
    before, after = after, GAME.apply(GAME.apply(after, GiveUp()), GiveUp())
    last = GAME.apply(before, GiveUp())
    assert GAME.describe(last, GiveUp(), after).endswith("Round 1 is over; P2 starts round 2.")
