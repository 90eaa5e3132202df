"""Stepping a space until everything in it is still: where a placement spends most of its time.

A placement costs its number of steps times the price of one step (the solver's iterations over
every contact of the tower), so this loop does nothing per step but step: the stillness test runs
every few steps, and the step goes straight to Chipmunk (see `raw_stepper`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import partial
from typing import Any

import pymunk

from penguin_tables.games.yura_yura.content import content
from penguin_tables.games.yura_yura.physics.bodies import in_sea

#: After this many steps the cached contact impulses hold the stack and fewer iterations will do.
WARM_STEPS = 24
#: Steps between two looks at whether everything is still.
CHECK_EVERY = 5
#: Steps between two looks at whether a collapse is already decided.
DOOM_EVERY = 30


def raw_stepper(space: pymunk.Space, dt: float) -> Callable[[], None]:
    """One step of `space` as a bare call into Chipmunk, the same step `space.step(dt)` takes.

    `Space.step` also checks newly added bodies and runs the adds, removals and callbacks queued
    during a step; nothing here queues any, so after one `step(0.0)` (which does that bookkeeping
    and, with a zero time step, leaves the simulation untouched) the C call alone is the step.
    """
    space.step(0.0)
    return partial(pymunk.cp.cpSpaceStep, space._space, dt)


def stillness_limits(bodies: Sequence[pymunk.Body]) -> list[tuple[pymunk.Body, float]]:
    """Each body with the kinetic energy it would have sliding at `still_speed` while turning at
    `still_spin`: below it, the body counts as still (one cheap number per body instead of three)."""
    phys = content().physics
    speed, spin = phys.still_speed**2, phys.still_spin**2
    return [(b, 0.5 * (b.mass * speed + b.moment * spin)) for b in bodies]


def settle(
    space: pymunk.Space,
    bodies: Sequence[pymunk.Body],
    on_step: Callable[[int], None] | None = None,
    doomed: Callable[[], bool] | None = None,
    may_sink: Collection[pymunk.Body] = (),
) -> float:
    """Step until every body has been still for `still_hold`, or the cap; returns the seconds.

    A body of `may_sink` that has fallen into the sea no longer counts: nothing it does down there
    changes the judging (the base stands in the sea and is not one of them). `doomed`, asked now
    and then, stops early once the outcome can no longer change (the iceberg is already in the
    sea).

    The hold is a rule of the game, not only a cost: how long a settle runs is how far a slowly
    tipping tower gets before it is written down, so a tall careful tower breaks about twice as
    rarely with a hold of 0.05 or 0.1 s as with 0.15 s (measured over 300 games each).
    """
    phys = content().physics
    dt = phys.time_step
    watched = [(b, b._body, limit, b in may_sink) for b, limit in stillness_limits(bodies)]
    step_once = raw_stepper(space, dt)
    quiet = 0.0
    sunk: set[pymunk.Body] = set()
    steps = int(phys.settle_cap / dt)
    for step in range(1, steps + 1):
        if step == WARM_STEPS:
            space.iterations = phys.warm_iterations
        step_once()
        if on_step is not None:
            on_step(step)
        if step % CHECK_EVERY:
            continue
        if doomed is not None and step % DOOM_EVERY == 0 and doomed():
            return step * dt
        moving = _liveliest(watched, sunk) > 1.0
        quiet = 0.0 if moving else quiet + CHECK_EVERY * dt
        if quiet >= phys.still_hold:
            return step * dt
    return steps * dt


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
