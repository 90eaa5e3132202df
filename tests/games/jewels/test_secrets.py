"""Guilds and bought objectives are private until the end; re-dealing them changes no seat's view."""

from __future__ import annotations

import random

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.state import JewelsState
from tests.games.jewels.tables import table


def _midgame() -> JewelsState:
    state = table(players=3)
    state.seats[1].objectives = [state.deck.pop(), state.deck.pop()]
    return state


def test_a_seat_sees_its_own_guild_and_objectives_only() -> None:
    state = _midgame()
    view = GAME.view(state, 0)
    assert view.seats[0].guild == state.seats[0].guild
    assert view.seats[1].guild is None and view.seats[2].guild is None
    assert view.seats[1].objectives is None and view.seats[1].objective_count == 2
    assert view.seats[1].score is None
    assert not any(o in repr(view) for o in state.seats[1].objectives)
    assert state.seats[1].guild not in repr(GAME.view(state, 0))


def test_the_deck_order_is_hidden_from_everyone() -> None:
    state = _midgame()
    dumped = repr(GAME.view(state, 1))
    assert GAME.view(state, 1).deck_size == len(state.deck)
    assert all(f"'{o}'" not in dumped for o in state.deck)


def test_everything_is_shown_at_the_end() -> None:
    state = _midgame()
    state.phase = "over"
    view = GAME.view(state, 0)
    assert view.seats[1].guild == state.seats[1].guild
    assert view.seats[1].objectives == tuple(state.seats[1].objectives)


def test_resampling_redeals_hidden_guilds_and_cards_but_not_the_view() -> None:
    state = _midgame()
    changed = False
    for seed in range(10):
        twin = GAME.resample_hidden(state, 0, random.Random(seed))
        GAME.check_invariants(twin)
        assert GAME.view(twin, 0) == GAME.view(state, 0)
        assert twin.seats[0].guild == state.seats[0].guild
        changed |= twin.seats[1].guild != state.seats[1].guild
        changed |= twin.seats[1].objectives != state.seats[1].objectives
    assert changed


def test_the_game_has_secrets() -> None:
    assert GAME.has_secrets(table())


def test_a_spectator_sees_no_guild_and_no_bought_card_before_the_end() -> None:
    state = _midgame()
    view = GAME.view(state, None)
    assert view.seat is None
    for shown in view.seats:
        assert shown.guild is None and shown.objectives is None and shown.score is None
    assert view.seats[1].objective_count == 2
    assert not any(view.payable) and not any(view.in_guild)
    text = repr(view)
    assert not any(o in text for o in state.seats[1].objectives)
    assert not any(f"'{p.guild}'" in text for p in state.seats)
    for seat in range(3):
        twin = GAME.resample_hidden(state, seat, random.Random(seat))
        assert GAME.view(twin, None) == view
