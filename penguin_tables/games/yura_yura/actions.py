"""The moves of Yura Yura Penguin, each a small immutable value with words for the log.

Placing is one action carrying the aim the player chose with the arrow keys and the numbers the
steadiness meter produced, so the engine never needs a clock and stays deterministic. Actions are
frozen dataclasses, and the ones offered again and again are built once (`place_actions`, `play`, `catch`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated, Literal

from pydantic import Field

from penguin_tables.games.yura_yura.content import COLOUR_WORDS, Colour, card_name, content
from penguin_tables.games.yura_yura.meter import all_readings, placement_numbers


@dataclass(frozen=True, slots=True, kw_only=True)
class Place:
    """Put the item due now (iceberg card, penguin, ice rock, the played card, or something that
    fell and is being put back) on the tower.

    `tier` is the player's pick for an ice rock when several tiers tie for the fewest rocks (see
    `legal_actions`); None lets the rock go on the highest of them.
    """

    kind: Literal["place"] = "place"
    aim: float
    offset: float
    tilt: float
    speed: float
    tier: int | None = None

    def __str__(self) -> str:
        side = "centre" if self.aim == 0 else f"{abs(self.aim):g} cm {_side(self.aim)} of centre"
        drift = "no drift" if self.offset == 0 else f"drifting {abs(self.offset):g} cm"
        drift += "" if self.offset == 0 else f" {_side(self.offset)}"
        where = "" if self.tier is None else f" on tier {self.tier + 1}"
        return f"place{where} aiming {side}, {drift}, dropped at {self.speed:g} cm/s"


@dataclass(frozen=True, slots=True, kw_only=True)
class Play:
    """Play a card from the hand; an aurora card names the colour it stands for."""

    kind: Literal["play"] = "play"
    card: int
    colour: Colour | None = None

    def __str__(self) -> str:
        naming = f", naming {COLOUR_WORDS[self.colour]}" if self.colour else ""
        return f"play {card_name(self.card)}{naming}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Draw:
    """Draw one card from the sea when nothing in the hand can be played."""

    kind: Literal["draw"] = "draw"

    def __str__(self) -> str:
        return "draw a card from the sea"


@dataclass(frozen=True, slots=True, kw_only=True)
class CallPenguin:
    """Shout "Penguin!" with one card left, then end the turn."""

    kind: Literal["call"] = "call"

    def __str__(self) -> str:
        return 'call "Penguin!" and end the turn'


@dataclass(frozen=True, slots=True, kw_only=True)
class EndTurn:
    """The "Penguin!" moment passed without a call: the turn ends and the miss can be caught.

    Nobody chooses this to gain anything: the screen sends it when the moment runs out, and a
    computer player when it forgets.
    """

    kind: Literal["end"] = "end"

    def __str__(self) -> str:
        return 'let the "Penguin!" moment pass'


@dataclass(frozen=True, slots=True, kw_only=True)
class Catch:
    """Point out a missed "Penguin!" call: the forgetter draws a card.

    Any player other than the forgetter may catch, from the miss until the forgetter's next move.
    `by` is the catching seat; None means the seat whose turn it is.
    """

    kind: Literal["catch"] = "catch"
    by: int | None = None

    def __str__(self) -> str:
        return 'catch a missed "Penguin!"'


@dataclass(frozen=True, slots=True, kw_only=True)
class OwnUp:
    """The player who missed a "Penguin!" call remembers it and draws a card (rulebook: draw
    when you remember). Open to the forgetter, in turn or out of it, for as long as a catch is."""

    kind: Literal["own-up"] = "own-up"

    def __str__(self) -> str:
        return 'own up to a missed "Penguin!" call'


Action = Annotated[
    Place | Play | Draw | CallPenguin | EndTurn | Catch | OwnUp, Field(discriminator="kind")
]


def _side(value: float) -> str:
    return "left" if value < 0 else "right"


def place_action(aim: float, distance: float, side: int) -> Place:
    """The placement for an aim and a meter release (the screen and the bots both use this)."""
    numbers = placement_numbers(distance, side)
    return Place(aim=aim, offset=numbers.offset, tilt=numbers.tilt, speed=numbers.speed)


@cache
def place_actions() -> tuple[Place, ...]:
    """Every legal placement: each aim slot with each meter reading on the grid."""
    return tuple(
        place_action(aim, distance, side)
        for aim in content().meter.aims
        for distance, side in all_readings()
    )


@cache
def place_set() -> frozenset[Place]:
    """The legal placements as a set, for a quick membership check."""
    return frozenset(place_actions())


@cache
def placements_on(tiers: tuple[int, ...]) -> tuple[Place, ...]:
    """Every placement of an ice rock that may go on any of `tiers`: each tier with each release
    (built directly: `dataclasses.replace` costs several times more per action)."""
    return tuple(
        Place(aim=p.aim, offset=p.offset, tilt=p.tilt, speed=p.speed, tier=t)
        for t in tiers
        for p in place_actions()
    )


@cache
def play(card_id: int, colour: Colour | None = None) -> Play:
    """The one Play action for this card (and named colour), built once."""
    return Play(card=card_id, colour=colour)


@cache
def catch(by: int | None = None) -> Catch:
    """The one Catch action by this seat (None: the seat to move), built once."""
    return Catch(by=by)


DRAW = Draw()
CALL = CallPenguin()
END = EndTurn()
OWN_UP = OwnUp()
