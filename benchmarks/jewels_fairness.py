"""Jewels for the Emperor Penguin: is the first seat's chance of winning fair, and is every card bought?

Run `python -m benchmarks.jewels_fairness [--games N] [--seed-base N] [--players 2 3 4 5]
[--tiles revised|rulebook] [--record]`.
Plays the game's own best computer player (`normal`, the last of `COMPUTER.levels`) in every seat of
the rulebook's game (its 23 tiles, no gems at setup, the default deck unless `--tiles` names the
first one; layouts alternate starter and random, the first player is drawn by the game) and prints,
by TURN ORDER (1st = the player drawn to start), the first seat's share of wins against its fair
share with a 95% interval and the seeds played, then every position's share, how often the player
who took the Thanks won and who took it (by turn order), and each objective's purchase share
against the average. `--record` keeps the figures in `benchmarks/results/jewels_fairness.json`,
which `make bench` shows.

The strong search is not used: it thinks for about a second a move, some 3,000 moves a game, where
the normal player takes well under a millisecond a step; the fairness of the content is measured by
the player the strong search itself builds on. Games run in at most two processes (the machine's
cores are shared), the longest games first so neither process waits at the end.

A game still going after MAX_STEPS steps is stopped, named by its seed and left out of the
table (the run then exits non-zero): a game that never ends is a bug, and must not hang the run.

Not a test: 600 games per player count take about 5 to 20 minutes, and the numbers move with the
design and the bot. Tune the content on another `--seed-base` (TUNING_SEED_BASE) than the one the
published figures use (SEED_BASE), so the figures come from games the tuning never saw.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import Buy
from penguin_tables.games.jewels.computer import COMPUTER
from penguin_tables.games.jewels.content import content, edition

LEVEL = COMPUTER.levels[-1]  # the game's own best player ("normal")
TOLERANCE = 0.05
Z95 = 1.96
#: The published figures' seeds (never played while tuning, which used TUNING_SEED_BASE and up,
#: and earlier rounds seeds 100,000 to 560,000; the figures before issue 24's last round came from
#: 500,000 and up, whose seed 520,374 found the endless game).
SEED_BASE = 3_000_000
TUNING_SEED_BASE = 1_000_000
#: Seeds of one player count: base + SEEDS_PER_COUNT * players + game number.
SEEDS_PER_COUNT = 10_000
#: The deck a new game deals (`--tiles rulebook` plays the first deck of the same valley).
TILES = str(next(option for option in GAME.options if option.name == "tiles").default)
#: The options every game is played with besides its layout (`--head-start` adds the project's rule;
#: `--tiles` sets the deck before the games start).
OPTIONS: dict[str, object] = {"tiles": TILES, "head_start": False}
RESULTS = Path(__file__).parent / "results" / "jewels_fairness.json"
#: The most games the Thanks-taker may win (four players), the issue's second target.
TAKER_TARGET = 0.60


#: A hang guard: a game still going after this many steps is reported by its seed and left out
#: (ordinary games take a few hundred steps; one that never ends is a bug to chase, not a result).
MAX_STEPS = 5_000


@dataclass
class GameResult:
    """One game's wins by turn-order position (ties split) and the objectives bought in it; a game
    stopped by the hang guard has no winners and names its seed."""

    players: int
    wins: list[float]
    bought: set[str]
    stalled_seed: int | None = None
    #: The share of the win that went to the player who took the Thanks (ties split).
    taker_won: float = 0.0
    #: The turn-order position of the player who took the Thanks (0: the first seat).
    taker_position: int | None = None


def seed_range(base: int, players: int, games: int) -> range:
    """The seeds of one player count's games: disjoint for every count while games < 10,000."""
    start = base + SEEDS_PER_COUNT * players
    return range(start, start + games)


def play(job: tuple[int, int, bool]) -> GameResult:
    players, seed, head_start = job
    rng = random.Random(seed)
    layout = "random" if seed % 2 else "starter"
    options = {**OPTIONS, "layout": layout, "head_start": head_start}
    state = GAME.new_game([f"P{i + 1}" for i in range(players)], seed, options)
    bought: set[str] = set()
    steps = 0
    while not GAME.is_over(state):
        steps += 1
        if steps > MAX_STEPS:
            return GameResult(players, [0.0] * players, bought, stalled_seed=seed)
        action = COMPUTER.own_move(state, LEVEL, rng)
        if isinstance(action, Buy):
            bought.add(action.objective)
        state = GAME.apply(state, action)
    winners = GAME.outcome(state).winners
    wins = [0.0] * players
    for seat in winners:
        wins[(seat - state.first_player) % players] += 1 / len(winners)
    taker = 1 / len(winners) if state.thanks in winners else 0.0
    position = None if state.thanks is None else (state.thanks - state.first_player) % players
    return GameResult(players, wins, bought, taker_won=taker, taker_position=position)


def wilson(share: float, n: int) -> tuple[float, float]:
    """The Wilson score interval at 95% for a share observed over n games."""
    if n == 0:
        return (0.0, 1.0)
    centre = (share + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(share * (1 - share) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return (centre - half, centre + half)


@dataclass
class Tally:
    games: int = 0
    wins: list[float] = field(default_factory=list)
    taker_wins: float = 0.0
    #: How many games each turn-order position took the Thanks in.
    took: list[int] = field(default_factory=list)

    def add(self, result: GameResult) -> None:
        if not self.wins:
            self.wins = [0.0] * result.players
            self.took = [0] * result.players
        self.games += 1
        self.wins = [a + b for a, b in zip(self.wins, result.wins, strict=True)]
        self.taker_wins += result.taker_won
        if result.taker_position is not None:
            self.took[result.taker_position] += 1

    def figures(self, players: int, base: int) -> dict[str, object]:
        """What `--record` keeps of one count: the first seat's share and interval, every
        position's share, the Thanks-taker's share of the wins, and the seeds."""
        share = self.wins[0] / self.games
        low, high = wilson(share, self.games)
        seeds = seed_range(base, players, self.games)
        return {
            "players": players,
            "games": self.games,
            "first": share,
            "low": low,
            "high": high,
            "positions": [w / self.games for w in self.wins],
            "taker": self.taker_wins / self.games,
            "took": [t / self.games for t in self.took],
            "seeds": f"{seeds.start}-{seeds.stop - 1}",
        }


def first_seat_within(tally: Tally, players: int) -> bool:
    """The target: the first seat's share of wins within TOLERANCE of the fair share."""
    return abs(tally.wins[0] / tally.games - 1 / players) <= TOLERANCE


def seat_rows(tallies: dict[int, Tally], base: int) -> list[str]:
    """The table's lines: players, games, first-seat share, fair share, difference, interval,
    whether the target is met, and the seeds (then every position's share, in turn order)."""
    lines = [
        f"{'players':>7} {'games':>5} {'1st wins':>8} {'fair':>6} {'diff':>6}  "
        f"{'95% interval':<15} {'ok':<3} {'seeds':<15}  every position in turn order"
    ]
    for players, tally in sorted(tallies.items()):
        share = tally.wins[0] / tally.games
        fair = 1 / players
        low, high = wilson(share, tally.games)
        seeds = seed_range(base, players, tally.games)
        spread = " ".join(f"{w / tally.games:5.1%}" for w in tally.wins)
        ok = "yes" if first_seat_within(tally, players) else "NO"
        lines.append(
            f"{players:>7} {tally.games:>5} {share:8.1%} {fair:6.1%} {100 * (share - fair):+6.1f}  "
            f"{f'{low:.1%}-{high:.1%}':<15} {ok:<3} {f'{seeds.start}-{seeds.stop - 1}':<15}  "
            f"{spread}"
        )
    return lines


def taker_rows(tallies: dict[int, Tally]) -> list[str]:
    """How often the player who took the Thanks won, by player count (the race's weight), and
    who took it, by turn order: the seat edge is the race's edge, so the two read together."""
    lines = []
    for players, tally in sorted(tallies.items()):
        share = tally.taker_wins / tally.games
        low, high = wilson(share, tally.games)
        took = " ".join(f"{t / tally.games:5.1%}" for t in tally.took)
        lines.append(
            f"  {players} players: the Thanks-taker won {share:.1%} ({low:.1%}-{high:.1%}); "
            f"took it, in turn order: {took}"
        )
    return lines


def record(tallies: dict[int, Tally], tiles: str, base: int, path: Path = RESULTS) -> None:
    """Keep the figures (one entry per deck and player count) for `make bench`."""
    kept = json.loads(path.read_text()) if path.exists() else []
    kept = [r for r in kept if r["tiles"] != tiles or r["players"] not in tallies]
    kept += [{"tiles": tiles, **t.figures(n, base)} for n, t in tallies.items() if t.games]
    kept.sort(key=lambda r: (r["tiles"], r["players"]))
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(kept, indent=1) + "\n")


def progress(players: int, tally: Tally) -> str:
    """A line for a player count still being played: games so far and the first seat's share."""
    share = tally.wins[0] / tally.games
    return (
        f"  {players} players: {tally.games} games, first seat {share:.1%} (fair {1 / players:.1%})"
    )


def objective_table(bought: Counter[str], games: int) -> bool:
    """Print each card's purchase share; True when none is unbought or above twice the average."""
    deck = edition(str(OPTIONS["tiles"])).objectives
    objs = {o: content().objectives[o] for o in deck}
    shares = {o: bought[o] / games for o in objs}
    mean = sum(shares.values()) / len(shares)
    print(f"\nObjectives: share of {games} games in which each was bought (average {mean:.1%})")
    ordered = sorted(objs, key=lambda o: (objs[o].points, o))
    for i in range(0, len(ordered), 3):
        row = ordered[i : i + 3]
        print(
            "  "
            + "   ".join(
                f"{o} {objs[o].points:>2}p {shares[o]:5.1%}"
                f"{'!' if not 0 < shares[o] <= 2 * mean else ' '}"
                for o in row
            )
        )
    ok = all(0 < s <= 2 * mean for s in shares.values())
    low, high = min(shares, key=shares.__getitem__), max(shares, key=shares.__getitem__)
    print(
        f"  lowest {low} {shares[low]:.1%}, highest {high} {shares[high]:.1%} "
        f"(limit {2 * mean:.1%}): {'ok' if ok else 'NOT MET'}"
    )
    return ok


def jobs_for(
    counts: list[int], games: int, base: int, head_start: bool
) -> list[tuple[int, int, bool]]:
    """Every game to play, the most players (the longest games) first."""
    return [
        (n, seed, head_start)
        for n in sorted(counts, reverse=True)
        for seed in seed_range(base, n, games)
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600, help="games per player count")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5])
    parser.add_argument("--processes", type=int, default=2, choices=[1, 2])
    parser.add_argument("--seed-base", type=int, default=SEED_BASE, help="another one for tuning")
    parser.add_argument("--head-start", action="store_true", help="the project's head start on")
    parser.add_argument("--tiles", default=TILES, help="the deck: revised (default) or rulebook")
    parser.add_argument("--record", action="store_true", help=f"keep the figures in {RESULTS.name}")
    args = parser.parse_args(argv)
    OPTIONS["tiles"] = args.tiles  # before the pool starts, so every game plays this deck
    jobs = jobs_for(args.players, args.games, args.seed_base, args.head_start)
    tallies = {n: Tally() for n in args.players}
    bought: Counter[str] = Counter()
    stalled: list[tuple[int, int]] = []
    with multiprocessing.Pool(args.processes) as pool:
        for result in pool.imap_unordered(play, jobs, chunksize=2):
            if result.stalled_seed is not None:
                stalled.append((result.players, result.stalled_seed))
                print(
                    f"  STALLED: {result.players} players, seed {result.stalled_seed}, "
                    f"over {MAX_STEPS} steps",
                    file=sys.stderr,
                    flush=True,
                )
                continue
            tally = tallies[result.players]
            tally.add(result)
            bought.update(result.bought)
            if tally.games % 100 == 0:  # progress, so a long run that is cut short still tells
                print(progress(result.players, tally), file=sys.stderr, flush=True)
    setup = "head start on" if args.head_start else "the rulebook's setup (no gems)"
    print(f"{LEVEL} computer in every seat, {args.games} games per player count, {setup}")
    print(
        f"tiles={args.tiles}. First seat's share of wins; target: fair share +/- {100 * TOLERANCE:.0f} points"
    )
    print("\n".join(seat_rows(tallies, args.seed_base)))
    print(f"\nThe Thanks-taker's wins (target at four players: at most {TAKER_TARGET:.0%})")
    print("\n".join(taker_rows(tallies)))
    if args.record and not args.head_start:
        record(tallies, args.tiles, args.seed_base)
    seats_ok = all(first_seat_within(t, n) for n, t in tallies.items())
    objective_table(bought, len(jobs))
    print(f"\nFirst-seat target {'met' if seats_ok else 'NOT met'}.")
    if stalled:
        print(f"Games stopped after {MAX_STEPS} steps (left out above): {sorted(stalled)}")
    return 0 if seats_ok and not stalled else 1


if __name__ == "__main__":
    sys.exit(main())
