"""The "Penguin!" call and catching a missed one.

Rulebook: with one card left, shout "Penguin!"; forget it, and you draw a card when you remember or
when someone points it out. At one keyboard (our Table notes): any other player may catch the miss,
and the forgetter may own up, from the moment it happens until the forgetter's next move; the
computer catches after a delay set by its level (and never owns up: nobody gains by it).
"""

from __future__ import annotations

from penguin_tables.games.yura_yura.actions import OWN_UP, Catch, OwnUp, catch
from penguin_tables.games.yura_yura.state import YuraState


def catches(state: YuraState) -> list[Catch]:
    """The catches open now: `Catch()` for the seat to move, `Catch(by=seat)` for the others."""
    forgetter = state.catchable
    if forgetter is None or state.phase == "over":
        return []
    out = [catch()] if state.turn != forgetter else []
    out += [catch(s) for s in range(len(state.players)) if s not in (forgetter, state.turn)]
    return out


def own_ups(state: YuraState) -> list[OwnUp]:
    """Owning up, open to the forgetter while the miss can still be caught."""
    return [OWN_UP] if state.catchable is not None and state.phase != "over" else []


def catcher(state: YuraState, action: Catch) -> int:
    """The seat making this catch."""
    return state.turn if action.by is None else action.by


def acting_seat(state: YuraState, action: object) -> int:
    """Who takes `action`: the catcher of a catch, the forgetter owning up, else the seat to
    move."""
    if isinstance(action, Catch):
        return catcher(state, action)
    if isinstance(action, OwnUp) and state.catchable is not None:
        return state.catchable
    return state.turn


def as_listed(state: YuraState, action: Catch) -> Catch:
    """The catch in the form `catches` lists it (the seat to move catches as `Catch()`)."""
    return catch() if action.by == state.turn else action
