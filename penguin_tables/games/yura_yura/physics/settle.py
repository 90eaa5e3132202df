"""Stepping a space until everything in it is at rest: where a placement spends most of its time.

One loop for both physics options; what "at rest" means is its parameter, a `RestTest` asked
every few steps. Today's (`asleep`) is Chipmunk's own sleeping; the original physics has its own
(`original.still_for`). A placement costs its number of steps times the price of one step (the
solver's iterations over the contacts of the bodies awake), so the loop does nothing per step but
step: the step goes straight to Chipmunk (see `raw_stepper`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import partial

import pymunk

from penguin_tables.games.yura_yura.content import Stepping, content
from penguin_tables.games.yura_yura.physics.bodies import in_sea

#: Steps between two looks at whether a collapse is already decided.
DOOM_EVERY = 30

#: Asked every `check_every` steps: is everything that counts at rest?
RestTest = Callable[[], bool]
#: Makes the rest test for a settle: the bodies, those that may sink, and the stepping.
RestRule = Callable[[Sequence[pymunk.Body], Collection[pymunk.Body], Stepping], RestTest]


def raw_stepper(space: pymunk.Space, dt: float) -> Callable[[], None]:
    """One step of `space` as a bare call into Chipmunk, the same step `space.step(dt)` takes.

    `Space.step` also checks newly added bodies and runs the adds, removals and callbacks queued
    during a step; nothing here queues any, so after one `step(0.0)` (which does that bookkeeping
    and, with a zero time step, leaves the simulation untouched) the C call alone is the step.
    """
    space.step(0.0)
    return partial(pymunk.cp.cpSpaceStep, space._space, dt)


def asleep(
    bodies: Sequence[pymunk.Body], may_sink: Collection[pymunk.Body], stepping: Stepping
) -> RestTest:
    """Today's rest test: every body that counts sleeps (Chipmunk's own test: idle below
    `still_speed` for `still_hold`, with all it touches).

    A body of `may_sink` that has fallen into the sea no longer counts, from then on: nothing it
    does down there changes the judging. A sleeping body costs nothing to step, so a tower an
    item never touched, or one already asleep while a piece rolls away into the sea, adds
    nothing to the work.
    """
    watched = [(b, b._body, b in may_sink) for b in bodies]
    is_asleep = pymunk.cp.cpBodyIsSleeping
    sunk: set[pymunk.Body] = set()

    def at_rest() -> bool:
        for body, handle, sinkable in watched:
            if is_asleep(handle) or body in sunk:
                continue
            if sinkable and in_sea(body):
                sunk.add(body)
                continue
            return False
        return True

    return at_rest


def settle(
    space: pymunk.Space,
    bodies: Sequence[pymunk.Body],
    on_step: Callable[[int], None] | None = None,
    doomed: Callable[[], bool] | None = None,
    may_sink: Collection[pymunk.Body] = (),
    rest: RestRule = asleep,
    stepping: Stepping | None = None,
    tiers: int | None = None,
) -> float:
    """Step until `rest` says every body is at rest, or the cap; returns the seconds.

    `stepping` defaults to today's (`sleeping`); `tiers`, the tower's height, sets the solver's
    iterations when the stepping scales them with it (`solver_iterations`). `doomed`, asked now and then, stops early once
    the outcome can no longer change (the iceberg is already in the sea). The first steps get
    the solver's cold-start iterations: a space built from recorded poses has no remembered
    contact forces, and a tall stack needs many iterations to find them before it sags.
    """
    stepping = stepping or content().physics.sleeping
    dt = stepping.time_step
    at_rest = rest(bodies, may_sink, stepping)
    step_once = raw_stepper(space, dt)
    cold, warm = solver_iterations(stepping, tiers)
    set_iterations = partial(pymunk.cp.cpSpaceSetIterations, space._space)  # `space.iterations`
    set_iterations(cold)
    steps = int(stepping.settle_cap / dt)
    check_every, warm_steps = stepping.check_every, stepping.warm_steps
    for step in range(1, steps + 1):
        if step == warm_steps:
            set_iterations(warm)
        step_once()
        if on_step is not None:
            on_step(step)
        if step % check_every:
            continue
        if doomed is not None and step % DOOM_EVERY == 0 and doomed():
            return step * dt
        if at_rest():
            return step * dt
    return steps * dt


def solver_iterations(stepping: Stepping, tiers: int | None) -> tuple[int, int]:
    """The solver's iterations for the first `warm_steps` steps and after, for a tower of `tiers`.

    A stack needs iterations in proportion to its height to pass its weight down to the sea in
    one step; a short tower given a tall one's iterations only pays for them.
    """
    cold, warm = stepping.iterations, stepping.warm_iterations
    per_tier = stepping.iterations_per_tier
    if per_tier and tiers is not None:
        cold = min(cold, max(stepping.min_iterations, per_tier * tiers))
        warm = min(warm, max(stepping.min_iterations, cold // 2))
    return cold, warm
