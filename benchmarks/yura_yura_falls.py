"""Yura Yura Penguin: how often a placement knocks tiers off, and how far those tiers had moved,
under each judge of a fall (issue 42).

Run: `python -m benchmarks.yura_yura_falls [--games N] [--players P] [--level normal]`. Plays the
same seeded games between computer players under `falls=feet` (the older judge, saves from before
it) and `falls=table` (today's), and prints one row per judge: placements, knock-offs (placements
after which a tier is put back), games with one, and how far the tiers put back had moved in the
world, from where they were recorded to where the settle left them: the knock-offs whose every
put-back tier moved less than 0.1 cm (a tier nobody at the table would call fallen), and the
median of the largest move per knock-off. The games part ways at the first placement the judges
see differently, so the rows compare two sets of games, not one game twice. Not a test.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from unittest.mock import patch

from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.computer import COMPUTER
from penguin_tables.games.yura_yura.physics import placement
from penguin_tables.games.yura_yura.physics.space import pose_of
from penguin_tables.games.yura_yura.state import PlacementReport, Tower

#: Under this (cm), every put-back tier of a knock-off moved too little for anyone to see.
UNSEEN = 0.1


@dataclass
class Tally:
    """One judge's games: placements judged, knock-offs, and each knock-off's tier moves."""

    judge: str
    games: int = 0
    placements: int = 0
    breaks: int = 0
    tiers_put_back: int = 0
    games_with_one: int = 0
    #: For each knock-off, how far (cm) each tier put back had moved in the world.
    moves: list[list[float]] = field(default_factory=list)

    def row(self) -> str:
        largest = [max(m) for m in self.moves]
        unseen = sum(1 for m in largest if m < UNSEEN)
        median = statistics.median(largest) if largest else 0.0
        return (
            f"{self.judge:6} {self.games:6} {self.placements:11} {len(self.moves):10} "
            f"{self.games_with_one:9} {unseen:13} {self.tiers_put_back:10} {median:11.2f} "
            f"{self.breaks:7}"
        )


HEADER = (
    f"{'judge':6} {'games':>6} {'placements':>11} {'knock-offs':>10} {'in games':>9} "
    f"{'all < 0.1 cm':>13} {'tiers back':>10} {'median cm':>11} {'breaks':>7}"
)

Judged = Callable[..., tuple[Tower, PlacementReport]]


def watching(judge: Judged, tally: Tally) -> Judged:
    """`placement._judge`, noting how far every tier it knocks off had moved."""

    def wrapper(
        tower: Tower, drop: Any, built: Any, body: Any, seconds: float, rules: Any
    ) -> tuple[Tower, PlacementReport]:
        after, report = judge(tower, drop, built, body, seconds, rules)
        tally.placements += 1
        gone = [job.tier for job in report.fell if job.kind == "iceberg"]
        if gone and not report.broke:
            moved = []
            for index in gone:
                was, now = tower.tiers[index].pose, pose_of(built.tiers[index])
                moved.append(math.hypot(now.x - was.x, now.y - was.y))
            tally.moves.append(moved)
            tally.tiers_put_back += len(gone)
        return after, report

    return wrapper


def play(tally: Tally, seed: int, players: int, level: str) -> None:
    """One seeded game between computers of `level` under the tally's judge."""
    rng = random.Random(seed)
    names = [f"P{i + 1}" for i in range(players)]
    state = GAME.new_game(names, seed=seed, options={"falls": tally.judge})
    knock_offs = len(tally.moves)
    while not GAME.is_over(state):
        state = GAME.apply(state, COMPUTER.own_move(state, level, rng))
    tally.games += 1
    tally.breaks += state.ending == "broke"
    tally.games_with_one += len(tally.moves) > knock_offs


def measure(judge: str, games: int, players: int, level: str) -> Tally:
    tally = Tally(judge)
    with patch.object(placement, "_judge", watching(placement._judge, tally)):
        for seed in range(games):
            play(tally, seed, players, level)
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--level", default="normal", choices=COMPUTER.levels)
    args = parser.parse_args()
    print(HEADER)
    for judge in ("feet", "table"):
        print(measure(judge, args.games, args.players, args.level).row(), flush=True)


if __name__ == "__main__":
    main()
