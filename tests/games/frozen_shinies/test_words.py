"""What the players read: the log's sentences, the choices' labels and previews, the prompts."""

from __future__ import annotations

import random

from penguin_tables.engine.choices import Choice
from penguin_tables.games.frozen_shinies import GAME, Offer, no_power_reason
from penguin_tables.games.frozen_shinies.actions import (
    Action,
    ChooseCard,
    Collect,
    PlaceCard,
    UseValue,
)
from penguin_tables.games.frozen_shinies.choices import choice_for, prompt_for
from penguin_tables.games.frozen_shinies.state import FrozenState

from .helpers import play, run, table


def words(state: FrozenState, action: Action) -> str:
    choice = choice_for(state, action)
    return f"{choice.label} {choice.preview}"


def test_an_8_and_an_11_take_an() -> None:
    state = run(table([[1, 2], [9]], [[8, 11], [2, 2]]), ChooseCard(value=8))
    after = GAME.apply(state, PlaceCard(stack=1))
    assert GAME.describe(state, PlaceCard(stack=1), after) == "Ann plays an 8 on stack B."
    state = run(table([[1, 2], [9]], [[8, 11], [2, 2]]), ChooseCard(value=11))
    after = GAME.apply(state, PlaceCard(stack=0))
    assert "plays an 11 on stack A" in GAME.describe(state, PlaceCard(stack=0), after)


def test_one_card_is_singular_in_labels_and_the_outcome() -> None:
    state = run(table([[1], [9, 9]], [[8], [2, 2]]), ChooseCard(value=8))
    assert words(state, PlaceCard(stack=0)) == "Stack A front 1, 1 card"
    assert words(state, PlaceCard(stack=1)) == "Stack B front 9, 2 cards"
    over = table([[], [], []], [[1], []])
    assert "(1 card, 0 fish" in GAME.outcome(over).summary


def test_leftover_fish_say_why_they_are_fewer() -> None:
    """Only the bank can leave a player with no leftover fish (the cap still gives three)."""
    empty = run(play(table([[1], [9]], [[14], [2, 2]], bank=0), 14, 1), UseValue())
    text = words(empty, Collect(stack=0, count=1, total=1, gain=0))
    assert "(no fish: the bank is empty)" in text and "cap" not in text
    capped = run(play(table([[1], [9]], [[14], [2, 2]]), 14, 1), UseValue())
    assert "+3 ◆ (at most 3)" in words(capped, Collect(stack=0, count=1, total=1, gain=3))
    low = run(play(table([[1], [9]], [[14], [2, 2]], bank=2), 14, 1), UseValue())
    assert "+2 ◆ (all the bank holds)" in words(low, Collect(stack=0, count=1, total=1, gain=2))


def test_a_steal_with_no_victim_says_nobody_holds_more_than_three() -> None:
    assert "no one else holds more than three cards" in no_power_reason(7, True)
    assert "no one else holds more than three cards" in no_power_reason(8, True)
    assert "no one holds more cards than you" in no_power_reason(12, True)
    assert no_power_reason(13, True) == "this card has no power"


def test_the_last_card_is_announced_before_it_is_played() -> None:
    state = table([[1], [9]], [[5], [2, 2]])
    assert "your last card" in prompt_for(state)
    assert "pass for the rest of the game" in prompt_for(state)
    assert "last" not in prompt_for(table([[1], [9]], [[5, 6], [2, 2]]))


def test_collecting_nothing_with_an_empty_hand_warns_of_passing() -> None:
    state = run(play(table([[9], [1]], [[5], [2, 2]], fish=[4, 0]), 5, 1), UseValue())
    choice = choice_for(state, Collect(stack=None, count=0, total=0, gain=3))
    assert choice.label == "Collect nothing"
    assert "+3 ◆" in choice.preview and "pass for the rest of the game" in choice.preview


def test_every_choice_carries_its_action_as_a_typed_value() -> None:
    """A board tells a steal from a stack by the choice's `Offer`, never by parsing its key: every
    pick of a few random games names the very action it leads to."""
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.new_game(["Ann", "Bob", "Cy"], seed=seed)
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            for action in legal:
                (choice,) = GAME.choice_path(state, action)
                assert isinstance(choice, Choice)
                assert isinstance(choice.value, Offer) and choice.value.action == action
            state = GAME.apply(state, rng.choice(legal))
