"""What one seat may see (`view_of`), and re-dealing what it may not (for the harness's leak check).

Everything is public except, in the advanced game, another player's die and price between their
secret roll or repricing and the reveal. The spectator (seat None) sees no secret die or price at all
until it is revealed. Views are plain frozen dataclasses, built at every step of a checked playout
and compared field by field by the leak check; nothing validates them (they never leave memory).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import starmap

from penguin_tables.engine.copying import copy_state
from penguin_tables.games.fistful.dice import ROUNDS, Face, roll_face
from penguin_tables.games.fistful.rules.flow import TurnScore, previews_of
from penguin_tables.games.fistful.rules.market import price_choices
from penguin_tables.games.fistful.rules.turn import chip_side_limit
from penguin_tables.games.fistful.state import FistfulState, left_of, spare_dice


@dataclass(frozen=True, slots=True)
class OfferView:
    """Another player's die on offer; face and price are None while hidden from the viewer."""

    seat: int
    face: Face | None
    dollars: int | None
    penguins: int | None
    revealed: bool
    bought: bool
    priced: bool | None  # only the owner knows whether they still have to set a price


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's purse, tokens and kangaroo chip side (all public)."""

    name: str
    money: int
    tokens: int
    chip: int


@dataclass(frozen=True, slots=True, kw_only=True)
class FistfulView:
    """The table as `seat` (None: a spectator) sees it, with the previews shown before a stop."""

    seat: int | None
    players: list[PlayerView]
    round: int
    showdown: bool
    seats: list[int]
    active: int | None
    to_move: int | None
    dice: list[Face]
    set_aside: int
    bank_dice: int
    chip_limit: int
    offers: list[OfferView]
    pending: list[int]
    previews: list[TurnScore]
    over: bool
    summary: str = ""  # the outcome in words, once the game is over


#: A player or an offer as seen, looked up by content: views are frozen values, and the views of a
#: step (each seat's, of the table and of its re-dealt twin) and of steps in a row mostly show the
#: same purses and dice, so most are looked up rather than built.
player_view = lru_cache(maxsize=1024, typed=True)(PlayerView)
offer_view = lru_cache(maxsize=1024, typed=True)(OfferView)


#: A die on offer as one viewer sees it: OfferView's fields as a plain tuple (hashed in C).
ShownOffer = tuple[int, Face | None, int | None, int | None, bool, bool, bool | None]


def shown_offers(state: FistfulState, viewer: int | None) -> tuple[ShownOffer, ...]:
    """Every die on offer as `viewer` sees it, as plain tuples: its face and price are shown to
    its owner, and to everyone once revealed or bought (written inline: views are asked for at
    every checked step)."""
    if not any(state.secrets):  # no die out (the basic game): nothing to walk
        return ()
    shown_list = []
    for owner, die in enumerate(state.secrets):
        if die is None:
            continue
        own = owner == viewer
        shown = own or die.revealed or die.bought
        priced = shown and die.priced
        shown_list.append(
            (
                owner,
                die.face if shown else None,
                die.dollars if priced else None,
                die.penguins if priced else None,
                die.revealed,
                die.bought,
                die.priced if own else None,
            )
        )
    return tuple(shown_list)


def view_of(state: FistfulState, seat: int | None, summary: str = "") -> FistfulView:
    """The table as `seat` sees it (`summary`: the outcome in words, once the game is over).

    Looked up by everything it is worked out from, the secret dice as `seat` sees them: the
    harness asks for a seat's view of a re-dealt twin and then of the state, which show the same
    when no secret leaks, so the second is the view just built. A view is a frozen value whose
    lists are never changed once built (like a TurnScore's), so handing it out twice is safe.
    """
    return _view(
        seat,
        tuple(state.players),
        tuple(state.money),
        tuple(state.tokens),
        tuple(state.chips),
        state.round,
        tuple(state.seats),
        state.turn,
        tuple(state.dice),
        state.set_aside,
        shown_offers(state, seat),
        tuple(state.pending),
        state.over,
        summary,
    )


@lru_cache(maxsize=256)
def _view(
    seat: int | None,
    names: tuple[str, ...],
    money: tuple[int, ...],
    tokens: tuple[int, ...],
    chips: tuple[int, ...],
    round_no: int,
    seats: tuple[int, ...],
    turn: int,
    dice: tuple[Face, ...],
    set_aside: int,
    offers: tuple[ShownOffer, ...],
    pending: tuple[int, ...],
    over: bool,
    summary: str,
) -> FistfulView:
    """The view from the parts of the state `view_of` reads (the bank's spare dice counted as
    `FistfulState.bank_dice` counts them)."""
    active = None if over else seats[turn]
    previews: list[TurnScore] = []
    if active is not None and not pending:  # deciding whether to stop: both choices shown
        payers = tuple(left_of(seats, active))
        previews = list(previews_of(dice, payers, money, chips[active], round_no))
    on_offer = sum(1 for offer in offers if not offer[5])  # not bought
    return FistfulView(
        seat=seat,
        players=list(players_seen(names, money, tokens, chips)),
        round=round_no,
        showdown=round_no > ROUNDS,
        seats=list(seats),
        active=active,
        to_move=None if active is None else (pending[0] if pending else active),
        dice=list(dice),
        set_aside=set_aside,
        bank_dice=spare_dice(len(dice), set_aside, on_offer),
        chip_limit=0 if active is None else chip_side_limit(chips[active], round_no),
        offers=list(starmap(offer_view, offers)),
        pending=list(pending),
        previews=previews,
        over=over,
        summary=summary,
    )


@lru_cache(maxsize=256)
def players_seen(
    names: tuple[str, ...], money: tuple[int, ...], tokens: tuple[int, ...], chips: tuple[int, ...]
) -> tuple[PlayerView, ...]:
    """Every player as everyone sees them: the same for every seat's view of a step, so looked
    up once per step rather than built for each seat."""
    return tuple(starmap(player_view, zip(names, money, tokens, chips, strict=True)))


def resample_secrets(state: FistfulState, seat: int, rng: random.Random) -> FistfulState:
    """A copy where every die and price hidden from `seat` is rolled and priced afresh."""
    twin = copy_state(state)
    for owner, die in enumerate(twin.secrets):
        if die is None or owner == seat or die.revealed or die.bought:  # shown to `seat`
            continue
        die.face = roll_face(rng)
        if die.priced:
            price = rng.choice(price_choices(twin, owner))
            die.dollars, die.penguins = price.dollars, price.penguins
    return twin
