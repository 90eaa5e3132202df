"""Every power, 1 to 12, with its limits; 13 and 14 have none; the corner fish."""

from __future__ import annotations

from dataclasses import replace

import pytest

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.actions import (
    Collect,
    Flip,
    Pick,
    PlaceCard,
    Return,
    Steal,
    Take,
    UsePower,
    UseValue,
)
from penguin_tables.games.frozen_shinies.content import values
from penguin_tables.games.frozen_shinies.state import FrozenState

from .helpers import hand_values, play, run, stack_values, table


def front(stack: int, index: int = 0) -> Pick:
    return Pick(stack=stack, index=index, end="front" if index == 0 else "inside")


def back(stack: int, index: int) -> Pick:
    return Pick(stack=stack, index=index, end="back")


def takes(state: FrozenState) -> list[tuple[tuple[int, int], ...]]:
    return [
        tuple((p.stack, p.index) for p in a.picks)
        for a in GAME.legal_actions(state)
        if isinstance(a, Take)
    ]


def powered(state: FrozenState, value: int, stack: int) -> FrozenState:
    return run(play(state, value, stack), UsePower())


def test_1_takes_the_front_two_of_one_stack() -> None:
    state = powered(table([[3, 9, 4], [5], [7, 2]], [[1, 13], [4, 4]]), 1, 2)
    state = run(state, Take(picks=(front(0), front(0, 1))))
    assert hand_values(state, 0) == [3, 9, 13]
    assert stack_values(state, 0) == [4]


def test_1_or_the_front_card_of_two_different_stacks_never_the_played_card() -> None:
    state = powered(table([[3, 9], [5], [7, 2]], [[1, 13], [4, 4]]), 1, 2)
    options = takes(state)
    assert ((0, 0), (1, 0)) in options
    assert all(stack != 2 for option in options for stack, _ in option)
    state = run(state, Take(picks=(front(0), front(1))))
    assert hand_values(state, 0) == [3, 5, 13]


def test_2_takes_one_front_card_when_not_the_smallest_hand() -> None:
    state = powered(table([[3, 9, 4], [5]], [[2, 13, 13], [4]]), 2, 1)
    assert takes(state) == [((0, 0),)]


def test_2_takes_front_and_back_with_the_smallest_hand_after_playing() -> None:
    state = powered(table([[3, 9, 4], [5]], [[2, 13], [4]]), 2, 1)
    assert ((0, 0), (0, 2)) in takes(state)
    state = run(state, Take(picks=(front(0), back(0, 2))))
    assert hand_values(state, 0) == [3, 4, 13]
    assert stack_values(state, 0) == [9]


def test_3_takes_a_front_and_a_back_card_from_the_same_stack() -> None:
    state = powered(table([[4, 5, 6], [8]], [[3], [4]]), 3, 1)
    assert ((0, 0), (0, 2)) in takes(state)
    state = run(state, Take(picks=(front(0), back(0, 2))))
    assert hand_values(state, 0) == [4, 6]


def test_3_back_card_of_the_played_stack_is_allowed_but_not_its_front() -> None:
    state = powered(table([[4], [8, 9]], [[3], [4]]), 3, 1)
    assert takes(state) == [((0, 0), (1, 2))]


def test_4_takes_one_front_card_without_three_fish() -> None:
    state = powered(table([[3, 9], [5]], [[4], [4]], fish=[2, 0]), 4, 1)
    assert takes(state) == [((0, 0),)]


def test_4_pays_three_fish_for_the_front_two() -> None:
    state = powered(table([[3, 9], [5]], [[4], [4]], fish=[3, 0]), 4, 1)
    state = run(state, Take(picks=(front(0), front(0, 1)), pay=3))
    assert hand_values(state, 0) == [3, 9]
    assert state.fish[0] == 0 and state.bank == 8


def test_5_takes_the_front_or_the_back_card() -> None:
    state = powered(table([[3, 9, 7], [5]], [[5], [4]]), 5, 1)
    assert sorted(takes(state)) == [((0, 0),), ((0, 2),), ((1, 1),)]


def test_6_takes_two_then_returns_a_card_to_that_stack() -> None:
    state = powered(table([[3, 9, 7], [5]], [[6, 13], [4]]), 6, 1)
    state = run(state, Take(picks=(front(0), front(0, 1))))
    assert state.step == "followup"
    assert GAME.legal_actions(state) == [Return(value=v) for v in (3, 9, 13)]
    state = run(state, Return(value=13))
    assert hand_values(state, 0) == [3, 9]
    assert stack_values(state, 0) == [13, 7]


def test_7_needs_a_victim_with_more_than_three_cards() -> None:
    state = play(table([[3], [5]], [[7], [1, 1, 1], [2, 2, 2, 2]]), 7, 1)
    assert GAME.legal_actions(state) == [UseValue()] or UsePower() in GAME.legal_actions(state)
    state = run(state, UsePower())
    assert GAME.legal_actions(state) == [Steal(victim=2)]
    no_victim = play(table([[3], [5]], [[7], [1, 1, 1], [2, 2, 2]]), 7, 1)
    assert GAME.legal_actions(no_victim) == [UseValue()]


def test_7_plays_the_stolen_card_at_once_seen_only_by_the_thief() -> None:
    state = powered(table([[1, 2], [9]], [[7], [3, 3, 3, 3], [2]]), 7, 1)
    state = run(state, Steal(victim=1))
    assert state.step == "stack" and state.in_play is not None
    assert values()[state.in_play.card] == 3
    assert GAME.view(state, 0).in_play == state.in_play.card
    assert GAME.view(state, 2).in_play is None and GAME.view(state, 2).in_play_hidden
    state = run(state, PlaceCard(stack=1), UseValue())
    assert state.played and len(state.played) == 2
    state = run(state, Collect(stack=0, count=2, total=3))
    assert hand_values(state, 0) == [1, 2]
    assert stack_values(state, 1) == [3, 7, 9]
    assert len(state.hands[1]) == 3


def test_7_the_stolen_card_may_not_take_back_the_7() -> None:
    state = powered(table([[3], [5]], [[7], [1, 1, 1, 1]]), 7, 0)
    state = run(state, Steal(victim=1), PlaceCard(stack=1), UseValue())
    assert GAME.legal_actions(state) == [Collect(stack=None, count=0, total=0, gain=1)]


def test_8_even_stolen_card_gives_a_front_card_too() -> None:
    state = powered(table([[3], [5]], [[8], [2, 2, 2, 2]]), 8, 1)
    state = run(state, Steal(victim=1))
    assert state.step == "followup"
    state = run(state, Take(picks=(front(0),)))
    assert hand_values(state, 0) == [2, 3]
    assert len(state.hands[1]) == 3


def test_8_odd_stolen_card_ends_the_power() -> None:
    state = powered(table([[9], [5]], [[8], [1, 1, 1, 1]]), 8, 1)
    state = run(state, Steal(victim=1))
    assert state.step != "followup"
    assert hand_values(state, 0) == [1]


def test_8_the_stolen_card_stays_secret_and_others_forget_the_victims_hand() -> None:
    state = powered(table([[3], [5]], [[8], [1, 1, 1, 1], [2]]), 8, 1)
    victim = state.hands[1]
    state.hands[1] = tuple(replace(s, known_to=(0, 1, 2)) for s in victim)
    state = run(state, Steal(victim=1))
    assert GAME.view(state, 0).players[0].hand == (state.hands[0][0].card,)
    assert GAME.view(state, 2).players[0].hand == (None,)
    assert GAME.view(state, 2).players[1].hand == (None, None, None)
    assert GAME.view(state, 0).players[1].hand == tuple(s.card for s in state.hands[1])


def test_9_takes_a_card_from_anywhere_but_the_played_card() -> None:
    state = powered(table([[3, 9, 7], [5]], [[9], [4]]), 9, 1)
    assert sorted(takes(state)) == [((0, 0),), ((0, 1),), ((0, 2),), ((1, 1),)]
    state = run(state, Take(picks=(Pick(stack=0, index=1, end="inside"),)))
    assert stack_values(state, 0) == [3, 7]


def test_10_turns_a_stack_then_takes_the_front_two() -> None:
    state = powered(table([[1, 2, 3, 4], [5]], [[10], [4]]), 10, 1)
    state = run(state, Flip(stack=0))
    assert stack_values(state, 0) == [4, 3, 2, 1]
    state = run(state, Take(picks=(front(0), front(0, 1))))
    assert hand_values(state, 0) == [3, 4]


def test_10_turning_the_played_stack_keeps_the_played_card_locked() -> None:
    state = powered(table([[1], [5]], [[10], [4]]), 10, 1)
    state = run(state, Flip(stack=1))
    assert stack_values(state, 1) == [5, 10]
    assert ((1, 0),) in takes(state) and all((1, 1) not in t for t in takes(state))


def test_11_takes_a_front_card_and_a_fish_from_each_other_player_with_fish() -> None:
    state = powered(table([[3], [5]], [[11], [4], [4], [4]], fish=[0, 2, 0, 1]), 11, 1)
    state = run(state, Take(picks=(front(0),)))
    assert state.fish == [2, 1, 0, 0]
    assert hand_values(state, 0) == [3]


def test_11_with_no_card_to_take_still_collects_the_toll() -> None:
    state = powered(table([[], [5]], [[11], [4]], fish=[0, 2]), 11, 1)
    assert GAME.legal_actions(state) == [Take(picks=())]
    assert run(state, Take(picks=())).fish == [1, 1]


def test_12_steals_from_the_biggest_hand_only_when_bigger_than_yours() -> None:
    state = powered(table([[3], [5]], [[12, 1], [6, 6], [5, 5, 5], [2, 2, 2]]), 12, 1)
    assert GAME.legal_actions(state) == [Steal(victim=2), Steal(victim=3)]
    state = run(state, Steal(victim=3))
    assert hand_values(state, 0) == [1, 2, 2] and len(state.hands[3]) == 1
    equal = play(table([[3], [5]], [[12, 1, 1], [4, 4]]), 12, 1)
    assert GAME.legal_actions(equal) == [UseValue()]


@pytest.mark.parametrize("value", [10, 11, 12])
def test_designed_powers_can_be_switched_off(value: int) -> None:
    state = play(table([[3, 9], [5]], [[value, 1], [2, 2, 2, 2]], fish=[0, 2]), value, 1)
    assert UsePower() in GAME.legal_actions(state)
    plain = play(
        table([[3, 9], [5]], [[value, 1], [2, 2, 2, 2]], fish=[0, 2], designed=False), value, 1
    )
    assert GAME.legal_actions(plain) == [UseValue()]


@pytest.mark.parametrize("value", [13, 14])
def test_13_and_14_have_no_power(value: int) -> None:
    state = play(table([[3], [5]], [[value], [4]]), value, 1)
    assert GAME.legal_actions(state) == [UseValue()]
    with pytest.raises(IllegalAction, match="power"):
        GAME.apply(state, UsePower())


def test_the_corner_fish_are_taken_when_the_power_is_used() -> None:
    state = powered(table([[3], [9]], [[5], [4]], fish_cards=[5]), 5, 1)
    assert state.fish[0] >= 1 and state.bank == 8 - state.fish[0]


def test_the_corner_fish_need_fish_in_the_bank() -> None:
    state = powered(table([[3], [9]], [[5], [4]], fish_cards=[5], bank=0), 5, 1)
    assert state.fish[0] == 0 and state.bank == 0


def test_a_power_asking_for_two_from_a_one_card_stack_takes_that_one() -> None:
    state = powered(table([[3], [9]], [[6], [4]]), 6, 1)
    assert takes(state) == [((0, 0),)]


def test_7_stealing_a_7_plays_it_and_may_steal_again() -> None:
    base = powered(table([[3, 1], [5], [9]], [[7], [7, 7, 1, 1, 1], [2, 2, 2, 2]]), 7, 1)
    for seed in range(50):
        base.chance = Chance(seed=seed)
        state = run(base, Steal(victim=1))
        assert state.in_play is not None
        if values()[state.in_play.card] == 7:
            break
    else:
        pytest.fail("no seed stole a 7")
    state = run(state, PlaceCard(stack=2), UsePower())
    assert GAME.legal_actions(state) == [Steal(victim=1), Steal(victim=2)]
    state = run(state, Steal(victim=2), PlaceCard(stack=0))
    assert len(state.played) == 3 and values()[state.stacks[0][0]] == 2


def test_3_takes_the_one_card_it_can_reach() -> None:
    state = powered(table([[4], [], []], [[3], [4]]), 3, 0)
    assert sorted(takes(state)) == [((0, 1),)]
