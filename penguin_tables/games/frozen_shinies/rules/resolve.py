"""Carrying out a power's choices: takes, steals (the only chance during play), turning, returning.

Each function returns True when the play is finished, False when the power asks for a further
choice (its followup step) or, for a 7, when the stolen card must now be played.
"""

from __future__ import annotations

from dataclasses import replace

from penguin_tables.games.frozen_shinies.actions import Flip, Return, Steal, Take, return_card
from penguin_tables.games.frozen_shinies.content import deck, power, values
from penguin_tables.games.frozen_shinies.rules.cards import (
    current_value,
    distinct_values,
    put_on_front,
    remove_at,
    remove_by_value,
    take_picks,
)
from penguin_tables.games.frozen_shinies.rules.powers import fronts
from penguin_tables.games.frozen_shinies.state import FrozenState, HandCard


def corner_fish(state: FrozenState) -> int:
    """Activating a power takes the fish in its card's corner, as far as the bank allows."""
    fish = min(deck()[state.played[-1]].fish, state.bank)
    state.fish[state.turn] += fish
    state.bank -= fish
    return fish


def fish_toll(state: FrozenState) -> list[int]:
    """Power 11: every other player with fish gives one; returns who paid."""
    toll = power(11).number("toll")
    payers = [s for s, f in enumerate(state.fish) if s != state.turn and f > 0]
    for seat in payers:
        paid = min(toll, state.fish[seat])
        state.fish[seat] -= paid
        state.fish[state.turn] += paid
    return payers


def followup_options(state: FrozenState) -> list[Take] | list[Return]:
    """The second choice of powers 6 (return a card), 8 (even bonus) and 10 (take after turning)."""
    value = current_value(state)
    if value == 6:
        return list(map(return_card, distinct_values(state.hands[state.turn])))
    return fronts(state, power(10).number("take_front") if value == 10 else 1)


def resolve_take(state: FrozenState, action: Take) -> bool:
    seat = state.turn
    state.fish[seat] -= action.pay
    state.bank += action.pay
    take_picks(state, seat, action.picks)
    value = current_value(state)
    if state.step == "power" and value == 11:
        fish_toll(state)
    if state.step == "power" and value == 6:
        state.power_stack = action.picks[0].stack
        state.step = "followup"
        return False
    return True


def resolve_return(state: FrozenState, action: Return) -> bool:
    slot = remove_by_value(state, state.turn, action.value)
    assert state.power_stack is not None
    put_on_front(state, state.power_stack, slot.card)
    return True


def resolve_flip(state: FrozenState, action: Flip) -> bool:
    state.stacks[action.stack] = state.stacks[action.stack][::-1]
    if fronts(state, power(10).number("take_front")):
        state.step = "followup"
        return False
    return True


def resolve_steal(state: FrozenState, action: Steal) -> bool:
    """Random cards from the victim's hand, seen only by thief (and the victim, who lost them).

    A 7 plays its card at once, so it becomes public on the stack. For 8 and 12 the cards stay
    hidden, and the other players can no longer tell which of the victim's cards moved, so they
    forget what they knew of the victim's hand.
    """
    thief, victim, value = state.turn, action.victim, current_value(state)
    rng = state.chance.rng()
    knowers = tuple(sorted({thief, victim}))
    count = min(power(12).number("steal") if value == 12 else 1, len(state.hands[victim]))
    stolen = [
        HandCard(
            card=remove_at(state, victim, rng.randrange(len(state.hands[victim]))).card,
            known_to=knowers,
            stolen_from=victim,
        )
        for _ in range(count)
    ]
    if value == 7:
        state.in_play = stolen[0]
        state.step = "stack"
        return False
    state.hands[victim] = tuple(
        replace(s, known_to=tuple(k for k in s.known_to if k in knowers))
        for s in state.hands[victim]
    )
    state.hands[thief] += tuple(stolen)
    if value == 8 and values()[stolen[0].card] % 2 == 0 and fronts(state, 1):
        state.step = "followup"
        return False
    return True
