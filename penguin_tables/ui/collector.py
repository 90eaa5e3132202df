"""Python's cycle collector, set for a long-lived Textual app: fewer and shorter pauses.

A full collection walks every object the process holds, and most of them were made once at start
(Textual, Rich, pydantic, the engines and their content): walking them again at every full
collection finds nothing, yet the walk lands inside some key press as a pause. Once the app is
built, `gc.freeze()` sets those objects aside from every later collection. Textual allocates
strips, segments and styles by the thousand on every frame, so a young collection every 700
allocations (Python's default) runs many times per press; rarer young collections do the same
work in fewer passes. Cycles are still collected, only in larger batches. The test workers set the
collector the same way (tests/conftest.py): profiling showed it was a sixth of a UI test's CPU.
"""

from __future__ import annotations

import gc

#: Young, middle and old generation thresholds (Python's default is 700, 10, 10).
THRESHOLDS = (10_000, 20, 20)


def settle_collector() -> None:
    """Collect once, set aside what exists now for good, and collect the young less often."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)
