"""The app's process sets the cycle collector before its app runs (penguin_tables/ui/collector.py)."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from penguin_tables.cli.play import play
from penguin_tables.ui import collector
from penguin_tables.ui.app import PenguinTablesApp


def test_settling_sets_aside_what_exists_and_collects_the_young_less_often() -> None:
    before = gc.get_threshold()
    try:
        gc.unfreeze()
        collector.settle_collector()
        assert gc.get_threshold() == collector.THRESHOLDS
        assert gc.get_freeze_count() > 0
    finally:
        gc.set_threshold(*before)


def test_play_settles_the_collector_before_the_app_runs(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[str] = []
    monkeypatch.setattr(collector, "settle_collector", lambda: calls.append("settled"))
    monkeypatch.setattr(PenguinTablesApp, "run", lambda self: calls.append("ran"))
    assert play(tmp_path) == 0
    assert calls == ["settled", "ran"]
