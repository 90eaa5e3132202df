"""Jewels for the Emperor Penguin: does the content reward more than the race to the fifth card?

Run `python -m benchmarks.jewels_plans [--games N] [--players 2 4] [--tiles revised|rulebook]
[--seed-base N] [--record]`. Two plans of the normal player (`computer/plans.py`) meet at one
table: *race* counts every card owned beyond its points, so it buys the cheapest and ends the game
as soon as it can; *points* counts its guild's cards beyond their +2 and waits for the cards whose
points pay. Both are the normal player in everything else and see only their seat's view. Around
the table the plans alternate (race, points, race, ...), and the table turns one seat a game so
each plan sits in each seat as often; the first player is drawn by the game as always. Prints each
plan's share of wins (ties split) with a 95% interval, how often it took the Thanks and its mean
score. The target: neither plan wins more than 60% of the games. `--record` keeps the figures in
`benchmarks/results/jewels_plans.json`, which `make bench` shows.

Not a test: 600 two-player games take a few minutes on one core. Seeds: PLAN_SEED_BASE and up for
the published figures, TUNING_SEED_BASE's own range while designing (`--seed-base`).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

from benchmarks.jewels_fairness import MAX_STEPS, TILES, seed_range, wilson
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.computer.levels import choose
from penguin_tables.games.jewels.computer.plans import POINTS, RACE, Plan

#: The published figures' seeds: apart from the fairness run's (3,000,000 and up) and its tuning.
PLAN_SEED_BASE = 4_000_000
TARGET = 0.60
PAIR: tuple[Plan, Plan] = (RACE, POINTS)
RESULTS = Path(__file__).parent / "results" / "jewels_plans.json"


def seating(players: int, game: int) -> list[Plan]:
    """The plans by seat: alternating round the table, turned one seat further every game."""
    return [PAIR[(seat + game) % 2] for seat in range(players)]


@dataclass
class PlanGame:
    """One game's wins, Thanks and points by plan name (ties split; a stalled game names its seed)."""

    wins: dict[str, float] = field(default_factory=dict)
    thanks: str | None = None
    scores: dict[str, list[float]] = field(default_factory=dict)
    stalled_seed: int | None = None


def play(job: tuple[int, int, int, str]) -> PlanGame:
    players, seed, game, tiles = job
    rng = random.Random(seed)
    plans = seating(players, game)
    layout = "random" if seed % 2 else "starter"
    state = GAME.new_game(
        [f"P{i + 1}" for i in range(players)], seed, {"layout": layout, "tiles": tiles}
    )
    for _ in range(MAX_STEPS):
        seat = GAME.to_move(state)
        if seat is None:
            break
        state = GAME.apply(state, choose(state, "normal", rng, plans[seat]))
    else:
        return PlanGame(stalled_seed=seed)
    outcome = GAME.outcome(state)
    result = PlanGame(thanks=plans[state.thanks].name if state.thanks is not None else None)
    for seat, plan in enumerate(plans):
        result.scores.setdefault(plan.name, []).append(outcome.scores[seat])
        if seat in outcome.winners:
            result.wins[plan.name] = result.wins.get(plan.name, 0.0) + 1 / len(outcome.winners)
    return result


@dataclass
class PlanTally:
    games: int = 0
    wins: dict[str, float] = field(default_factory=dict)
    thanks: dict[str, int] = field(default_factory=dict)
    points: dict[str, float] = field(default_factory=dict)
    seats: dict[str, int] = field(default_factory=dict)

    def add(self, result: PlanGame) -> None:
        self.games += 1
        for name, won in result.wins.items():
            self.wins[name] = self.wins.get(name, 0.0) + won
        if result.thanks is not None:
            self.thanks[result.thanks] = self.thanks.get(result.thanks, 0) + 1
        for name, scores in result.scores.items():
            self.points[name] = self.points.get(name, 0.0) + sum(scores)
            self.seats[name] = self.seats.get(name, 0) + len(scores)

    def rows(self, players: int) -> list[PlanRow]:
        """Each plan's share of the games won, its interval, its Thanks and its mean score."""
        rows = []
        for plan in PAIR:
            share = self.wins.get(plan.name, 0.0) / max(1, self.games)
            low, high = wilson(share, self.games)
            thanks = self.thanks.get(plan.name, 0) / max(1, self.games)
            score = self.points.get(plan.name, 0.0) / max(1, self.seats.get(plan.name, 0))
            rows.append(PlanRow(players, plan.name, self.games, share, low, high, thanks, score))
        return rows


@dataclass(frozen=True)
class PlanRow:
    """One plan's figures at one player count."""

    players: int
    plan: str
    games: int
    share: float
    low: float
    high: float
    thanks: float
    score: float

    def line(self) -> str:
        interval = f"{self.low:.1%}-{self.high:.1%}"
        return (
            f"{self.players:>7} {self.plan:<7} {self.games:>5} {self.share:6.1%}  {interval:<13} "
            f"{self.thanks:6.1%} {self.score:5.1f}"
        )


HEADER = f"{'players':>7} {'plan':<7} {'games':>5} {'wins':>6}  {'95% interval':<13} {'Thanks':>6} {'score':>5}"


def within(rows: list[PlanRow]) -> bool:
    """The target: no plan wins more than TARGET of the games."""
    return all(row.share <= TARGET for row in rows)


def record(rows: list[PlanRow], tiles: str, base: int, path: Path = RESULTS) -> None:
    """Keep these figures (one entry per deck and player count) for `make bench`."""
    kept = json.loads(path.read_text()) if path.exists() else []
    counts = {row.players for row in rows}
    kept = [r for r in kept if r["tiles"] != tiles or r["players"] not in counts]
    kept += [{"tiles": tiles, "seed_base": base, **asdict(row)} for row in rows]
    kept.sort(key=lambda r: (r["tiles"], r["players"], r["plan"]))
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(kept, indent=1) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600, help="games per player count")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4])
    parser.add_argument("--processes", type=int, default=2, choices=[1, 2])
    parser.add_argument("--seed-base", type=int, default=PLAN_SEED_BASE)
    parser.add_argument("--tiles", default=TILES, help="the deck: revised (default) or rulebook")
    parser.add_argument("--record", action="store_true", help=f"keep the figures in {RESULTS.name}")
    args = parser.parse_args(argv)
    jobs = [
        (n, seed, game, args.tiles)
        for n in sorted(args.players, reverse=True)
        for game, seed in enumerate(seed_range(args.seed_base, n, args.games))
    ]
    tallies = {n: PlanTally() for n in args.players}
    stalled: list[int] = []
    with multiprocessing.Pool(args.processes) as pool:
        for job, result in zip(jobs, pool.imap(play, jobs, chunksize=2), strict=True):
            if result.stalled_seed is not None:
                stalled.append(result.stalled_seed)
                continue
            tallies[job[0]].add(result)
    rows = [row for n in sorted(tallies) for row in tallies[n].rows(n)]
    print(f"Race against points, normal strength, tiles={args.tiles}, {args.games} games a count")
    print(f"Share of games each plan won (ties split); target: neither above {TARGET:.0%}")
    print(HEADER)
    print("\n".join(row.line() for row in rows))
    ok = within(rows)
    print(f"\nPlan target {'met' if ok else 'NOT met'}.")
    if stalled:
        print(f"Games stopped after {MAX_STEPS} steps (left out above): {sorted(stalled)}")
    if args.record:
        record(rows, args.tiles, args.seed_base)
    return 0 if ok and not stalled else 1


if __name__ == "__main__":
    sys.exit(main())
