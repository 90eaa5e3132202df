"""The Jewels seat-wealth diagnostic's report: means by position after whole rounds (no games)."""

from __future__ import annotations

from benchmarks.jewels_seat_wealth import Gathered, report


def test_the_report_averages_each_position_over_the_games_that_reached_the_round() -> None:
    short = Gathered(2, [[4.0, 2.0]], thanks=0)
    long = Gathered(2, [[6.0, 4.0], [10.0, 12.0]], thanks=1)
    lines = report([short, long], 2)
    assert lines[1].split() == ["after", "round", "1", "(", "2", "games)", "5.0", "3.0"]
    assert lines[2].split() == ["after", "round", "2", "(", "1", "games)", "10.0", "12.0"]
    assert lines[-2].split() == ["took", "the", "Thanks", "50.0%", "50.0%"]
    assert lines[-1].endswith("1.5")
