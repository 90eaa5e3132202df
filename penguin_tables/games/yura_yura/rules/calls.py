"""The "Penguin!" call and catching a missed one.

Rulebook: with one card left, shout "Penguin!"; forget it, and you draw a card when someone points
it out. At one keyboard (our Table notes): any other player may catch the miss, from the moment it
happens until the forgetter's next move; the computer catches after a delay set by its level.
"""

from __future__ import annotations

from penguin_tables.games.yura_yura.actions import Catch, catch
from penguin_tables.games.yura_yura.state import YuraState


def catches(state: YuraState) -> list[Catch]:
    """The catches open now: `Catch()` for the seat to move, `Catch(by=seat)` for the others."""
    forgetter = state.catchable
    if forgetter is None or state.phase == "over":
        return []
    out = [catch()] if state.turn != forgetter else []
    out += [catch(s) for s in range(len(state.players)) if s not in (forgetter, state.turn)]
    return out


def catcher(state: YuraState, action: Catch) -> int:
    """The seat making this catch."""
    return state.turn if action.by is None else action.by


def as_listed(state: YuraState, action: Catch) -> Catch:
    """The catch in the form `catches` lists it (the seat to move catches as `Catch()`)."""
    return catch() if action.by == state.turn else action
