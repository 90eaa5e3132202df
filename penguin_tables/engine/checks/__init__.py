"""The checking harness: seeded random games to the end, checking the Game contract at every step.

Used by every game's tests, by `make soak` and by the benchmarks, never by the app. `playout` plays
and checks (invariants, legal actions, the snapshot's round trip and continuation, secrecy);
`view_equality` is how it knows two views are the same; `paths` checks the decision builder's paths.
"""

from penguin_tables.engine.checks.paths import check_paths
from penguin_tables.engine.checks.playout import (
    Checked,
    Playout,
    PlayoutFailure,
    check_snapshot,
    check_step,
    random_playout,
)
from penguin_tables.engine.checks.view_equality import same_view, view_class_problem

__all__ = [
    "Checked",
    "Playout",
    "PlayoutFailure",
    "check_paths",
    "check_snapshot",
    "check_step",
    "random_playout",
    "same_view",
    "view_class_problem",
]
