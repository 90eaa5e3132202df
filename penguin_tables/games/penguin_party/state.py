"""The state of a Penguin Party game, and what one seat may see of it."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from penguin_tables.engine.game import GameState
from penguin_tables.games.penguin_party.cards import Colour

Status = Literal["playing", "out", "emptied"]


class PartyState(GameState):
    """Everything needed to continue: hands, pyramid rows, penalty points and whose turn it is.

    `rows[0]` is the base, always contiguous; row r has `len(rows[0]) - r` spots, spot i resting
    on spots i and i+1 of the row below (None is an empty spot).
    """

    round: int = 0
    turn: int = 0
    hands: list[list[Colour]]
    rows: list[list[Colour | None]]
    status: list[Status]
    points: list[int]
    unseen: list[Colour] = []
    discards: list[Colour] = []
    round_points: list[list[int]] = []
    over: bool = False


class PlayerView(BaseModel):
    name: str
    hand_size: int
    points: int
    status: Status


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
