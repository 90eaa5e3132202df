"""Reusing pymunk bodies from one placement's space to the next, put in and taken out directly.

Every placement simulates a fresh space built from the recorded poses (so a loaded game runs the
same as the live one), but the bodies in it need not be fresh: making a pymunk body and its
polygons, and later freeing them, costs about as much as stepping a small tower through a whole
placement, and pymunk's own `Space.add` and `Space.remove` keep registries and check assertions
that cost more than the Chipmunk calls they wrap.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pymunk

from penguin_tables.games.yura_yura.state import Pose


class BodyPool:
    """Bodies taken back out of finished spaces, each ready to be placed in the next space that
    needs a body just like it.

    A body removed from its space (Chipmunk drops its contacts) and placed at a pose again with
    no velocity is, to the solver, the body a fresh one would be: same mass, centre of mass and
    polygons, added in the same order. So a placement built from pooled bodies runs bit for bit
    like one built from new ones (the physics tests check it).
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._free: dict[Hashable, list[pymunk.Body]] = {}

    def clear(self) -> None:
        self._free.clear()

    def take(self, key: Hashable, make: Callable[[], pymunk.Body]) -> pymunk.Body:
        free = self._free.get(key)
        if not free:
            return make()
        body = free.pop()
        if not free:
            del self._free[key]
        return body

    def take_spare(self, fits: Callable[[Hashable], bool]) -> pymunk.Body | None:
        """A kept body under the oldest key that `fits`, for the caller to refit (None: none)."""
        for key, free in self._free.items():
            if fits(key):
                body = free.pop()
                if not free:
                    del self._free[key]
                return body
        return None

    def give_back(self, key: Hashable, body: pymunk.Body) -> None:
        """Keep a body already removed from its space. Its velocities are set at `place_body`;
        the solver's bias velocities (how it pushes overlaps apart, applied at the next step's
        position update) can only be cleared by a position update, here with no time passing."""
        pymunk.cp.cpBodyUpdatePosition(body._body, 0.0)
        if len(self._free) >= self.limit and key not in self._free:
            self.clear()  # a few games' worth: start again
        self._free.setdefault(key, []).append(body)


#: The pool keeps tiers' bodies under their geometry, pieces and dropped items under their kind;
#: a few games' worth of tiers, then it starts again (old games' bodies only cost the garbage
#: collector time).
POOL = BodyPool(limit=256)


def place_body(space: pymunk.Space, body: pymunk.Body, pose: Pose) -> pymunk.Body:
    """Put a body (new, or from the pool) into `space` at `pose`, at rest.

    The tower's bodies go in and out of a space many times per placement's worth of stepping, so
    this talks to Chipmunk directly (the same calls pymunk's setters and `Space.add` make, in the
    same order) without pymunk's registries: such a body is not listed in `space.bodies` or
    `space.shapes`, and it must leave by `take_out` before the space is dropped.
    """
    cp, handle, space_handle = pymunk.cp, body._body, space._space
    # No force or torque is ever applied, and Chipmunk zeroes both after every step: they are 0.
    cp.cpBodySetVelocity(handle, (0.0, 0.0))
    cp.cpBodySetAngularVelocity(handle, 0.0)
    cp.cpBodySetAngle(handle, pose.angle)  # before the position: it turns about its centre of mass
    cp.cpBodySetPosition(handle, (pose.x, pose.y))
    cp.cpSpaceAddBody(space_handle, handle)
    add_shape = cp.cpSpaceAddShape
    for shape in shape_handles(body):
        add_shape(space_handle, shape)
    return body


def shape_handles(body: pymunk.Body) -> tuple[Any, ...]:
    """The body's Chipmunk shapes in a fixed order, noted on the body the first time (pymunk's
    `body.shapes` builds a new set at every call)."""
    handles: tuple[Any, ...] | None = getattr(body, "_yura_shapes", None)
    if handles is None:
        handles = tuple(shape._shape for shape in body.shapes)
        object.__setattr__(body, "_yura_shapes", handles)
    return handles


def take_out(space: pymunk.Space, body: pymunk.Body) -> None:
    """Remove a body put in by `place_body`, with its shapes (Chipmunk drops their contacts)."""
    cp, space_handle = pymunk.cp, space._space
    remove_shape = cp.cpSpaceRemoveShape
    for shape in shape_handles(body):
        remove_shape(space_handle, shape)
    cp.cpSpaceRemoveBody(space_handle, body._body)


#: Sea floors (each on its static body) taken back out of finished spaces (making one and adding
#: it the pymunk way costs about as much as a fresh space itself).
Floor = tuple[pymunk.Body, pymunk.Shape]
_FLOORS: list[Floor] = []


def add_floor(space: pymunk.Space, make: Callable[[], Floor]) -> Floor:
    """Put a static floor (kept, or new from `make`) in `space`: its static body, then its shape,
    the Chipmunk calls `Space.static_body` and `Space.add` make; it must leave by `take_floor`
    before the space is dropped."""
    cp = pymunk.cp
    floor = _FLOORS.pop() if _FLOORS else make()
    cp.cpSpaceAddBody(space._space, floor[0]._body)
    cp.cpSpaceAddShape(space._space, floor[1]._shape)
    return floor


def take_floor(space: pymunk.Space, floor: Floor) -> None:
    """Take the floor off `space` and keep it for the next space."""
    pymunk.cp.cpSpaceRemoveShape(space._space, floor[1]._shape)
    pymunk.cp.cpSpaceRemoveBody(space._space, floor[0]._body)
    _FLOORS.append(floor)
