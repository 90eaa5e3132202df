"""The Penguin Party computer player: keep options open and never paint itself into a corner.

It looks one move ahead: after each candidate placement, how many of its remaining cards still have
somewhere to go, and how many spots its colours will have. It prefers moves that keep the most of its
hand playable, then the most spots, and spends colours it holds many of before rare ones.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from penguin_tables.games.penguin_party.actions import Action, GiveUp, PlaceOnBase
from penguin_tables.games.penguin_party.cards import Colour, base_width
from penguin_tables.games.penguin_party.pyramid import (
    base_ends,
    extend_base,
    open_spots,
    place_above,
)

if TYPE_CHECKING:
    from penguin_tables.games.penguin_party.state import PartyState


def best_action(state: PartyState, legal: list[Action], rng: random.Random) -> Action:
    if isinstance(legal[0], GiveUp):
        return legal[0]
    hand = state.hands[state.turn]
    width = base_width(len(state.players))
    scored = [(_score(state, hand, action, width), rng.random(), action) for action in legal]
    return max(scored, key=lambda item: (item[0], item[1]))[2]


def _score(
    state: PartyState, hand: tuple[Colour, ...], action: Action, width: int
) -> tuple[int, int, int]:
    assert not isinstance(action, GiveUp)
    rows = list(state.rows)
    if isinstance(action, PlaceOnBase):
        extend_base(rows, action.colour, action.end)
    else:
        place_above(rows, action.colour, action.row - 1, action.slot - 1)
    rest = list(hand)
    rest.remove(action.colour)
    counts = Counter(rest)
    ends = len(base_ends(rows, width))
    spots = {colour: len(open_spots(rows, colour)) + ends for colour in counts}
    playable = sum(count for colour, count in counts.items() if spots[colour] > 0)
    breadth = sum(spots.values())
    return playable, breadth, Counter(hand)[action.colour]
