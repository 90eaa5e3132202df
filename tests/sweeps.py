"""A sweep sampled by `make test` and run whole by `make soak` (the `soak` marker).

A test that plays many seeded games takes the `sweep` argument: False (id `sample`) runs in
`make test` with a few games, enough for every check in it to fail; True (id `sweep`, marked
`soak`) plays them all.
"""

from __future__ import annotations

import pytest

sweep = pytest.mark.parametrize(
    "sweep",
    [pytest.param(False, id="sample"), pytest.param(True, id="sweep", marks=pytest.mark.soak)],
)


def how_many(sweep: bool, whole: int, sample: int) -> int:
    """How many games: all `whole` of them under the soak, else the first `sample`."""
    return whole if sweep else min(sample, whole)
