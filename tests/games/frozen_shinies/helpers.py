"""Builders for hand-made Frozen Shinies tables: cards named by value, ids found in the deck."""

from __future__ import annotations

from collections.abc import Sequence

from penguin_tables.engine.chance import Chance
from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.actions import Action, ChooseCard, PlaceCard
from penguin_tables.games.frozen_shinies.content import deck, values
from penguin_tables.games.frozen_shinies.state import Cut, FrozenState, HandCard

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]


def table(
    stacks: Sequence[Sequence[int]],
    hands: Sequence[Sequence[int]],
    *,
    fish: Sequence[int] | None = None,
    bank: int | None = None,
    turn: int = 0,
    first: int = 0,
    designed: bool = True,
    final_round: bool = False,
    fish_cards: Sequence[int] = (),
) -> FrozenState:
    """A table with these values; hand cards known only to their holders.

    Only the named cards are on it, so such tables are for rule tests, not invariant checks.
    Values in `fish_cards` are taken from copies with fish in the corner where one exists.
    """
    pool: dict[int, list[int]] = {}
    for card in sorted(deck(), key=lambda c: c.fish):
        pool.setdefault(card.value, []).append(card.id)

    def take(value: int, corner: bool = False) -> int:
        return pool[value].pop() if corner else pool[value].pop(0)

    n = len(hands)
    built_hands = []
    for seat, hand in enumerate(hands):
        built_hands.append(
            tuple(HandCard(card=take(v, v in fish_cards), known_to=(seat,)) for v in hand)
        )
    return FrozenState(
        players=NAMES[:n],
        chance=Chance(seed=7),
        options={"designed_powers": designed},
        stacks=[tuple(take(v) for v in s) for s in stacks],
        hands=built_hands,
        fish=list(fish or [0] * n),
        bank=4 * n - sum(fish or []) if bank is None else bank,
        cuts=((Cut(seat=first, card=0),),),
        first=first,
        turn=turn,
        final_round=final_round,
    )


def run(state: FrozenState, *actions: Action) -> FrozenState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def play(state: FrozenState, value: int, stack: int) -> FrozenState:
    """Choose a card of this value and put it on a stack."""
    return run(state, ChooseCard(value=value), PlaceCard(stack=stack))


def hand_values(state: FrozenState, seat: int) -> list[int]:
    return sorted(values()[s.card] for s in state.hands[seat])


def stack_values(state: FrozenState, stack: int) -> list[int]:
    return [values()[c] for c in state.stacks[stack]]
