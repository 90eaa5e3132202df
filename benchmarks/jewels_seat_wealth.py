"""Jewels for the Emperor Penguin: where does the first seat's edge come from, gems or the race?

Run `python -m benchmarks.jewels_seat_wealth [--games N] [--players 4] [--seed-base N]`.
Plays the same games as `benchmarks.jewels_fairness` (the normal computer in every seat, the
rulebook's setup) and prints, by turn order, the gem-value each position has gathered after whole
rounds (gems held plus the price of the cards bought, valued as the computer player values them),
the share of games in which each position took the Thanks, and how many rounds the games lasted.
A content change that evens out the gathering but not the Thanks points at the race to five cards,
not the gems. Not a test; use tuning seeds (the default) while designing.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
from dataclasses import dataclass

from benchmarks.jewels_fairness import LEVEL, OPTIONS, TUNING_SEED_BASE, seed_range
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.computer import COMPUTER
from penguin_tables.games.jewels.computer.levels import GEM_VALUE
from penguin_tables.games.jewels.content import content
from penguin_tables.games.jewels.state import JewelsState

ROUNDS_SHOWN = (1, 2, 4, 7, 10, 15)


@dataclass
class Gathered:
    """One game: each position's gem-value after every whole round, and who took the Thanks."""

    players: int
    by_round: list[list[float]]
    thanks: int


def gathered(state: JewelsState, seat: int) -> float:
    """Gems held plus the gems paid for the cards bought, at the computer player's values."""
    player = state.seats[seat]
    held = sum(GEM_VALUE[g] * n for g, n in player.gems.items())
    paid = sum(
        GEM_VALUE[g] * n for card in player.objectives for g, n in content().objectives[card].cost
    )
    return held + paid


def play(job: tuple[int, int]) -> Gathered:
    players, seed = job
    rng = random.Random(seed)
    layout = "random" if seed % 2 else "starter"
    state = GAME.new_game(
        [f"P{i + 1}" for i in range(players)], seed, {**OPTIONS, "layout": layout}
    )
    first = state.first_player
    order = [(first + k) % players for k in range(players)]
    by_round: list[list[float]] = []
    while not GAME.is_over(state):
        before = state.turn
        state = GAME.apply(state, COMPUTER.own_move(state, LEVEL, rng))
        if before != first and state.turn == first and state.phase == "die":
            by_round.append([gathered(state, seat) for seat in order])
    assert state.thanks is not None
    return Gathered(players, by_round, (state.thanks - first) % players)


def report(results: list[Gathered], players: int) -> list[str]:
    """Lines of the table: mean gem-value by position after chosen rounds, the Thanks, rounds."""
    lines = [f"{players} players, {len(results)} games; gem-value gathered, by turn order"]
    for rnd in ROUNDS_SHOWN:
        reached = [r.by_round[rnd - 1] for r in results if len(r.by_round) >= rnd]
        if reached:
            means = [statistics.mean(row[i] for row in reached) for i in range(players)]
            lines.append(
                f"  after round {rnd:>2} ({len(reached):>4} games) "
                + " ".join(f"{m:7.1f}" for m in means)
            )
    thanks = [sum(r.thanks == i for r in results) / len(results) for i in range(players)]
    lines.append("  took the Thanks                 " + " ".join(f"{t:7.1%}" for t in thanks))
    lines.append(f"  rounds played, mean {statistics.mean(len(r.by_round) for r in results):.1f}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, nargs="*", default=[4])
    parser.add_argument("--processes", type=int, default=2, choices=[1, 2])
    parser.add_argument("--seed-base", type=int, default=TUNING_SEED_BASE)
    args = parser.parse_args(argv)
    jobs = [(n, s) for n in args.players for s in seed_range(args.seed_base, n, args.games)]
    with multiprocessing.Pool(args.processes) as pool:
        results = pool.map(play, jobs, chunksize=2)
    for n in args.players:
        print("\n".join(report([r for r in results if r.players == n], n)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
