"""Issue 23: the hint for a placement is advice a person can act on, with a believable chance."""

from __future__ import annotations

from penguin_tables.engine.search import SearchBudget
from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.actions import Catch, Place
from penguin_tables.games.yura_yura.computer import COMPUTER
from penguin_tables.session import Table
from penguin_tables.store import Seat
from tests.games.yura_yura.helpers import STEADY, find, grow, table


def test_a_placement_hint_says_aim_at_the_middle_and_release_dead_centre() -> None:
    tab = Table.start("yura-yura", [Seat(name="Ann"), Seat(name="Bob")], seed=5)
    for _ in range(3):  # the iceberg card, the card, and the next player's placement
        while tab.state.phase != "place":
            tab.state = GAME.apply(tab.state, GAME.legal_actions(tab.state)[0])
        words, chance = tab.hint(tab.state.turn, SearchBudget(seconds=5.0))
        assert words == "aim at the centre → release dead centre"
        assert 0.2 < chance < 0.8  # two players, even hands: near an even chance, never 0%
        tab.state = GAME.apply(tab.state, STEADY)


def test_a_rock_hint_names_the_lowest_room_it_may_go_in() -> None:
    state = grow(table([[30, 31], [33, 34]], top=find("white", "ice1")), 4)
    state.phase, state.pending = "place", ["ice"]
    action, chance = COMPUTER.settled_move(state) or (None, 0.0)
    assert isinstance(action, Place) and action.tier == 0
    assert action.aim == 0.0 and action.offset == 0.0 and action.speed == 4.0
    assert 0.0 < chance < 1.0
    words = " → ".join(c.label for c in GAME.choice_path(state, action))
    assert words == "aim at the centre in the room on tier 1 → release dead centre"


def test_with_a_miss_to_catch_the_hint_says_catch() -> None:
    state = table([[30, 31], [33, 34]], turn=1, phase="place")
    state.catchable = 0
    action, _ = COMPUTER.settled_move(state) or (None, 0.0)
    assert action == Catch()


def test_card_play_is_still_searched() -> None:
    assert COMPUTER.settled_move(table([[30, 31], [33, 34]])) is None
