"""The state of a Penguin Party game (what one seat may see of it is in view.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

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
