"""The view's marks on the cards on offer (payable, of the seat's guild) and its guilds follow the
seats' gems and guild, worked out by the rules' own `can_pay`, though the view looks them up by
content."""

from __future__ import annotations

import random

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.content import content
from penguin_tables.games.jewels.rules.gems import can_pay
from penguin_tables.games.jewels.state import JewelsState


def expected(state: JewelsState, seat: int) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    mine, cards = state.seats[seat], [content().objectives[o] for o in state.display]
    return (
        tuple(can_pay(mine.gems, card.cost) for card in cards),
        tuple(mine.guild in card.guilds for card in cards),
    )


def test_marks_agree_with_the_rules_for_every_seat_along_a_game() -> None:
    rng = random.Random(4)
    state = GAME.new_game(["A", "B", "C"], seed=4)
    while not GAME.is_over(state):
        for seat in range(3):
            view = GAME.view(state, seat)
            assert (view.payable, view.in_guild) == expected(state, seat)
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))


def test_marks_and_guilds_follow_gems_changed_in_place() -> None:
    state = GAME.new_game(["A", "B"], seed=2)
    state.seats[0].gems = {"R": 0, "E": 0, "S": 0, "D": 0}
    poor = GAME.view(state, 0).payable
    assert poor == expected(state, 0)[0] and not all(poor)
    state.seats[0].gems.update(R=99, E=99, S=99, D=99)
    view = GAME.view(state, 0)
    assert view.payable == (True,) * len(state.display)
    for seen in (view, GAME.view(state, 1)):  # the guild itself follows too, as its own dict
        assert seen.seats[0].gems == state.seats[0].gems
        assert seen.seats[0].gems is not state.seats[0].gems
