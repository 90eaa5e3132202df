"""The older judge of where things came to rest (the `falls=feet` option, kept for saves made
before today's judge, `falls.py`): does an iceberg card stand, does a card lie on the top?

Rulebook: a new iceberg card makes a new tier. We count it as one only when it stands on the tier
below: both feet on that tier's plate (or the cards lying on it), not hooked below the plate, and
turned against that tier by no more than `stand_tilt`. A card hanging off the side has fallen,
whatever height it stopped at. The same test, applied bottom up, finds the tiers a collapse
knocked off, however little they moved (issue 42: a tier shifted 0.008 cm went back).
"""

from __future__ import annotations

import math
from functools import cache

import pymunk

from penguin_tables.games.yura_yura.content import START, content
from penguin_tables.games.yura_yura.physics.bodies import TIER_CACHE
from penguin_tables.games.yura_yura.physics.memo import IdentityMemo
from penguin_tables.games.yura_yura.physics.shapes import (
    card_part,
    iceberg_parts,
    iceberg_top,
)
from penguin_tables.games.yura_yura.state import Tier

#: Below the plate's upper face by more than this, a foot is hooked over the edge, not standing.
FOOT_SINK = 0.15


def _support_span(tier: Tier) -> tuple[float, float]:
    """Left and right ends of what a foot can stand on, in the tier's own frame.

    The plate, widened by every card lying on it (a sea card is wider than the plate). Each
    card's place along the tier is `relative(tier.pose, card.pose).x`, worked out on plain
    floats (the same arithmetic in the same order, so the same number).
    """
    half = content().physics.iceberg.width / 2
    left, right = -half, half
    origin = tier.pose
    c, s = math.cos(-origin.angle), math.sin(-origin.angle)
    for placed in tier.cards:
        pose = placed.pose
        x = (pose.x - origin.x) * c - (pose.y - origin.y) * s
        card_half = _card_half(placed.card == START)
        left, right = min(left, x - card_half), max(right, x + card_half)
    return left, right


@cache
def _card_half(starting: bool) -> float:
    """How far a card reaches either side of its middle (the starting card, or a sea card)."""
    return max(abs(x) for x, _ in card_part(START if starting else 0).points)


#: A tier's support span, found by the tier object itself (see `memo`).
support_span: IdentityMemo[Tier, tuple[float, float]] = IdentityMemo(_support_span, TIER_CACHE)


def turned(upper: pymunk.Body, lower: pymunk.Body) -> float:
    """How far `upper` is turned against `lower`, in radians, folded to 0..pi."""
    angle_of = pymunk.cp.cpBodyGetAngle  # what `Body.angle` reads, without the property
    return _turn(angle_of(upper._body), angle_of(lower._body))


def _turn(upper: float, lower: float) -> float:
    return abs(math.remainder(upper - lower, 2 * math.pi))


@cache
def feet() -> tuple[tuple[float, float], ...]:
    """The middle of each leg's foot, in the card's own frame: a leg stands while more than
    half of it is on something."""
    ice = content().physics.iceberg
    _, centre = iceberg_parts()
    middle = (ice.width - ice.leg) / 2
    return ((-middle, -centre), (middle, -centre))


@cache
def _limits() -> tuple[float, float, float, float]:
    """The judging numbers, worked out once: how far a card may turn and still stand, how low
    a foot may sit on the plate, the plate's upper face and half its width (tier frame)."""
    phys = content().physics
    return phys.stand_tilt, iceberg_top() - FOOT_SINK, iceberg_top(), phys.iceberg.width / 2


def stands_on(upper: pymunk.Body, lower: pymunk.Body, below: Tier) -> bool:
    """Whether the iceberg card `upper` stands on the tier `below` (whose body is `lower`)."""
    angle_of = pymunk.cp.cpBodyGetAngle
    return _stands(upper, lower, below, angle_of(upper._body), angle_of(lower._body))


def _stands(
    upper: pymunk.Body, lower: pymunk.Body, below: Tier, upper_angle: float, lower_angle: float
) -> bool:
    """`stands_on`, given both bodies' angles (as Chipmunk reads them)."""
    tilt, floor, _, _ = _limits()
    if _turn(upper_angle, lower_angle) > tilt:
        return False
    left, right = support_span(below)
    to_world, to_local = pymunk.cp.cpBodyLocalToWorld, pymunk.cp.cpBodyWorldToLocal
    upper_handle, lower_handle = upper._body, lower._body
    for point in feet():  # pymunk's local_to_world and world_to_local, without their wrappers
        local = to_local(lower_handle, to_world(upper_handle, point))
        if local.y < floor or not left <= local.x <= right:
            return False
    return True


def lies_on(card: pymunk.Body, lower: pymunk.Body, below: Tier) -> bool:
    """Whether a sea card lies on the tier `below`: flat enough, above the plate, centre supported."""
    tilt, _, top, half = _limits()
    if turned(card, lower) > tilt:
        return False
    left, right = support_span(below)
    cp = pymunk.cp  # `lower.world_to_local(card.position)`, without the wrappers
    local = cp.cpBodyWorldToLocal(lower._body, cp.cpBodyGetPosition(card._body))
    x, y = float(local.x), float(local.y)
    return y > top and max(left, -half) <= x <= min(right, half)


def first_fallen_tier(tiers: list[Tier], bodies: list[pymunk.Body]) -> int | None:
    """The lowest tier that no longer stands (every tier above it went with it), or None.

    The base has fallen when it has tipped past `base_topple_angle`.
    """
    angle_of = pymunk.cp.cpBodyGetAngle  # each body's angle read once, as `Body.angle` reads it
    angles = [angle_of(body._body) for body in bodies]
    if abs(angles[0]) > content().physics.base_topple_angle:
        return 0
    for index in range(1, len(bodies)):
        below = index - 1
        if not _stands(bodies[index], bodies[below], tiers[below], angles[index], angles[below]):
            return index
    return None
