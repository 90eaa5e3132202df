"""Using a card's value: the worked examples of the rulebook and the fish arithmetic."""

from __future__ import annotations

import pytest

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.actions import Collect, UseValue
from penguin_tables.games.frozen_shinies.state import FrozenState

from .helpers import hand_values, play, run, stack_values, table


def collects(state: FrozenState) -> list[tuple[int | None, int]]:
    return [(a.stack, a.count) for a in GAME.legal_actions(state) if isinstance(a, Collect)]


def test_played_11_collects_7_3_and_1() -> None:
    state = run(play(table([[7, 3, 1, 9], [5]], [[11], [2, 2]]), 11, 1), UseValue())
    state = run(state, Collect(stack=0, count=3, total=11))
    assert hand_values(state, 0) == [1, 3, 7]
    assert stack_values(state, 0) == [9]
    assert state.fish[0] == 0


def test_play_5_and_pay_three_fish_to_collect_2_and_6() -> None:
    state = run(play(table([[2, 6], [9]], [[5], [2, 2]], fish=[3, 0]), 5, 1), UseValue())
    state = run(state, Collect(stack=0, count=2, total=8, pay=3))
    assert hand_values(state, 0) == [2, 6]
    assert state.fish == [0, 0] and state.bank == 8


def test_played_12_took_5_and_6_fish_is_the_difference() -> None:
    """The rulebook's example says two fish, but its own rule (the difference) gives one."""
    state = run(play(table([[5, 6, 9], [9]], [[12], [2, 2]]), 12, 1), UseValue())
    state = run(state, Collect(stack=0, count=2, total=11, gain=1))
    assert state.fish[0] == 1 and state.bank == 7


def test_cards_are_collected_in_order_from_the_front_without_skipping() -> None:
    state = run(play(table([[9, 1, 1], [4]], [[10], [2, 2]]), 10, 1), UseValue())
    assert (0, 2) in collects(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Collect(stack=0, count=2, total=2))


def test_collecting_comes_from_a_different_stack_than_the_played_card() -> None:
    state = run(play(table([[1, 1], [1]], [[14], [2, 2]]), 14, 0), UseValue())
    assert {s for s, _ in collects(state)} == {1}
    with pytest.raises(IllegalAction, match="different stack"):
        GAME.apply(state, Collect(stack=0, count=1, total=14))


def test_the_sum_may_not_pass_the_value_plus_the_fish() -> None:
    state = run(play(table([[6, 6], [1]], [[7], [2, 2]], fish=[4, 0]), 7, 1), UseValue())
    assert collects(state) == [(0, 1)]
    rich = run(play(table([[6, 6], [1]], [[7], [2, 2]], fish=[5, 0]), 7, 1), UseValue())
    assert collects(rich) == [(0, 1), (0, 2)]


def test_leftover_fish_are_capped_at_three() -> None:
    state = run(play(table([[1], [9]], [[14], [2, 2]]), 14, 1), UseValue())
    assert GAME.legal_actions(state) == [Collect(stack=0, count=1, total=1, gain=3)]


def test_an_empty_bank_gives_no_fish() -> None:
    state = run(play(table([[1], [9]], [[14], [2, 2]], bank=0), 14, 1), UseValue())
    assert GAME.legal_actions(state) == [Collect(stack=0, count=1, total=1, gain=0)]
    low = run(play(table([[1], [9]], [[14], [2, 2]], bank=2), 14, 1), UseValue())
    assert GAME.legal_actions(low) == [Collect(stack=0, count=1, total=1, gain=2)]


def test_nothing_in_reach_means_collecting_nothing_for_fish() -> None:
    state = run(play(table([[9], [8]], [[2], [2, 2]]), 2, 1), UseValue())
    assert GAME.legal_actions(state) == [Collect(stack=None, count=0, total=0, gain=2)]
    state = run(state, Collect(stack=None, count=0, total=0, gain=2))
    assert state.fish[0] == 2


def test_collecting_nothing_is_not_offered_when_a_card_is_in_reach() -> None:
    state = run(play(table([[1], [8]], [[14], [2, 2]]), 14, 1), UseValue())
    assert (None, 0) not in collects(state)


def test_paying_fish_is_never_forced_collect_nothing_instead() -> None:
    """The rulebook says a player *can* spend fish: when every reachable card costs fish, the
    player may decline, collect nothing and take the leftover fish."""
    state = run(play(table([[9], [1]], [[5], [2, 2]], fish=[4, 0]), 5, 1), UseValue())
    assert GAME.legal_actions(state) == [
        Collect(stack=0, count=1, total=9, pay=4),
        Collect(stack=None, count=0, total=0, gain=3),
    ]
    state = run(state, Collect(stack=None, count=0, total=0, gain=3))
    assert state.fish[0] == 7 and hand_values(state, 0) == []
    assert stack_values(state, 0) == [9]


def test_collecting_nothing_is_not_offered_beside_a_free_card() -> None:
    """A free card and a dearer run in reach: the free card must be taken (fish stay optional)."""
    state = run(play(table([[1, 9], [4]], [[5], [2, 2]], fish=[5, 0]), 5, 1), UseValue())
    assert collects(state) == [(0, 1), (0, 2)]
