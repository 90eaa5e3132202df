"""The turn's end: the extra turn, passing, the final round, the end of the game, the winner."""

from __future__ import annotations

import pytest

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.actions import (
    ChooseCard,
    Collect,
    EndTurn,
    ExtraTurn,
    Pass,
    Pick,
    PlaceCard,
    Return,
    Take,
    UsePower,
    UseValue,
)

from .helpers import play, run, table


def test_five_fish_buy_one_more_turn_once() -> None:
    state = table([[1], [1], [9]], [[2, 2, 3], [5]], fish=[5, 0])
    state = run(play(state, 2, 2), UseValue(), Collect(stack=0, count=1, total=1, gain=1))
    assert state.step == "extra" and state.turn == 0
    state = run(state, ExtraTurn())
    assert state.fish[0] == 1 and state.bank == 7 and state.turn == 0 and state.step == "card"
    state = run(play(state, 2, 2), UseValue(), Collect(stack=1, count=1, total=1, gain=1))
    assert state.turn == 1 and state.step == "card"


def test_no_extra_turn_without_five_fish() -> None:
    state = table([[1], [1], [9]], [[2, 2], [5]], fish=[3, 0])
    state = run(play(state, 2, 2), UseValue(), Collect(stack=0, count=1, total=1, gain=1))
    assert state.step == "card" and state.turn == 1


def test_ending_the_turn_instead_keeps_the_fish() -> None:
    state = table([[1], [1], [9]], [[2, 2], [5]], fish=[5, 0])
    state = run(
        play(state, 2, 2), UseValue(), Collect(stack=0, count=1, total=1, gain=1), EndTurn()
    )
    assert state.fish[0] == 6 and state.turn == 1


def test_the_card_played_earlier_is_free_in_the_extra_turn() -> None:
    state = table([[1], [1, 1], [9]], [[2, 14], [5]], fish=[5, 0])
    state = run(play(state, 2, 2), UseValue(), Collect(stack=0, count=1, total=1, gain=1))
    state = run(state, ExtraTurn(), ChooseCard(value=14), PlaceCard(stack=1), UseValue())
    assert Collect(stack=2, count=2, total=11, gain=3) in GAME.legal_actions(state)


def test_an_empty_hand_passes() -> None:
    state = table([[1], [1], [9]], [[], [5]])
    assert GAME.legal_actions(state) == [Pass()]
    state = run(state, Pass())
    assert state.turn == 1 and state.turns_taken == 1


def test_only_cards_on_stacks_with_cards_outside_the_final_round() -> None:
    state = run(table([[1], [], [9]], [[2], [5]]), ChooseCard(value=2))
    assert GAME.legal_actions(state) == [PlaceCard(stack=0), PlaceCard(stack=2)]
    with pytest.raises(IllegalAction, match="empty"):
        GAME.apply(state, PlaceCard(stack=1))


def test_one_stack_left_starts_the_final_round_and_it_is_played_out() -> None:
    state = table([[1], [], [9, 9]], [[2, 5], [5, 5], [3, 3]], first=1, turn=1)
    state = run(play(state, 5, 2), UseValue(), Collect(stack=0, count=1, total=1, gain=3))
    assert state.final_round and state.turn == 2
    state = run(state, ChooseCard(value=3))
    assert GAME.legal_actions(state) == [PlaceCard(stack=s) for s in range(3)]
    state = run(state, PlaceCard(stack=0), UseValue())
    assert GAME.legal_actions(state) == [Collect(stack=None, count=0, total=0, gain=3)]
    state = run(state, Collect(stack=None, count=0, total=0, gain=3))
    assert state.turn == 0 and not GAME.is_over(state)
    state = run(play(state, 5, 1), UseValue(), Collect(stack=0, count=1, total=3, gain=2))
    assert GAME.is_over(state) and GAME.legal_actions(state) == []
    assert [len(h) for h in state.hands] == [2, 2, 1]


def test_final_round_with_every_stack_empty_cards_still_go_down() -> None:
    state = table([[], [], []], [[2, 5], [5]], final_round=True, first=1, turn=0)
    state = run(play(state, 2, 1), UseValue())
    assert GAME.legal_actions(state) == [Collect(stack=None, count=0, total=0, gain=2)]
    state = run(state, Collect(stack=None, count=0, total=0, gain=2))
    assert GAME.is_over(state)


def test_no_card_in_any_hand_ends_the_game_after_the_round() -> None:
    state = table([[1, 1], [9], [9]], [[], [], []], first=0, turn=0)
    state = run(state, Pass())
    assert state.final_round
    state = run(state, Pass(), Pass())
    assert GAME.is_over(state)


def test_a_stack_emptied_then_refilled_by_a_6_does_not_end_the_game() -> None:
    state = table([[1, 2], [9], []], [[6, 3], [5]])
    picks = (Pick(stack=0, index=0, end="front"), Pick(stack=0, index=1, end="inside"))
    state = run(play(state, 6, 1), UsePower(), Take(picks=picks))
    assert not state.stacks[0] and state.step == "followup"
    state = run(state, Return(value=3))
    assert state.stacks[0] and not state.final_round and state.turn == 1


@pytest.mark.parametrize(
    ("hands", "fish", "winners", "why"),
    [
        ([[1, 1, 1], [9, 9]], [0, 5], [0], "cards"),
        ([[1, 1], [9, 9]], [3, 2], [0], "fish"),
        ([[1, 1], [9, 9]], [2, 2], [1], "sum"),
        ([[1, 9], [9, 1]], [2, 2], [0, 1], "share"),
    ],
)
def test_winner_most_cards_then_fish_then_sum_then_shared(
    hands: list[list[int]], fish: list[int], winners: list[int], why: str
) -> None:
    state = table([[], [], []], hands, fish=fish)
    outcome = GAME.outcome(state)
    assert outcome.winners == winners
    assert outcome.scores == [float(len(h)) for h in hands]
    assert (why == "share") == ("share" in outcome.summary)
    if why == "fish":
        assert "on fish" in outcome.summary
    if why == "sum":
        assert "sum of card values" in outcome.summary


def test_the_extra_turn_may_be_bought_in_the_final_round() -> None:
    state = table([[1], [], [9]], [[2, 2, 3], [5]], fish=[5, 0], final_round=True, first=1)
    state = run(play(state, 2, 1), UseValue(), Collect(stack=0, count=1, total=1, gain=1))
    assert state.step == "extra"
    state = run(state, ExtraTurn())
    assert state.turn == 0 and state.step == "card"
