"""Setting the table: the cut for first player, the fish bank, the hands and the six-card stacks."""

from __future__ import annotations

import random

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.options import OptionValue
from penguin_tables.games.frozen_shinies.content import deck_for, setting, values
from penguin_tables.games.frozen_shinies.state import Cut, FrozenState, HandCard


def cut_for_first(
    rng: random.Random, ids: list[int], seats: list[int]
) -> tuple[tuple[Cut, ...], ...]:
    """Every contender cuts the whole deck; the highest value goes first, ties cut again.

    Each cut is independent (the deck is made whole again between cuts), so equal values happen,
    and the rounds are kept so the screen can show the players how the first seat was found.
    """
    rounds: list[tuple[Cut, ...]] = []
    contenders = list(seats)
    while True:
        cuts = tuple(Cut(seat=seat, card=rng.choice(ids)) for seat in contenders)
        rounds.append(cuts)
        best = max(values()[c.card] for c in cuts)
        contenders = [c.seat for c in cuts if values()[c.card] == best]
        if len(contenders) == 1:
            return tuple(rounds)


def setup_state(players: list[str], chance: Chance, options: dict[str, OptionValue]) -> FrozenState:
    """Only the cards marked for this many players; two to each hand; the rest in stacks of six."""
    n = len(players)
    ids = list(deck_for(n))
    rng = chance.rng()
    cuts = cut_for_first(rng, ids, list(range(n)))
    rng.shuffle(ids)
    hand_size, stack_size = setting("hand_size"), setting("stack_size")
    hands = [
        tuple(HandCard(card=ids.pop(), known_to=(seat,)) for _ in range(hand_size))
        for seat in range(n)
    ]
    stacks = [tuple(ids[i * stack_size : (i + 1) * stack_size]) for i in range(n + 1)]
    first = max(cuts[-1], key=lambda c: values()[c.card]).seat
    return FrozenState(
        players=players,
        chance=chance,
        options=options,
        stacks=stacks,
        hands=hands,
        fish=[0] * n,
        bank=setting("fish_per_player") * n,
        cuts=cuts,
        first=first,
        turn=first,
    )
