"""The outline of every component in its own frame, and in the world for a recorded pose.

Pure geometry with no pymunk in it, so the screen can draw the tower from a saved state cheaply.
Every frame's origin is the body's centre of mass (for the iceberg card, of plate and legs), which
is also the point a recorded pose places.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from pydantic import BaseModel

from penguin_tables.games.yura_yura.content import START, content
from penguin_tables.games.yura_yura.state import Pose, Tower

Point = tuple[float, float]
Polygon = list[Point]


@dataclass(frozen=True, slots=True, eq=False)
class Part:
    """One convex polygon of a body, with its share of the body's mass.

    Compared and hashed by identity: every part is made once (`iceberg_parts`, `card_part`,
    `piece_part` are cached), and a tier's geometry is looked up by its parts many times.
    """

    points: tuple[Point, ...]
    mass: float


class Outline(BaseModel):
    """A body as the screen draws it: what it is, which tier, and its polygons in world units."""

    kind: str
    tier: int
    ident: int
    polygons: list[Polygon]


def box(width: float, height: float, cx: float = 0.0, cy: float = 0.0) -> tuple[Point, ...]:
    w, h = width / 2, height / 2
    return ((cx - w, cy - h), (cx + w, cy - h), (cx + w, cy + h), (cx - w, cy + h))


@cache
def iceberg_parts() -> tuple[tuple[Part, ...], float]:
    """Plate and two legs about their joint centre of mass, and that centre's height above the feet."""
    ice = content().physics.iceberg
    leg_height = ice.height - ice.plate
    raw = [
        (box(ice.width, ice.plate, 0.0, ice.height - ice.plate / 2), ice.width * ice.plate),
        (
            box(ice.leg, leg_height, -(ice.width - ice.leg) / 2, leg_height / 2),
            ice.leg * leg_height,
        ),
        (box(ice.leg, leg_height, (ice.width - ice.leg) / 2, leg_height / 2), ice.leg * leg_height),
    ]
    area = sum(a for _, a in raw)
    centre = sum(a * sum(y for _, y in poly) / 4 for poly, a in raw) / area
    parts = tuple(
        Part(points=tuple((x, y - centre) for x, y in poly), mass=ice.mass * a / area)
        for poly, a in raw
    )
    return parts, centre


def iceberg_plate_underside() -> float:
    """Local height of the plate's underside: the ceiling of the room below this card."""
    ice = content().physics.iceberg
    return ice.height - ice.plate - iceberg_parts()[1]


def iceberg_top() -> float:
    """Local height of the plate's upper face."""
    return content().physics.iceberg.height - iceberg_parts()[1]


def card_part(card_id: int) -> Part:
    """The starting card is thicker and heavier than a sea card; all sea cards are alike."""
    return _slab_part(card_id == START)


@cache
def _slab_part(starting: bool) -> Part:
    phys = content().physics
    slab = phys.starting_card if starting else phys.sea_card
    return Part(points=box(slab.width, slab.thickness), mass=slab.mass)


@cache
def piece_part(kind: str) -> Part:
    """An ice rock is a block; a penguin tapers to a rounded head."""
    phys = content().physics
    block = phys.ice if kind == "ice" else phys.penguin
    if kind == "ice":
        return Part(points=box(block.width, block.height), mass=block.mass)
    w, h = block.width / 2, block.height / 2
    points = (
        (-w, -h),
        (w, -h),
        (0.85 * w, 0.6 * h),
        (0.35 * w, h),
        (-0.35 * w, h),
        (-0.85 * w, 0.6 * h),
    )
    return Part(points=points, mass=block.mass)


def transform(points: Sequence[Point], pose: Pose) -> Polygon:
    """Points of a body frame placed at `pose` in the world."""
    c, s = math.cos(pose.angle), math.sin(pose.angle)
    return [(pose.x + x * c - y * s, pose.y + x * s + y * c) for x, y in points]


def relative(origin: Pose, pose: Pose) -> Pose:
    """`pose` expressed in the frame of `origin` (inverse of placing by `origin`)."""
    dx, dy = pose.x - origin.x, pose.y - origin.y
    c, s = math.cos(-origin.angle), math.sin(-origin.angle)
    return Pose(x=dx * c - dy * s, y=dx * s + dy * c, angle=pose.angle - origin.angle)


def outlines(tower: Tower) -> list[Outline]:
    """Every body of the tower as world polygons, bottom tier first, pieces last."""
    parts, _ = iceberg_parts()
    out: list[Outline] = []
    for index, tier in enumerate(tower.tiers):
        polys = [transform(part.points, tier.pose) for part in parts]
        out.append(Outline(kind="iceberg", tier=index, ident=index, polygons=polys))
        for placed in tier.cards:
            kind = "start" if placed.card == START else "card"
            poly = transform(card_part(placed.card).points, placed.pose)
            out.append(Outline(kind=kind, tier=index, ident=placed.card, polygons=[poly]))
    for piece in tower.pieces:
        poly = transform(piece_part(piece.kind).points, piece.pose)
        out.append(Outline(kind=piece.kind, tier=piece.tier, ident=piece.ident, polygons=[poly]))
    return out
