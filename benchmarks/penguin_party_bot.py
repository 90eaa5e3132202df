"""Penguin Party: the computer player against a random player, and random games per second.

Run: `python -m benchmarks.penguin_party_bot [games]`. Seats alternate so neither side always starts.
"""

from __future__ import annotations

import random
import sys
import time

from penguin_tables.games.penguin_party import GAME
from penguin_tables.games.penguin_party.computer import COMPUTER


def bot_vs_random(games: int) -> float:
    """The share of two-player games the normal computer wins outright or shares."""
    wins = 0.0
    for seed in range(games):
        bot_seat = seed % 2
        state = GAME.new_game(["A", "B"], seed=seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            level = "normal" if GAME.to_move(state) == bot_seat else "easy"
            state = GAME.apply(state, COMPUTER.own_move(state, level, rng))
        winners = GAME.outcome(state).winners
        if bot_seat in winners:
            wins += 1 / len(winners)
    return wins / games


def random_games_per_second(players: int, games: int) -> float:
    start = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new_game([f"P{i}" for i in range(players)], seed=seed)
        while not GAME.is_over(state):
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return games / (time.perf_counter() - start)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    print(f"computer (normal) vs random, 2 players, {games} games: {bot_vs_random(games):.1%} wins")
    for players in (2, 4, 6):
        rate = random_games_per_second(players, 200)
        print(f"random games per second, {players} players: {rate:,.0f}")


if __name__ == "__main__":
    main()
