"""The designed components of Yura Yura Penguin, read once from `assets/content/yura-yura.json`.

Keeping the card mix and every physical number in data means the design note and the engine can
never disagree, and tuning the tower's feel is an edit to one file, not to code.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel

from penguin_tables.engine.assets import load_content

GAME_ID = "yura-yura"

Colour = Literal["white", "light", "deep"]
Symbol = Literal["iceberg", "penguin", "ice1", "ice2", "draw2", "reverse", "skip"]
AURORA_SYMBOLS: tuple[Symbol, ...] = ("draw2", "reverse", "skip")

#: The starting card is not in the sea; it is named by this id wherever a card id is expected.
START = -1


class Card(BaseModel):
    """One sea card: aurora cards have no colour of their own."""

    id: int
    colour: Colour | None
    symbol: Symbol

    @property
    def aurora(self) -> bool:
        return self.colour is None


class Slab(BaseModel):
    """A flat card seen from the side: a thin rectangle."""

    width: float
    thickness: float
    mass: float
    friction: float


class IcebergShape(BaseModel):
    """A U-folded iceberg card seen from the side: a top plate on two legs."""

    width: float
    plate: float
    height: float
    leg: float
    mass: float
    friction: float


class Block(BaseModel):
    """A small piece standing in a room: an ice rock or a penguin."""

    width: float
    height: float
    mass: float
    friction: float


class Floor(BaseModel):
    half_width: float
    friction: float


class Stepping(BaseModel):
    """How a space is stepped and when it counts as at rest: one set per `physics` option.

    The first `warm_steps` steps get `iterations` (the solver has no remembered contact forces
    yet), the rest `warm_iterations`. A body idle below `still_speed` for `still_hold` rests;
    whether everything rests is asked every `check_every` steps.
    """

    time_step: float
    iterations: int
    warm_steps: int
    warm_iterations: int
    collision_slop: float
    damping: float
    settle_cap: float
    still_speed: float
    still_hold: float
    check_every: int
    #: Cold iterations per tier of the tower, capped at `iterations` (0: always `iterations`),
    #: never below `min_iterations`; the warm ones are half as many, capped at `warm_iterations`.
    iterations_per_tier: int = 0
    min_iterations: int = 0


class FallLimits(BaseModel):
    """Today's judge of a fall (the `falls=table` option): past these, a tier or card that is
    still up has fallen (centimetres and radians, measured against what it stands on)."""

    #: Turned against what it stands on by more than this.
    tilt: float
    #: Slid sideways on what it stands on by more than this, in one placement.
    slide: float
    #: A foot (or a card's middle, or a piece's) below the face it stood on by more than this.
    drop: float


class Physics(BaseModel):
    """Every number the simulation uses (centimetres, grams, seconds)."""

    gravity: float
    fall_height: float
    base_topple_angle: float
    stand_tilt: float
    falls: FallLimits
    #: Today's physics; `resting`: the first sleeping tower (issue 24), `original`: the physics
    #: of saves from before issue 24 (both kept so games started with them replay exactly).
    sleeping: Stepping
    resting: Stepping
    original: Stepping
    rest_shift: float
    rest_turn: float
    iceberg: IcebergShape
    sea_card: Slab
    starting_card: Slab
    ice: Block
    penguin: Block
    sea_floor: Floor


class Meter(BaseModel):
    """How the steadiness meter's reading turns into a placement, and each bot level's wobble."""

    aims: list[float]
    readings: list[float]
    max_offset: float
    max_tilt: float
    gentle_speed: float
    extra_speed: float
    skill: dict[str, float]


class Content(BaseModel):
    colours: list[Colour]
    coloured_cards_per_colour: dict[Symbol, int]
    aurora_cards: dict[Symbol, int]
    hand_sizes: dict[str, int]
    iceberg_cards: int
    ice_pieces: int
    penguins: int
    physics: Physics
    meter: Meter


@cache
def content() -> Content:
    return Content.model_validate(load_content(GAME_ID))


@cache
def deck() -> tuple[Card, ...]:
    """The 48 sea cards in a fixed order; a card's id is its index here."""
    data = content()
    cards: list[Card] = []
    for colour in data.colours:
        for symbol, count in data.coloured_cards_per_colour.items():
            cards += [Card(id=0, colour=colour, symbol=symbol) for _ in range(count)]
    for symbol, count in data.aurora_cards.items():
        cards += [Card(id=0, colour=None, symbol=symbol) for _ in range(count)]
    return tuple(card.model_copy(update={"id": i}) for i, card in enumerate(cards))


def card(card_id: int) -> Card:
    return deck()[card_id]


def hand_size(players: int) -> int:
    return content().hand_sizes[str(players)]


SYMBOL_WORDS: dict[str, str] = {
    "iceberg": "iceberg",
    "penguin": "penguin",
    "ice1": "ice 1",
    "ice2": "ice 2",
    "draw2": "draw 2",
    "reverse": "reverse",
    "skip": "skip",
}
COLOUR_WORDS: dict[str, str] = {"white": "white", "light": "light-blue", "deep": "deep-blue"}


def card_name(card_id: int) -> str:
    """Readable words for a card: 'deep-blue penguin', 'aurora skip', 'the starting card'."""
    if card_id == START:
        return "the starting card"
    c = card(card_id)
    if c.colour is None:
        return f"aurora {SYMBOL_WORDS[c.symbol]}"
    return f"{COLOUR_WORDS[c.colour]} {SYMBOL_WORDS[c.symbol]}"
