"""What one seat may see of a Penguin Party game: its own hand, everyone's hand size, the pyramid.

Views are plain frozen values built once per step for screens and the playout harness's secrecy
check; pydantic is kept for the save boundary, where validating pays. Every sequence is a tuple,
so a view never shares a list with the state it was built from.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from penguin_tables.games.penguin_party.cards import (
    COLOURS,
    EMPTY_HAND_REFUND,
    Colour,
    base_width,
    hand_size,
)
from penguin_tables.games.penguin_party.state import PartyState, Status


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat as everyone sees it; `penalty` and `refund` are this round's changes so far."""

    name: str
    hand_size: int
    points: int
    status: Status
    #: Points taken this round on giving up (one per card left in the hand).
    penalty: int = 0
    #: Points handed back this round for placing the last card (two, fewer if the total was lower).
    refund: int = 0


#: A seat's view with this content, shared: views are frozen values, and the views of a step (each
#: seat's, of the table and of its re-dealt twin) and of steps in a row mostly show the same seats.
player_view = lru_cache(maxsize=1024, typed=True)(PlayerView)


@dataclass(frozen=True, slots=True)
class RoundResult:
    """What one round did to one seat's penalty points: taken on giving up, or handed back."""

    penalty: int
    refund: int
    total: int

    @property
    def change(self) -> int:
        return self.penalty - self.refund


@dataclass(frozen=True, slots=True, kw_only=True)
class PartyView:
    """The table as one seat sees it: its own hand, everyone's hand size, the open pyramid."""

    seat: int | None
    hand: tuple[Colour, ...]
    players: tuple[PlayerView, ...]
    rows: tuple[tuple[Colour | None, ...], ...]
    round: int
    rounds: int
    turn: int
    base_width: int
    unseen_count: int
    round_points: tuple[tuple[int, ...], ...]
    over: bool
    #: The seat that started the current round (seat k starts round k).
    starter: int = 0
    #: The round just finished, seat by seat (empty before the first round ends).
    last_round: tuple[RoundResult, ...] = ()
    #: Points the viewing seat would get back by placing its last card now.
    refund_if_emptied: int = 0
    #: What the deal did beyond handing out cards (cards set aside, a card starting the base).
    deal_note: str = ""


def view_of(state: PartyState, seat: int | None) -> PartyView:
    """What `seat` sees; None: a spectator, who sees the table and no hand."""
    hand = state.hands[seat] if seat is not None else ()
    start = round_start_points(state)
    return PartyView(
        seat=seat,
        hand=tuple(sorted(hand, key=COLOURS.index)),
        players=tuple(
            [  # a list, not a generator: a view is built for every seat at every checked step
                player_view(
                    name,
                    len(cards),
                    pts,
                    status,
                    pts - before if status == "out" else 0,
                    before - pts if status == "emptied" else 0,
                )
                for name, cards, pts, status, before in zip(
                    state.players, state.hands, state.points, state.status, start, strict=True
                )
            ]
        ),
        rows=tuple(state.rows),  # each row is already a tuple, replaced when it changes
        round=state.round,
        rounds=len(state.players),
        turn=state.turn,
        base_width=base_width(len(state.players)),
        unseen_count=len(state.unseen),
        round_points=tuple(state.round_points),
        over=state.over,
        starter=state.round % len(state.players),
        last_round=last_round_results(state),
        refund_if_emptied=min(EMPTY_HAND_REFUND, state.points[seat]) if seat is not None else 0,
        deal_note=deal_note(state),
    )


def round_start_points(state: PartyState) -> tuple[int, ...]:
    """Each seat's total when the current round was dealt (the last round's, once the game is over)."""
    done = state.round_points
    return done[state.round - 1] if state.round > 0 else (0,) * len(state.players)


def last_round_results(state: PartyState) -> tuple[RoundResult, ...]:
    """The round that ended last, seat by seat (empty before the first round ends)."""
    if not state.round_points:
        return ()
    after = tuple(state.round_points[-1])
    before = tuple(state.round_points[-2]) if len(state.round_points) > 1 else (0,) * len(after)
    return round_results(before, after)


@lru_cache(maxsize=256)
def round_results(before: tuple[int, ...], after: tuple[int, ...]) -> tuple[RoundResult, ...]:
    """A seat's total went up on giving up, or down (or stayed at zero) when it placed its last
    card, since nobody both gives up and empties the hand. Kept once per pair of totals: the
    results are frozen, and a view is built at every step of a round that changes none of them."""
    return tuple(
        RoundResult(penalty=max(0, new - old), refund=max(0, old - new), total=new)
        for old, new in zip(before, after, strict=True)
    )


def deal_note(state: PartyState) -> str:
    """What the deal did besides handing out cards, in words for the players."""
    n = len(state.players)
    if n == 2:
        return (
            f"{len(state.unseen)} cards are set aside unseen this round, "
            f"and the base holds only {base_width(n)} cards."
        )
    if n != 5:
        return ""
    fresh = all(len(hand) == hand_size(n) for hand in state.hands)
    base = state.rows[0]
    if fresh and len(base) == 1 and base[0] is not None:
        return (
            f"Five players get {hand_size(n)} cards each; the one card left over, {base[0]}, "
            "was laid face up to start the base. Build on either side of it."
        )
    return "Five players: the card left over after dealing was laid face up to start the base."
