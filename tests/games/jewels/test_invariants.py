"""The invariant check catches lost or doubled gems and cards and an incoherent step."""

from __future__ import annotations

import pytest

from penguin_tables.engine.errors import BrokenInvariant
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.content import GEMS
from tests.games.jewels.tables import give, table


def test_a_fresh_game_holds_every_invariant() -> None:
    GAME.check_invariants(table(players=5))


def test_a_gem_from_nowhere_is_caught() -> None:
    state = table()
    give(state, 0, R=2)
    GAME.check_invariants(state)
    state.seats[0].gems["R"] += 1
    with pytest.raises(BrokenInvariant):
        GAME.check_invariants(state)


def test_a_doubled_or_lost_card_is_caught() -> None:
    state = table()
    state.seats[0].objectives.append(state.display[0])
    with pytest.raises(BrokenInvariant):
        GAME.check_invariants(state)
    state = table()
    state.deck.pop()
    with pytest.raises(BrokenInvariant):
        GAME.check_invariants(state)


def test_an_incoherent_step_is_caught() -> None:
    state = table()
    state.phase = "everyone"
    with pytest.raises(BrokenInvariant):
        GAME.check_invariants(state)
    state = table()
    state.phase = "market"
    with pytest.raises(BrokenInvariant):
        GAME.check_invariants(state)


def test_a_tile_on_the_wrong_tier_is_caught() -> None:
    state = table()
    state.layout["A0"], state.layout["E2"] = state.layout["E2"], state.layout["A0"]
    with pytest.raises(BrokenInvariant):
        GAME.check_invariants(state)


def test_a_card_doubled_where_another_went_missing_is_caught() -> None:
    state = table()
    state.deck[-1] = state.display[0]  # as many cards as ever, one of them twice
    with pytest.raises(BrokenInvariant, match="objective cards are lost or doubled"):
        GAME.check_invariants(state)


def test_the_ledger_names_the_gem_that_appeared() -> None:
    state = table()
    give(state, 1, S=1)
    state.scattered["A0"] = {"R": 0, "E": 1, "S": 0, "D": 0}
    with pytest.raises(BrokenInvariant, match="E gems appeared or vanished"):
        GAME.check_invariants(state)


def test_the_misplaced_tile_is_named_and_a_tile_of_another_edition_refused() -> None:
    state = table()
    state.layout["A0"], state.layout["E2"] = state.layout["E2"], state.layout["A0"]
    with pytest.raises(BrokenInvariant, match="sits on a place of another tier"):
        GAME.check_invariants(state)
    state = table()
    state.layout["A0"] = "pebble-beach"  # a tier-A tile of the extended edition only
    with pytest.raises(BrokenInvariant, match="a tile of another edition lies in the valley"):
        GAME.check_invariants(state)


def test_tiles_swapped_within_their_tier_are_sound() -> None:
    state = table()
    state.layout["A0"], state.layout["A2"] = state.layout["A2"], state.layout["A0"]
    GAME.check_invariants(state)


@pytest.mark.parametrize("gem", GEMS)
def test_every_kind_of_gem_is_totalled(gem: str) -> None:
    """The ledger adds up each kind by name: a gem of any kind from nowhere is caught, in a
    player's pile or in a scattered one."""
    state = table()
    state.seats[1].gems[gem] += 1
    with pytest.raises(BrokenInvariant, match=f"{gem} gems appeared or vanished"):
        GAME.check_invariants(state)
    state = table()
    state.scattered["A0"] = {g: int(g == gem) for g in GEMS}
    with pytest.raises(BrokenInvariant, match=f"{gem} gems appeared or vanished"):
        GAME.check_invariants(state)


def test_the_layout_verdict_follows_the_layout_changed_in_place() -> None:
    """The valley's verdict is looked up by its places and tiles: a layout that passed and then
    changed in place is judged again, and judged sound again once put back."""
    state = table()
    GAME.check_invariants(state)
    state.layout["A0"], state.layout["E2"] = state.layout["E2"], state.layout["A0"]
    with pytest.raises(BrokenInvariant, match="sits on a place of another tier"):
        GAME.check_invariants(state)
    state.layout["A0"], state.layout["E2"] = state.layout["E2"], state.layout["A0"]
    GAME.check_invariants(state)
    state.layout["A2"] = state.layout["A0"]
    with pytest.raises(BrokenInvariant, match="a tile lies on two places at once"):
        GAME.check_invariants(state)
    del state.layout["A2"]
    with pytest.raises(BrokenInvariant, match="the layout does not cover every place"):
        GAME.check_invariants(state)
