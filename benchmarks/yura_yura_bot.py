"""Yura Yura Penguin: the computer against a random card player, game speed and physics time.

Run: `python -m benchmarks.yura_yura_bot [--games N] [--level normal]`. Both seats place with the
same steadiness (the level's meter reach and the same aim), so the duel measures card play alone
(target: the computer wins at least 70% of two-player games). It also prints random games per
second for every player count and the physics time per placement. Not a test: it measures.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any
from unittest.mock import patch

from penguin_tables.engine.checks import random_playout
from penguin_tables.games.yura_yura import GAME
from penguin_tables.games.yura_yura.actions import Action, place_action
from penguin_tables.games.yura_yura.computer import COMPUTER
from penguin_tables.games.yura_yura.computer.levels import skill_reading
from penguin_tables.games.yura_yura.physics import placement, recall
from penguin_tables.games.yura_yura.state import PlacementReport, Tower, YuraState

PLACEMENT_TIMES: list[tuple[float, float, float]] = []


Placer = Callable[..., tuple[Tower, PlacementReport]]


def _timed_place(original: Placer) -> Placer:
    """Wrap the placement to record wall time, CPU time and simulated seconds of each run."""

    def wrapper(tower: Tower, drop: placement.Drop, *rules: Any) -> tuple[Tower, PlacementReport]:
        wall, cpu = time.perf_counter(), time.process_time()
        after, report = original(tower, drop, *rules)
        PLACEMENT_TIMES.append(
            (time.perf_counter() - wall, time.process_time() - cpu, report.seconds)
        )
        return after, report

    return wrapper


def random_card_player(state: YuraState, level: str, rng: random.Random) -> Action:
    """Cards, calls and catches at random; it aims at the centre and releases with the level's
    steadiness, so its hand is exactly as steady as the computer's."""
    if state.phase == "place":
        distance, side = skill_reading(level, rng)
        return place_action(0.0, distance, side)
    return rng.choice(GAME.legal_actions(state))


def duel(seed: int, level: str, bot_seat: int) -> YuraState:
    rng = random.Random(seed)
    state = GAME.new_game(["A", "B"], seed=seed)
    while not GAME.is_over(state):
        if GAME.to_move(state) == bot_seat:
            action = COMPUTER.own_move(state, level, rng)
        else:
            action = random_card_player(state, level, rng)
        state = GAME.apply(state, action)
    return state


def win_rate(games: int, level: str) -> tuple[float, dict[str, int]]:
    """The computer's share of wins (a shared win counts half), and how the games ended."""
    score = 0.0
    endings: dict[str, int] = {}
    for seed in range(games):
        seat = seed % 2
        state = duel(seed, level, seat)
        winners = GAME.outcome(state).winners
        score += (1.0 / len(winners)) if seat in winners else 0.0
        key = str(state.ending)
        endings[key] = endings.get(key, 0) + 1
    return score / games, endings


def games_per_second(players: int, games: int) -> tuple[float, float]:
    """Random games per wall-clock second and per CPU second (the machine may be shared)."""
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        random_playout(GAME, players, seed, check=False)
    return games / (time.perf_counter() - wall), games / (time.process_time() - cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--level", default="normal", choices=COMPUTER.levels)
    args = parser.parse_args()
    # The game settles a placement through recall.place_once, which runs `place` (fails if not).
    with patch.object(recall, "place", _timed_place(placement.place)):
        rate, endings = win_rate(args.games, args.level)
        print(f"computer ({args.level}) vs random card player, 2 players, {args.games} games:")
        print(f"  win rate {rate:.1%}  (target >= 70%)   endings: {endings}")
        PLACEMENT_TIMES.clear()
        print("random games (random cards and random placements), unchecked:")
        print("  players  games/s (wall)  games/s (CPU)")
        for players in range(2, 7):
            wall, cpu = games_per_second(players, max(10, args.games // 4))
            print(f"  {players:>7}  {wall:>14.1f}  {cpu:>13.1f}")
    walls = [w for w, _, _ in PLACEMENT_TIMES]
    cpus = [c for _, c, _ in PLACEMENT_TIMES]
    sims = [s for _, _, s in PLACEMENT_TIMES]
    print(f"physics per placement over {len(walls)} simulations:")
    print(
        f"  wall mean {statistics.mean(walls) * 1000:.1f} ms, "
        f"p95 {sorted(walls)[int(len(walls) * 0.95)] * 1000:.1f} ms; "
        f"CPU mean {statistics.mean(cpus) * 1000:.1f} ms; "
        f"simulated {statistics.mean(sims):.2f} s on average (cap 3 s)"
    )


if __name__ == "__main__":
    main()
