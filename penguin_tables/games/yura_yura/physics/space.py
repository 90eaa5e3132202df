"""Building a pymunk space from recorded poses, stepping it until still, and reading it back.

The space is rebuilt from the state before every placement (live play and a loaded game alike), so
the simulation never depends on anything but the saved numbers. A tier is one rigid body: its
iceberg card plus the cards lying on it, since the weight above pins those cards in place; the card
being placed, the ice rocks and the penguins are loose bodies. Rocks and penguins never touch each
other (the rooms have depth that a side view flattens), only cards and the sea.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field, replace

import pymunk

from penguin_tables.games.yura_yura.content import START, content
from penguin_tables.games.yura_yura.physics.bodies import SEA, add_piece, add_tier
from penguin_tables.games.yura_yura.physics.pool import POOL, take_out
from penguin_tables.games.yura_yura.physics.settle import settle
from penguin_tables.games.yura_yura.physics.shapes import iceberg_parts, relative, transform
from penguin_tables.games.yura_yura.state import PlacedCard, Pose, Tier, Tower

POSITION_DIGITS = 4
ANGLE_DIGITS = 5


@dataclass(slots=True)
class Built:
    """A live space and its bodies, in the tower's order."""

    space: pymunk.Space
    #: The surface a new card or iceberg card is aimed at: the card lying on top, else the plate.
    top: Pose = field(default_factory=lambda: Pose(x=0.0, y=0.0, angle=0.0))
    tiers: list[pymunk.Body] = field(default_factory=list)
    pieces: list[pymunk.Body] = field(default_factory=list)
    #: Every body in the space with its pool key, for `release`.
    taken: list[tuple[Hashable, pymunk.Body]] = field(default_factory=list)

    def add(self, taken: tuple[Hashable, pymunk.Body]) -> pymunk.Body:
        self.taken.append(taken)
        return taken[1]

    def bodies(self) -> list[pymunk.Body]:
        return [*self.tiers, *self.pieces]

    def sinkable(self, *dropped: pymunk.Body) -> set[pymunk.Body]:
        """Every body but the base, which stands in the sea: these can fall into it."""
        return {*self.tiers[1:], *self.pieces, *dropped}


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


def build(tower: Tower) -> Built:
    """A fresh space holding the tower exactly as recorded, every body at rest."""
    top = tower.tiers[-1]
    built = Built(space=new_space(), top=top.cards[-1].pose if top.cards else top.pose)
    built.tiers = [built.add(add_tier(built.space, tier)) for tier in tower.tiers]
    built.pieces = [built.add(add_piece(built.space, p.kind, p.pose)) for p in tower.pieces]
    return built


def release(built: Built) -> None:
    """Take every body out of the space, back into the pool; the space is not used again."""
    for key, body in built.taken:
        take_out(built.space, body)
        POOL.give_back(key, body)
    built.taken.clear()


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
        if pose is not tier.pose:
            tier = Tier(pose=pose, cards=tuple(moved_card(tier.pose, pose, c) for c in tier.cards))
        tiers.append(tier)
    pieces = []
    for piece, body in zip(tower.pieces, built.pieces, strict=True):
        pose = rested(piece.pose, body)
        pieces.append(piece if pose is piece.pose else replace(piece, pose=pose))
    return Tower(tiers=tiers, pieces=pieces)


def highest_point(bodies: Sequence[pymunk.Body]) -> float:
    return max(shape.bb.top for body in bodies for shape in body.shapes)


def fresh_tower() -> Tower:
    """The base iceberg card standing in the sea with the starting card on it, settled."""
    phys = content().physics
    _, centre = iceberg_parts()
    start_y = phys.iceberg.height + phys.starting_card.thickness / 2
    tier = Tier(
        pose=Pose(x=0.0, y=round(centre, POSITION_DIGITS), angle=0.0),
        cards=(PlacedCard(card=START, pose=Pose(x=0.0, y=start_y, angle=0.0)),),
    )
    tower = Tower(tiers=[tier])
    built = build(tower)
    settle(built.space, built.bodies())
    return record(tower, built)
