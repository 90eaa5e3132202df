"""The browser follow-delay benchmark: skipped with its reason where there is no browser, and its
percentile as the table prints it."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import browser_follow_delay, browser_tabs


def test_without_chromium_the_benchmark_says_why_and_measures_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(browser_tabs, "CHROMIUM", tmp_path / "no-chromium")
    rows = browser_follow_delay.follow_delay_rows(moves=2)
    assert rows == {
        "skipped": "browser follow delay skipped: it needs Debian's Chromium at "
        "/usr/bin/chromium: install it with `sudo apt-get install -y chromium`"
    }


def test_p95_is_the_nearest_rank() -> None:
    samples = [float(n) for n in range(1, 101)]
    assert browser_follow_delay.percentile(samples, 0.95) == 95.0
    assert browser_follow_delay.percentile(samples, 0.5) == 50.0
    assert browser_follow_delay.percentile([3.0], 0.95) == 3.0
