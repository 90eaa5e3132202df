"""`make soak`: the playout harness over many seeded games per game, checked at every step.

Covers every player count and option set (so every pair of option values meets at every count
in each cycle). Game `i` of a game plays seed `i` with the `i`-th combination of player count
and options (cycling), so a run is the same whichever worker plays which game, and a failure
names the seed, options and action list that reproduce it.

The games run in a process pool (`--jobs`, default one per core); `--jobs 1` plays them in this
process (for profiling, and for tests that break a game in place). Prints progress while a game's
soak runs, then one row per game: games, seconds, games/s, failures.
Run: `python -m benchmarks.soak [--games N] [--only GAME] [--jobs N]`.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from penguin_tables.engine.checks import PlayoutFailure, random_playout
from penguin_tables.engine.options import every_option_set
from penguin_tables.engine.registry import GAMES

Job = tuple[str, int, int, dict[str, Any]]  # game id, players, seed, options


def play(job: Job) -> str | None:
    """One checked game; None when every check held, else what failed (naming the seed)."""
    game_id, players, seed, options = job
    try:
        random_playout(GAMES[game_id], players, seed, options)
    except PlayoutFailure as failure:
        return str(failure)
    except Exception as exc:  # a crash is a failure of that seed too, not the end of the soak
        return f"{game_id} with {players} players, seed {seed}, options {options}: crashed: {exc!r}"
    return None


def jobs(game_id: str, count: int) -> list[Job]:
    """The soak's games of one game: seed `i` with the `i`-th count and option set, cycling."""
    game = GAMES[game_id]
    combos = [
        (n, o)
        for n in range(game.min_players, game.max_players + 1)
        for o in every_option_set(game.options)
    ]
    return [
        (game_id, combos[i % len(combos)][0], i, combos[i % len(combos)][1]) for i in range(count)
    ]


@dataclass
class Tally:
    """One game's soak: how many games ran, how long it took, and what failed (in seed order)."""

    game_id: str
    games: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def row(self) -> str:
        return (
            f"{self.game_id:15} {self.games:7} {self.seconds:9.1f} {self.rate:9.2f} "
            f"{len(self.failures):9}"
        )


HEADER = f"{'game':15} {'games':>7} {'seconds':>9} {'games/s':>9} {'failures':>9}"


def results(
    batch: list[Job], workers: int, pool: ProcessPoolExecutor | None
) -> Iterator[str | None]:
    """Each job's result, in job order, from the pool or (no pool) played here one by one."""
    if pool is None:
        return map(play, batch)
    return pool.map(play, batch, chunksize=max(1, min(8, len(batch) // (workers * 8))))


def soak_game(
    game_id: str,
    count: int,
    workers: int,
    pool: ProcessPoolExecutor | None,
    say: Callable[[str], None],
    every: float = 30.0,
) -> Tally:
    """Play `count` checked games of `game_id`, saying how far it is at most every `every` s."""
    tally = Tally(game_id)
    start = last = time.perf_counter()
    for result in results(jobs(game_id, count), workers, pool):
        tally.games += 1
        if result is not None:
            tally.failures.append(result)
        now = time.perf_counter()
        if now - last >= every and tally.games < count:
            last = now
            say(
                f"  {game_id}: {tally.games}/{count} games, {len(tally.failures)} failures, "
                f"{now - start:.0f} s"
            )
    tally.seconds = time.perf_counter() - start
    return tally


def soak(
    game_ids: Iterable[str],
    count: int,
    workers: int,
    say: Callable[[str], None] = print,
) -> list[Tally]:
    """The soak of `count` games of each game in turn, on `workers` processes (1: here)."""
    pool = ProcessPoolExecutor(workers) if workers > 1 else None
    try:
        tallies = []
        for game_id in game_ids:
            tally = soak_game(game_id, count, workers, pool, say)
            say(
                f"{game_id}: {tally.games} games, {len(tally.failures)} failures, "
                f"{tally.seconds:.0f} s ({tally.rate:.2f} games/s)"
            )
            for failure in tally.failures[:5]:
                say(failure)
            tallies.append(tally)
        return tallies
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)


def report(tallies: list[Tally]) -> list[str]:
    """The closing table: one row per game and the whole soak's wall time and failures."""
    total = sum(t.seconds for t in tallies)
    failures = sum(len(t.failures) for t in tallies)
    return [
        HEADER,
        *(t.row() for t in tallies),
        f"soak done: {failures} failures, {total:.0f} s ({total / 60:.1f} min)",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000, help="games per game")
    parser.add_argument("--only", choices=list(GAMES), help="one game id")
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (1: in process)"
    )
    args = parser.parse_args(argv)

    def say(line: str) -> None:
        print(line, flush=True)

    tallies = soak([args.only] if args.only else list(GAMES), args.games, max(1, args.jobs), say)
    for line in report(tallies):
        say(line)
    return 1 if any(t.failures for t in tallies) else 0


if __name__ == "__main__":
    sys.exit(main())
