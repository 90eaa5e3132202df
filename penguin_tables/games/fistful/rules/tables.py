"""Every action `legal_actions` can offer, built once and shared (actions are frozen values).

A turn with nine dice offers 511 rerolls, and random playouts list them at every step: building
them anew each time was most of an engine step. The tables depend only on counts (dice showing,
penguins showing, a purse) or on which dice the chip may turn, so each is built the first time it
is needed and kept; listing legal actions then copies ready-made tuples.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from penguin_tables.games.fistful.actions import (
    BuyDie,
    CashIn,
    KeepOffer,
    Reroll,
    SecretReroll,
    SetPrice,
    SpareDie,
    Stop,
    UseChip,
)

SPARE = SpareDie()
STOP = Stop(lions=False)
STOP_LIONS = Stop(lions=True)
STOPS = (STOP,)
STOPS_WITH_LIONS = (STOP, STOP_LIONS)
KEEP_OFFER = KeepOffer()
SECRET_REROLL = SecretReroll()


@cache
def rerolls(dice: int) -> tuple[Reroll, ...]:
    """Every non-empty set of `dice` dice that one token rerolls: smallest sets first, each set
    in increasing order (the order the screen and the saves have always used)."""
    return tuple(
        Reroll(dice=chosen)
        for size in range(1, dice + 1)
        for chosen in combinations(range(dice), size)
    )


@cache
def turn_choices(
    dice: int, reroll: bool, spare: bool, penguins: int
) -> tuple[Reroll | SpareDie | CashIn, ...]:
    """The usual head of the active player's list: every reroll (with a token to pay), a spare
    die (with a token and a die in the bank), then cashing in the penguins showing."""
    spend = rerolls(dice) if reroll else ()
    return (*spend, *((SPARE,) if spare else ()), *cash_ins(penguins))


@cache
def cash_ins(penguins: int) -> tuple[CashIn, ...]:
    """Cashing in one, two, ... up to every penguin showing."""
    return tuple(CashIn(count=k) for k in range(1, penguins + 1))


@cache
def chip_uses(turnable: tuple[int, ...], limit: int) -> tuple[UseChip, ...]:
    """Every set of at most `limit` of the `turnable` dice the kangaroo chip may turn."""
    return tuple(
        UseChip(dice=chosen)
        for size in range(1, limit + 1)
        for chosen in combinations(turnable, size)
    )


@cache
def buy_die(seller: int) -> BuyDie:
    return BuyDie(seller=seller)


@cache
def prices_up_to(top: int) -> tuple[SetPrice, ...]:
    """Every price a seller holding `top` dollars may ask: dollars from $0 up to `top` and/or one
    or two penguins; penguins outer, dollars inner."""
    return tuple(SetPrice(dollars=d, penguins=p) for p in (0, 1, 2) for d in range(top + 1))
