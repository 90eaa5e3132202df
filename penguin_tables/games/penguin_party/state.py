"""The state of a Penguin Party game, and what one seat may see of it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel

from penguin_tables.engine.state import GameState
from penguin_tables.games.penguin_party.cards import Colour

Status = Literal["playing", "out", "emptied"]


@dataclass(slots=True, kw_only=True)
class PartyState(GameState):
    """Everything needed to continue: hands, pyramid rows, penalty points and whose turn it is.

    `rows[0]` is the base, always contiguous; row r has `len(rows[0]) - r` spots, spot i resting
    on spots i and i+1 of the row below (None is an empty spot).

    What changes rarely is a tuple, replaced when it changes (each row of the pyramid, each hand,
    the seats' status, each round's totals, the cards set aside and discarded): a copy of the state
    shares those and rebuilds only the outer lists, which is most of the cost of a step.
    """

    round: int = 0
    turn: int = 0
    hands: list[tuple[Colour, ...]]
    rows: list[tuple[Colour | None, ...]]
    status: tuple[Status, ...]
    points: list[int]
    unseen: tuple[Colour, ...] = ()
    discards: tuple[Colour, ...] = ()
    round_points: list[tuple[int, ...]] = field(default_factory=list)
    over: bool = False


class PlayerView(BaseModel):
    """One seat as everyone sees it; `penalty` and `refund` are this round's changes so far."""

    name: str
    hand_size: int
    points: int
    status: Status
    #: Points taken this round on giving up (one per card left in the hand).
    penalty: int = 0
    #: Points handed back this round for placing the last card (two, fewer if the total was lower).
    refund: int = 0


class RoundResult(BaseModel):
    """What one round did to one seat's penalty points: taken on giving up, or handed back."""

    penalty: int
    refund: int
    total: int

    @property
    def change(self) -> int:
        return self.penalty - self.refund


class PartyView(BaseModel):
    """The table as one seat sees it: its own hand, everyone's hand size, the open pyramid."""

    seat: int | None
    hand: list[Colour]
    players: list[PlayerView]
    rows: list[list[Colour | None]]
    round: int
    rounds: int
    turn: int
    base_width: int
    unseen_count: int
    round_points: list[list[int]]
    over: bool
    #: The seat that started the current round (seat k starts round k).
    starter: int = 0
    #: The round just finished, seat by seat (empty before the first round ends).
    last_round: list[RoundResult] = []
    #: Points the viewing seat would get back by placing its last card now.
    refund_if_emptied: int = 0
    #: What the deal did beyond handing out cards (cards set aside, a card starting the base).
    deal_note: str = ""
