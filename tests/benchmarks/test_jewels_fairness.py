"""The Jewels fairness benchmark's bookkeeping: seeds, intervals and the table (no games played)."""

from __future__ import annotations

import pytest

from benchmarks import jewels_fairness
from benchmarks.jewels_fairness import (
    SEED_BASE,
    TUNING_SEED_BASE,
    GameResult,
    Tally,
    first_seat_within,
    jobs_for,
    progress,
    seat_rows,
    seed_range,
    taker_rows,
    wilson,
)


def tally(players: int, first_wins: int, games: int) -> Tally:
    t = Tally()
    for game in range(games):
        wins = [0.0] * players
        wins[0 if game < first_wins else 1] = 1.0
        t.add(GameResult(players, wins, set()))
    return t


def test_published_seeds_never_meet_the_tuning_seeds() -> None:
    """The figures must come from games the tuning never played, at every count and up to the
    largest runs tried (1,000 games a count)."""
    published = {s for n in (2, 3, 4, 5) for s in seed_range(SEED_BASE, n, 1_000)}
    tuning = {s for n in (2, 3, 4, 5) for s in seed_range(TUNING_SEED_BASE, n, 1_000)}
    assert len(published) == 4_000 and not published & tuning


def test_every_count_gets_its_own_seeds_and_the_longest_games_come_first() -> None:
    jobs = jobs_for([2, 3, 4, 5], 600, SEED_BASE, head_start=False)
    assert len(jobs) == 2_400 and len({seed for _, seed, _ in jobs}) == 2_400
    assert [n for n, _, _ in jobs[:1]] == [5] and jobs[-1][0] == 2


def test_the_wilson_interval_holds_the_share_and_narrows_with_more_games() -> None:
    low, high = wilson(0.25, 100)
    assert low < 0.25 < high
    wide = high - low
    low, high = wilson(0.25, 600)
    assert low < 0.25 < high and high - low < wide / 2
    assert wilson(0.0, 0) == (0.0, 1.0)


@pytest.mark.parametrize(
    ("first_wins", "within"), [(30, True), (29, True), (31, False), (19, False), (20, True)]
)
def test_the_target_is_the_first_seats_share_within_five_points_of_fair(
    first_wins: int, within: bool
) -> None:
    assert first_seat_within(tally(4, first_wins, 100), 4) is within


def test_the_table_shows_share_fair_difference_interval_and_seeds() -> None:
    header, row = seat_rows({4: tally(4, 31, 100)}, 500_000)
    for word in ("players", "games", "1st wins", "fair", "diff", "95% interval", "seeds"):
        assert word in header
    assert row.split() == [
        "4", "100", "31.0%", "25.0%", "+6.0", "22.8%-40.6%", "NO", "540000-540099",
        "31.0%", "69.0%", "0.0%", "0.0%",
    ]  # fmt: skip


def test_the_taker_line_tells_who_took_the_thanks_by_turn_order() -> None:
    """The seat edge is the race's edge: the line shows how often each position took the Thanks."""
    t = Tally()
    for position, won in ((0, 1.0), (0, 1.0), (0, 0.0), (2, 1.0)):
        t.add(GameResult(3, [0.0, 0.0, 0.0], set(), taker_won=won, taker_position=position))
    (line,) = taker_rows({3: t})
    assert "won 75.0%" in line
    assert line.endswith("took it, in turn order: 75.0%  0.0% 25.0%")
    assert t.figures(3, SEED_BASE)["took"] == [0.75, 0.0, 0.25]


def test_progress_tells_the_games_so_far_and_the_first_seats_share() -> None:
    assert progress(4, tally(4, 30, 100)) == "  4 players: 100 games, first seat 30.0% (fair 25.0%)"


def test_a_game_past_the_hang_guard_is_reported_by_its_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game that does not end must name its seed, not hang the run (one did, unnoticed)."""
    monkeypatch.setattr(jewels_fairness, "MAX_STEPS", 10)
    result = jewels_fairness.play((2, 520_374, False))
    assert result.stalled_seed == 520_374 and result.wins == [0.0, 0.0]
