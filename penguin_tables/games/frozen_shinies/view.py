"""What one seat may see of a Frozen Shinies table, and the one function that builds it.

The stacks and the fish are open; hands are secret but their sizes are not. A hand card is shown to
a seat only if that seat knows it is there (its own cards, cards taken from the open stacks, a card
it stole). Once the game is over every hand is laid open, to the players and to a spectator alike:
the final count is made from the cards in hand, so the table sees them.

Views are plain frozen dataclasses of tuples: one is built for every seat at every step of a checked
game, so they cost no validation, and a screen can neither change one nor reach the state through it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import starmap
from operator import attrgetter

from penguin_tables.games.frozen_shinies.state import Cut, FrozenState, HandCard, Step

#: A hand card's id and where it was stolen from, read in C (every hand, every view, every step).
_CARD = attrgetter("card")
_STOLEN_FROM = attrgetter("stolen_from")


def _stolen(hand: tuple[HandCard, ...]) -> tuple[int | None, ...]:
    return tuple(map(_STOLEN_FROM, hand))


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player as the viewer sees them: `hand` holds card ids, None where the card is secret;
    `stolen_from` tells, slot by slot, whose hand a stolen card came from (that is public)."""

    name: str
    hand_size: int
    fish: int
    hand: tuple[int | None, ...]
    stolen_from: tuple[int | None, ...]


#: A player's view with this content, shared: views are frozen values, and the views of a step
#: (each seat's, of the table and of its re-dealt twin) and of steps in a row mostly show the
#: same players, so most are looked up rather than built.
player_view = lru_cache(maxsize=4096, typed=True)(PlayerView)


@dataclass(frozen=True, slots=True)
class FrozenView:
    """The table as one seat sees it: every stack, every fish, its own hand, others' known cards.

    `seat` is None for a spectator, who sees no card of any hand. Stacks list card ids from the
    front (index 0) to the back, as in the state.
    """

    seat: int | None
    players: tuple[PlayerView, ...]
    stacks: tuple[tuple[int, ...], ...]
    bank: int
    cuts: tuple[tuple[Cut, ...], ...]
    first: int
    turn: int
    step: Step
    in_play: int | None
    in_play_hidden: bool
    played: tuple[int, ...]
    target: int | None
    power_stack: int | None
    extra_used: bool
    final_round: bool
    turns_taken: int
    designed_powers: bool


def view_of(state: FrozenState, seat: int | None) -> FrozenView:
    """What `seat` may see; a spectator (None) sees every hand's size and no card in it, until
    the game is over and every hand is open."""
    hands = state.hands
    # Built with map and list comprehensions, not generators: a view is built for every seat at
    # every checked step, so the per-player loop runs in C where it can.
    if state.step == "over":
        shown = [tuple(map(_CARD, hand)) for hand in hands]
    else:
        shown = [tuple([s.card if seat in s.known_to else None for s in hand]) for hand in hands]
    parts = zip(state.players, map(len, hands), state.fish, shown, map(_stolen, hands), strict=True)
    players = tuple(starmap(player_view, parts))
    in_play = state.in_play
    seen = in_play is not None and seat is not None and seat in in_play.known_to
    return FrozenView(
        seat=seat,
        players=players,
        stacks=tuple(state.stacks),
        bank=state.bank,
        cuts=state.cuts,
        first=state.first,
        turn=state.turn,
        step=state.step,
        in_play=in_play.card if in_play is not None and seen else None,
        in_play_hidden=in_play is not None and not seen,
        played=state.played,
        target=state.target,
        power_stack=state.power_stack,
        extra_used=state.extra_used,
        final_round=state.final_round,
        turns_taken=state.turns_taken,
        designed_powers=bool(state.options.get("designed_powers", True)),
    )
