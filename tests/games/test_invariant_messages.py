"""The invariant checks made cheaper for the soak still catch each broken promise with its own
message (a precomputed set or a sorted list now stands where a loop or a Counter stood)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from penguin_tables.engine.errors import BrokenInvariant
from penguin_tables.games.frozen_shinies import GAME as SHINIES
from penguin_tables.games.jewels import GAME as JEWELS
from penguin_tables.games.jewels.state import JewelsState
from penguin_tables.games.penguin_party import GAME as PARTY
from penguin_tables.games.penguin_party.cards import Colour
from penguin_tables.games.yura_yura import GAME as YURA
from tests.games.jewels.tables import table


def test_jewels_names_the_first_tile_on_a_place_of_another_tier() -> None:
    state = table()
    state.layout["A0"], state.layout["E2"] = state.layout["E2"], state.layout["A0"]
    with pytest.raises(BrokenInvariant, match="tile high-vault sits on a place of another tier"):
        JEWELS.check_invariants(state)


@pytest.mark.parametrize(
    ("breaks", "message"),
    [
        (lambda s: s.seats[1].gems.update(D=-1), "a player's gems are malformed"),
        (lambda s: s.seats[0].gems.pop("E"), "a player's gems are malformed"),
        (lambda s: s.scattered.update(A2={"R": 1}), "the gem ledger is malformed"),
        (lambda s: s.seats[1].gems.update(S=2), "S gems appeared or vanished"),
        (lambda s: s.scattered.update(A2={"R": 0, "E": 0, "S": 0, "D": 1}), "D gems appeared"),
    ],
)
def test_jewels_gems_malformed_or_not_conserved_are_caught(
    breaks: Callable[[JewelsState], object], message: str
) -> None:
    state = table()
    JEWELS.check_invariants(state)
    breaks(state)
    with pytest.raises(BrokenInvariant, match=message):
        JEWELS.check_invariants(state)


def test_penguin_party_catches_a_card_lost_or_swapped_for_another_colour() -> None:
    state = PARTY.new_game(["A", "B", "C"], seed=1)
    PARTY.check_invariants(state)
    hand = state.hands[0]
    other: Colour = "red" if hand[0] == "green" else "green"
    for broken in (hand[1:], (other, *hand[1:])):
        state.hands[0] = broken
        with pytest.raises(BrokenInvariant, match="the 36 cards are not all accounted for"):
            PARTY.check_invariants(state)


def test_yura_yura_catches_a_sea_card_doubled_or_lost() -> None:
    state = YURA.new_game(["A", "B"], seed=1)
    YURA.check_invariants(state)
    state.hands[0].append(state.sea[0])
    with pytest.raises(BrokenInvariant, match="the 48 sea cards are not each in exactly one"):
        YURA.check_invariants(state)
    state.hands[0].pop()
    state.sea.pop()
    with pytest.raises(BrokenInvariant, match="the 48 sea cards are not each in exactly one"):
        YURA.check_invariants(state)


def test_frozen_shinies_catches_a_hand_card_its_holder_does_not_know() -> None:
    state = SHINIES.new_game(["A", "B"], seed=1)
    SHINIES.check_invariants(state)
    first, *rest = state.hands[1]
    state.hands[1] = (replace(first, known_to=()), *rest)
    with pytest.raises(BrokenInvariant, match="a player does not know a card in their own hand"):
        SHINIES.check_invariants(state)
