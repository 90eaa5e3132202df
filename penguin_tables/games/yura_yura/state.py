"""The saved state of a game of Yura Yura Penguin, the tower's recorded poses, and what was placed
(a seat's view is in `view.py`, the values a choice carries in `choices.py`).

The tower is stored as the pose (position and angle) of every body after the last settling, rounded
so that a saved game rebuilds the same physics space bit for bit. Everything else the simulation
needs (shapes, masses, friction) is content, not state.

Records that never change once made (a pose, a card lying on a tier, a tier, a piece, a put-back
job) are frozen: copying a state shares them, and a frozen tier is the key under which the physics
keeps the body it builds from it (see `physics.bodies`). The tower's lists and the report are
rebuilt or filled in by a placement, so they stay mutable. Field names and order are the JSON of
saves, unchanged since these were pydantic models.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from penguin_tables.engine.state import GameState
from penguin_tables.games.yura_yura.actions import Place
from penguin_tables.games.yura_yura.content import Colour

Item = Literal["iceberg", "penguin", "ice", "card"]
PieceKind = Literal["ice", "penguin"]
Phase = Literal["place", "choose", "drawn", "call", "over"]
Ending = Literal["emptied", "broke", "sea"]


@dataclass(frozen=True, slots=True)
class Pose:
    """Where a body rests: centre of its outline's frame (cm) and angle (radians, anticlockwise)."""

    x: float
    y: float
    angle: float


@dataclass(frozen=True, slots=True)
class PlacedCard:
    """A sea card (or the starting card, id START) lying on a tier."""

    card: int
    pose: Pose


@dataclass(frozen=True, slots=True)
class Tier:
    """One iceberg card and the cards lying on it; tier 0 is the base standing in the sea."""

    pose: Pose
    cards: tuple[PlacedCard, ...] = ()


@dataclass(frozen=True, slots=True)
class Piece:
    """An ice rock or a penguin in the room above tier `tier` (under the iceberg card above it)."""

    kind: PieceKind
    ident: int
    tier: int
    pose: Pose


@dataclass(slots=True)
class Tower:
    tiers: list[Tier]
    pieces: list[Piece] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class PutBack:
    """Something knocked off that its placer must put back: a rock or penguin into its room (on
    tier `tier`), an iceberg card onto the top, or a sea card (`ident` its id) that lay on a tier
    knocked off onto the top."""

    kind: Literal["ice", "penguin", "iceberg", "card"]
    ident: int
    tier: int
    attempts: int = 0


@dataclass(slots=True)
class PlacementReport:
    """What the last placement did, for the log and the screen (not derivable without physics).

    `landed` says whether the item came to rest where it belongs (an iceberg card standing on the
    tier below, a card lying on the top, a piece out of the sea); `fell` lists the pieces already
    on the tower that went into the sea and must be put back.
    """

    item: Item
    tier: int
    cards_fallen: int = 0
    put_back: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    broke: bool = False
    seconds: float = 0.0
    landed: bool = True
    fell: list[PutBack] = field(default_factory=list)
    gave_up: bool = False
    #: The placement that made this report (public: everyone saw the hand), so every screen can
    #: replay its settling, whoever placed.
    place: Place | None = None


@dataclass(slots=True, kw_only=True)
class YuraState(GameState):
    hands: list[list[int]]
    sea: list[int]
    top_card: int
    named_colour: Colour | None = None
    turn: int = 0
    direction: int = 1
    phase: Phase = "place"
    pending: list[Item] = field(default_factory=list)
    #: The card played this turn: held by its player until it is down, then (on the tower, or
    #: given up to the sea under the retry cap) named here only for its effect, which comes
    #: once everything it knocked off is back.
    playing: int | None = None
    drawn: int | None = None
    skip_instruction: bool = False
    next_steps: int = 1
    catchable: int | None = None
    tower: Tower
    ending: Ending | None = None
    ender: int | None = None
    last: PlacementReport | None = None
    #: Knocked-off pieces the player placing must put back, in order, before anything else.
    put_back: list[PutBack] = field(default_factory=list)
    #: Failed attempts so far at the item due now (`pending[0]`); reset when it lands.
    attempts: int = 0
