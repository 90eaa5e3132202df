"""Building a pymunk space from recorded poses, stepping it until still, and reading it back.

The space is rebuilt from the state before every placement (live play and a loaded game alike), so
the simulation never depends on anything but the saved numbers. A tier is one rigid body: its
iceberg card plus the cards lying on it, since the weight above pins those cards in place; the card
being placed, the ice rocks and the penguins are loose bodies. Rocks and penguins never touch each
other (the rooms have depth that a side view flattens), only cards and the sea.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pymunk

from penguin_tables.games.yura_yura.content import START, content
from penguin_tables.games.yura_yura.physics.shapes import (
    Part,
    Point,
    card_part,
    iceberg_parts,
    piece_part,
    relative,
    transform,
)
from penguin_tables.games.yura_yura.state import PlacedCard, Pose, Tier, Tower

CARDS, PIECES, SEA = 1, 2, 4
CARD_FILTER = pymunk.ShapeFilter(categories=CARDS, mask=CARDS | PIECES | SEA)
PIECE_FILTER = pymunk.ShapeFilter(categories=PIECES, mask=CARDS | SEA)
#: After this many steps the cached contact impulses hold the stack and fewer iterations will do.
WARM_STEPS = 24
#: Steps between two looks at whether a collapse is already decided.
DOOM_EVERY = 30
POSITION_DIGITS = 4
ANGLE_DIGITS = 5


@dataclass
class Built:
    """A live space and its bodies, in the tower's order."""

    space: pymunk.Space
    #: The surface a new card or iceberg card is aimed at: the card lying on top, else the plate.
    top: Pose = field(default_factory=lambda: Pose(x=0.0, y=0.0, angle=0.0))
    tiers: list[pymunk.Body] = field(default_factory=list)
    pieces: list[pymunk.Body] = field(default_factory=list)

    def bodies(self) -> list[pymunk.Body]:
        return [*self.tiers, *self.pieces]


def new_space() -> pymunk.Space:
    phys = content().physics
    space = pymunk.Space()
    space.gravity = (0.0, -phys.gravity)
    space.iterations = phys.iterations
    space.collision_slop = phys.collision_slop
    space.damping = phys.damping
    half = phys.sea_floor.half_width
    floor = pymunk.Segment(space.static_body, (-half, -1.0), (half, -1.0), 1.0)
    floor.friction = phys.sea_floor.friction
    floor.filter = pymunk.ShapeFilter(categories=SEA)
    space.add(floor)
    return space


def add_body(
    space: pymunk.Space,
    parts: Sequence[tuple[Part, Pose]],
    pose: Pose,
    friction: float,
    shape_filter: pymunk.ShapeFilter,
) -> pymunk.Body:
    """One rigid body made of parts (each placed in the body's frame) at `pose`, at rest."""
    body = pymunk.Body()
    shapes = []
    for part, local in parts:
        shape = pymunk.Poly(body, transform(part.points, local))
        shape.mass = part.mass
        shape.friction = friction
        shape.filter = shape_filter
        shapes.append(shape)
    body.angle = pose.angle
    body.position = (pose.x, pose.y)
    space.add(body, *shapes)
    return body


ORIGIN = Pose(x=0.0, y=0.0, angle=0.0)


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
    """A tier as one body: the iceberg card's plate and legs, and each card lying on it.

    Mass, centre of mass and moment are summed from the parts, so an overhanging card pulls the
    tier over exactly as much as it should.
    """
    phys = content().physics
    iceberg = [(part, ORIGIN) for part in iceberg_parts()[0]]
    cards = [(card_part(c.card), relative(tier.pose, c.pose)) for c in tier.cards]
    mass, moment, centre = _mass_properties(iceberg + cards)
    body = pymunk.Body(mass, moment)
    body.center_of_gravity = centre
    shapes = []
    for part, local in iceberg + cards:
        shape = pymunk.Poly(body, transform(part.points, local))
        shape.friction = phys.iceberg.friction
        shape.filter = CARD_FILTER
        shapes.append(shape)
    body.angle = tier.pose.angle  # before the position: turning spins about the centre of mass
    body.position = (tier.pose.x, tier.pose.y)
    space.add(body, *shapes)
    return body


def build(tower: Tower) -> Built:
    """A fresh space holding the tower exactly as recorded, every body at rest."""
    phys = content().physics
    top = tower.tiers[-1]
    built = Built(space=new_space(), top=top.cards[-1].pose if top.cards else top.pose)
    for tier in tower.tiers:
        built.tiers.append(add_tier(built.space, tier))
    for piece in tower.pieces:
        block = phys.ice if piece.kind == "ice" else phys.penguin
        parts = [(piece_part(piece.kind), ORIGIN)]
        built.pieces.append(add_body(built.space, parts, piece.pose, block.friction, PIECE_FILTER))
    return built


def settle(
    space: pymunk.Space,
    bodies: Sequence[pymunk.Body],
    on_step: Callable[[int], None] | None = None,
    doomed: Callable[[], bool] | None = None,
) -> float:
    """Step until every body has been still for a moment, or the cap; returns seconds simulated.

    "Still" means less kinetic energy than the body would have sliding at `still_speed` plus
    turning at `still_spin`: one cheap number per body instead of three. `doomed`, asked now and
    then, stops early once the outcome can no longer change (the iceberg is already in the sea).
    """
    phys = content().physics
    dt = phys.time_step
    check_every = 5
    steps = int(phys.settle_cap / dt)
    quiet = 0.0
    limits = [
        (b, 0.5 * (b.mass * phys.still_speed**2 + b.moment * phys.still_spin**2)) for b in bodies
    ]
    for step in range(1, steps + 1):
        if step == WARM_STEPS:
            space.iterations = phys.warm_iterations
        space.step(dt)
        if on_step is not None:
            on_step(step)
        if step % check_every:
            continue
        if doomed is not None and step % DOOM_EVERY == 0 and doomed():
            return step * dt
        moving = any(b.kinetic_energy > limit for b, limit in limits)
        quiet = 0.0 if moving else quiet + check_every * dt
        if quiet >= phys.still_hold:
            return step * dt
    return steps * dt


def pose_of(body: pymunk.Body) -> Pose:
    """A body's pose, rounded so the saved numbers rebuild the same space."""
    return Pose(
        x=round(body.position.x, POSITION_DIGITS) + 0.0,
        y=round(body.position.y, POSITION_DIGITS) + 0.0,
        angle=round(body.angle, ANGLE_DIGITS) + 0.0,
    )


def moved_card(old_tier: Pose, new_tier: Pose, card: PlacedCard) -> PlacedCard:
    """A card riding on its tier: same place in the tier's frame, the tier's new world pose."""
    local = relative(old_tier, card.pose)
    ((x, y),) = transform([(local.x, local.y)], new_tier)
    pose = Pose(
        x=round(x, POSITION_DIGITS) + 0.0,
        y=round(y, POSITION_DIGITS) + 0.0,
        angle=round(new_tier.angle + local.angle, ANGLE_DIGITS) + 0.0,
    )
    return PlacedCard(card=card.card, pose=pose)


def rested(before: Pose, body: pymunk.Body) -> Pose:
    """The body's new pose, or exactly its old one if it moved less than the rest tolerance.

    Rebuilding a stack from recorded poses starts the solver without its remembered contact
    forces, and the first steps shuffle every body by a few hundredths of a centimetre, the same
    way each time. A body that moved less than `rest_shift` (and turned less than `rest_turn`)
    was not disturbed by the placement: like a sleeping body, it keeps its pose. Without this a
    tower nobody touches creeps sideways at every placement until it falls.
    """
    phys = content().physics
    after = pose_of(body)
    if (
        abs(after.x - before.x) < phys.rest_shift
        and abs(after.y - before.y) < phys.rest_shift
        and abs(after.angle - before.angle) < phys.rest_turn
    ):
        return before
    return after


def record(tower: Tower, built: Built) -> Tower:
    """The tower with every body's new pose read back from the space (undisturbed ones kept)."""
    tiers = []
    for tier, body in zip(tower.tiers, built.tiers, strict=True):
        pose = rested(tier.pose, body)
        cards = (
            tier.cards
            if pose is tier.pose
            else [moved_card(tier.pose, pose, c) for c in tier.cards]
        )
        tiers.append(Tier(pose=pose, cards=list(cards)))
    pieces = [
        piece.model_copy(update={"pose": rested(piece.pose, body)})
        for piece, body in zip(tower.pieces, built.pieces, strict=True)
    ]
    return Tower(tiers=tiers, pieces=pieces)


def lowest_point(body: pymunk.Body) -> float:
    return min(shape.bb.bottom for shape in body.shapes)


def highest_point(bodies: Sequence[pymunk.Body]) -> float:
    return max(shape.bb.top for body in bodies for shape in body.shapes)


def fresh_tower() -> Tower:
    """The base iceberg card standing in the sea with the starting card on it, settled."""
    phys = content().physics
    _, centre = iceberg_parts()
    start_y = phys.iceberg.height + phys.starting_card.thickness / 2
    tier = Tier(
        pose=Pose(x=0.0, y=round(centre, POSITION_DIGITS), angle=0.0),
        cards=[PlacedCard(card=START, pose=Pose(x=0.0, y=start_y, angle=0.0))],
    )
    tower = Tower(tiers=[tier])
    built = build(tower)
    settle(built.space, built.bodies())
    return record(tower, built)
