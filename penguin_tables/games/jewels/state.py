"""The state of a Jewels game (what one seat may see of it is in view.py).

A turn is split into small steps (`phase`); the fields under "the step in progress" say where in the
turn we are, so a saved game resumes mid-turn (mid-bump, mid-scatter) exactly where it stopped.
The state and its seats are plain slotted dataclasses (copied at every step by `engine.copying`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from penguin_tables.engine.state import GameState

Phase = Literal[
    "setup_wild",
    "die",
    "penguin",
    "dest",
    "bump",
    "active",
    "adjust",
    "wild",
    "call",
    "swap_pos",
    "swap_obj",
    "scatter_gem",
    "scatter_tile",
    "everyone",
    "market",
    "buy",
    "over",
]
Gems = dict[str, int]


def no_gems() -> Gems:
    return {"R": 0, "E": 0, "S": 0, "D": 0}


def unspent() -> list[bool]:
    return [False, False, False]


@dataclass(slots=True, kw_only=True)
class Seat:
    """One player's guild: dice, penguins (index 0 is penguin #1), gems, secret guild, objectives."""

    dice: list[int]
    spent: list[bool] = field(default_factory=unspent)
    penguins: list[str]
    gems: Gems
    guild: str
    objectives: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class JewelsState(GameState):
    """Everything needed to continue a game of Jewels for the Emperor Penguin."""

    layout: dict[str, str]
    seats: list[Seat]
    display: list[str]
    deck: list[str]
    scattered: dict[str, Gems] = field(default_factory=dict)
    issued: Gems
    first_player: int = 0  # drawn at setup; saves from before the draw began with seat 0
    turn: int = 0
    phase: Phase = "die"
    thanks: int | None = None
    final_turns_left: int | None = None
    # ----- the step in progress -----
    setup_queue: list[int] = field(default_factory=list)
    play_again_move: bool = False
    penguin: int | None = None
    last_tile: str | None = None
    option: int | None = None
    everyone_queue: list[int] = field(default_factory=list)
    play_again: bool = False
    market_left: int = 0
    scatter_left: int = 0
    scatter_gem: str | None = None
    scatter_tiles: list[str] = field(default_factory=list)
    pending_gain: Gems = field(default_factory=dict)
    events: list[str] = field(default_factory=list)


class Spot(NamedTuple):
    """A choice's `value`: the map place it concerns, and whether it picks that place (» target)."""

    place: str | None
    target: bool = False
