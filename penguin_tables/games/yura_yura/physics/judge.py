"""Judging where things came to rest: does an iceberg card stand, does a card lie on the top?

Rulebook: a new iceberg card makes a new tier. We count it as one only when it stands on the tier
below: both feet on that tier's plate (or the cards lying on it), not hooked below the plate, and
turned against that tier by no more than `stand_tilt`. A card hanging off the side has fallen,
whatever height it stopped at. The same test, applied bottom up, finds the tiers a collapse
knocked off.
"""

from __future__ import annotations

import math
from functools import cache

import pymunk

from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.physics.bodies import TIER_CACHE
from penguin_tables.games.yura_yura.physics.memo import IdentityMemo
from penguin_tables.games.yura_yura.physics.shapes import (
    card_part,
    iceberg_parts,
    iceberg_top,
    relative,
)
from penguin_tables.games.yura_yura.state import Tier

#: Below the plate's upper face by more than this, a foot is hooked over the edge, not standing.
FOOT_SINK = 0.15


def _support_span(tier: Tier) -> tuple[float, float]:
    """Left and right ends of what a foot can stand on, in the tier's own frame.

    The plate, widened by every card lying on it (a sea card is wider than the plate).
    """
    half = content().physics.iceberg.width / 2
    left, right = -half, half
    for placed in tier.cards:
        local = relative(tier.pose, placed.pose)
        card_half = max(abs(x) for x, _ in card_part(placed.card).points)
        left, right = min(left, local.x - card_half), max(right, local.x + card_half)
    return left, right


#: A tier's support span, found by the tier object itself (see `memo`).
support_span: IdentityMemo[Tier, tuple[float, float]] = IdentityMemo(_support_span, TIER_CACHE)


def turned(upper: pymunk.Body, lower: pymunk.Body) -> float:
    """How far `upper` is turned against `lower`, in radians, folded to 0..pi."""
    angle_of = pymunk.cp.cpBodyGetAngle  # what `Body.angle` reads, without the property
    return abs(math.remainder(angle_of(upper._body) - angle_of(lower._body), 2 * math.pi))


@cache
def feet() -> tuple[tuple[float, float], ...]:
    """The middle of each leg's foot, in the card's own frame: a leg stands while more than
    half of it is on something."""
    ice = content().physics.iceberg
    _, centre = iceberg_parts()
    middle = (ice.width - ice.leg) / 2
    return ((-middle, -centre), (middle, -centre))


def stands_on(upper: pymunk.Body, lower: pymunk.Body, below: Tier) -> bool:
    """Whether the iceberg card `upper` stands on the tier `below` (whose body is `lower`)."""
    if turned(upper, lower) > content().physics.stand_tilt:
        return False
    left, right = support_span(below)
    floor = iceberg_top() - FOOT_SINK
    to_world, to_local = pymunk.cp.cpBodyLocalToWorld, pymunk.cp.cpBodyWorldToLocal
    for point in feet():  # pymunk's local_to_world and world_to_local, without their wrappers
        local = to_local(lower._body, to_world(upper._body, point))
        if local.y < floor or not left <= local.x <= right:
            return False
    return True


def lies_on(card: pymunk.Body, lower: pymunk.Body, below: Tier) -> bool:
    """Whether a sea card lies on the tier `below`: flat enough, above the plate, centre supported."""
    if turned(card, lower) > content().physics.stand_tilt:
        return False
    left, right = support_span(below)
    half = content().physics.iceberg.width / 2
    local = lower.world_to_local(card.position)
    return local.y > iceberg_top() and max(left, -half) <= local.x <= min(right, half)


def first_fallen_tier(tiers: list[Tier], bodies: list[pymunk.Body]) -> int | None:
    """The lowest tier that no longer stands (every tier above it went with it), or None.

    The base has fallen when it has tipped past `base_topple_angle`.
    """
    phys = content().physics
    if abs(bodies[0].angle) > phys.base_topple_angle:
        return 0
    for index in range(1, len(bodies)):
        if not stands_on(bodies[index], bodies[index - 1], tiers[index - 1]):
            return index
    return None
