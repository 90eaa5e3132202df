"""The Yura Yura speed benchmark plays the same seeded games whichever code runs it."""

from __future__ import annotations

from benchmarks.yura_yura_speed import cpu_seconds


def test_the_same_seeds_play_the_same_number_of_moves() -> None:
    _, first = cpu_seconds(2, None)
    _, again = cpu_seconds(2, None)
    _, other_physics = cpu_seconds(2, {"physics": "original"})
    assert first == again > 0
    assert other_physics != first


def test_older_rules_reach_the_games() -> None:
    """`--older-rules` plays the capped, break-on-standing game: other games than the default."""
    _, default = cpu_seconds(4, None)
    _, older = cpu_seconds(4, {"retry_cap": True, "breaks": "standing"})
    assert older != default
