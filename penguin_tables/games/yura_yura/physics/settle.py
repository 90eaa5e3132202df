"""Stepping a space until everything in it is still: where a placement spends most of its time.

A placement costs its number of steps times the price of one step (the solver's iterations over
every contact of the tower), so this loop does nothing per step but step: the stillness test runs
every few steps, and the step goes straight to Chipmunk (see `raw_stepper`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pymunk

from penguin_tables.games.yura_yura.content import content

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
) -> float:
    """Step until every body has been still for a moment, or the cap; returns seconds simulated.

    `doomed`, asked now and then, stops early once the outcome can no longer change (the iceberg
    is already in the sea).
    """
    phys = content().physics
    dt = phys.time_step
    steps = int(phys.settle_cap / dt)
    limits = stillness_limits(bodies)
    step_once = raw_stepper(space, dt)
    quiet = 0.0
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
        moving = any(b.kinetic_energy > limit for b, limit in limits)
        quiet = 0.0 if moving else quiet + CHECK_EVERY * dt
        if quiet >= phys.still_hold:
            return step * dt
    return steps * dt
