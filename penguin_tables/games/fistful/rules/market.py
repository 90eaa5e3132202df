"""Advanced game: the other players' secret dice, their prices, the reveal and buying.

Each other player rolls one die in secret and prices it; the prices and faces are shown together;
after every reroll by the active player each seller may keep, reprice, or reroll and reprice.
A seller whose die was bought is done for the turn.
"""

from __future__ import annotations

import random

from penguin_tables.engine.errors import IllegalAction
from penguin_tables.games.fistful.actions import Action, BuyDie, KeepOffer, SecretReroll, SetPrice
from penguin_tables.games.fistful.dice import roll_face
from penguin_tables.games.fistful.ledger import note
from penguin_tables.games.fistful.rules.tables import (
    KEEP_OFFER,
    SECRET_REROLL,
    buy_die,
    prices_up_to,
)
from penguin_tables.games.fistful.state import FistfulState, SecretDie


def open_market(state: FistfulState, rng: random.Random) -> None:
    """When the turn's dice are rolled, every other player rolls a secret die and must price it."""
    state.secrets = [None] * len(state.players)
    if not state.advanced:
        state.pending = []
        return
    for seat in state.opponents_left(state.active):
        state.secrets[seat] = SecretDie(face=roll_face(rng))
    state.pending = state.opponents_left(state.active)


def reopen_market(state: FistfulState) -> None:
    """After the active player rerolls, each seller still holding a die may respond in turn.

    Every one of them decides in secret again, so their dice go back behind their hands until all
    have answered: whether a seller kept the offer is as secret as a new price (Table note 15).
    """
    if any(state.secrets) and state.advanced:  # no die out (the basic game): nobody to ask
        state.pending = [s for s in state.opponents_left(state.active) if s in state.offered]
        for seat in state.pending:
            die = state.secrets[seat]
            assert die is not None
            die.revealed = False


def price_choices(state: FistfulState, seat: int) -> tuple[SetPrice, ...]:
    """Prices a seller may ask: any of their own money (the rulebook prices "using their own
    money"), $0 included, and/or the black chip's one or two penguins (Table note 14)."""
    return prices_up_to(state.money[seat])


def seller_actions(state: FistfulState, seat: int) -> list[Action]:
    """A fresh list of the decisions open to the seller at `seat` (a price first, after a reroll)."""
    die = state.secrets[seat]
    assert die is not None
    if not die.priced:
        return list(price_choices(state, seat))
    return [KEEP_OFFER, SECRET_REROLL, *price_choices(state, seat)]


def seller_may(state: FistfulState, seat: int, action: object) -> bool:
    """Whether `seller_actions(state, seat)` offers `action`, answered from the rules directly."""
    die = state.secrets[seat]
    assert die is not None
    if isinstance(action, KeepOffer | SecretReroll):
        return die.priced
    if isinstance(action, SetPrice):
        dollars, penguins = action.dollars, action.penguins
        return 0 <= dollars <= state.money[seat] and 0 <= penguins <= 2
    return False


def play_seller(state: FistfulState, action: KeepOffer | SecretReroll | SetPrice) -> None:
    """One secret decision of the seller at the head of the queue."""
    seat = state.pending[0]
    die = state.secrets[seat]
    assert die is not None
    if not seller_may(state, seat, action):
        raise IllegalAction(_why_not(state, seat, action))
    if isinstance(action, KeepOffer):
        state.pending.pop(0)
    elif isinstance(action, SecretReroll):
        die.face = roll_face(state.chance.rng())
        die.priced = False
        die.revealed = False
    else:
        die.dollars, die.penguins = action.dollars, action.penguins
        die.priced = True
        die.revealed = False
        state.pending.pop(0)
    if not state.pending:
        reveal_all(state)


def _why_not(state: FistfulState, seat: int, action: KeepOffer | SecretReroll | SetPrice) -> str:
    die = state.secrets[seat]
    assert die is not None
    if not die.priced and not isinstance(action, SetPrice):
        return "You rerolled your die, so you must set a price for it now."
    if isinstance(action, SetPrice):
        if action.penguins > 2:
            return "The black chip asks one or two penguins, no more."
        return f"You can only ask as much money as you hold (${state.money[seat]})."
    return "That is not something you can do with your die now."


def reveal_all(state: FistfulState) -> None:
    """All dice on offer are shown together, with their prices."""
    for seat in state.offered:
        die = state.secrets[seat]
        assert die is not None
        die.revealed = True


def buy_choices(state: FistfulState) -> list[BuyDie]:
    """Revealed dice the active player can afford, in order round the table."""
    if not state.secrets:
        return []
    return [
        buy_die(seller) for seller in state.opponents_left(state.active) if can_buy(state, seller)
    ]


def can_buy(state: FistfulState, seller: int) -> bool:
    """Whether another player taking part has a revealed die on offer the active player can pay."""
    seat = state.active
    if seller == seat or seller not in state.seats or not 0 <= seller < len(state.secrets):
        return False
    die = state.secrets[seller]
    if die is None or die.bought or not die.revealed:
        return False
    return die.dollars <= state.money[seat] and die.penguins <= state.tokens[seat]


def buy(state: FistfulState, action: BuyDie) -> None:
    """Pay the asking price to the seller and take the die, keeping its face."""
    if not can_buy(state, action.seller):
        raise IllegalAction("That die is not on offer, or you cannot pay its price.")
    die = state.secrets[action.seller]
    assert die is not None
    buyer = state.active
    state.money[buyer] -= die.dollars
    state.money[action.seller] += die.dollars
    note(state, buyer, "bought", -die.dollars)
    note(state, action.seller, "sold", die.dollars)
    state.tokens[buyer] -= die.penguins
    state.tokens[action.seller] += die.penguins
    die.bought = True
    state.dice.append(die.face)
