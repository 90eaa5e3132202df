"""Whether one power choice is allowed, checked against that power's rule alone.

`play` asks this for every step of every game and of the strong search, so it must not build every
choice a power offers just to find one in the list. Each check mirrors one builder in `powers.py`
(or `followup_options`), with the same helpers and numbers; a test compares the two on many
random tables, for the legal choices and for near misses.
"""

# ruff: noqa: SIM110  (plain loops, not any()/all() over generators: they run at every step)

from __future__ import annotations

from collections.abc import Callable

from penguin_tables.games.frozen_shinies.actions import Action, Flip, Pick, Return, Steal, Take
from penguin_tables.games.frozen_shinies.content import power
from penguin_tables.games.frozen_shinies.rules.cards import (
    back_pick,
    current_value,
    front_picks,
    holds_value,
)
from penguin_tables.games.frozen_shinies.rules.powers import (
    DESIGNED,
    FOURS_PRICE,
    STEAL_MIN_HAND,
    single_fronts,
    smallest_hand,
)
from penguin_tables.games.frozen_shinies.state import FrozenState


def on_table(state: FrozenState, stack: int) -> bool:
    return 0 <= stack < len(state.stacks)


def is_front_take(state: FrozenState, picks: tuple[Pick, ...], count: int) -> bool:
    """The picks are exactly the free front of one stack, up to `count` cards (at least one)."""
    if not picks or not on_table(state, picks[0].stack):
        return False
    return picks == front_picks(state, picks[0].stack, count)


def _is_single_front(state: FrozenState, pick: Pick) -> bool:
    return is_front_take(state, (pick,), 1)


def _one(state: FrozenState, picks: tuple[Pick, ...]) -> bool:
    """The front two of one stack, or the fronts of two stacks (in stack order)."""
    if is_front_take(state, picks, 2):
        return True
    return (
        len(picks) == 2
        and picks[0].stack < picks[1].stack
        and all(_is_single_front(state, p) for p in picks)
    )


def _two(state: FrozenState, picks: tuple[Pick, ...]) -> bool:
    """A front card; the smallest hand may take the same stack's back card with it."""
    if is_front_take(state, picks, 1):
        return True
    if len(picks) != 2 or not smallest_hand(state, state.turn):
        return False
    front, back = picks
    return (
        _is_single_front(state, front)
        and back == back_pick(state, front.stack)
        and back.index != front.index
    )


def _three(state: FrozenState, picks: tuple[Pick, ...]) -> bool:
    """A front and a back card (two different cards); only when no such pair, one of them."""
    front_list = single_fronts(state)
    backs = [b for s in range(len(state.stacks)) if (b := back_pick(state, s)) is not None]
    pairs = any((f.stack, f.index) != (b.stack, b.index) for f in front_list for b in backs)
    if pairs:
        return (
            len(picks) == 2
            and picks[0] in front_list
            and picks[1] in backs
            and (picks[0].stack, picks[0].index) != (picks[1].stack, picks[1].index)
        )
    return len(picks) == 1 and (picks[0] in front_list or picks[0] in backs)


def _five(state: FrozenState, picks: tuple[Pick, ...]) -> bool:
    """A front card, or a back card that is not also the front."""
    if is_front_take(state, picks, 1):
        return True
    if len(picks) != 1 or not on_table(state, picks[0].stack):
        return False
    return picks[0] == back_pick(state, picks[0].stack) and picks[0].index > 0


def _six(state: FrozenState, picks: tuple[Pick, ...]) -> bool:
    return is_front_take(state, picks, 2)


def _nine(state: FrozenState, picks: tuple[Pick, ...]) -> bool:
    """Any one free card, named by its place in its stack."""
    if len(picks) != 1 or not on_table(state, picks[0].stack):
        return False
    pick = picks[0]
    stack = state.stacks[pick.stack]
    if not 0 <= pick.index < len(stack) or stack[pick.index] in state.played:
        return False
    return pick.end == ("front" if pick.index == 0 else "inside")


def _eleven(state: FrozenState, picks: tuple[Pick, ...]) -> bool:
    """Front cards; with no front card free, the toll alone when someone else has fish."""
    count = power(11).number("take_front")
    if is_front_take(state, picks, count):
        return True
    return not picks and not _free_end(state, 0) and _others_have_fish(state)


TAKE_CHECKS: dict[int, Callable[[FrozenState, tuple[Pick, ...]], bool]] = {
    1: _one,
    2: _two,
    3: _three,
    5: _five,
    6: _six,
    9: _nine,
    11: _eleven,
}


def _take_allowed(state: FrozenState, value: int, action: Take) -> bool:
    if value == 4 and action.pay:
        return (
            action.pay == FOURS_PRICE
            and state.fish[state.turn] >= FOURS_PRICE
            and len(action.picks) == 2
            and is_front_take(state, action.picks, 2)
        )
    if action.pay:
        return False
    if value == 4:
        return is_front_take(state, action.picks, 1)
    check = TAKE_CHECKS.get(value)
    return check is not None and check(state, action.picks)


def _steal_allowed(state: FrozenState, value: int, victim: int) -> bool:
    """7 and 8 rob any other hand over three cards; 12 robs the largest hand, if larger."""
    seats = len(state.hands)
    if victim == state.turn or not 0 <= victim < seats:
        return False
    if value in (7, 8):
        return len(state.hands[victim]) >= STEAL_MIN_HAND
    if value != 12:
        return False
    most = max(len(state.hands[s]) for s in range(seats) if s != state.turn)
    return most > len(state.hands[state.turn]) and len(state.hands[victim]) == most


def power_usable(state: FrozenState, value: int) -> bool:
    """Whether the power offers any choice (`power_options` not empty), without listing them."""
    if value in DESIGNED and not state.options.get("designed_powers", True):
        return False
    if value in (1, 2, 4, 6):
        return _free_end(state, 0)
    if value in (3, 5):
        return _free_end(state, 0) or _free_end(state, -1)
    if value in (7, 8):
        return _larger_hand(state, STEAL_MIN_HAND - 1)
    if value == 9:
        return _free_card(state)
    if value == 10:
        return any(state.stacks)
    if value == 11:
        return _free_end(state, 0) or _others_have_fish(state)
    if value == 12:
        return _larger_hand(state, len(state.hands[state.turn]))
    return False


# Plain loops below: they run at most steps of a game (is the power offered?), and any() over a
# generator costs several times as much in CPython.
def _free_end(state: FrozenState, end: int) -> bool:
    """Some stack's card at this end (0 front, -1 back) is not locked (not played this turn)."""
    played = state.played
    for stack in state.stacks:
        if stack and stack[end] not in played:
            return True
    return False


def _free_card(state: FrozenState) -> bool:
    played = state.played
    for stack in state.stacks:
        for card in stack:
            if card not in played:
                return True
    return False


def _larger_hand(state: FrozenState, size: int) -> bool:
    """Another seat holds more than `size` cards."""
    for seat, hand in enumerate(state.hands):
        if seat != state.turn and len(hand) > size:
            return True
    return False


def _others_have_fish(state: FrozenState) -> bool:
    for seat, fish in enumerate(state.fish):
        if seat != state.turn and fish:
            return True
    return False


def power_allows(state: FrozenState, action: Action) -> bool:
    """Whether `action` is one of the first choices of the power being used."""
    value = current_value(state)
    if value in DESIGNED and not state.options.get("designed_powers", True):
        return False
    if isinstance(action, Take):
        return _take_allowed(state, value, action)
    if isinstance(action, Steal):
        return _steal_allowed(state, value, action.victim)
    if isinstance(action, Flip):
        return value == 10 and on_table(state, action.stack) and bool(state.stacks[action.stack])
    return False


def followup_allows(state: FrozenState, action: Action) -> bool:
    """The second choice: 6 returns a card of a value in hand; 8 and 10 take front cards."""
    value = current_value(state)
    if value == 6:
        return isinstance(action, Return) and holds_value(state.hands[state.turn], action.value)
    if not isinstance(action, Take) or action.pay:
        return False
    count = power(10).number("take_front") if value == 10 else 1
    return is_front_take(state, action.picks, count)
