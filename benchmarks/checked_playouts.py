"""Checked playouts per second per engine, in CPU time, and what the whole soak would take.

Plays the soak's own first games of each engine (seed `i` with the `i`-th player count and option
set, as `make soak` does) in this process, with the harness's checks at every step, and counts the
process's CPU time rather than the wall clock: on a shared machine the wall clock measures the
neighbours.
The soak estimate is the sum over engines of 10,000 games at that rate, spread over `--jobs`
workers. Prints one row per engine (games/s, share of the soak) and the estimate.
Run: `python -m benchmarks.checked_playouts [--games N] [--jobs N] [game ...]`.
"""

from __future__ import annotations

import argparse
import time

from rich.table import Table as RichTable

from benchmarks.common import chosen_games
from benchmarks.soak import jobs
from penguin_tables.engine.checks import random_playout
from penguin_tables.engine.registry import GAMES

SOAK_GAMES = 10_000
#: Issue 25's target for the whole soak, in minutes on two workers.
SOAK_TARGET_MIN = 40


def checked_rate(game_id: str, count: int) -> float:
    """Checked games per CPU second over the soak's first `count` games of `game_id`."""
    game = GAMES[game_id]
    start = time.process_time()
    for _, players, seed, options in jobs(game_id, count):
        random_playout(game, players, seed, options)
    return count / (time.process_time() - start)


def soak_rows(rates: dict[str, float]) -> tuple[list[tuple[str, float, float, float]], float]:
    """Per engine its rate, the CPU minutes its part of the soak takes and its share; and the
    total CPU minutes."""
    minutes = {g: SOAK_GAMES / rate / 60 for g, rate in rates.items()}
    total = sum(minutes.values())
    return [(g, rates[g], minutes[g], minutes[g] / total) for g in rates], total


def estimate_lines(rates: dict[str, float], workers: int) -> list[str]:
    """One row per engine (rate, CPU minutes for the soak, share) and the soak's estimate."""
    rows, total = soak_rows(rates)
    lines = [f"{'game':15} {'games/s':>9} {'cpu min':>8} {'share':>6}"]
    lines += [f"{g:15} {rate:9.2f} {cpu:8.1f} {share:6.0%}" for g, rate, cpu, share in rows]
    lines.append(
        f"soak of {SOAK_GAMES} games per engine on {workers} workers: {total / workers:.1f} min"
    )
    return lines


def checked_table(rates: dict[str, float], workers: int) -> RichTable:
    """`make bench`'s table of the same figures as `estimate_lines`, target beside them."""
    rows, total = soak_rows(rates)
    table = RichTable(
        title=f"Checked games per CPU second; the soak of {SOAK_GAMES:,} per engine on {workers} "
        f"workers: {total / workers:.1f} min (target <= {SOAK_TARGET_MIN})"
    )
    for column in ("game", "games/s", "cpu min", "share"):
        table.add_column(column)
    for g, rate, cpu, share in rows:
        table.add_row(g, f"{rate:.2f}", f"{cpu:.1f}", f"{share:.0%}")
    return table


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100, help="games per engine")
    parser.add_argument("--jobs", type=int, default=2, help="soak workers the estimate assumes")
    parser.add_argument("game", nargs="*", help="game ids (default: all)")
    args = parser.parse_args(argv)
    rates = {g: checked_rate(g, args.games) for g in chosen_games(parser, args.game)}
    for line in estimate_lines(rates, args.jobs):
        print(line, flush=True)


if __name__ == "__main__":
    main()
