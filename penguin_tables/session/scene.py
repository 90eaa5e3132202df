"""A scene: everything one seat at the keyboard may see, computed once per change of the table.

Screens draw scenes and never states: a scene holds the seat's view, the decision open to it and the
public facts of the table (names, who moves, how many moves were made), so what a screen can show is
limited by construction to what that seat may see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

from penguin_tables.engine.choices import Choice
from penguin_tables.engine.decisions import Decision
from penguin_tables.store.envelope import Seat

V = TypeVar("V")

#: live: a game being played; watching: a replay that shows only what everyone saw;
#: open: a replay of a finished game, every hand open.
SceneMode = Literal["live", "watching", "open"]


@dataclass(frozen=True, slots=True)
class Scene(Generic[V]):
    """What the seat `viewer` (None: a spectator) sees; `decision` is None unless it is to decide."""

    game_id: str
    title: str
    viewer: int | None
    seats: tuple[Seat, ...]
    to_move: int | None
    view: V
    decision: Decision[V] | None
    moves: int
    mode: SceneMode = "live"
    #: The log as this seat may read it: the public lines, and its own words for its secret steps.
    log: tuple[str, ...] = ()
    #: A window of one seat (or a spectator's): its keys act for `viewer` alone, never for another
    #: person at the table (Yura Yura's out-of-turn catch of another seat is theirs to press).
    own_seat_only: bool = False
    #: What a window's own seat may do while another seat is to move, one pick each (Yura Yura's
    #: catch of a missed call, the forgetter owning up); empty at the shared keyboard, where it
    #: is part of the mover's `decision`.
    aside: tuple[Choice, ...] = ()

    @property
    def my_turn(self) -> bool:
        return self.decision is not None and bool(self.decision.choices)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == "computer"
