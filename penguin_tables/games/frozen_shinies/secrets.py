"""What each seat may see: the stacks and fish are open, hands are secret but their sizes are not.

A hand card is shown to a seat only if that seat knows it is there (its own cards, cards taken
from the open stacks, a card it stole). Everything else is what `resample_hidden` may re-deal.
Once the game is over every hand is laid open, to the players and to a spectator alike: the
final count is made from the cards in hand, so the table sees them.
"""

from __future__ import annotations

import random
from dataclasses import replace

from penguin_tables.engine.copying import copy_state
from penguin_tables.games.frozen_shinies.state import FrozenState, FrozenView, PlayerView


def view_of(state: FrozenState, seat: int | None) -> FrozenView:
    """What `seat` may see; a spectator (None) sees every hand's size and no card in it, until
    the game is over and every hand is open."""
    over = state.step == "over"
    players = [
        PlayerView(
            name=name,
            hand_size=len(hand),
            fish=state.fish[p],
            hand=[s.card if over or seat in s.known_to else None for s in hand],
            stolen_from=[s.stolen_from for s in hand],
        )
        for p, (name, hand) in enumerate(zip(state.players, state.hands, strict=True))
    ]
    in_play = state.in_play
    shown = in_play is not None and seat is not None and seat in in_play.known_to
    return FrozenView(
        seat=seat,
        players=players,
        stacks=[list(s) for s in state.stacks],
        bank=state.bank,
        cuts=state.cuts,
        first=state.first,
        turn=state.turn,
        step=state.step,
        in_play=in_play.card if in_play is not None and shown else None,
        in_play_hidden=in_play is not None and not shown,
        played=list(state.played),
        target=state.target,
        power_stack=state.power_stack,
        extra_used=state.extra_used,
        final_round=state.final_round,
        turns_taken=state.turns_taken,
        designed_powers=bool(state.options.get("designed_powers", True)),
    )


def resample(state: FrozenState, seat: int, rng: random.Random) -> FrozenState:
    """Re-deal every card `seat` cannot place among the same hidden slots (sizes kept); once the
    game is over nothing is hidden and nothing is re-dealt."""
    twin = copy_state(state)
    if state.step == "over":
        return twin
    slots = [
        (p, i)
        for p, hand in enumerate(twin.hands)
        for i, s in enumerate(hand)
        if seat not in s.known_to
    ]
    cards = [twin.hands[p][i].card for p, i in slots]
    in_play = twin.in_play
    hidden_in_play = in_play is not None and seat not in in_play.known_to
    if hidden_in_play and in_play is not None:
        cards.append(in_play.card)
    rng.shuffle(cards)
    hands = [list(hand) for hand in twin.hands]
    for (p, i), card in zip(slots, cards, strict=False):
        hands[p][i] = replace(hands[p][i], card=card)
    twin.hands = [tuple(hand) for hand in hands]
    if hidden_in_play and in_play is not None:
        twin.in_play = replace(in_play, card=cards[-1])
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
