"""Cards moving between stacks and hands, keeping track of who knows which card is where.

The played card is locked for the rest of its turn ("you can never take back the card you
played"), and so is a stolen card played by a 7: no take may reach it.
"""

from __future__ import annotations

from penguin_tables.games.frozen_shinies.actions import End, Pick
from penguin_tables.games.frozen_shinies.content import values
from penguin_tables.games.frozen_shinies.state import FrozenState, HandCard


def everyone(state: FrozenState) -> tuple[int, ...]:
    return tuple(range(len(state.players)))


def current_value(state: FrozenState) -> int:
    """The value of the card being resolved (the last card played this turn)."""
    return values()[state.played[-1]]


def front_picks(state: FrozenState, stack: int, count: int) -> tuple[Pick, ...]:
    """Up to `count` cards from the front of a stack, stopping at a locked (played) card."""
    picks: list[Pick] = []
    for index, card in enumerate(state.stacks[stack][:count]):
        if card in state.played:
            break
        end: End = "front" if index == 0 else "inside"
        picks.append(Pick(stack=stack, index=index, end=end))
    return tuple(picks)


def back_pick(state: FrozenState, stack: int) -> Pick | None:
    cards = state.stacks[stack]
    if not cards or cards[-1] in state.played:
        return None
    index = len(cards) - 1
    return Pick(stack=stack, index=index, end="front" if index == 0 else "back")


def take_picks(state: FrozenState, seat: int, picks: tuple[Pick, ...]) -> list[int]:
    """Move the picked cards (positions before the take) into the hand, in the open."""
    taken = [state.stacks[p.stack][p.index] for p in picks]
    for pick in sorted(picks, key=lambda p: (p.stack, p.index), reverse=True):
        del state.stacks[pick.stack][pick.index]
    add_public(state, seat, taken)
    return taken


def add_public(state: FrozenState, seat: int, cards: list[int]) -> None:
    """Cards taken from the face-up stacks: everyone saw them go into this hand."""
    known = everyone(state)
    state.hands[seat].extend(HandCard(card=card, known_to=known) for card in cards)


def remove_by_value(state: FrozenState, seat: int, value: int) -> HandCard:
    """Take a card of this value out of a hand: the one most players know about.

    Choosing by a fixed rule means the choice itself tells the others nothing new.
    """
    hand = state.hands[seat]
    options = [i for i, slot in enumerate(hand) if values()[slot.card] == value]
    index = max(options, key=lambda i: (len(hand[i].known_to), -i))
    return hand.pop(index)


def nonempty_stacks(state: FrozenState) -> int:
    return sum(1 for stack in state.stacks if stack)
