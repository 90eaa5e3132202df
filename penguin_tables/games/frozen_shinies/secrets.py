"""What a seat cannot know: the hidden cards the search may re-deal, and who knows which card.

A hand card is known to a seat only if that seat knows it is there (its own cards, cards taken from
the open stacks, a card it stole); every other hand card, and a card in play the seat has not seen,
is what `resample` may re-deal. Once the game is over nothing is hidden. What a seat is shown is
built from the same knowledge in `view.py`.
"""

from __future__ import annotations

import random
from functools import lru_cache

from penguin_tables.engine.copying import copy_state
from penguin_tables.games.frozen_shinies.state import FrozenState, HandCard

#: A hand card with this content, shared: hand cards are frozen values, and a re-deal (one at
#: every checked step, thousands in a search) deals the same few cards to the same few slots.
hand_card = lru_cache(maxsize=4096, typed=True)(HandCard)


def resample(state: FrozenState, seat: int, rng: random.Random) -> FrozenState:
    """Re-deal every card `seat` cannot place among the same hidden slots (sizes kept); once the
    game is over nothing is hidden and nothing is re-dealt."""
    twin = copy_state(state)
    if state.step == "over":
        return twin
    # Plain loops: a re-deal is made at every checked step and in every search iteration. Most
    # hands hold no card `seat` cannot place (a card taken from the open stacks is known to all),
    # so only the hands holding some are dealt again, and a hidden card alone goes back where it
    # was.
    hands = twin.hands
    cards: list[int] = []
    secret: list[int] = []
    for index, hand in enumerate(hands):
        held = len(cards)
        for slot in hand:
            if seat not in slot.known_to:
                cards.append(slot.card)
        if len(cards) > held:
            secret.append(index)
    in_play = twin.in_play
    hidden_in_play = in_play is not None and seat not in in_play.known_to
    if hidden_in_play and in_play is not None:
        cards.append(in_play.card)
    if len(cards) < 2:
        return twin  # `shuffle` draws nothing for one card, which is dealt back to its slot
    rng.shuffle(cards)
    # The hidden slots take the shuffled cards in order (hand by hand), the card in play the last.
    dealt = iter(cards)
    for index in secret:
        hands[index] = tuple(
            [
                s if seat in s.known_to else hand_card(next(dealt), s.known_to, s.stolen_from)
                for s in hands[index]
            ]
        )
    if hidden_in_play and in_play is not None:
        twin.in_play = hand_card(cards[-1], in_play.known_to, in_play.stolen_from)
    return twin


def knowledge(state: FrozenState) -> set[tuple[int, int]]:
    """Pairs (card, seat): the seat knows where the card is. Stacks are known to all."""
    seats = range(len(state.players))
    known = {(card, s) for stack in state.stacks for card in stack for s in seats}
    for hand in state.hands:
        known |= {(slot.card, s) for slot in hand for s in slot.known_to}
    if state.in_play is not None:
        known |= {(state.in_play.card, s) for s in state.in_play.known_to}
    return known
