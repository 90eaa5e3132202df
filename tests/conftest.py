"""Settings every test shares."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from penguin_tables.crash import CRASH_DIR_ENV

#: The cycle collector's thresholds while the tests run (Python's default is 700, 10, 10).
GC_THRESHOLDS = (10_000, 20, 20)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Make the cycle collector cheaper for the tests (each xdist worker collects on its own).

    Profiling the UI tests showed about a sixth of their CPU time spent collecting cycles: every
    full collection walked every object imported before the first test (Textual, pydantic,
    Hypothesis, the engines), and a young collection ran every 700 allocations while Textual
    allocated strips and styles by the thousand. Once collection is over, those objects live as
    long as the process: `gc.freeze()` sets them aside from every later collection, and rarer young
    collections do the same work in fewer passes. Nothing a test checks depends on when cycles are
    collected (no test or module of the app calls the `gc` module).
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


@pytest.fixture(autouse=True, scope="session")
def crash_reports_stay_in_a_temporary_folder(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[None]:
    """A test that makes the app or a command fail writes its crash report here, not in $HOME."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(CRASH_DIR_ENV, str(tmp_path_factory.mktemp("crash-reports")))
        yield
