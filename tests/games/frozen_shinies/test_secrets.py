"""Secret hands: views hide them, sizes stay public, resampling keeps what a seat knows."""

from __future__ import annotations

import dataclasses
import random

import pytest

from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.actions import (
    ChooseCard,
    Collect,
    PlaceCard,
    Steal,
    UsePower,
    UseValue,
)
from penguin_tables.games.frozen_shinies.state import FrozenState

from .helpers import NAMES, play, run, table


def test_a_view_hides_other_hands_but_shows_their_sizes() -> None:
    state = GAME.new_game(NAMES[:3], seed=5)
    view = GAME.view(state, 1)
    assert view.players[1].hand == tuple(s.card for s in state.hands[1])
    assert view.players[0].hand == (None, None) and view.players[0].hand_size == 2
    assert view.stacks == tuple(state.stacks) and view.cuts == state.cuts


def test_a_view_is_a_plain_value_a_screen_cannot_change() -> None:
    """Views are frozen dataclasses of tuples (no validation cost at every step of a checked game):
    equal views hash alike, and neither the view nor a player in it can be changed."""
    state = GAME.new_game(NAMES[:3], seed=5)
    view = GAME.view(state, 1)
    assert dataclasses.is_dataclass(view) and view == GAME.view(state, 1)
    assert hash(view) == hash(GAME.view(state, 1))
    # The writes mypy refuses (the fields are frozen), made to see them refused when run too.
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.bank = 99  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.players[1].fish = 99  # type: ignore[misc]
    assert isinstance(view.players[1].hand, tuple) and isinstance(view.stacks[0], tuple)


def test_cards_collected_from_the_open_stacks_are_known_to_all() -> None:
    state = run(play(table([[1, 2], [9]], [[5], [5]]), 5, 1), UseValue())
    state = run(state, Collect(stack=0, count=2, total=3, gain=2))
    assert GAME.view(state, 1).players[0].hand == tuple(c.card for c in state.hands[0])


def test_a_spectator_sees_the_collected_cards_every_seat_sees_and_no_secret() -> None:
    state = run(play(table([[1, 2], [9]], [[5], [5]]), 5, 1), UseValue())
    state = run(state, Collect(stack=0, count=2, total=3, gain=2))
    watcher = GAME.view(state, None)
    for seat, hand in enumerate(state.hands):
        public = tuple(s.card if len(s.known_to) == 2 else None for s in hand)
        assert watcher.players[seat].hand == public
    assert any(card is not None for card in watcher.players[0].hand)  # the collected ones
    assert None in watcher.players[0].hand or None in watcher.players[1].hand  # secrets kept
    for seat in (0, 1):  # what any seat cannot place, a spectator cannot either
        twin = GAME.resample_hidden(state, seat, random.Random(seat))
        assert GAME.view(twin, None) == watcher


def test_the_chosen_card_stays_secret_until_it_is_placed() -> None:
    state = run(table([[1, 2], [9]], [[5], [5]]), ChooseCard(value=5))
    assert GAME.view(state, 1).in_play is None and GAME.view(state, 1).in_play_hidden
    assert state.in_play is not None
    assert GAME.view(state, 0).in_play == state.in_play.card
    assert GAME.reveals(state, PlaceCard(stack=0), GAME.apply(state, PlaceCard(stack=0)))


def test_resampling_keeps_sizes_known_cards_and_the_view() -> None:
    state = GAME.new_game(NAMES[:4], seed=9)
    rng = random.Random(1)
    changed = False
    for _ in range(20):
        twin = GAME.resample_hidden(state, 2, rng)
        GAME.check_invariants(twin)
        assert GAME.view(twin, 2) == GAME.view(state, 2)
        assert [len(h) for h in twin.hands] == [len(h) for h in state.hands]
        assert twin.hands[2] == state.hands[2]
        changed |= twin.hands != state.hands
    assert changed


def test_a_re_deal_keeps_each_slot_and_deals_only_the_hidden_cards() -> None:
    """Slot by slot, who knows a card and whom it was stolen from stay; the cards a seat cannot
    place are dealt among its hidden slots, the ones it knows stay where they are."""
    rng = random.Random(3)
    state = GAME.new_game(NAMES[:4], seed=3)
    for _ in range(40):  # a stolen card in two hands; hidden cards in some hands, not all
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))

    def hidden(s: FrozenState, seat: int) -> list[int]:
        return sorted(c.card for hand in s.hands for c in hand if seat not in c.known_to)

    for seat in range(4):
        twin = GAME.resample_hidden(state, seat, rng)
        for hand, dealt in zip(state.hands, twin.hands, strict=True):
            assert [(c.known_to, c.stolen_from) for c in hand] == [
                (c.known_to, c.stolen_from) for c in dealt
            ]
            assert [c.card for c in hand if seat in c.known_to] == [
                c.card for c in dealt if seat in c.known_to
            ]
        assert hidden(twin, seat) == hidden(state, seat)


def test_resampling_re_deals_a_hidden_card_in_play_too() -> None:
    state = run(play(table([[1, 2], [9]], [[7], [1, 3, 5, 5], [2]]), 7, 1), UsePower())
    state = run(state, Steal(victim=1))
    seen = set()
    for seed in range(30):
        twin = GAME.resample_hidden(state, 2, random.Random(seed))
        assert GAME.view(twin, 2) == GAME.view(state, 2)
        assert twin.in_play is not None
        seen.add(twin.in_play.card)
        assert GAME.resample_hidden(state, 0, random.Random(seed)).in_play == state.in_play
    assert len(seen) > 1


def test_a_steal_reveals_something_and_the_log_does_not_name_the_card() -> None:
    before = run(play(table([[3, 2], [9]], [[8], [1, 1, 1, 1], [2]]), 8, 1), UsePower())
    after = GAME.apply(before, Steal(victim=1))
    line = GAME.describe(before, Steal(victim=1), after)
    assert GAME.reveals(before, Steal(victim=1), after)
    assert "Bob" in line and "odd" in line and " 1 " not in line


def test_choosing_a_value_is_not_a_reveal() -> None:
    state = table([[1, 2], [9]], [[5], [5]])
    after = GAME.apply(state, ChooseCard(value=5))
    assert not GAME.reveals(state, ChooseCard(value=5), after)
    assert "picks a card" in GAME.describe(state, ChooseCard(value=5), after)


def test_the_log_counts_the_cards_a_12_steals_without_naming_them() -> None:
    before = run(play(table([[3], [9]], [[12], [1, 2, 5]]), 12, 1), UsePower())
    after = GAME.apply(before, Steal(victim=1))
    line = GAME.describe(before, Steal(victim=1), after)
    assert line == "Ann steals 2 random cards from Bob."
    assert GAME.view(after, 1).players[0].hand == tuple(c.card for c in after.hands[0])


def test_at_the_end_every_hand_is_open_to_everyone() -> None:
    """The final count is made from the hands: once the game is over every seat, and a spectator,
    sees every card in every hand; the last step is a reveal and nothing is left to re-deal."""
    state = table([[1], [], [9, 9]], [[2, 5], [5, 5], [3, 3]], first=1, turn=1)
    state = run(play(state, 5, 2), UseValue(), Collect(stack=0, count=1, total=1, gain=3))
    state = run(state, ChooseCard(value=3), PlaceCard(stack=0), UseValue())
    state = run(state, Collect(stack=None, count=0, total=0, gain=3))
    before = run(play(state, 5, 1), UseValue())
    assert GAME.view(before, None).players[2].hand == (None,)
    last = Collect(stack=0, count=1, total=3, gain=2)
    after = GAME.apply(before, last)
    assert GAME.is_over(after) and GAME.reveals(before, last, after)
    for seat in (None, 0, 1, 2):
        view = GAME.view(after, seat)
        assert [p.hand for p in view.players] == [tuple(s.card for s in h) for h in after.hands]
        if seat is not None:
            assert GAME.resample_hidden(after, seat, random.Random(3)).hands == after.hands
