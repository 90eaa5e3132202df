"""Jewels for the Emperor Penguin: is every seat's chance fair, and is every objective worth buying?

Run `python -m benchmarks.jewels_fairness [--games N] [--quick] [--seed-base N] [--head-start]`.
Plays the strongest computer player in every seat at 2 to 5 players in the rulebook's game (its 23
tiles, no gems at setup; layouts alternate starter and random, the first player is drawn by the
game) and prints, by TURN ORDER (1st = the player drawn to start), each position's share of wins with
a 95% confidence interval, checking the first and the last against fair +/- 5 points. Then each
objective's purchase share: the share of games in which it was bought, against the average.
Not a test: it takes minutes, and the numbers move with the design and the bot. Tune the content
with another `--seed-base` than the one the published figures use (SEED_BASE), so the figures come
from games the tuning never saw.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
from collections import Counter
from dataclasses import dataclass, field

from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.actions import Buy
from penguin_tables.games.jewels.content import content, edition

LEVEL = GAME.bot_levels[-1]  # the strongest computer player
TOLERANCE = 0.05
Z95 = 1.96
SEED_BASE = 700_000
#: The options every game is played with besides its layout (`--head-start` adds the project's rule).
OPTIONS: dict[str, object] = {"tiles": "rulebook", "head_start": False}


@dataclass
class GameResult:
    """One game's wins by turn-order position (ties split) and the objectives bought in it."""

    players: int
    wins: list[float]
    bought: set[str]
    turns: int


def play(job: tuple[int, int, bool]) -> GameResult:
    players, seed, head_start = job
    rng = random.Random(seed)
    layout = "random" if seed % 2 else "starter"
    options = {**OPTIONS, "layout": layout, "head_start": head_start}
    state = GAME.new_game([f"P{i + 1}" for i in range(players)], seed, options)
    bought: set[str] = set()
    while not GAME.is_over(state):
        action = GAME.computer_action(state, LEVEL, rng)
        if isinstance(action, Buy):
            bought.add(action.objective)
        state = GAME.apply(state, action)
    winners = GAME.outcome(state).winners
    wins = [0.0] * players
    for seat in winners:
        wins[(seat - state.first_player) % players] += 1 / len(winners)
    turns = sum(len(s.objectives) for s in state.seats)
    return GameResult(players, wins, bought, turns)


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

    def add(self, result: GameResult) -> None:
        if not self.wins:
            self.wins = [0.0] * result.players
        self.games += 1
        self.wins = [a + b for a, b in zip(self.wins, result.wins, strict=True)]


def cell(wins: float, games: int) -> str:
    share = wins / games
    low, high = wilson(share, games)
    return f"{share:5.1%} [{low:5.1%}-{high:5.1%}]"


def seat_table(tallies: dict[int, Tally]) -> bool:
    """Print the table; True when every first and last position is within the tolerance."""
    print("\nWins by turn order (95% Wilson intervals); target: fair share +/- 5 points")
    print(
        f"{'players':>7} {'games':>5} {'fair':>5}  {'1st':<22}{'last':<22}{'ok':<4} all positions"
    )
    met = True
    for players, tally in sorted(tallies.items()):
        fair = 1 / players
        shares = [w / tally.games for w in tally.wins]
        ok = abs(shares[0] - fair) <= TOLERANCE and abs(shares[-1] - fair) <= TOLERANCE
        met &= ok
        spread = " ".join(f"{s:5.1%}" for s in shares)
        print(
            f"{players:>7} {tally.games:>5} {fair:5.1%}  {cell(tally.wins[0], tally.games):<22}"
            f"{cell(tally.wins[-1], tally.games):<22}{'yes' if ok else 'NO':<4} {spread}"
        )
    return met


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
                f"{o} {objs[o].points}p {shares[o]:5.1%}{'!' if not 0 < shares[o] <= 2 * mean else ' '}"
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per player count")
    parser.add_argument("--quick", action="store_true", help="100 games per count (a rough look)")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5])
    parser.add_argument("--processes", type=int, default=2, choices=[1, 2])
    parser.add_argument("--seed-base", type=int, default=SEED_BASE, help="another one for tuning")
    parser.add_argument("--head-start", action="store_true", help="the project's head start on")
    args = parser.parse_args(argv)
    games = 100 if args.quick else args.games
    jobs = [
        (n, args.seed_base + 10_000 * n + i, args.head_start)
        for n in args.players
        for i in range(games)
    ]
    tallies = {n: Tally() for n in args.players}
    bought: Counter[str] = Counter()
    with multiprocessing.Pool(args.processes) as pool:
        for result in pool.imap_unordered(play, jobs, chunksize=4):
            tallies[result.players].add(result)
            bought.update(result.bought)
    setup = "head start on" if args.head_start else "the rulebook's setup (no gems)"
    print(f"{LEVEL} computer in every seat, {games} games per player count, {setup}")
    seats_ok = seat_table(tallies)
    cards_ok = objective_table(bought, len(jobs))
    print(f"\nTarget {'met' if seats_ok and cards_ok else 'NOT met'}.")
    return 0 if seats_ok and cards_ok else 1


if __name__ == "__main__":
    sys.exit(main())
