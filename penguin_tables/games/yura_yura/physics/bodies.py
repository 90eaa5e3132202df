"""The pymunk bodies of the tower, made from recorded poses with their geometry worked out once.

A tier's body (its iceberg card and the cards lying on it, one rigid body) needs its mass, centre
of mass, moment and every polygon in its own frame; a piece needs its one polygon. All of that
depends only on the frozen `Tier` (or the piece's kind), and a placement leaves most tiers exactly
as recorded, so it is computed once per distinct tier and kept (`tier_recipe`), and the bodies
themselves are reused from placement to placement (`pool`). The numbers are the very floats the
bodies were always built from, so such a build is the same space bit for bit.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache, partial
from typing import NamedTuple

import pymunk

from penguin_tables.games.yura_yura.content import START, content
from penguin_tables.games.yura_yura.physics.memo import IdentityMemo
from penguin_tables.games.yura_yura.physics.pool import POOL, place_body, shape_handles
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
#: Distinct tiers kept with their geometry: several games' worth (a tower reuses its own tiers
#: from one placement to the next). More only keeps old games' tiers alive, which every full
#: pass of Python's garbage collector then walks.
TIER_CACHE = 256


class Reach(NamedTuple):
    """How far a body's corners lie from its position, in its own frame: sideways, below, above."""

    side: float
    below: float
    above: float


@dataclass(frozen=True, slots=True, eq=False)
class TierRecipe:
    """Everything a tier's body is made of, in the tier's own frame.

    Compared by identity: it is the pool's key for bodies of its tier, found by one lookup of the
    tier (hashing a tier walks every pose in it), and held by the pool while it keys bodies.
    """

    mass: float
    moment: float
    centre: Point
    polygons: tuple[list[Point], ...]
    #: How far its corners reach (noted on every body made or refitted from it).
    reach: Reach


#: A tier's cards in its own frame: each card with its pose relative to the iceberg card, as
#: (card, x, y, angle): plain floats, so a layout is hashed and compared in C.
Layout = tuple[tuple[int, float, float, float], ...]
#: How finely a card's place on its tier counts in today's physics (cm, rad): far under anything
#: the simulation feels, and coarse enough that a tier moved whole keeps its layout.
LAYOUT_DIGITS = (3, 4)


def tier_layout(tier: Tier) -> Layout:
    """The cards lying on the tier in the tier's frame, rounded: a tier carried to a new pose
    (its cards' world poses rounded again) keeps the same layout, so the same body. (The
    arithmetic of `shapes.relative`, on plain floats.)"""
    xy, turn = LAYOUT_DIGITS
    origin = tier.pose
    c, s = math.cos(-origin.angle), math.sin(-origin.angle)
    out = []
    for placed in tier.cards:
        pose = placed.pose
        dx, dy = pose.x - origin.x, pose.y - origin.y
        local = (round(dx * c - dy * s, xy), round(dx * s + dy * c, xy))
        out.append((placed.card, *local, round(pose.angle - origin.angle, turn)))
    return tuple(out)


@lru_cache(maxsize=TIER_CACHE)
def tier_recipe(tier: Tier) -> TierRecipe:
    """The tier's recipe from its cards' exact poses (the original physics: its saves replay
    bit for bit only from the very floats they were played with)."""
    locals_ = ((c.card, relative(tier.pose, c.pose)) for c in tier.cards)
    return _recipe(tuple((card, p.x, p.y, p.angle) for card, p in locals_))


@lru_cache(maxsize=TIER_CACHE)
def layout_recipe(layout: Layout) -> TierRecipe:
    """The tier's recipe from its rounded layout (today's physics)."""
    return _recipe(layout)


def _recipe(layout: Layout) -> TierRecipe:
    """The iceberg card's plate and legs and each card lying on it, summed into one body.

    Mass, centre of mass and moment are summed from the parts, so an overhanging card pulls the
    tier over exactly as much as it should. Each part's own numbers are worked out once
    (`_part_numbers`): a card placed on a tier makes a new layout that shares all the others.
    """
    iceberg = [_part_numbers(part, 0.0, 0.0, 0.0) for part in iceberg_parts()[0]]
    cards = [_part_numbers(card_part(card), x, y, angle) for card, x, y, angle in layout]
    numbers = iceberg + cards
    mass, moment, centre = _mass_properties(numbers)
    polygons = tuple(polygon for _, _, _, polygon in numbers)
    reach = _reach_of(polygons)
    return TierRecipe(mass=mass, moment=moment, centre=centre, polygons=polygons, reach=reach)


#: A part's mass, centroid, moment about that centroid, and polygon, in the body's frame.
PartNumbers = tuple[float, Point, float, list[Point]]


@lru_cache(maxsize=4 * TIER_CACHE)
def _part_numbers(part: Part, lx: float, ly: float, turn: float) -> PartNumbers:
    """A part placed at (lx, ly), turned by `turn`, in the body's frame (`transform`'s
    arithmetic, without making a pose)."""
    c, s = math.cos(turn), math.sin(turn)
    points = [(lx + x * c - y * s, ly + x * s + y * c) for x, y in part.points]
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    centred = [(x - cx, y - cy) for x, y in points]
    return part.mass, (cx, cy), pymunk.moment_for_poly(part.mass, centred), points


def _mass_properties(pieces: Sequence[PartNumbers]) -> tuple[float, float, Point]:
    """Total mass, moment about the centre of mass, and that centre, of parts in a body frame."""
    mass = sum(m for m, _, _, _ in pieces)
    gx = sum(m * c[0] for m, c, _, _ in pieces) / mass
    gy = sum(m * c[1] for m, c, _, _ in pieces) / mass
    moment = sum(i + m * ((c[0] - gx) ** 2 + (c[1] - gy) ** 2) for m, c, i, _ in pieces)
    return mass, moment, (gx, gy)


#: Each tier's recipe by the tier object itself (see `memo`): today's from its layout, the
#: original physics' from its exact poses.
_RECIPE: IdentityMemo[Tier, TierRecipe] = IdentityMemo(
    lambda tier: layout_recipe(tier_layout(tier)), TIER_CACHE
)
_EXACT_RECIPE: IdentityMemo[Tier, TierRecipe] = IdentityMemo(tier_recipe, TIER_CACHE)


#: The attribute under which a body made here carries its reach (noted when it is made).
REACH = "_yura_reach"


def reach(body: pymunk.Body) -> Reach:
    known: Reach | None = getattr(body, REACH, None)
    if known is None:
        polygons = [s.get_vertices() for s in body.shapes if isinstance(s, pymunk.Poly)]
        known = _reach_of([[(v.x, v.y) for v in p] for p in polygons])
        _note_reach(body, known)
    return known


def _note_reach(body: pymunk.Body, known: Reach) -> None:
    object.__setattr__(body, REACH, known)


def lowest_point(body: pymunk.Body) -> float:
    return min(shape.bb.bottom for shape in body.shapes)


def in_sea(body: pymunk.Body) -> bool:
    """Whether any part of the body is below the fall height (its reach rules most bodies out
    without looking at their shapes).

    The reach gives a bound no part of the body is lower than, from its position and angle
    alone (a hair under the true bound, so rounding never puts a body on the wrong side of it).
    """
    known: Reach | None = getattr(body, REACH, None)
    if known is None:
        known = reach(body)
    handle, cp = body._body, pymunk.cp
    angle = cp.cpBodyGetAngle(handle)
    c, s = math.cos(angle), math.sin(angle)
    down = known.side * abs(s) + (known.below * c if c >= 0 else -known.above * c)
    sea_level = _sea_level()
    if float(cp.cpBodyGetPosition(handle).y) - down - 1e-6 >= sea_level:
        return False
    return lowest_point(body) < sea_level


@cache
def _sea_level() -> float:
    return content().physics.fall_height


def _reach_of(polygons: Sequence[Sequence[Point]]) -> Reach:
    corners = [corner for polygon in polygons for corner in polygon]
    side = max(abs(x) for x, _ in corners)
    return Reach(side, max(0.0, -min(y for _, y in corners)), max(0.0, max(y for _, y in corners)))


def add_tier(space: pymunk.Space, tier: Tier, exact: bool = False) -> tuple[Hashable, pymunk.Body]:
    """A tier as one body at its recorded pose, at rest, with its pool key (`exact`: made from
    its cards' exact poses, as the original physics did, else from its rounded layout)."""
    recipe = _EXACT_RECIPE(tier) if exact else _RECIPE(tier)
    body = POOL.take(recipe, lambda: _refitted(recipe) or _tier_body(recipe))
    return recipe, place_body(space, body, tier.pose)


def _refitted(recipe: TierRecipe) -> pymunk.Body | None:
    """A kept tier body with as many polygons as `recipe`, made over into it (None: none kept).

    A card placed on a tier gives it a new layout, so most placements need one new tier body,
    and the body of the layout it replaced is left over. Making a pymunk body and its polygons
    costs far more than setting a kept one's numbers with Chipmunk's own setters: the same mass,
    moment and centre of gravity `pymunk.Body(mass, moment)` and `center_of_gravity` set, and
    each polygon's corners through the same convex hull `pymunk.Poly` builds them with
    (`cpPolyShapeSetVerts`, what `Poly.unsafe_set_vertices` calls with a transform), in the
    order the body was made with. The rest of such a body is the pool's business: placed at
    rest, contacts dropped, bias velocities cleared (see `pool`).
    """
    count = len(recipe.polygons)
    body = POOL.take_spare(lambda k: isinstance(k, TierRecipe) and len(k.polygons) == count)
    if body is None:
        return None
    cp, handle = pymunk.cp, body._body
    cp.cpBodySetMass(handle, recipe.mass)
    cp.cpBodySetMoment(handle, recipe.moment)
    cp.cpBodySetCenterOfGravity(handle, recipe.centre)
    identity = pymunk.Transform.identity()
    for shape, polygon in zip(shape_handles(body), recipe.polygons, strict=True):
        cp.cpPolyShapeSetVerts(shape, len(polygon), polygon, identity)
    _note_reach(body, recipe.reach)
    return body


def _tier_body(recipe: TierRecipe) -> pymunk.Body:
    friction = content().physics.iceberg.friction
    body = pymunk.Body(recipe.mass, recipe.moment)
    body.center_of_gravity = recipe.centre
    for polygon in recipe.polygons:
        shape = pymunk.Poly(body, polygon)
        shape.friction = friction
        shape.filter = CARD_FILTER
    _note_reach(body, recipe.reach)
    return body


def _loose_body(
    polygons: Sequence[tuple[list[Point], float]], friction: float, shape_filter: pymunk.ShapeFilter
) -> pymunk.Body:
    """A body whose mass comes from its polygons' masses (pymunk sums them as they are added)."""
    body = pymunk.Body()
    for points, mass in polygons:
        shape = pymunk.Poly(body, points)
        shape.mass = mass
        shape.friction = friction
        shape.filter = shape_filter
    _note_reach(body, _reach_of([points for points, _ in polygons]))
    return body


@cache
def _piece_maker(kind: str) -> tuple[Hashable, Callable[[], pymunk.Body]]:
    """A piece's pool key and how to make one (worked out once per kind: a build puts every
    piece of the tower in)."""
    phys = content().physics
    friction = (phys.ice if kind == "ice" else phys.penguin).friction
    part = piece_part(kind)
    polygon = (transform(part.points, ORIGIN), part.mass)
    return ("piece", kind), partial(_loose_body, [polygon], friction, PIECE_FILTER)


def add_piece(space: pymunk.Space, kind: str, pose: Pose) -> tuple[Hashable, pymunk.Body]:
    """An ice rock or a penguin at `pose`, at rest, with its pool key."""
    key, make = _piece_maker(kind)
    return key, place_body(space, POOL.take(key, make), pose)


def add_card(
    space: pymunk.Space, item: str, card_id: int, pose: Pose
) -> tuple[Hashable, pymunk.Body]:
    """A sea card (`item` "card") or an iceberg card being placed, at `pose`, with its pool key."""
    key, make = _card_maker(item == "card", card_id == START)
    return key, place_body(space, POOL.take(key, make), pose)


@cache
def _card_maker(sea_card: bool, starting: bool) -> tuple[Hashable, Callable[[], pymunk.Body]]:
    """A dropped card's pool key and how to make one (worked out once per kind, like a piece's)."""
    phys = content().physics
    if sea_card:
        part = card_part(START if starting else 0)
        polygons = [(transform(part.points, ORIGIN), part.mass)]
        key: Hashable = ("card", starting)
        friction = phys.sea_card.friction
    else:
        polygons = [(transform(p.points, ORIGIN), p.mass) for p in iceberg_parts()[0]]
        key, friction = ("iceberg",), phys.iceberg.friction
    return key, partial(_loose_body, polygons, friction, CARD_FILTER)
