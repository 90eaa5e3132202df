"""The physics saves made before issue 24 were played with, kept so that they replay exactly.

Saves carry their moves and are refused unless those moves lead again to the saved position, so
a game started before the tower learnt to sleep keeps this physics (the `physics=original`
option, which such a save implies): the tower rebuilt awake, a settle that ends once every body
has been nearly still (less than `still_speed`, and 0.03 rad/s) for `still_hold`, and each body
recorded in the world, kept exactly where it was if it moved less than the rest tolerance.
Every game, whichever physics it plays, starts from the tower this physics settles
(`fresh_tower`), so that old saves replay from the same start.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import replace
from typing import Any

import pymunk

from penguin_tables.games.yura_yura.content import START, Stepping, content
from penguin_tables.games.yura_yura.physics.bodies import in_sea
from penguin_tables.games.yura_yura.physics.settle import RestTest, settle
from penguin_tables.games.yura_yura.physics.shapes import iceberg_parts
from penguin_tables.games.yura_yura.physics.space import (
    POSITION_DIGITS,
    Built,
    build,
    moved_card,
    pose_of,
    release,
)
from penguin_tables.games.yura_yura.state import PlacedCard, Pose, Tier, Tower

#: The turning speed under which a body counted as still (rad/s).
STILL_SPIN = 0.03


def stillness_limits(
    bodies: Sequence[pymunk.Body], stepping: Stepping
) -> list[tuple[pymunk.Body, float]]:
    """Each body with the kinetic energy it would have sliding at `still_speed` while turning at
    `STILL_SPIN`: below it, the body counts as still (one cheap number per body instead of three)."""
    speed, spin = stepping.still_speed**2, STILL_SPIN**2
    return [(b, 0.5 * (b.mass * speed + b.moment * spin)) for b in bodies]


def still_for(
    bodies: Sequence[pymunk.Body], may_sink: Collection[pymunk.Body], stepping: Stepping
) -> RestTest:
    """The original rest test: every body that counts has been still for `still_hold`.

    A body of `may_sink` that has fallen into the sea no longer counts (the base stands in the
    sea and is not one of them). The hold is a rule of the game, not only a cost: how long a
    settle runs is how far a slowly tipping tower gets before it is written down.
    """
    watched = [
        (b, b._body, limit, b in may_sink) for b, limit in stillness_limits(bodies, stepping)
    ]
    sunk: set[pymunk.Body] = set()
    between = stepping.check_every * stepping.time_step
    quiet = 0.0

    def at_rest() -> bool:
        nonlocal quiet
        moving = _liveliest(watched, sunk) > 1.0
        quiet = 0.0 if moving else quiet + between
        return quiet >= stepping.still_hold

    return at_rest


def settle_original(
    space: pymunk.Space,
    bodies: Sequence[pymunk.Body],
    on_step: Callable[[int], None] | None = None,
    doomed: Callable[[], bool] | None = None,
    may_sink: Collection[pymunk.Body] = (),
) -> float:
    """The one settle loop with the original rest test and stepping."""
    stepping = content().physics.original
    return settle(space, bodies, on_step, doomed, may_sink, rest=still_for, stepping=stepping)


def _liveliest(
    watched: list[tuple[pymunk.Body, Any, float, bool]], sunk: set[pymunk.Body]
) -> float:
    """The highest kinetic energy, as a share of the body's stillness limit, of the bodies that
    count: all but those that may sink and have fallen into the sea (`sunk`, where they stay).
    Only the liveliest body is ever looked at for that."""
    energy_of = pymunk.cp.cpBodyKineticEnergy
    while True:
        liveliest, candidate = 0.0, None
        for body, handle, limit, may_sink in watched:
            energy = energy_of(handle) / limit
            if energy > liveliest and body not in sunk:
                liveliest, candidate = energy, (body if may_sink else None)
        if candidate is None or not in_sea(candidate):
            return liveliest
        sunk.add(candidate)


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


def record_original(tower: Tower, built: Built) -> Tower:
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


def fresh_tower() -> Tower:
    """The base iceberg card standing in the sea with the starting card on it, settled.

    Every game starts from it, whichever physics it plays, so it is settled the way games before
    issue 24 were, by this physics (their saves replay from it).
    """
    phys = content().physics
    _, centre = iceberg_parts()
    start_y = phys.iceberg.height + phys.starting_card.thickness / 2
    tier = Tier(
        pose=Pose(x=0.0, y=round(centre, POSITION_DIGITS), angle=0.0),
        cards=(PlacedCard(card=START, pose=Pose(x=0.0, y=start_y, angle=0.0)),),
    )
    tower = Tower(tiers=[tier])
    built = build(tower, "original")
    settle_original(built.space, built.bodies())
    settled = record_original(tower, built)
    release(built)
    return settled
