"""Frames of a placement settling, for the screen's short animation.

The engine's result is always the recorded state; this replays the same simulation (same space,
same drop) and samples every body's outline on the way, so the animation ends where the game does.
"""

from __future__ import annotations

import pymunk

from penguin_tables.games.yura_yura.physics.placement import Drop, settle_drop, spawn
from penguin_tables.games.yura_yura.physics.shapes import Polygon
from penguin_tables.games.yura_yura.physics.space import TODAY, Built, build, release
from penguin_tables.games.yura_yura.state import Tower


def _polygons(built: Built) -> list[Polygon]:
    """Every body's shapes as world polygons, in the order they were put in the space."""
    out: list[Polygon] = []
    for _, body in built.taken:
        for shape in body.shapes:
            if isinstance(shape, pymunk.Poly):
                corners = (body.local_to_world(v) for v in shape.get_vertices())
                out.append([(p.x, p.y) for p in corners])
    return out


def settling_frames(
    tower: Tower, drop: Drop, every: int = 12, physics: str = TODAY
) -> list[list[Polygon]]:
    """The drop's first simulation under the game's `physics` option value, one frame of
    polygons every `every` steps, and the last."""
    built = build(tower, physics)
    body = spawn(built, drop)
    frames = [_polygons(built)]

    def sample(step: int) -> None:
        if step % every == 0:
            frames.append(_polygons(built))

    settle_drop(built, body, on_step=sample)
    frames.append(_polygons(built))
    release(built)
    return frames
