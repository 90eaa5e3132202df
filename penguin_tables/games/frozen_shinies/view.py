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
from operator import attrgetter
from typing import Final, Literal

from penguin_tables.games.frozen_shinies.state import Cut, FrozenState, HandCard, Step

#: A hand card's id and where it was stolen from, read in C (every hand, every view, every step).
_CARD = attrgetter("card")
_STOLEN_FROM = attrgetter("stolen_from")


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

    `seat` is None for a spectator, who sees only the cards of a hand that every seat knows. Stacks list card ids from the
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


#: The viewer a hand is shown to once the game is over and every hand lies open.
OPEN: Final = "open"
Shown = int | None | Literal["open"]

#: Each player's view of a hand, found by the hand's identity (with the viewer, the fish and the
#: name, the rest of what it shows), with the hand held so its id stays its own. A hand is a tuple
#: of frozen cards, so what one hand object shows a viewer never changes; a step changes a hand or
#: two, a re-deal only the hands holding a card the viewer does not know (a tenth of them in the
#: soak), so most players of the views of a step (each seat's, of the state and of its re-dealt
#: twin) are found here: six in seven in the soak. A value lookup would hash every card of the
#: hand, in Python, each time. Forgotten all at once at `SEEN_LIMIT` entries (about a game).
_SEEN: dict[tuple[int, Shown, int, str], tuple[tuple[HandCard, ...], PlayerView]] = {}
SEEN_LIMIT = 4096


def _player(
    name: str, fish: int, hand: tuple[HandCard, ...], shown: Shown, seats: int
) -> PlayerView:
    """A player's view, worked out: every card of the hand once it lies open, else the cards
    the viewer knows are there, and the cards every seat knows are there (taken from the open
    stacks: public, so a spectator sees them too)."""
    if shown == OPEN:
        cards = tuple(map(_CARD, hand))
    else:
        cards = tuple([s.card if _sees(s, shown, seats) else None for s in hand])
    return player_view(name, len(hand), fish, cards, tuple(map(_STOLEN_FROM, hand)))


def _sees(card: HandCard, shown: int | None, seats: int) -> bool:
    """The viewer knows where this card is: it is told, or every seat is (then it is public)."""
    return shown in card.known_to or len(card.known_to) >= seats


def view_of(state: FrozenState, seat: int | None) -> FrozenView:
    """What `seat` may see; a spectator (None) sees every hand's size and only the cards every
    seat knows are there, until the game is over and every hand is open."""
    shown: Shown = OPEN if state.step == "over" else seat
    seats = len(state.players)
    seen = _SEEN
    players = []
    # A plain loop with the lookup inline: it runs for every player of every view of every step.
    for name, fish, hand in zip(state.players, state.fish, state.hands, strict=True):
        key = (id(hand), shown, fish, name)
        known = seen.get(key)
        if known is None or known[0] is not hand:
            if len(seen) >= SEEN_LIMIT:
                seen.clear()
            known = seen[key] = (hand, _player(name, fish, hand, shown, seats))
        players.append(known[1])
    in_play = state.in_play
    sees = in_play is not None and _sees(in_play, seat, seats)
    parts = (
        seat,
        tuple(players),
        tuple(state.stacks),
        state.bank,
        state.cuts,
        state.first,
        state.turn,
        state.step,
        in_play.card if in_play is not None and sees else None,
        in_play is not None and not sees,
        state.played,
        state.target,
        state.power_stack,
        state.extra_used,
        state.final_round,
        state.turns_taken,
        bool(state.options.get("designed_powers", True)),
    )
    # The harness asks for a seat's view of its re-dealt twin, then of the state, which show the
    # same parts when the secrets are kept. Equal parts make equal views (a view's `==` compares
    # exactly these), so the second is handed the view just built, a frozen value, instead of an
    # equal one built again. Built from the parts in the order of the fields (a test reads every
    # field back). The pair is read and replaced whole, so no other thread sees half of it.
    last_parts, last_view = _last[0]
    if last_view is not None and last_parts == parts:
        return last_view
    view = FrozenView(*parts)
    _last[0] = (parts, view)
    return view


#: The view built last, with the parts it was built from (one only: the next step's differ).
_last: list[tuple[tuple[object, ...], FrozenView | None]] = [((), None)]
