"""Using a card's power: the choices each power offers, and what they do.

Powers 1 to 9 follow the rulebook; 10 to 12 are the project's design (turning a stack, a fish toll,
the nephew's favour), and the option `designed_powers` can switch them off. A power is offered only
when it can do something. A power asking for more cards than a stack holds takes what is there.
"""

# ruff: noqa: SIM110  (plain loops, not any()/all() over generators: they run at every step)

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from penguin_tables.games.frozen_shinies.actions import (
    Action,
    Pick,
    Take,
    flip,
    pick_at,
    steal,
    take,
)
from penguin_tables.games.frozen_shinies.content import power
from penguin_tables.games.frozen_shinies.rules.cards import back_pick, free_front, front_take
from penguin_tables.games.frozen_shinies.state import FrozenState

STEAL_MIN_HAND = 4  # "more than three cards"
FOURS_PRICE = 3


def fronts(state: FrozenState, count: int, pay: int = 0) -> list[Take]:
    """One Take per stack whose front can be taken (up to `count` cards)."""
    takes = []
    for stack in range(len(state.stacks)):
        free = free_front(state, stack, count)
        if free:
            takes.append(front_take(stack, free, pay))
    return takes


def single_fronts(state: FrozenState) -> list[Pick]:
    """The front card of each stack whose front is free."""
    picks = []
    for stack in range(len(state.stacks)):
        if free_front(state, stack, 1):
            picks.append(pick_at(stack, 0, "front"))
    return picks


def smallest_hand(state: FrozenState, seat: int) -> bool:
    """Nobody holds fewer cards than `seat` (a tie for smallest counts as smallest)."""
    size = len(state.hands[seat])
    for hand in state.hands:
        if len(hand) < size:
            return False
    return True


def _one(state: FrozenState) -> list[Action]:
    options: list[Action] = list(fronts(state, 2))
    for a, b in combinations(single_fronts(state), 2):
        options.append(take((a, b)))
    return options


def _two(state: FrozenState) -> list[Action]:
    options: list[Action] = list(fronts(state, 1))
    if smallest_hand(state, state.turn):
        for front in single_fronts(state):
            back = back_pick(state, front.stack)
            if back is not None and back.index != front.index:
                options.append(take((front, back)))
    return options


def _three(state: FrozenState) -> list[Action]:
    front_list = single_fronts(state)
    backs = [b for s in range(len(state.stacks)) if (b := back_pick(state, s)) is not None]
    pairs: list[Action] = [
        take((f, b)) for f in front_list for b in backs if (f.stack, f.index) != (b.stack, b.index)
    ]
    if pairs:
        return pairs
    return [take((p,)) for p in front_list + backs]


def _four(state: FrozenState) -> list[Action]:
    options: list[Action] = list(fronts(state, 1))
    if state.fish[state.turn] >= FOURS_PRICE:
        options += [t for t in fronts(state, 2, pay=FOURS_PRICE) if len(t.picks) == 2]
    return options


def _five(state: FrozenState) -> list[Action]:
    options: list[Action] = list(fronts(state, 1))
    for stack in range(len(state.stacks)):
        back = back_pick(state, stack)
        if back is not None and back.index > 0:
            options.append(take((back,)))
    return options


def _six(state: FrozenState) -> list[Action]:
    return list(fronts(state, 2))


def _steal_from_big_hands(state: FrozenState) -> list[Action]:
    options: list[Action] = []
    for seat, hand in enumerate(state.hands):
        if seat != state.turn and len(hand) >= STEAL_MIN_HAND:
            options.append(steal(seat))
    return options


def _nine(state: FrozenState) -> list[Action]:
    options: list[Action] = []
    for s, stack in enumerate(state.stacks):
        for i, card in enumerate(stack):
            if card not in state.played:
                options.append(take((pick_at(s, i, "front" if i == 0 else "inside"),)))
    return options


def _ten(state: FrozenState) -> list[Action]:
    return [flip(s) for s, stack in enumerate(state.stacks) if stack]


def _eleven(state: FrozenState) -> list[Action]:
    options: list[Action] = list(fronts(state, power(11).number("take_front")))
    if not options and any(f for s, f in enumerate(state.fish) if s != state.turn):
        options.append(take(()))
    return options


def _twelve(state: FrozenState) -> list[Action]:
    others = [s for s in range(len(state.players)) if s != state.turn]
    most = max(len(state.hands[s]) for s in others)
    if most <= len(state.hands[state.turn]):
        return []
    return [steal(s) for s in others if len(state.hands[s]) == most]


POWERS: dict[int, Callable[[FrozenState], list[Action]]] = {
    1: _one,
    2: _two,
    3: _three,
    4: _four,
    5: _five,
    6: _six,
    7: _steal_from_big_hands,
    8: _steal_from_big_hands,
    9: _nine,
    10: _ten,
    11: _eleven,
    12: _twelve,
}
DESIGNED = frozenset({10, 11, 12})


def power_options(state: FrozenState, value: int) -> list[Action]:
    """The first choices of this value's power (empty: the power cannot be used now)."""
    if value in DESIGNED and not state.options.get("designed_powers", True):
        return []
    builder = POWERS.get(value)
    return builder(state) if builder else []
