"""Penguin Party's rules: dealing, placing, giving up, rounds and the final count."""

from __future__ import annotations

import random
from functools import partial
from itertools import chain, pairwise
from operator import is_not
from typing import ClassVar

from penguin_tables.engine.chance import Chance
from penguin_tables.engine.choices import Choice, Path, PathElement
from penguin_tables.engine.errors import BrokenInvariant, IllegalAction
from penguin_tables.engine.game import Game
from penguin_tables.engine.manifest import Manifest
from penguin_tables.engine.options import OptionValue
from penguin_tables.engine.outcome import Outcome, Rung, ScorePart, ladder_why
from penguin_tables.games.penguin_party.actions import (
    GIVE_UP,
    Action,
    GiveUp,
    PlaceAbove,
    PlaceOnBase,
)
from penguin_tables.games.penguin_party.cards import (
    DECK_COUNTS,
    EMPTY_HAND_REFUND,
    base_width,
    full_deck,
    hand_size,
)
from penguin_tables.games.penguin_party.choices import choice_path
from penguin_tables.games.penguin_party.manifest import MANIFEST
from penguin_tables.games.penguin_party.moves import is_legal_move, legal_moves
from penguin_tables.games.penguin_party.pyramid import extend_base, place_above, pyramid_problem
from penguin_tables.games.penguin_party.state import PartyState, Status
from penguin_tables.games.penguin_party.view import PartyView, view_of

PLAYING: Status = "playing"


class PenguinParty(Game[PartyState, Action, PartyView]):
    manifest: ClassVar[Manifest] = MANIFEST
    state_type = PartyState
    action_type = Action

    # ----- setup ----------------------------------------------------------------------------------
    def setup(
        self, players: list[str], chance: Chance, options: dict[str, OptionValue]
    ) -> PartyState:
        n = len(players)
        state = PartyState(
            players=players,
            chance=chance,
            options=options,
            hands=[() for _ in players],
            rows=[()],
            status=(PLAYING,) * n,
            points=[0] * n,
        )
        deal_round(state)
        return state

    # ----- turns ----------------------------------------------------------------------------------
    def to_move(self, state: PartyState) -> int | None:
        return None if state.over else state.turn

    def is_over(self, state: PartyState) -> bool:
        return state.over

    def legal_actions(self, state: PartyState) -> list[Action]:
        return legal_moves(state)

    def play(self, state: PartyState, action: Action) -> None:
        if not is_legal_move(state, action):
            raise IllegalAction(_why_illegal(state, action, self.legal_actions(state)))
        seat = state.turn
        hand = state.hands[seat]
        if isinstance(action, GiveUp):
            state.points[seat] += len(hand)
            state.discards = (*state.discards, *hand)
            state.hands[seat] = ()
            set_status(state, seat, "out")
        else:
            spent = hand.index(action.colour)
            hand = state.hands[seat] = hand[:spent] + hand[spent + 1 :]
            if isinstance(action, PlaceOnBase):
                extend_base(state.rows, action.colour, action.end)
            else:
                place_above(state.rows, action.colour, action.row - 1, action.slot - 1)
            if not hand:
                state.points[seat] -= min(EMPTY_HAND_REFUND, state.points[seat])
                set_status(state, seat, "emptied")
        advance_turn(state)

    def is_legal(self, state: PartyState, action: Action) -> bool:
        return is_legal_move(state, action)

    # ----- the end --------------------------------------------------------------------------------
    def outcome(self, state: PartyState) -> Outcome:
        best = min(state.points)
        winners = [seat for seat, pts in enumerate(state.points) if pts == best]
        names = " and ".join(state.players[s] for s in winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        return Outcome(
            scores=[float(p) for p in state.points],
            winners=winners,
            summary=f"{names} {verb} with {best} penalty point{'s' if best != 1 else ''}.",
            parts=[chips_per_round(state, seat) for seat in range(len(state.players))],
            why=ladder_why(
                state.players, [(p,) for p in state.points], winners, FEWEST, lower_wins=True
            ),
        )

    # ----- information ----------------------------------------------------------------------------
    def view(self, state: PartyState, seat: int | None) -> PartyView:
        return view_of(state, seat)

    # ----- decisions ------------------------------------------------------------------------------
    def choice_path(self, state: PartyState, action: Action) -> Path:
        return choice_path(state, action)

    def prompt(self, state: PartyState, seat: int, picked: tuple[PathElement, ...]) -> str:
        if not picked:
            if self.legal_actions(state) == [GIVE_UP]:
                return "No card fits anywhere: you must give up for this round."
            return "Choose a card to play."
        card = picked[0]
        assert isinstance(card, Choice)
        return f"Choose where the {card.label} card goes."

    def rule(self, state: PartyState, seat: int, picked: tuple[PathElement, ...]) -> str:
        if picked:
            return "Placing a card"
        return "When no card fits" if self.legal_actions(state) == [GIVE_UP] else "Your turn"

    def has_secrets(self, state: PartyState) -> bool:
        return True

    def resample_hidden(self, state: PartyState, seat: int, rng: random.Random) -> PartyState:
        twin = self.copy_state(state)
        hands = twin.hands
        others = [s for s in range(len(state.players)) if s != seat]
        pool = [*chain.from_iterable([hands[s] for s in others]), *twin.unseen, *twin.discards]
        pool.sort()  # in a fixed order first, so the worlds drawn depend only on what `seat` knows
        rng.shuffle(pool)
        dealt = 0
        for s in others:
            size = len(hands[s])
            hands[s] = tuple(pool[dealt : dealt + size])
            dealt += size
        set_aside = dealt + len(state.unseen)
        twin.unseen, twin.discards = tuple(pool[dealt:set_aside]), tuple(pool[set_aside:])
        return twin

    def describe(self, before: PartyState, action: Action, after: PartyState) -> str:
        seat = before.turn
        name = before.players[seat]
        if isinstance(action, GiveUp):
            line = f"{name} cannot play and takes {_points(len(before.hands[seat]))}."
        else:
            if not before.rows[0]:
                line = f"{name} starts the base with {action.colour}."
            elif isinstance(action, PlaceAbove):
                line = f"{name} places {action.colour} {_spot_words(before, action)}."
            else:
                line = f"{name} {str(action).replace('place', 'places', 1)}."
            if len(before.hands[seat]) == 1:
                refund = min(EMPTY_HAND_REFUND, before.points[seat])
                line += f" {name} has placed every card and " + (
                    f"hands back {_points(refund)}." if refund else "has no points to hand back."
                )
        if after.over:
            line += f" Round {before.round + 1}, the last, is over."
        elif after.round != before.round:
            starter = after.players[after.round % len(after.players)]
            line += f" Round {before.round + 1} is over; {starter} starts round {after.round + 1}."
        return line

    # ----- invariants -----------------------------------------------------------------------------
    def check_invariants(self, state: PartyState) -> None:
        check_party_invariants(state)


def deal_round(state: PartyState) -> None:
    """Shuffle and deal for the current round; the round's first player is seat `round`."""
    n = len(state.players)
    deck = full_deck()
    state.chance.rng().shuffle(deck)
    size = hand_size(n)
    state.hands = [tuple(deck[i * size : (i + 1) * size]) for i in range(n)]
    rest = deck[n * size :]
    state.rows = [()]
    state.unseen, state.discards = (), ()
    if n == 5:
        extend_base(state.rows, rest[0], "left")
    elif n == 2:
        state.unseen = tuple(rest)
    state.status = (PLAYING,) * n
    state.turn = state.round % n


def set_status(state: PartyState, seat: int, status: Status) -> None:
    """Whether `seat` still plays this round, gave up, or placed its last card."""
    state.status = (*state.status[:seat], status, *state.status[seat + 1 :])


def advance_turn(state: PartyState) -> None:
    """Pass the turn clockwise to the next seat still playing; end the round when none is."""
    status = state.status
    n = len(status)
    seat = state.turn
    for _ in status:
        seat = seat + 1 if seat + 1 < n else 0
        if status[seat] == "playing":
            state.turn = seat
            return
    end_round(state)


def end_round(state: PartyState) -> None:
    """Record the round's totals; deal the next round or end the game after one round per player."""
    state.round_points.append(tuple(state.points))
    if state.round + 1 >= len(state.players):
        state.over = True
        return
    state.round += 1
    deal_round(state)


#: Penguin Party's one rung: the fewest penalty points win.
FEWEST = (Rung("penalty points", wins="with the fewest penalty points"),)


def chips_per_round(state: PartyState, seat: int) -> list[ScorePart]:
    """A seat's penalty points round by round: the cards left when it gave up, less the two
    handed back when it placed its last card (a round still in play counts from the last total)."""
    totals = [0, *(points[seat] for points in state.round_points)]
    if not state.over:
        totals.append(state.points[seat])
    return [
        ScorePart(label=f"Round {r}", amount=after - before, shown=f"{after - before:+d}")
        for r, (before, after) in enumerate(pairwise(totals), start=1)
    ]


def _spot_words(state: PartyState, action: PlaceAbove) -> str:
    """'on row 2, resting on green and red': the cards under the spot, which stay under it as the
    base grows at either end (a slot counted from the left would not: it shifts with the base)."""
    below = state.rows[action.row - 2]
    left, right = below[action.slot - 1], below[action.slot]
    resting = f"two {left}s" if left == right else f"{left} and {right}"
    return f"on row {action.row}, resting on {resting}"


def _points(count: int) -> str:
    return f"{count} penalty point{'' if count == 1 else 's'}"


def _why_illegal(state: PartyState, action: Action, legal: list[Action]) -> str:
    if isinstance(legal[0], GiveUp) and len(legal) == 1:
        return "No card in your hand fits anywhere: you must give up for this round."
    if isinstance(action, GiveUp):
        return "You can still place a card, so you cannot give up."
    colour = getattr(action, "colour", None)
    if colour not in state.hands[state.turn]:
        return f"You have no {colour} card."
    if isinstance(action, PlaceOnBase):
        return "The base is full: place the card higher up."
    return f"A {colour} card cannot go there: it needs two cards below, one of them {colour}."


#: The 36 cards in sorted order, what every state's cards must sort to (checked several times a
#: step in every soak game, so worked out once).
_SORTED_DECK: list[str] = sorted(c for c, count in DECK_COUNTS.items() for _ in range(count))


def check_party_invariants(state: PartyState) -> None:
    """Every card is somewhere exactly once, the pyramid follows the rules, points are sane.

    Run for every state of a checked playout and each of its re-dealt twins: the cards are
    gathered by `chain` and the rows' empty spots dropped by `filter`, without a Python loop."""
    n = len(state.players)
    cards = [
        *chain.from_iterable(state.hands),
        *state.unseen,
        *state.discards,
        *filter(_is_card, chain.from_iterable(state.rows)),
    ]
    cards.sort()  # every card once: the same sorted list as the deck
    if cards != _SORTED_DECK:
        raise BrokenInvariant("the 36 cards are not all accounted for")
    problem = pyramid_problem(tuple(map(tuple, state.rows)), base_width(n))  # rows as a key
    if problem is not None:
        raise BrokenInvariant(problem)
    if min(state.points) < 0 or not 0 <= state.round < n:
        raise BrokenInvariant("points or round out of range")
    if not state.over and state.status[state.turn] != "playing":
        raise BrokenInvariant("the seat to move is not playing")


#: Whether a spot of a row holds a card (None is an empty spot).
_is_card = partial(is_not, None)
