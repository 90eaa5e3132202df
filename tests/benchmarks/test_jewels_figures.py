"""What `make bench` shows of the recorded Jewels seat figures (no games played)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console

from benchmarks import jewels_figures


def shown(table: object) -> str:
    console = Console(width=200, record=True)
    console.print(table)
    return console.export_text()


def test_the_seat_table_shows_how_often_the_first_seat_took_the_thanks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first seat's edge is the race's edge, so the table puts the two side by side; a record
    kept before the column existed shows an empty cell, not an error."""
    record = {"players": 4, "games": 600, "first": 0.347, "low": 0.31, "high": 0.386}
    rows = [
        {"tiles": "revised", **record, "taker": 0.832, "took": [0.348, 0.262, 0.193, 0.197]},
        {"tiles": "rulebook", **record, "taker": 0.855},
    ]
    path = tmp_path / "jewels_fairness.json"
    path.write_text(json.dumps(rows))
    monkeypatch.setattr(jewels_figures, "FAIRNESS", path)
    text = shown(jewels_figures.fairness_table())
    assert "1st took it" in text
    revised = next(line for line in text.splitlines() if "revised" in line)
    rulebook = next(line for line in text.splitlines() if "rulebook" in line)
    assert revised.split("│")[-2].strip() == "34.8%"
    assert rulebook.split("│")[-2].strip() == ""
