"""The advanced game: secret dice, prices, the reveal, buying, responses, and secrecy of views."""

from __future__ import annotations

import dataclasses
import random

import pytest

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.actions import (
    BuyDie,
    KeepOffer,
    Reroll,
    SecretReroll,
    SetPrice,
    Stop,
)
from penguin_tables.games.fistful.state import FistfulState
from penguin_tables.games.fistful.view import FistfulView
from tests.games.fistful.tables import run, table


def priced(state: FistfulState, *prices: SetPrice) -> FistfulState:
    """Every seller in turn sets the given price."""
    for price in prices:
        state = GAME.apply(state, price)
    return state


def view(state: FistfulState, seat: int) -> FistfulView:
    v = GAME.view(state, seat)
    assert isinstance(v, FistfulView)
    return v


def test_a_view_is_a_plain_frozen_value() -> None:
    state = priced(table(3, "advanced"), SetPrice(dollars=2))
    seen = view(state, 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        seen.round = 2  # type: ignore[misc]  # refused by mypy (frozen), tried to see it refused
    assert seen == view(state, 1) and seen != view(state, 2)  # compared field by field
    assert not hasattr(seen, "model_dump")  # pydantic stays at the save boundary


def test_views_follow_purses_and_prices_changed_in_place() -> None:
    """Players and offers in a view are looked up by content: a state changed in place shows the
    change in its next view, and an unchanged one shows what it showed."""
    state = priced(table(3, "advanced"), SetPrice(dollars=2), SetPrice(dollars=1))
    before = view(state, 0)
    assert {o.seat: o.dollars for o in before.offers} == {1: 2, 2: 1}
    state.money[1] += 5
    die = state.secrets[2]
    assert die is not None
    die.dollars = 0
    after = view(state, 0)
    assert after.players[1].money == before.players[1].money + 5
    assert {o.seat: o.dollars for o in after.offers} == {1: 2, 2: 0}
    assert after.players[0] == before.players[0] and after.offers[0] == before.offers[0]


def test_every_other_player_rolls_a_secret_die_and_prices_it_in_turn() -> None:
    state = table(3, "advanced")
    assert state.pending == [1, 2]
    assert GAME.to_move(state) == 1
    assert all(isinstance(a, SetPrice) for a in GAME.legal_actions(state))
    state = GAME.apply(state, SetPrice(dollars=3))
    assert GAME.to_move(state) == 2
    state = GAME.apply(state, SetPrice(dollars=0, penguins=2))
    assert GAME.to_move(state) == 0
    offers = {o.seat: o for o in view(state, 0).offers}
    assert (offers[1].dollars, offers[1].penguins) == (3, 0)
    assert (offers[2].dollars, offers[2].penguins) == (0, 2)
    assert offers[1].face is not None and offers[2].face is not None


def test_a_view_never_shows_an_unrevealed_die_or_price() -> None:
    state = table(3, "advanced")
    bob_die = state.secrets[1]
    assert bob_die is not None
    assert view(state, 1).offers[0].face == bob_die.face
    for viewer in (0, 2):
        hidden = next(o for o in view(state, viewer).offers if o.seat == 1)
        assert hidden.face is None and hidden.dollars is None and hidden.priced is None
    state = GAME.apply(state, SetPrice(dollars=4))
    cliff_sees_bob = next(o for o in view(state, 2).offers if o.seat == 1)
    assert cliff_sees_bob.face is None and cliff_sees_bob.dollars is None


def test_prices_ask_at_most_the_sellers_money() -> None:
    state = table(2, "advanced")
    state.money = [10, 3]
    prices = [a for a in GAME.legal_actions(state) if isinstance(a, SetPrice)]
    assert max(p.dollars for p in prices) == 3
    with pytest.raises(IllegalAction, match="only ask as much money"):
        GAME.apply(state, SetPrice(dollars=4))
    state.money = [10, 50]
    assert (
        max(a.dollars for a in GAME.legal_actions(state) if isinstance(a, SetPrice)) == 50
    )  # no cap but the purse


def test_a_die_may_be_offered_for_nothing_and_bought_for_nothing() -> None:
    """The rulebook lets a seller price "using their own money": $0 is some of it (note 14)."""
    start = table(2, "advanced")
    assert SetPrice(dollars=0, penguins=0) in GAME.legal_actions(start)
    state = GAME.apply(start, SetPrice(dollars=0))
    offer = next(o for o in view(state, 0).offers if o.seat == 1)
    assert (offer.dollars, offer.penguins) == (0, 0)
    assert "for $0" in GAME.describe(start, SetPrice(dollars=0), state)
    after = run(state, BuyDie(seller=1))
    assert after.money == state.money and after.tokens == state.tokens
    assert after.dice[-1] == offer.face


def test_buying_pays_the_seller_and_keeps_the_face() -> None:
    state = priced(table(3, "advanced"), SetPrice(dollars=3), SetPrice(dollars=1, penguins=1))
    cliff_die = state.secrets[2]
    assert cliff_die is not None
    face = cliff_die.face
    after = run(state, BuyDie(seller=2))
    assert after.dice[-1] == face
    assert after.money[0] == 9 and after.money[2] == 11
    assert after.tokens[0] == 5 and after.tokens[2] == 7
    assert after.offered == [1]
    assert BuyDie(seller=2) not in GAME.legal_actions(after)


def test_cannot_buy_what_you_cannot_afford() -> None:
    state = priced(table(2, "advanced"), SetPrice(dollars=8))
    state.money = [7, 10]
    state.bank_paid = 7
    assert BuyDie(seller=1) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction, match="cannot pay"):
        GAME.apply(state, BuyDie(seller=1))


def test_after_a_reroll_sellers_may_keep_reroll_or_reprice_secretly() -> None:
    state = priced(table(3, "advanced"), SetPrice(dollars=2), SetPrice(dollars=2))
    state = run(state, Reroll(dice=(0,)))
    assert state.pending == [1, 2]
    legal = GAME.legal_actions(state)
    assert KeepOffer() in legal and SecretReroll() in legal
    state = GAME.apply(state, KeepOffer())
    assert view(state, 0).offers[0].face is None  # Bob kept, in secret: hidden like a new price
    state = GAME.apply(state, SecretReroll())
    assert GAME.to_move(state) == 2
    assert all(isinstance(a, SetPrice) for a in GAME.legal_actions(state))
    assert next(o for o in view(state, 0).offers if o.seat == 2).face is None
    state = GAME.apply(state, SetPrice(dollars=5))
    assert GAME.to_move(state) == 0
    assert next(o for o in view(state, 0).offers if o.seat == 2).dollars == 5


def test_keeping_an_offer_is_as_secret_as_pricing_it_again() -> None:
    """Every other player decides in secret after each reroll (note 15): until all have answered,
    the others cannot tell a kept offer from the same price asked again, in views or in the log."""
    start = run(
        priced(table(3, "advanced"), SetPrice(dollars=3), SetPrice(dollars=5)), Reroll(dice=(0,))
    )
    bob_die = start.secrets[1]
    assert bob_die is not None and not bob_die.revealed
    kept = GAME.apply(start, KeepOffer())
    again = GAME.apply(start, SetPrice(dollars=3))
    for seat in (0, 2):
        assert view(kept, seat) == view(again, seat)
        bob = next(o for o in view(kept, seat).offers if o.seat == 1)
        assert bob.face is None and bob.dollars is None
    assert view(kept, 1).offers[0].face == bob_die.face  # Bob still sees his own die
    public = {
        GAME.describe(start, KeepOffer(), kept),
        GAME.describe(start, SetPrice(dollars=3), again),
    }
    assert public == {"Bob decides about their die in secret"}
    own = GAME.describe_private(start, KeepOffer(), kept)
    assert own == f"Bob offers their {bob_die.face} for $3, in secret"
    rerolled = GAME.apply(start, SecretReroll())
    assert GAME.describe(start, SecretReroll(), rerolled) == ""  # the answer that follows is logged
    shown = GAME.apply(kept, SetPrice(dollars=1))
    assert all(o.face is not None for o in view(shown, 0).offers)
    assert GAME.reveals(kept, SetPrice(dollars=1), shown)


def test_a_seller_whose_die_was_bought_is_done_for_the_turn() -> None:
    state = priced(table(3, "advanced"), SetPrice(dollars=1), SetPrice(dollars=1))
    state = run(state, BuyDie(seller=1), Reroll(dice=(0,)))
    assert state.pending == [2]
    state = run(state, KeepOffer(), Stop())
    assert state.active == 1 and state.pending == [2, 0]


def test_reveal_is_a_reveal_and_secret_steps_are_logged_without_content() -> None:
    state = table(2, "advanced")
    after = GAME.apply(state, SetPrice(dollars=6))
    assert GAME.reveals(state, SetPrice(dollars=6), after)
    line = GAME.describe(state, SetPrice(dollars=6), after)
    assert "Revealed" in line and "$6" in line
    three = table(3, "advanced")
    step = GAME.apply(three, SetPrice(dollars=6))
    quiet = GAME.describe(three, SetPrice(dollars=6), step)
    assert "$6" not in quiet and "secret" in quiet
    assert not GAME.reveals(three, SetPrice(dollars=6), step)


def test_advanced_option_means_nothing_solo_and_showdowns_are_basic() -> None:
    solo = table(1, "advanced")
    assert solo.pending == [] and not GAME.has_secrets(solo)
    state = table(2, "advanced")
    state.round = 4
    assert not state.advanced


def test_secrets_stay_hidden_through_random_advanced_games() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        state = table(4, "advanced", seed=seed)
        while not state.over:
            for viewer in range(4):
                for offer in view(state, viewer).offers:
                    die = state.secrets[offer.seat]
                    assert die is not None
                    if offer.seat != viewer and not die.revealed:
                        assert offer.face is None and offer.dollars is None
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))


def test_a_save_with_too_few_secret_die_slots_is_refused() -> None:
    """Found by the damaged-saves test: one slot for two players used to crash the buy list."""
    from penguin_tables.engine.errors import BrokenInvariant

    state = GAME.new_game(["P1", "P2"], seed=8)
    state.secrets = [None]
    with pytest.raises(BrokenInvariant, match="one per player"):
        GAME.check_invariants(state)
