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
from penguin_tables.games.fistful.dice import Face, roll_face
from penguin_tables.games.fistful.rules.flow import TurnScore, stop_previews
from penguin_tables.games.fistful.rules.market import price_choices
from penguin_tables.games.fistful.rules.turn import chip_limit
from penguin_tables.games.fistful.state import FistfulState


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


def visible_to(state: FistfulState, owner: int, viewer: int | None) -> bool:
    die = state.secrets[owner]
    return die is not None and (owner == viewer or die.revealed or die.bought)


def offer_views(state: FistfulState, viewer: int | None) -> list[OfferView]:
    """Every die on offer as `viewer` sees it (`visible_to` written inline: a view is built for
    every seat at every checked step)."""
    views = []
    for owner, die in enumerate(state.secrets):
        if die is None:
            continue
        own = owner == viewer
        shown = own or die.revealed or die.bought
        priced = shown and die.priced
        views.append(
            offer_view(
                owner,
                die.face if shown else None,
                die.dollars if priced else None,
                die.penguins if priced else None,
                die.revealed,
                die.bought,
                die.priced if own else None,
            )
        )
    return views


def view_of(state: FistfulState, seat: int | None, summary: str = "") -> FistfulView:
    """The table as `seat` sees it (`summary`: the outcome in words, once the game is over)."""
    deciding = not state.over and not state.pending
    to_move = None if state.over else (state.pending[0] if state.pending else state.active)
    return FistfulView(
        seat=seat,
        players=list(
            starmap(
                player_view,
                zip(state.players, state.money, state.tokens, state.chips, strict=True),
            )
        ),
        round=state.round,
        showdown=state.in_showdown,
        seats=list(state.seats),
        active=None if state.over else state.active,
        to_move=to_move,
        dice=list(state.dice),
        set_aside=state.set_aside,
        bank_dice=state.bank_dice,
        chip_limit=0 if state.over else chip_limit(state),
        offers=offer_views(state, seat),
        pending=list(state.pending),
        previews=stop_previews(state) if deciding else [],
        over=state.over,
        summary=summary,
    )


def resample_secrets(state: FistfulState, seat: int, rng: random.Random) -> FistfulState:
    """A copy where every die and price hidden from `seat` is rolled and priced afresh."""
    twin = copy_state(state)
    for owner, die in enumerate(twin.secrets):
        if die is None or owner == seat or die.revealed or die.bought:  # seen by `seat`
            continue
        die.face = roll_face(rng)
        if die.priced:
            price = rng.choice(price_choices(twin, owner))
            die.dollars, die.penguins = price.dollars, price.penguins
    return twin
