"""Which judge says what fell: today's (`falls=table`), or the older one saves keep (`feet`).

Rulebook: whoever dropped a piece puts back what falls, and the game goes on if only pieces or
the card just tried fall. Today's judge calls a fall what players at the table would call one:
something that came off the tower or plainly gave way (the limits are content, `physics.falls`).

- Anything in the sea has fallen.
- A new iceberg card stands, and a played or put-back card lies on the top, when it is turned
  against the top tier by at most `tilt` (20 degrees) and neither foot (for a card, its middle)
  is below the face of that tier's plate (by more than `FOOT_SINK`, what a body resting on it
  sinks in): one under it hangs over the edge.
- A rock or penguin has fallen when turned against the floor of its room by more than `tilt`
  (tipped over an edge) or with its middle below that floor's face (out of its room).
- A tier that stood has fallen when, against the tier below, it turned by more than `tilt`, slid
  by more than `slide` (2 cm) or a foot sank by more than `drop` (half a centimetre) in this
  placement. Measured against where it stood, so a tier that shifted a few millimetres and
  stands level still stands, however near an edge it stood.

So a card resting level on the top is placed, wherever exactly its legs are. The older judge
(`judge`: the middle of each foot over what holds it) stays for saves made before the option,
which replay exactly by it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import pymunk

from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.options import FallRule
from penguin_tables.games.yura_yura.physics.bodies import in_sea
from penguin_tables.games.yura_yura.physics.judge import (
    FOOT_SINK,
    feet,
    first_fallen_tier,
    lies_on,
    stands_on,
)
from penguin_tables.games.yura_yura.physics.shapes import iceberg_top
from penguin_tables.games.yura_yura.state import Pose, Tier


@cache
def _limits() -> tuple[float, float, float, float]:
    """How far a body may turn on what it stands on, how far a standing tier may slide and a foot
    drop in one placement, and the lowest a foot may rest: the plate's face, less what the solver
    lets a body sink into what holds it (`FOOT_SINK`, in the frame of the tier)."""
    falls = content().physics.falls
    return falls.tilt, falls.slide, falls.drop, iceberg_top() - FOOT_SINK


def _turned(upper: pymunk.Body, lower: pymunk.Body) -> float:
    angle_of = pymunk.cp.cpBodyGetAngle
    return abs(math.remainder(angle_of(upper._body) - angle_of(lower._body), math.tau))


def _local(
    lower: pymunk.Body, upper: pymunk.Body, point: tuple[float, float]
) -> tuple[float, float]:
    """`point` of `upper`'s frame in `lower`'s frame, where the space left them."""
    cp = pymunk.cp
    world = cp.cpBodyLocalToWorld(upper._body, point)
    local = cp.cpBodyWorldToLocal(lower._body, world)
    return float(local.x), float(local.y)


#: Where one body sits on another: the middle of the upper body in the lower body's frame (x, y)
#: and how far it is turned against it.
Relation = tuple[float, float, float]


def _relation(lower: tuple[float, float, float], upper: tuple[float, float, float]) -> Relation:
    """Where `upper` sits on `lower`, each given as (x, y, angle) in the world."""
    dx, dy = upper[0] - lower[0], upper[1] - lower[1]
    c, s = math.cos(lower[2]), math.sin(lower[2])
    return dx * c + dy * s, dy * c - dx * s, upper[2] - lower[2]


def _where(body: pymunk.Body) -> tuple[float, float, float]:
    """A body's position and angle, read once from Chipmunk."""
    cp = pymunk.cp
    at = cp.cpBodyGetPosition(body._body)
    return float(at.x), float(at.y), float(cp.cpBodyGetAngle(body._body))


def _foot_heights(relation: Relation) -> list[float]:
    """How high each foot of the upper iceberg card sits in the lower body's frame."""
    _, y, turn = relation
    c, s = math.cos(turn), math.sin(turn)
    return [y + fx * s + fy * c for fx, fy in feet()]


def stands_up(upper: pymunk.Body, lower: pymunk.Body, _below: Tier | None = None) -> bool:
    """Whether a new iceberg card `upper` stands on the tier whose body is `lower`: out of the
    sea, turned by at most `tilt`, and neither foot below the face of that tier's plate (a foot
    under it hangs over the edge)."""
    tilt, _, _, face = _limits()
    if in_sea(upper) or _turned(upper, lower) > tilt:
        return False
    return all(_local(lower, upper, foot)[1] >= face for foot in feet())


def lies_up(card: pymunk.Body, lower: pymunk.Body, _below: Tier | None = None) -> bool:
    """Whether a sea card lies on the tier whose body is `lower`: out of the sea, turned by at
    most `tilt`, its middle above the face of that tier's plate."""
    tilt, _, _, face = _limits()
    if in_sea(card) or _turned(card, lower) > tilt:
        return False
    return _local(lower, card, (0.0, 0.0))[1] >= face


def piece_out(piece: pymunk.Body, floor: pymunk.Body) -> bool:
    """Whether a rock or penguin fell: in the sea, turned by more than `tilt` against its floor
    (the plate of the tier it stands on: tipped over its edge), or its middle below that plate's
    face (out of its room)."""
    tilt, _, _, face = _limits()
    if in_sea(piece) or _turned(piece, floor) > tilt:
        return True
    return _local(floor, piece, (0.0, 0.0))[1] < face


def still_stands(was: tuple[Pose, Pose], lower: pymunk.Body, upper: pymunk.Body) -> bool:
    """Whether a tier recorded standing (`was`: the tier below's pose and its own) still stands
    on the tier below: out of the sea, not turned against it by more than `tilt` more than it
    was, not slid on it by more than `slide`, and neither foot sunk by more than `drop`.

    Measured against where it stood, not against a line it may have stood a hair from: a tier
    that shifted a few millimetres stands, wherever exactly its legs are.
    """
    tilt, slide, drop, _ = _limits()
    if in_sea(upper):
        return False
    was_lower, was_upper = was
    before = _relation(
        (was_lower.x, was_lower.y, was_lower.angle), (was_upper.x, was_upper.y, was_upper.angle)
    )
    now = _relation(_where(lower), _where(upper))
    if abs(math.remainder(now[2] - before[2], math.tau)) > tilt or abs(now[0] - before[0]) > slide:
        return False
    sunk = zip(_foot_heights(now), _foot_heights(before), strict=True)
    return all(height >= height_before - drop for height, height_before in sunk)


def first_off_tier(tiers: list[Tier], bodies: list[pymunk.Body]) -> int | None:
    """The lowest tier that fell (every tier above it went with it), or None.

    The base has fallen when it has tipped past `base_topple_angle`, as under the older judge.
    """
    if abs(bodies[0].angle) > content().physics.base_topple_angle:
        return 0
    for index in range(1, len(bodies)):
        was = (tiers[index - 1].pose, tiers[index].pose)
        if not still_stands(was, bodies[index - 1], bodies[index]):
            return index
    return None


def _piece_in_sea(piece: pymunk.Body, floor: pymunk.Body) -> bool:
    return in_sea(piece)


#: An item judged on what it landed on: its body, the body below and that tier as recorded.
OnTier = Callable[[pymunk.Body, pymunk.Body, Tier], bool]


@dataclass(frozen=True, slots=True)
class Judge:
    """What fell after a placement, by one value of the `falls` option."""

    #: The lowest tier no longer standing (tiers as recorded, bodies as they came to rest).
    first_fallen: Callable[[list[Tier], list[pymunk.Body]], int | None]
    #: Whether a new iceberg card stands on the top tier.
    stands: OnTier
    #: Whether a played or put-back card lies on the top tier.
    lies: OnTier
    #: Whether a rock or penguin fell, given its body and its floor's.
    piece_fell: Callable[[pymunk.Body, pymunk.Body], bool]


JUDGES: dict[FallRule, Judge] = {
    "table": Judge(first_off_tier, stands_up, lies_up, piece_out),
    "feet": Judge(first_fallen_tier, stands_on, lies_on, _piece_in_sea),
}
