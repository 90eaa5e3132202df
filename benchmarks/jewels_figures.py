"""The recorded Jewels figures `make bench` shows: seat fairness and plan against plan.

Both runs take minutes (600 games a count), too long for `make bench`, so, like the strong level's
matches (`benchmarks.strength`), they are run on their own with `--record` and shown from their
files: `python -m benchmarks.jewels_fairness --record [--tiles rulebook]` and
`python -m benchmarks.jewels_plans --record [--tiles rulebook]`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.table import Table as RichTable

from benchmarks.jewels_fairness import RESULTS as FAIRNESS
from benchmarks.jewels_fairness import TAKER_TARGET, TOLERANCE
from benchmarks.jewels_plans import RESULTS as PLANS
from benchmarks.jewels_plans import TARGET


def _rows(path: Path) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = json.loads(path.read_text()) if path.exists() else []
    return rows


def fairness_table() -> RichTable:
    """The first seat's share of wins and the Thanks-taker's, by deck and player count, and how
    often the first seat took the Thanks (its edge is the race's: read the two together)."""
    table = RichTable(
        title=f"Jewels seats, normal players ({FAIRNESS.name}; targets: first seat within "
        f"{100 * TOLERANCE:.0f} points of fair, Thanks-taker at most {TAKER_TARGET:.0%} at 4)"
    )
    for column in (
        "tiles",
        "players",
        "games",
        "1st seat",
        "fair",
        "95% interval",
        "taker won",
        "1st took it",
    ):
        table.add_column(column)
    for row in _rows(FAIRNESS):
        table.add_row(
            row["tiles"],
            str(row["players"]),
            str(row["games"]),
            f"{row['first']:.1%}",
            f"{1 / row['players']:.1%}",
            f"{row['low']:.1%}–{row['high']:.1%}",
            f"{row['taker']:.1%}",
            f"{row['took'][0]:.1%}" if "took" in row else "",
        )
    return table


def plans_table() -> RichTable:
    """Race against points: each plan's share of wins, by deck and player count."""
    table = RichTable(
        title=f"Jewels plans, race against points ({PLANS.name}; target: neither above {TARGET:.0%})"
    )
    for column in ("tiles", "players", "plan", "games", "wins", "95% interval", "Thanks", "score"):
        table.add_column(column)
    for row in _rows(PLANS):
        table.add_row(
            row["tiles"],
            str(row["players"]),
            row["plan"],
            str(row["games"]),
            f"{row['share']:.1%}",
            f"{row['low']:.1%}–{row['high']:.1%}",
            f"{row['thanks']:.1%}",
            f"{row['score']:.1f}",
        )
    return table
