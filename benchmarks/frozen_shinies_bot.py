"""Frozen Shinies: the computer player against a random player, and the design simulation.

Run `python -m benchmarks.frozen_shinies_bot` (add `--games N`, `--sim-games N`). It prints:
- the computer player's win rate against a random player in two-player games (target: 75%),
  and the normal level's against the easy one,
- how many random games per second the engine plays (no contract checks),
- the design simulation with computer players in every seat: per card value, how often it was
  played and how often its power was chosen; and the first player's win rate for 2 to 5 players,
  with the designed powers of 10 to 12 on and off.
Shared wins count as a fraction. Not a test: `make test` never runs it.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from typing import Any

from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.actions import PlaceCard, UsePower
from penguin_tables.games.frozen_shinies.computer import COMPUTER
from penguin_tables.games.frozen_shinies.content import values
from penguin_tables.games.frozen_shinies.state import FrozenState


def play_game(
    kinds: list[str], seed: int, options: dict[str, Any] | None = None
) -> tuple[FrozenState, Counter[tuple[str, int]]]:
    """One game; each seat is "random" or a bot level. Counts plays and power uses per value."""
    state = GAME.new_game([f"P{i + 1}" for i in range(len(kinds))], seed, options)
    rng = random.Random(seed)
    tally: Counter[tuple[str, int]] = Counter()
    while not GAME.is_over(state):
        kind = kinds[state.turn]
        if kind == "random":
            action = rng.choice(GAME.legal_actions(state))
        else:
            action = COMPUTER.own_move(state, kind, rng)
        if isinstance(action, PlaceCard) and state.in_play is not None:
            tally["played", values()[state.in_play.card]] += 1
        if isinstance(action, UsePower):
            tally["power", values()[state.played[-1]]] += 1
        state = GAME.apply(state, action)
    return state, tally


def share(state: FrozenState, seat: int) -> float:
    winners = GAME.outcome(state).winners
    return 1 / len(winners) if seat in winners else 0.0


def bot_versus(opponent: str, games: int) -> float:
    """The normal computer player's share of wins in two-player games, seats alternating."""
    wins = 0.0
    for seed in range(games):
        kinds = ["normal", opponent] if seed % 2 == 0 else [opponent, "normal"]
        state, _ = play_game(kinds, seed)
        wins += share(state, kinds.index("normal"))
    return wins / games


def random_speed(seconds: float = 3.0) -> dict[int, float]:
    speeds = {}
    for players in range(2, 6):
        start, games = time.perf_counter(), 0
        while time.perf_counter() - start < seconds / 4:
            play_game(["random"] * players, 10_000 + games)
            games += 1
        speeds[players] = games / (time.perf_counter() - start)
    return speeds


def design_simulation(
    games: int, designed: bool
) -> tuple[Counter[tuple[str, int]], dict[int, float]]:
    tally: Counter[tuple[str, int]] = Counter()
    first_wins: dict[int, float] = {}
    for players in range(2, 6):
        wins = 0.0
        for seed in range(games):
            state, counts = play_game(
                ["normal"] * players, 50_000 + seed, {"designed_powers": designed}
            )
            tally.update(counts)
            wins += share(state, state.first)
        first_wins[players] = wins / games
    return tally, first_wins


def print_design(games: int) -> None:
    for designed in (True, False):
        tally, first = design_simulation(games, designed)
        label = "on" if designed else "off"
        print(f"\nDesign simulation, designed powers {label} ({games} bot games per player count)")
        print("value  played  power used  share")
        for value in range(1, 15):
            played, used = tally["played", value], tally["power", value]
            rate = f"{100 * used / played:5.1f}%" if played else "   -"
            print(f"{value:5}  {played:6}  {used:10}  {rate}")
        fair = "  ".join(f"{n}p {100 * w:4.1f}% (fair {100 / n:.0f}%)" for n, w in first.items())
        print(f"first player wins: {fair}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="bot against random games")
    parser.add_argument("--sim-games", type=int, default=100, help="games per player count")
    args = parser.parse_args()
    start = time.perf_counter()
    rate = bot_versus("random", args.games)
    print(
        f"Computer player vs random, 2 players, {args.games} games: {100 * rate:.1f}% wins "
        f"(target 75%) in {time.perf_counter() - start:.1f}s"
    )
    easy = bot_versus("easy", args.games // 2)
    print(f"Computer player 'normal' vs 'easy', {args.games // 2} games: {100 * easy:.1f}% wins")
    for players, speed in random_speed().items():
        print(f"random games per second, {players} players: {speed:.1f}")
    print_design(args.sim_games)


if __name__ == "__main__":
    main()
