"""Frames of a placement settling, for the screen's short animation.

The engine's result is always the recorded state; this replays the same simulation (same space,
same drop) and samples every body's outline on the way, so the animation ends where the game does.
"""

from __future__ import annotations

import pymunk

from penguin_tables.games.yura_yura.physics.placement import Drop, spawn
from penguin_tables.games.yura_yura.physics.settle import settle
from penguin_tables.games.yura_yura.physics.shapes import Polygon
from penguin_tables.games.yura_yura.physics.space import build
from penguin_tables.games.yura_yura.state import Tower


def _polygons(space: pymunk.Space) -> list[Polygon]:
    """Every body's shapes as world polygons (the sea floor left out)."""
    out: list[Polygon] = []
    for shape in space.shapes:
        if isinstance(shape, pymunk.Poly) and shape.body is not None:
            body = shape.body
            out.append([(p.x, p.y) for p in (body.local_to_world(v) for v in shape.get_vertices())])
    return out


def settling_frames(tower: Tower, drop: Drop, every: int = 12) -> list[list[Polygon]]:
    """The drop's first simulation, one frame of polygons every `every` steps, and the last."""
    built = build(tower)
    body = spawn(built, drop)
    frames = [_polygons(built.space)]

    def sample(step: int) -> None:
        if step % every == 0:
            frames.append(_polygons(built.space))

    settle(built.space, [*built.bodies(), body], on_step=sample)
    frames.append(_polygons(built.space))
    return frames
