"""The computer player's last turn: once another player holds the Thanks, only points count.

A gem kept after the last turn is worth nothing but the tie-break, so the normal player spends on
the card worth most, even one it would not buy earlier in the game (a dear card's gems could buy
a better one later, but there is no later)."""

from __future__ import annotations

import random

from penguin_tables.games.jewels.actions import Buy
from penguin_tables.games.jewels.computer import COMPUTER
from penguin_tables.games.jewels.computer.levels import estimate
from penguin_tables.games.jewels.content import content
from penguin_tables.games.jewels.state import JewelsState
from tests.games.jewels.tables import give, move, table

#: A dear card (two points for 14 Rubies and 2 Sapphires) and cards dearer than anything held.
DEAR = "r08"
OUT_OF_REACH = ["r17", "r19", "r28", "r31"]


def _at_buy(thanks: int | None) -> JewelsState:
    """Seat 0 at its buy step holding exactly the dear card's price, seat 1 maybe with the Thanks."""
    state = table(players=2)
    state.display = [DEAR, *OUT_OF_REACH]
    state.deck = [o for o in state.deck if o not in state.display]
    for seat in state.seats:
        seat.guild = "fishers"  # no guild bonus on the dear card for anyone
    give(state, 0, R=12, S=2)
    if thanks is not None:
        state.thanks, state.final_turns_left = thanks, 1
    state = move(state, 0, "A2")  # Ruby Pool: two Rubies, then the buy step
    assert state.phase == "buy"
    assert dict(content().objectives[DEAR].cost) == {"R": 14, "S": 2}
    return state


def test_on_its_last_turn_the_normal_player_spends_its_gems_on_points() -> None:
    state = _at_buy(thanks=1)
    for seed in range(5):
        assert COMPUTER.own_move(state, "normal", random.Random(seed)) == Buy(objective=DEAR)


def test_before_the_last_turn_it_keeps_gems_a_dear_card_would_waste() -> None:
    """The same table mid-game: two points for 26 gem-value is a poor trade while the race goes on
    (the contrast that shows the last turn is judged differently)."""
    state = _at_buy(thanks=None)
    assert COMPUTER.own_move(state, "normal", random.Random(0)) != Buy(objective=DEAR)


def test_on_the_last_turn_gems_only_break_ties() -> None:
    """A point outweighs a pile of gems; a Diamond outweighs any Sapphires, as the tie-break does."""
    state = _at_buy(thanks=1)
    base = estimate(state, 0)
    rich = _at_buy(thanks=1)
    give(rich, 0, R=30, E=30, S=30)
    assert estimate(rich, 0) - base < 10.0 * 1  # less than one point
    diamond = _at_buy(thanks=1)
    give(diamond, 0, D=1)
    assert estimate(diamond, 0) > estimate(rich, 0)


def test_a_pile_of_gems_beyond_every_price_on_offer_is_spent_on_points() -> None:
    """Mid-game, with only cards whose price is worth more than their points on offer: a player
    holding more than any of them costs buys one rather than hoarding (else nobody ever buys and
    the game never ends)."""
    state = table(players=2)
    poor_value = ["r08", "r10", "r12", "r13", "r14"]
    state.display = list(poor_value)
    state.deck = [o for o in state.deck if o not in state.display]
    for seat in state.seats:
        seat.guild = "fishers"  # names none of these five cards: no guild bonus
    assert not any("fishers" in content().objectives[o].guilds for o in poor_value)
    give(state, 0, R=28, E=10, S=6, D=2)
    state = move(state, 0, "A2")
    assert state.phase == "buy"
    action = COMPUTER.own_move(state, "normal", random.Random(0))
    assert isinstance(action, Buy) and action.objective in poor_value
