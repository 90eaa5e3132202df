"""Spending dice, moving, bumping in chains (and its limits) and sliding, bumps included."""

from __future__ import annotations

import pytest

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import (
    Bump,
    ChooseDie,
    ChoosePenguin,
    KeepDice,
    MoveTo,
    StopHere,
    TurnToWild,
)
from penguin_tables.games.jewels.content import FLOOR
from tests.games.jewels.tables import kinds, move, place, run, table


def test_a_die_moves_the_penguin_with_its_number() -> None:
    state = table()
    state.seats[0].dice = [5, 2, 2]
    state = run(state, ChooseDie(die=0, face=5))
    assert state.penguin == 5 and state.phase == "dest"
    assert state.seats[0].spent == [True, False, False]


def test_equal_faces_are_offered_once() -> None:
    state = table()
    state.seats[0].dice = [2, 2, 4]
    assert GAME.legal_actions(state) == [ChooseDie(die=0, face=2), ChooseDie(die=2, face=4)]


def test_the_snowflake_moves_any_penguin() -> None:
    state = table()
    state.seats[0].dice = [0, 2, 2]
    state = run(state, ChooseDie(die=0, face=0))
    assert GAME.legal_actions(state) == [ChoosePenguin(penguin=n) for n in range(1, 6)]


def test_destinations_are_the_neighbours_except_straight_up() -> None:
    state = table()
    place(state, 0, "C4")
    state = run(state, ChooseDie(die=0, face=1))
    offered = {a.position for a in GAME.legal_actions(state) if isinstance(a, MoveTo)}
    assert offered == {"A4", "B3", "B5", "D3", "D5"}
    with pytest.raises(IllegalAction):
        GAME.apply(state, MoveTo(position="E4"))


def test_from_the_floor_three_tiles_are_reachable() -> None:
    state = run(table(), ChooseDie(die=0, face=1))
    offered = [a.position for a in GAME.legal_actions(state) if isinstance(a, MoveTo)]
    assert offered == ["A2", "A4", "A6"]


def test_setup_wild_fix_lets_a_player_without_a_snowflake_turn_one_die() -> None:
    state = GAME.new_game(["Ann", "Bo"], 3, {"layout": "starter"})
    state.seats[0].dice = [3, 3, 5]
    state.seats[1].dice = [0, 2, 4]
    state.setup_queue = [0]
    state.phase = "setup_wild"
    assert GAME.legal_actions(state) == [
        TurnToWild(die=0, face=3),
        TurnToWild(die=2, face=5),
        KeepDice(),
    ]
    after = run(state, TurnToWild(die=2, face=5))
    assert after.seats[0].dice == [3, 3, 0] and after.phase == "die"
    assert run(state, KeepDice()).seats[0].dice == [3, 3, 5]


def test_setup_queue_holds_exactly_the_players_without_a_wild() -> None:
    for seed in range(20):
        state = GAME.new_game(["A", "B", "C"], seed, {"layout": "starter"})
        order = [(state.first_player + k) % 3 for k in range(3)]
        lacking = [s for s in order if 0 not in state.seats[s].dice]
        assert state.setup_queue == lacking


def test_a_larger_penguin_may_bump_a_smaller_one_onward() -> None:
    state = table()
    place(state, 0, "A4", "A4", FLOOR, FLOOR, FLOOR)
    state.seats[0].dice = [3, 1, 1]
    state = move(state, 0, "A4")
    assert GAME.legal_actions(state) == [Bump(penguin=1), Bump(penguin=2), StopHere()]
    state = run(state, Bump(penguin=2))
    assert state.penguin == 2 and state.phase == "dest"
    offered = {a.position for a in GAME.legal_actions(state) if isinstance(a, MoveTo)}
    assert offered == {FLOOR, "B3", "B5"}
    assert kinds(state) == {"move_to"}  # a bumped penguin must move on


def test_a_smaller_penguin_cannot_bump_a_larger_one() -> None:
    state = table()
    place(state, 0, FLOOR, FLOOR, FLOOR, "A4", FLOOR)
    state.seats[0].dice = [2, 1, 1]
    state = move(state, 0, "A4")
    assert state.phase != "bump"  # penguin 4 there is larger: no bump offered


def test_only_own_penguins_are_bumped() -> None:
    state = table()
    place(state, 1, "A4")
    state.seats[0].dice = [5, 1, 1]
    state = move(state, 0, "A4")
    assert state.phase != "bump"
    assert state.seats[1].penguins[0] == "A4"


def test_bumps_chain_each_onto_a_smaller_penguin() -> None:
    state = table()
    # 5 arrives on A4 (holding 3), 3 goes to B5 (holding 1), 1 goes on to C4.
    place(state, 0, "B5", FLOOR, "A4", FLOOR, FLOOR)
    state.seats[0].dice = [5, 1, 1]
    state = move(state, 0, "A4")
    state = run(state, Bump(penguin=3), MoveTo(position="B5"))
    assert GAME.legal_actions(state) == [Bump(penguin=1), StopHere()]
    state = run(state, Bump(penguin=1), MoveTo(position="C4"))
    assert state.seats[0].penguins == ["C4", FLOOR, "B5", FLOOR, "A4"]
    # abilities of the very last tile moved to (C4 holds Gem Storm), none of A4's (Green Drift)
    assert any("Gem Storm" in e for e in state.events)
    assert not any("Green Drift" in e for e in state.events)


def test_an_arriving_penguin_bumps_only_one() -> None:
    state = table()
    place(state, 0, "A4", "A4", FLOOR, FLOOR, FLOOR)
    state.seats[0].dice = [5, 1, 1]
    state = move(state, 0, "A4")
    state = run(state, Bump(penguin=2), MoveTo(position="B3"))
    # penguin 1 is still on A4 with 5, but 5 has already bumped; 2 finds nobody smaller on B3
    assert state.seats[0].penguins[0] == "A4"
    assert state.phase not in ("bump", "dest")


def test_penguins_can_be_bumped_from_the_valley_floor() -> None:
    state = table()
    place(state, 0, FLOOR, FLOOR, "A2", FLOOR, FLOOR)
    state.seats[0].dice = [3, 1, 1]
    state = move(state, 0, FLOOR)
    assert Bump(penguin=2) in GAME.legal_actions(state)
    state = run(state, Bump(penguin=2), MoveTo(position="A6"))
    assert state.seats[0].penguins[1] == "A6"


def test_slide_example_a_slide_pays_its_emerald_and_ruby() -> None:
    """The rulebook's slide picture: sliding down pays one Emerald and one Ruby."""
    state = table()
    place(state, 0, "D1")
    state = move(state, 0, "B1")
    assert state.seats[0].gems["E"] >= 1 and state.seats[0].gems["R"] >= 1
    assert any("slides down" in e for e in state.events)


def test_a_diagonal_step_down_passes_no_slide() -> None:
    state = table()
    place(state, 0, "D1")
    before = table()
    state = move(state, 0, "C0")
    slid = [e for e in state.events if "slides" in e]
    assert not slid
    assert before.issued == {"R": 0, "E": 0, "S": 0, "D": 0}


def test_bumped_penguins_slide_too() -> None:
    state = table()
    # 4 climbs from C4 to D5 where 2 sits; 2 is bumped straight down D5 -> B5 (slide? D5 has none),
    # so use D7 instead: 4 goes C8 -> D7 holding 2; 2 drops D7 -> B7 through the Ruby and Emerald
    # slide (the Ruby Pool is far away, and Second Wind on B7 pays no Emerald).
    place(state, 0, FLOOR, "D7", FLOOR, "C8", FLOOR)
    state.seats[0].dice = [4, 1, 1]
    state = move(state, 0, "D7")
    state = run(state, Bump(penguin=2), MoveTo(position="B7"))
    assert state.seats[0].gems["E"] >= 1
    assert any("penguin 2 slides" in e for e in state.events)


def test_two_slides_in_one_move_pay_twice() -> None:
    """Penguin 4 drops E4 -> C4 (Ruby and Sapphire), bumps 2 which drops C4 -> A4 (Emerald)."""
    state = table()
    place(state, 0, FLOOR, "C4", FLOOR, "E4", FLOOR)
    state.seats[0].dice = [4, 1, 1]
    state = move(state, 0, "C4")
    assert any("penguin 4 slides down" in e for e in state.events)
    state = run(state, Bump(penguin=2), MoveTo(position="A4"))
    assert any("penguin 2 slides down" in e for e in state.events)
    gems = state.seats[0].gems
    assert gems["S"] == 1 and gems["R"] >= 1 and gems["E"] >= 1
