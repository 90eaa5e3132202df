"""The pymunk bodies of the tower, made from recorded poses with their geometry worked out once.

A tier's body (its iceberg card and the cards lying on it, one rigid body) needs its mass, centre
of mass, moment and every polygon in its own frame; a piece needs its one polygon. All of that
depends only on the frozen `Tier` (or the piece's kind), and a placement leaves most tiers exactly
as recorded, so it is computed once per distinct tier and kept (`tier_recipe`). The numbers are
the very floats the bodies were always built from, so a cached build is the same space bit for bit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

import pymunk

from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.physics.shapes import (
    Part,
    Point,
    card_part,
    iceberg_parts,
    piece_part,
    relative,
    transform,
)
from penguin_tables.games.yura_yura.state import Pose, Tier

CARDS, PIECES, SEA = 1, 2, 4
CARD_FILTER = pymunk.ShapeFilter(categories=CARDS, mask=CARDS | PIECES | SEA)
PIECE_FILTER = pymunk.ShapeFilter(categories=PIECES, mask=CARDS | SEA)
ORIGIN = Pose(x=0.0, y=0.0, angle=0.0)
#: Distinct tiers kept with their geometry: a whole game's worth, many times over.
TIER_CACHE = 4096


@dataclass(frozen=True, slots=True)
class TierRecipe:
    """Everything a tier's body is made of, in the tier's own frame."""

    mass: float
    moment: float
    centre: Point
    polygons: tuple[list[Point], ...]


@lru_cache(maxsize=TIER_CACHE)
def tier_recipe(tier: Tier) -> TierRecipe:
    """The iceberg card's plate and legs and each card lying on it, summed into one body.

    Mass, centre of mass and moment are summed from the parts, so an overhanging card pulls the
    tier over exactly as much as it should.
    """
    iceberg = [(part, ORIGIN) for part in iceberg_parts()[0]]
    cards = [(card_part(c.card), relative(tier.pose, c.pose)) for c in tier.cards]
    parts = iceberg + cards
    mass, moment, centre = _mass_properties(parts)
    polygons = tuple(transform(part.points, local) for part, local in parts)
    return TierRecipe(mass=mass, moment=moment, centre=centre, polygons=polygons)


def _mass_properties(parts: Sequence[tuple[Part, Pose]]) -> tuple[float, float, Point]:
    """Total mass, moment about the centre of mass, and that centre, of parts in a body frame."""
    pieces = []
    for part, local in parts:
        points = transform(part.points, local)
        cx = sum(x for x, _ in points) / len(points)
        cy = sum(y for _, y in points) / len(points)
        centred = [(x - cx, y - cy) for x, y in points]
        pieces.append((part.mass, (cx, cy), pymunk.moment_for_poly(part.mass, centred)))
    mass = sum(m for m, _, _ in pieces)
    gx = sum(m * c[0] for m, c, _ in pieces) / mass
    gy = sum(m * c[1] for m, c, _ in pieces) / mass
    moment = sum(i + m * ((c[0] - gx) ** 2 + (c[1] - gy) ** 2) for m, c, i in pieces)
    return mass, moment, (gx, gy)


def add_tier(space: pymunk.Space, tier: Tier) -> pymunk.Body:
    """A tier as one body at its recorded pose, at rest."""
    recipe = tier_recipe(tier)
    friction = content().physics.iceberg.friction
    body = pymunk.Body(recipe.mass, recipe.moment)
    body.center_of_gravity = recipe.centre
    shapes = []
    for polygon in recipe.polygons:
        shape = pymunk.Poly(body, polygon)
        shape.friction = friction
        shape.filter = CARD_FILTER
        shapes.append(shape)
    body.angle = tier.pose.angle  # before the position: turning spins about the centre of mass
    body.position = (tier.pose.x, tier.pose.y)
    space.add(body, *shapes)
    return body


def add_body(
    space: pymunk.Space,
    parts: Sequence[tuple[Part, Pose]],
    pose: Pose,
    friction: float,
    shape_filter: pymunk.ShapeFilter,
) -> pymunk.Body:
    """One rigid body made of parts (each placed in the body's frame) at `pose`, at rest."""
    return add_polygons(
        space,
        [(transform(part.points, local), part.mass) for part, local in parts],
        pose,
        friction,
        shape_filter,
    )


def add_polygons(
    space: pymunk.Space,
    polygons: Sequence[tuple[list[Point], float]],
    pose: Pose,
    friction: float,
    shape_filter: pymunk.ShapeFilter,
) -> pymunk.Body:
    """A body whose mass comes from its polygons' masses (pymunk sums them), at `pose`, at rest."""
    body = pymunk.Body()
    shapes = []
    for points, mass in polygons:
        shape = pymunk.Poly(body, points)
        shape.mass = mass
        shape.friction = friction
        shape.filter = shape_filter
        shapes.append(shape)
    body.angle = pose.angle
    body.position = (pose.x, pose.y)
    space.add(body, *shapes)
    return body


@cache
def _piece_polygon(kind: str) -> tuple[list[Point], float]:
    part = piece_part(kind)
    return transform(part.points, ORIGIN), part.mass


def add_piece(space: pymunk.Space, kind: str, pose: Pose) -> pymunk.Body:
    """An ice rock or a penguin at `pose`, at rest."""
    phys = content().physics
    friction = (phys.ice if kind == "ice" else phys.penguin).friction
    return add_polygons(space, [_piece_polygon(kind)], pose, friction, PIECE_FILTER)
