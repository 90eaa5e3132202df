"""Bare random two-player games per second, per engine: `legal_actions` + `apply` in a loop.

This is the figure the strong search lives on (its playouts are exactly this loop), so it is the
engine speed `make bench` reports. Run: `python -m benchmarks.playouts [seconds] [runs] [game ...]`;
it prints the median of the runs for each game.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

from penguin_tables.engine.registry import GAMES

#: Issue 12's targets, two players, bare random games per second.
TARGETS = {
    "penguin-party": 4000,
    "fistful": 2500,
    "frozen-shinies": 800,
    "jewels": 300,
    "yura-yura": 25,
}


def games_per_second(game: Any, seconds: float, players: int = 2) -> float:
    """Seeded random games from start to end for about `seconds`; whole games only."""
    played = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or played == 0:
        rng = random.Random(played)
        state = game.new_game([f"P{i}" for i in range(players)], seed=played)
        while not game.is_over(state):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        played += 1
    return played / (time.perf_counter() - start)


def median_rate(game: Any, seconds: float, runs: int) -> float:
    return statistics.median(games_per_second(game, seconds) for _ in range(runs))


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    chosen = sys.argv[3:] or list(GAMES)
    for game_id in chosen:
        rate = median_rate(GAMES[game_id], seconds, runs)
        print(f"{game_id:15} {rate:9.1f} games/s  (target >= {TARGETS[game_id]})", flush=True)


if __name__ == "__main__":
    main()
