"""Shared pieces of the benchmark scripts: player counts, timing helpers and the games asked for."""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any

from penguin_tables.engine.registry import GAMES


def player_counts(game: Any) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000 if samples else 0.0


def timed(action: Callable[[], Any], repeat: int) -> float:
    """The median wall time of `action` over `repeat` runs, in seconds."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def seeds(start: int, count: int) -> Iterator[int]:
    return iter(range(start, start + count))


def chosen_games(parser: argparse.ArgumentParser, names: list[str]) -> list[str]:
    """The game ids a benchmark was given (every game when none); an unknown id is a usage error."""
    unknown = [g for g in names if g not in GAMES]
    if unknown:
        parser.error(f"no such game: {', '.join(unknown)} (games: {', '.join(GAMES)})")
    return names or list(GAMES)
