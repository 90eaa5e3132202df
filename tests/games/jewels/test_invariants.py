"""The invariant check catches lost or doubled gems and cards and an incoherent step."""

from __future__ import annotations

import pytest

from penguin_tables.engine.errors import BrokenInvariant
from penguin_tables.games.jewels import GAME
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
