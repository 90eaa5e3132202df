"""Gems between the supply and the players, with the ledger that proves none appear or vanish.

The supply is unlimited (rulebook: "These quantities are not limits"), so conservation is checked
against `issued`: the net count that left the supply must equal what players hold plus what lies
scattered on tiles.
"""

from __future__ import annotations

from collections.abc import Iterable

from penguin_tables.games.jewels.content import GEMS
from penguin_tables.games.jewels.state import Gems, JewelsState

GemList = Iterable[tuple[str, int]]


def can_pay(gems: Gems, cost: GemList, extra: int = 0) -> bool:
    """Whether `gems` cover `cost` and still leave `extra` gems of any kind (for Scatter Gems).

    `cost` names each gem once (as content's gem pairs do), so each is checked on its own.
    """
    paid = 0
    for gem, n in cost:
        if gems.get(gem, 0) < n:
            return False
        paid += n
    return sum(gems.values()) - paid >= extra


def take(state: JewelsState, seat: int, gains: GemList) -> None:
    """Gems from the supply to a player."""
    for gem, n in gains:
        state.seats[seat].gems[gem] += n
        state.issued[gem] += n


def give_back(state: JewelsState, seat: int, cost: GemList) -> None:
    """Gems from a player to the supply (the caller has checked `can_pay`)."""
    for gem, n in cost:
        state.seats[seat].gems[gem] -= n
        state.issued[gem] -= n


def total(gems: Gems) -> int:
    return sum(gems.get(g, 0) for g in GEMS)
