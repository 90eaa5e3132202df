"""Stepping a space until everything in it sleeps: where a placement spends most of its time.

A placement costs its number of steps times the price of one step (the solver's iterations over
the contacts of the bodies awake), so this loop does nothing per step but step: the rest test runs
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


def settle(
    space: pymunk.Space,
    bodies: Sequence[pymunk.Body],
    on_step: Callable[[int], None] | None = None,
    doomed: Callable[[], bool] | None = None,
    may_sink: Collection[pymunk.Body] = (),
) -> float:
    """Step until every body sleeps (Chipmunk's own rest test: idle below `still_speed` for
    `still_hold`, with all it touches), or the cap; returns the seconds.

    A body of `may_sink` that has fallen into the sea no longer counts: nothing it does down there
    changes the judging (the base stands in the sea and is not one of them). `doomed`, asked now
    and then, stops early once the outcome can no longer change (the iceberg is already in the
    sea). A sleeping body costs nothing to step, so a tower an item never touched, or one
    already still while a piece rolls away into the sea, adds nothing to the work.

    The hold is a rule of the game, not only a cost: how long a settle runs is how far a slowly
    tipping tower gets before it is written down.
    """
    phys = content().physics
    dt = phys.time_step
    watched = [(b, b._body, b in may_sink) for b in bodies]
    step_once = raw_stepper(space, dt)
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
        if _all_resting(watched, sunk):
            return step * dt
    return steps * dt


def _all_resting(watched: list[tuple[pymunk.Body, Any, bool]], sunk: set[pymunk.Body]) -> bool:
    """Whether every body that counts sleeps: all but those that may sink and have fallen into
    the sea (`sunk`, where they stay)."""
    asleep = pymunk.cp.cpBodyIsSleeping
    for body, handle, may_sink in watched:
        if body in sunk or asleep(handle):
            continue
        if may_sink and in_sea(body):
            sunk.add(body)
            continue
        return False
    return True
