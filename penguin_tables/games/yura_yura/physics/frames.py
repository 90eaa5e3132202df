"""Frames of a placement settling, for the screen's short animation.

The engine's result is always the recorded state; this replays the same simulation (same space,
same drop) and samples every body's outline on the way, so the animation ends where the game does.
"""

from __future__ import annotations

from typing import Any

import pymunk

from penguin_tables.games.yura_yura.physics.placement import Drop, settle_drop, spawn
from penguin_tables.games.yura_yura.physics.shapes import Polygon
from penguin_tables.games.yura_yura.physics.space import TODAY, Built, build, release
from penguin_tables.games.yura_yura.state import Tower

#: Each polygon of the space: its body's Chipmunk handle and its corners in the body's frame.
Outline = list[tuple[Any, list[tuple[float, float]]]]


def _outline(built: Built) -> Outline:
    """Every body's polygons, in the order they were put in the space, read once: a body's
    corners do not change while it settles, only where the body is."""
    out: Outline = []
    for _, body in built.taken:
        for shape in body.shapes:
            if isinstance(shape, pymunk.Poly):
                out.append((body._body, [(v.x, v.y) for v in shape.get_vertices()]))
    return out


def _polygons(outline: Outline) -> list[Polygon]:
    """Every polygon in the world now (the numbers `Body.local_to_world` gives, straight from
    Chipmunk: a frame is sampled every few steps of every animated placement)."""
    to_world = pymunk.cp.cpBodyLocalToWorld
    frame: list[Polygon] = []
    for handle, corners in outline:
        points = [to_world(handle, corner) for corner in corners]
        frame.append([(p.x, p.y) for p in points])
    return frame


def settling_frames(
    tower: Tower, drop: Drop, every: int = 12, physics: str = TODAY
) -> list[list[Polygon]]:
    """The drop's first simulation under the game's `physics` option value, one frame of
    polygons every `every` steps, and the last."""
    built = build(tower, physics)
    body = spawn(built, drop)
    outline = _outline(built)
    frames = [_polygons(outline)]

    def sample(step: int) -> None:
        if step % every == 0:
            frames.append(_polygons(outline))

    settle_drop(built, body, on_step=sample)
    frames.append(_polygons(outline))
    release(built)
    return frames
