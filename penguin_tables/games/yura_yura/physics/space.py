"""Building a pymunk space from recorded poses, stepping it until still, and reading it back.

The space is rebuilt from the state before every placement (live play and a loaded game alike), so
the simulation never depends on anything but the saved numbers. A tier is one rigid body: its
iceberg card plus the cards lying on it, since the weight above pins those cards in place; the card
being placed, the ice rocks and the penguins are loose bodies. Rocks and penguins never touch each
other (the rooms have depth that a side view flattens), only cards and the sea.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pymunk

from penguin_tables.games.yura_yura.content import Stepping, content
from penguin_tables.games.yura_yura.physics.bodies import SEA, add_piece, add_tier
from penguin_tables.games.yura_yura.physics.pool import (
    POOL,
    add_floor,
    shape_handles,
    take_floor,
)
from penguin_tables.games.yura_yura.state import Piece, PlacedCard, Pose, Tier, Tower

#: Today's physics, the `physics` option's default.
TODAY = "sleeping"
POSITION_DIGITS = 4
ANGLE_DIGITS = 5


@dataclass(slots=True)
class Built:
    """A live space and its bodies, in the tower's order."""

    space: pymunk.Space
    #: The `physics` option value it is stepped and judged by.
    physics: str = TODAY
    #: The surface a new card or iceberg card is aimed at: the card lying on top, else the plate.
    top: Pose = field(default_factory=lambda: Pose(x=0.0, y=0.0, angle=0.0))
    tiers: list[pymunk.Body] = field(default_factory=list)
    pieces: list[pymunk.Body] = field(default_factory=list)
    #: Every body in the space with its pool key, for `release`.
    taken: list[tuple[Hashable, pymunk.Body]] = field(default_factory=list)
    #: The sea floor, kept for the next space by `release`.
    floor: tuple[pymunk.Body, pymunk.Shape] | None = None

    def add(self, taken: tuple[Hashable, pymunk.Body]) -> pymunk.Body:
        self.taken.append(taken)
        return taken[1]

    def bodies(self) -> list[pymunk.Body]:
        return [*self.tiers, *self.pieces]

    def sinkable(self, *dropped: pymunk.Body) -> set[pymunk.Body]:
        """Every body but the base, which stands in the sea: these can fall into it."""
        return {*self.tiers[1:], *self.pieces, *dropped}


def new_space(stepping: Stepping, sleeping: bool = True) -> pymunk.Space:
    """A space stepped as `stepping` says, with Chipmunk's sleeping on: a body (with all it
    touches) idle below `still_speed` for `still_hold` seconds falls asleep, costs nothing to
    step, and keeps its place (off for the original physics, see `original`)."""
    phys = content().physics
    space = pymunk.Space()
    space.gravity = (0.0, -phys.gravity)
    space.iterations = stepping.iterations
    space.collision_slop = stepping.collision_slop
    space.damping = stepping.damping
    if sleeping:
        space.sleep_time_threshold = stepping.still_hold
        space.idle_speed_threshold = stepping.still_speed
    return space


def _sea_floor() -> tuple[pymunk.Body, pymunk.Shape]:
    """The sea floor: a wide, thick static segment under the sea, on a static body of its own
    (what `Space.static_body` would make, kept with the floor from space to space)."""
    phys = content().physics
    half = phys.sea_floor.half_width
    body = pymunk.Body(body_type=pymunk.Body.STATIC)
    floor = pymunk.Segment(body, (-half, -1.0), (half, -1.0), 1.0)
    floor.friction = phys.sea_floor.friction
    floor.filter = pymunk.ShapeFilter(categories=SEA)
    return body, floor


def stepping_for(physics: str) -> Stepping:
    """The stepping numbers of a `physics` option value (`sleeping`, `resting`, `original`)."""
    phys = content().physics
    return {"resting": phys.resting, "original": phys.original}.get(physics, phys.sleeping)


def build(tower: Tower, physics: str = TODAY) -> Built:
    """A fresh space holding the tower exactly as recorded, stepped as the `physics` option
    value says (today's unless given).

    The tower was recorded at rest, so today's physics (and `resting`) start it asleep: an item
    falling past it, or settling in the sea, costs nothing for the tower; the first touch wakes
    the whole of it (Chipmunk wakes a sleeping group together), and it falls asleep again once
    all of it is idle. The original physics builds it awake, from its cards' exact poses.
    """
    top = tower.tiers[-1]
    original = physics == "original"
    space = new_space(stepping_for(physics), not original)
    built = Built(space=space, physics=physics, top=top.cards[-1].pose if top.cards else top.pose)
    built.floor = add_floor(space, _sea_floor)
    built.tiers = [built.add(add_tier(built.space, t, original)) for t in tower.tiers]
    built.pieces = [built.add(add_piece(built.space, p.kind, p.pose)) for p in tower.pieces]
    if not original:
        _sleep_together(built.bodies())
    return built


def _sleep_together(bodies: Sequence[pymunk.Body]) -> None:
    """Put the bodies to sleep as one group (bodies put in by `place_body`, so straight to
    Chipmunk, as `Body.sleep_with_group` would)."""
    cp = pymunk.cp
    root = bodies[0]._body
    cp.cpBodySleep(root)
    for body in bodies[1:]:
        cp.cpBodySleepWithGroup(body._body, root)


def release(built: Built) -> None:
    """Take every body out of the space, back into the pool; the space is not used again.

    Every body is woken first, so no sleeping group ever names a body already taken out.
    """
    cp = pymunk.cp
    is_asleep, wake = cp.cpBodyIsSleeping, cp.cpBodyActivate
    taken = built.taken
    for _, body in taken:
        handle = body._body
        if is_asleep(handle):
            wake(handle)
    space, give_back = built.space, POOL.give_back
    space_handle, remove_shape, remove_body = (
        space._space,
        cp.cpSpaceRemoveShape,
        cp.cpSpaceRemoveBody,
    )
    for key, body in taken:  # `take_out`, inline: a placement takes out every body it put in
        for shape in shape_handles(body):
            remove_shape(space_handle, shape)
        remove_body(space_handle, body._body)
        give_back(key, body)
    taken.clear()
    if built.floor is not None:
        take_floor(built.space, built.floor)
        built.floor = None


#: A pose as three plain floats (x, y, angle): recording works on these and makes a `Pose` only
#: for what it writes down.
Triple = tuple[float, float, float]


def _reading(handle: Any) -> Triple:
    """A Chipmunk body's pose, rounded as recorded poses are."""
    at = pymunk.cp.cpBodyGetPosition(handle)
    return (
        round(at.x, POSITION_DIGITS) + 0.0,
        round(at.y, POSITION_DIGITS) + 0.0,
        round(pymunk.cp.cpBodyGetAngle(handle), ANGLE_DIGITS) + 0.0,
    )


def pose_of(body: pymunk.Body) -> Pose:
    """A body's pose, rounded so the saved numbers rebuild the same space (read straight from
    Chipmunk: the same numbers `body.position` and `body.angle` give, without their wrappers)."""
    x, y, angle = _reading(body._body)
    return Pose(x=x, y=y, angle=angle)


def _relative(origin: Triple, pose: Triple) -> Triple:
    """`shapes.relative` on triples: the same arithmetic in the same order."""
    ox, oy, oa = origin
    dx, dy = pose[0] - ox, pose[1] - oy
    c, s = math.cos(-oa), math.sin(-oa)
    return (dx * c - dy * s, dx * s + dy * c, pose[2] - oa)


def _triple(pose: Pose) -> Triple:
    return (pose.x, pose.y, pose.angle)


def _placed(origin: Pose, local: Triple) -> Pose:
    """`placed_on` for a local triple (`shapes.transform`'s arithmetic, then rounded)."""
    lx, ly, la = local
    c, s = math.cos(origin.angle), math.sin(origin.angle)
    return Pose(
        x=round(origin.x + lx * c - ly * s, POSITION_DIGITS) + 0.0,
        y=round(origin.y + lx * s + ly * c, POSITION_DIGITS) + 0.0,
        angle=round(origin.angle + la, ANGLE_DIGITS) + 0.0,
    )


def moved_card(old_tier: Pose, new_tier: Pose, card: PlacedCard) -> PlacedCard:
    """A card riding on its tier: same place in the tier's frame, the tier's new world pose."""
    local = _relative(_triple(old_tier), _triple(card.pose))
    return PlacedCard(card=card.card, pose=_placed(new_tier, local))


def placed_on(origin: Pose, local: Pose) -> Pose:
    """`local` (a pose in the frame of `origin`) in the world, rounded as recorded poses are."""
    return _placed(origin, _triple(local))


def _still(before: Triple, after: Triple) -> bool:
    shift, turn = _rest_limits()
    return (
        abs(after[0] - before[0]) < shift
        and abs(after[1] - before[1]) < shift
        and abs(math.remainder(after[2] - before[2], math.tau)) < turn
    )


@cache
def _rest_limits() -> tuple[float, float]:
    """How far a body may shift and turn on its support and still count as undisturbed."""
    phys = content().physics
    return phys.rest_shift, phys.rest_turn


def riding(
    before: Pose, at: Triple, support_before: Pose, support_at: Triple, support_now: Pose
) -> Pose:
    """Where a body resting on a support is recorded: where it sits on its support, carried to
    the support's recorded pose `support_now` (`at`, `support_at`: where the space left them).

    Rebuilding a stack from recorded poses starts the solver without its remembered contact
    forces, and the first steps shuffle every body by a few hundredths of a centimetre. A body
    that moved less than `rest_shift` (and turned less than `rest_turn`) against what it rests on
    was not disturbed: like a sleeping body, it keeps its place on it. Measured against its
    support (not the world), so the stack recorded is the stack simulated: no body is written
    down half a millimetre into, or above, the one beneath it.
    """
    was = _relative((support_before.x, support_before.y, support_before.angle), _triple(before))
    now = _relative(support_at, at)
    if _still(was, now):
        return before if support_now is support_before else _placed(support_now, was)
    return _placed(support_now, now)


def record(tower: Tower, built: Built) -> Tower:
    """The tower with every body's new pose read back from the space (undisturbed ones kept):
    each tier as it sits on the tier below, each piece as it sits on its floor."""
    simulated = [_reading(body._body) for body in built.tiers]
    tiers: list[Tier] = []
    for index, tier in enumerate(tower.tiers):
        at = simulated[index]
        if index == 0:
            still = _still(_triple(tier.pose), at)
            pose = tier.pose if still else Pose(x=at[0], y=at[1], angle=at[2])
        else:
            below = tower.tiers[index - 1].pose
            pose = riding(tier.pose, at, below, simulated[index - 1], tiers[-1].pose)
        if pose is not tier.pose:
            tier = Tier(pose=pose, cards=tuple(moved_card(tier.pose, pose, c) for c in tier.cards))
        tiers.append(tier)
    pieces = []
    for piece, body in zip(tower.pieces, built.pieces, strict=True):
        floor = piece.tier
        was, now = tower.tiers[floor].pose, tiers[floor].pose
        pose = riding(piece.pose, _reading(body._body), was, simulated[floor], now)
        if pose is not piece.pose:
            piece = Piece(kind=piece.kind, ident=piece.ident, tier=floor, pose=pose)
        pieces.append(piece)
    return Tower(tiers=tiers, pieces=pieces)


def highest_point(bodies: Sequence[pymunk.Body]) -> float:
    """The top of the highest bounding box (the same numbers as `shape.bb.top`, read straight
    from Chipmunk)."""
    bb_of = pymunk.cp.cpShapeGetBB
    return float(max([bb_of(shape).t for body in bodies for shape in shape_handles(body)]))
