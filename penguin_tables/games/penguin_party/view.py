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
    """What `seat` sees; None: a spectator, who sees the table and no hand.

    Looked up by everything it is worked out from: the harness asks for a seat's view of a re-dealt
    twin and then of the state, which show the same when no secret leaks, and the view is a frozen
    value of tuples, safe to hand out twice. The parts are passed as tuples, since the lookup
    hashes them (the hands, rows, status and totals already are, and are not copied).
    """
    return _view(
        seat,
        tuple(state.players),
        tuple(state.hands[seat]) if seat is not None else (),
        tuple(map(len, state.hands)),
        tuple(state.points),
        tuple(state.status),
        tuple(map(tuple, state.rows)),
        tuple(map(tuple, state.round_points)),
        state.round,
        state.turn,
        len(state.unseen),
        state.over,
    )


@lru_cache(maxsize=256)
def _view(
    seat: int | None,
    names: tuple[str, ...],
    hand: tuple[Colour, ...],
    sizes: tuple[int, ...],
    points: tuple[int, ...],
    status: tuple[Status, ...],
    rows: tuple[tuple[Colour | None, ...], ...],
    round_points: tuple[tuple[int, ...], ...],
    round_no: int,
    turn: int,
    unseen_count: int,
    over: bool,
) -> PartyView:
    """The view from the parts of the state that `view_of` reads (`sizes`: every hand's size)."""
    n = len(names)
    start = round_points[round_no - 1] if round_no > 0 else (0,) * n
    return PartyView(
        seat=seat,
        hand=sorted_hand(hand),
        players=players_seen(names, sizes, points, status, start),
        rows=rows,
        round=round_no,
        rounds=n,
        turn=turn,
        base_width=base_width(n),
        unseen_count=unseen_count,
        round_points=round_points,
        over=over,
        starter=round_no % n,
        last_round=last_round_results(round_points),
        refund_if_emptied=min(EMPTY_HAND_REFUND, points[seat]) if seat is not None else 0,
        deal_note=deal_note(sizes, rows[0], unseen_count),
    )


@lru_cache(maxsize=256)
def players_seen(
    names: tuple[str, ...],
    sizes: tuple[int, ...],
    points: tuple[int, ...],
    status: tuple[Status, ...],
    start: tuple[int, ...],
) -> tuple[PlayerView, ...]:
    """Every seat as everyone sees it (`start`: the totals as the round was dealt). The same for
    every seat's view of a step, so looked up once per step rather than built for each seat."""
    return tuple(
        [
            player_view(
                name,
                size,
                pts,
                mark,
                pts - before if mark == "out" else 0,
                before - pts if mark == "emptied" else 0,
            )
            for name, size, pts, mark, before in zip(
                names, sizes, points, status, start, strict=True
            )
        ]
    )


@lru_cache(maxsize=256)
def sorted_hand(hand: tuple[Colour, ...]) -> tuple[Colour, ...]:
    """A hand in colour order; a seat's hand is the same for most steps of a round."""
    return tuple(sorted(hand, key=COLOURS.index))


def last_round_results(round_points: tuple[tuple[int, ...], ...]) -> tuple[RoundResult, ...]:
    """The round that ended last, seat by seat (empty before the first round ends)."""
    if not round_points:
        return ()
    after = round_points[-1]
    before = round_points[-2] if len(round_points) > 1 else (0,) * len(after)
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


def deal_note(sizes: tuple[int, ...], base: tuple[Colour | None, ...], unseen_count: int) -> str:
    """What the deal did besides handing out cards, in words for the players (from every hand's
    size, the base row and the number of cards set aside)."""
    n = len(sizes)
    if n == 2:
        return (
            f"{unseen_count} cards are set aside unseen this round, "
            f"and the base holds only {base_width(n)} cards."
        )
    if n != 5:
        return ""
    fresh = all(size == hand_size(n) for size in sizes)
    if fresh and len(base) == 1 and base[0] is not None:
        return (
            f"Five players get {hand_size(n)} cards each; the one card left over, {base[0]}, "
            "was laid face up to start the base. Build on either side of it."
        )
    return "Five players: the card left over after dealing was laid face up to start the base."
