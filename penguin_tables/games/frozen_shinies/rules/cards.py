"""Cards moving between stacks and hands, keeping track of who knows which card is where.

The played card is locked for the rest of its turn ("you can never take back the card you
played"), and so is a stolen card played by a 7: no take may reach it.

These helpers run at nearly every step of every game and of the strong search, so they are
written as plain loops: in CPython a comprehension or generator costs several times a loop over
a hand of four cards.
"""

# ruff: noqa: SIM110  (plain loops, not any()/all() over generators: see the docstring)

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import repeat

from penguin_tables.games.frozen_shinies.actions import Pick, Take, pick_at, take
from penguin_tables.games.frozen_shinies.content import values
from penguin_tables.games.frozen_shinies.state import FrozenState, HandCard


def everyone(state: FrozenState) -> tuple[int, ...]:
    return tuple(range(len(state.players)))


def distinct_values(hand: Sequence[HandCard]) -> list[int]:
    """The values a hand holds, each once, smallest first."""
    card_values, found = values(), set()
    for slot in hand:
        found.add(card_values[slot.card])
    return sorted(found)


def holds_value(hand: Sequence[HandCard], value: int) -> bool:
    """Whether a hand holds a card of this value."""
    card_values = values()
    for slot in hand:
        if card_values[slot.card] == value:
            return True
    return False


def current_value(state: FrozenState) -> int:
    """The value of the card being resolved (the last card played this turn)."""
    return values()[state.played[-1]]


def free_front(state: FrozenState, stack: int, count: int) -> int:
    """How many of the first `count` cards of a stack can be taken: up to a locked (played) card."""
    played = state.played
    free = 0
    for card in state.stacks[stack][:count]:
        if card in played:
            break
        free += 1
    return free


def front_picks(state: FrozenState, stack: int, count: int) -> tuple[Pick, ...]:
    """Up to `count` cards from the front of a stack, stopping at a locked (played) card."""
    return front_run(stack, free_front(state, stack, count))


@cache
def front_run(stack: int, free: int) -> tuple[Pick, ...]:
    """The picks of the first `free` cards of a stack (built once per stack and length)."""
    return tuple(pick_at(stack, i, "front" if i == 0 else "inside") for i in range(free))


@cache
def front_take(stack: int, free: int, pay: int = 0) -> Take:
    """Taking the first `free` cards of a stack, paying `pay` fish (one shared action)."""
    return take(front_run(stack, free), pay)


def back_pick(state: FrozenState, stack: int) -> Pick | None:
    cards = state.stacks[stack]
    if not cards or cards[-1] in state.played:
        return None
    index = len(cards) - 1
    return pick_at(stack, index, "front" if index == 0 else "back")


def take_picks(state: FrozenState, seat: int, picks: tuple[Pick, ...]) -> list[int]:
    """Move the picked cards (positions before the take) into the hand, in the open."""
    taken = [state.stacks[p.stack][p.index] for p in picks]
    # Later positions first, so the earlier positions still point at their cards.
    for pick in sorted(picks, key=_position, reverse=True) if len(picks) > 1 else picks:
        stack = state.stacks[pick.stack]
        state.stacks[pick.stack] = stack[: pick.index] + stack[pick.index + 1 :]
    add_public(state, seat, taken)
    return taken


def _position(pick: Pick) -> tuple[int, int]:
    return pick.stack, pick.index


def add_public(state: FrozenState, seat: int, cards: Sequence[int]) -> None:
    """Cards taken from the face-up stacks: everyone saw them go into this hand."""
    state.hands[seat] += tuple(map(public_card, cards, repeat(len(state.players))))


@cache
def public_card(card: int, seats: int) -> HandCard:
    """A hand card every seat knows (one shared object per card and table size)."""
    return HandCard(card=card, known_to=tuple(range(seats)))


def put_on_front(state: FrozenState, stack: int, card: int) -> None:
    state.stacks[stack] = (card, *state.stacks[stack])


def remove_by_value(state: FrozenState, seat: int, value: int) -> HandCard:
    """Take a card of this value out of a hand: the one `index_by_value` names."""
    return remove_at(state, seat, index_by_value(state.hands[seat], value))


def remove_at(state: FrozenState, seat: int, index: int) -> HandCard:
    hand = state.hands[seat]
    state.hands[seat] = hand[:index] + hand[index + 1 :]
    return hand[index]


def index_by_value(hand: Sequence[HandCard], value: int) -> int:
    """Where the card of this value played from a hand is: the one most players know about.

    Choosing by a fixed rule means the choice itself tells the others nothing new.
    """
    card_values, best, known = values(), -1, -1
    for index, slot in enumerate(hand):
        if card_values[slot.card] == value and len(slot.known_to) > known:
            best, known = index, len(slot.known_to)  # the first of the best known
    if best < 0:
        raise ValueError(f"no {value} in this hand")
    return best


def nonempty_stacks(state: FrozenState) -> int:
    return len(state.stacks) - state.stacks.count(())
