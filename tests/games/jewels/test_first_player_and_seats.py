"""Who starts (drawn at random from the game's chance), the later seats' starting gems, old saves."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from penguin_tables.engine.checks import random_playout
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.content import edition

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_first_player_is_drawn_from_the_seed_and_shown() -> None:
    firsts = set()
    for seed in range(30):
        state = GAME.new_game(["Ann", "Bo", "Cy"], seed, {"layout": "starter"})
        again = GAME.new_game(["Ann", "Bo", "Cy"], seed, {"layout": "starter"})
        assert state.first_player == again.first_player == state.turn
        assert state.events == [f"{state.players[state.first_player]} goes first (drawn at random)"]
        assert GAME.view(state, 1).first_player == state.first_player
        firsts.add(state.first_player)
    assert firsts == {0, 1, 2}


def test_the_setup_snowflake_is_offered_in_turn_order_from_the_first_player() -> None:
    for seed in range(40):
        state = GAME.new_game(["A", "B", "C", "D"], seed, {"layout": "random"})
        order = [(state.first_player + k) % 4 for k in range(4)]
        assert state.setup_queue == [s for s in order if 0 not in state.seats[s].dice]


def test_by_default_nobody_starts_with_gems() -> None:
    """The rulebook's setup hands out no gems: every player starts with none."""
    for players in range(2, 6):
        for seed in range(5):
            state = GAME.new_game([f"P{i}" for i in range(players)], seed)
            assert state.options["head_start"] is False
            assert all(not any(seat.gems.values()) for seat in state.seats)
            assert not any(state.issued.values())


@pytest.mark.parametrize("tiles", ["rulebook", "extended"])
def test_with_the_head_start_later_seats_start_with_the_gems_their_place_gets(tiles: str) -> None:
    for players in range(2, 6):
        gifts = edition(tiles).head_start[players]
        assert len(gifts) == players and gifts[0] == {}
        for seed in range(5):
            options = {"layout": "starter", "tiles": tiles, "head_start": True}
            state = GAME.new_game([f"P{i}" for i in range(players)], seed, options)
            for place, gift in enumerate(gifts):
                seat = (state.first_player + place) % players
                assert {g: n for g, n in state.seats[seat].gems.items() if n} == gift
            assert any(any(seat.gems.values()) for seat in state.seats)
            GAME.check_invariants(state)


@pytest.mark.parametrize("tiles", ["rulebook", "extended"])
def test_later_seats_never_start_with_less_than_earlier_ones(tiles: str) -> None:
    value = {"R": 1.0, "E": 2.5, "S": 6.0, "D": 9.0}
    for players, gifts in edition(tiles).head_start.items():
        worth = [sum(value[g] * n for g, n in gift.items()) for gift in gifts]
        assert worth == sorted(worth), players


def test_the_head_start_is_named_and_explained_as_an_option_off_by_default() -> None:
    option = next(o for o in GAME.options if o.name == "head_start")
    assert option.default is False and option.before_it_existed is True
    assert "head start" in option.label.lower() and "not the rulebook" in option.help


def test_a_save_from_before_the_first_player_draw_loads_and_plays_on() -> None:
    text = (FIXTURES / "save_before_first_player.json").read_text()
    state = GAME.load(text)
    assert state.first_player == 0 and state.turn == 2 and state.phase == "dest"
    GAME.check_invariants(state)
    assert GAME.view(state, 0).first_player == 0
    rng = random.Random(5)
    while not GAME.is_over(state):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        GAME.check_invariants(state)
    assert GAME.outcome(state).winners


def test_playouts_from_every_seat_count_still_conserve() -> None:
    for players in range(2, 6):
        random_playout(GAME, players, 17 + players, {"layout": "starter"}, check=True)
