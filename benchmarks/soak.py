"""`make soak`: the playout harness over many seeded games per game, every check at every step.

Covers every player count and option set. Runs on all cores; prints games run and failures, and for
each failure the seed, options and action list that reproduce it.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import time
from typing import Any

from penguin_tables.engine.options import every_option_set
from penguin_tables.engine.playout import PlayoutFailure, random_playout
from penguin_tables.engine.registry import GAMES


def play(job: tuple[str, int, int, dict[str, Any]]) -> str | None:
    game_id, players, seed, options = job
    try:
        random_playout(GAMES[game_id], players, seed, options)
    except PlayoutFailure as failure:
        return str(failure)
    return None


def jobs(game_id: str, count: int) -> list[tuple[str, int, int, dict[str, Any]]]:
    game = GAMES[game_id]
    combos = [
        (n, o)
        for n in range(game.min_players, game.max_players + 1)
        for o in every_option_set(game.options)
    ]
    return [
        (game_id, *combos[i % len(combos)][:1], i, combos[i % len(combos)][1]) for i in range(count)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000, help="games per game")
    parser.add_argument("--only", help="one game id")
    args = parser.parse_args()
    failures = 0
    with multiprocessing.Pool(os.cpu_count() or 1) as pool:
        for game_id in [args.only] if args.only else list(GAMES):
            start = time.perf_counter()
            results = pool.map(play, jobs(game_id, args.games), chunksize=8)
            problems = [r for r in results if r]
            failures += len(problems)
            elapsed = time.perf_counter() - start
            print(f"{game_id}: {len(results)} games, {len(problems)} failures, {elapsed:.0f} s")
            for problem in problems[:5]:
                print(problem)
    print(f"soak done: {failures} failures")
    raise SystemExit(1 if failures else 0)


if __name__ == "__main__":
    main()
