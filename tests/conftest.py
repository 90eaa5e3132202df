"""Settings every test shares."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from penguin_tables.crash import CRASH_DIR_ENV
from penguin_tables.store.verdicts import CACHE_ENV
from penguin_tables.ui.collector import settle_collector


def pytest_collection_finish(session: pytest.Session) -> None:
    """Set the cycle collector as the app sets it (each xdist worker on its own), once the test
    modules are imported: those objects then live as long as the worker, like the app's own."""
    settle_collector()


@pytest.fixture(autouse=True, scope="session")
def crash_reports_stay_in_a_temporary_folder(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[None]:
    """A test that makes the app or a command fail writes its crash report here, not in $HOME."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(CRASH_DIR_ENV, str(tmp_path_factory.mktemp("crash-reports")))
        yield


@pytest.fixture(autouse=True)
def verdicts_stay_in_a_temporary_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each test checks saves with a cache of its own (`store/verdicts.py`), never the user's,
    and never one that remembers another test's saves (one that patches a game's outcome
    would otherwise meet a verdict worked out without the patch)."""
    monkeypatch.setenv(CACHE_ENV, str(tmp_path_factory.mktemp("verdicts")))
