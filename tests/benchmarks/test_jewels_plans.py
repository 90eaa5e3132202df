"""The Jewels plan benchmark's bookkeeping, and the fairness benchmark's Thanks figures."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.jewels_fairness import SEED_BASE, GameResult, Tally, record, taker_rows
from benchmarks.jewels_plans import (
    PLAN_SEED_BASE,
    PlanGame,
    PlanTally,
    seating,
    within,
)
from benchmarks.jewels_plans import play as play_plans
from benchmarks.jewels_plans import record as record_plans
from penguin_tables.games.jewels.computer.plans import POINTS, RACE


def test_the_plans_alternate_and_every_seat_takes_turns_at_each() -> None:
    assert seating(2, 0) == [RACE, POINTS] and seating(2, 1) == [POINTS, RACE]
    assert seating(4, 1) == [POINTS, RACE, POINTS, RACE]


def test_the_plan_seeds_are_apart_from_the_fairness_seeds() -> None:
    assert abs(PLAN_SEED_BASE - SEED_BASE) >= 100_000


def test_a_plan_game_is_played_to_the_end_and_credits_the_winner_s_plan() -> None:
    result = play_plans((2, 7, 0, "revised"))
    assert result.stalled_seed is None and sum(result.wins.values()) == 1.0
    assert result.thanks in ("race", "points")


def test_shares_split_ties_and_the_target_is_sixty_percent(tmp_path: Path) -> None:
    tally = PlanTally()
    for game in range(10):
        won = "race" if game < 6 else "points"
        tally.add(PlanGame(wins={won: 1.0}, thanks=won, scores={"race": [10.0], "points": [8.0]}))
    rows = tally.rows(2)
    assert [(r.plan, r.share, r.thanks, r.score) for r in rows] == [
        ("race", 0.6, 0.6, 10.0),
        ("points", 0.4, 0.4, 8.0),
    ]
    assert within(rows)
    tally.add(PlanGame(wins={"race": 1.0}, thanks="race", scores={"race": [1.0]}))
    assert not within(tally.rows(2))
    path = tmp_path / "plans.json"
    record_plans(rows, "revised", 1, path)
    record_plans(rows, "revised", 1, path)  # the same deck and count replace their old figures
    assert [r["plan"] for r in json.loads(path.read_text())] == ["points", "race"]


def test_the_fairness_run_counts_the_thanks_taker_s_wins(tmp_path: Path) -> None:
    tally = Tally()
    tally.add(GameResult(4, [1.0, 0.0, 0.0, 0.0], set(), taker_won=1.0))
    tally.add(GameResult(4, [0.0, 0.5, 0.5, 0.0], set(), taker_won=0.5))
    tally.add(GameResult(4, [0.0, 0.0, 0.0, 1.0], set(), taker_won=0.0))
    assert taker_rows({4: tally})[0].startswith("  4 players: the Thanks-taker won 50.0%")
    path = tmp_path / "fair.json"
    record({4: tally}, "revised", 500_000, path)
    (row,) = json.loads(path.read_text())
    assert row["taker"] == 0.5 and row["seeds"] == "540000-540002" and row["tiles"] == "revised"
