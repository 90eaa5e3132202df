"""A Fistful of Penguins: the computer player against a random player, and random game speed.

Run: `python -m benchmarks.fistful_bot [--games N]`. Prints the computer's win rate in two-player
games against a player choosing uniformly among legal actions (target: at least 75%), its win rate
against the easy computer, its average solo total with the rating band, and random games per second
for every player count and mode. Not a test: it measures, it does not assert.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from penguin_tables.engine.checks import random_playout
from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.computer import COMPUTER
from penguin_tables.games.fistful.solo import solo_rating
from penguin_tables.games.fistful.state import FistfulState


def duel(seed: int, mode: str, levels: tuple[str | None, str | None]) -> FistfulState:
    """One two-player game; a level of None is the random player."""
    rng = random.Random(seed)
    state = GAME.new_game(["A", "B"], seed=seed, options={"mode": mode})
    while not GAME.is_over(state):
        seat = GAME.to_move(state)
        assert seat is not None
        level = levels[seat]
        if level is None:
            action = rng.choice(GAME.legal_actions(state))
        else:
            action = COMPUTER.own_move(state, level, rng)
        state = GAME.apply(state, action)
    return state


def win_rate(games: int, mode: str, level: str, rival: str | None) -> float:
    """Share of games the computer at `level` wins outright; it sits first in half of them."""
    wins = 0
    for seed in range(games):
        seat = seed % 2
        levels: tuple[str | None, str | None] = (level, rival) if seat == 0 else (rival, level)
        state = duel(seed, mode, levels)
        wins += GAME.outcome(state).winners == [seat]
    return wins / games


def solo_totals(games: int, level: str) -> list[int]:
    totals = []
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new_game(["Solo"], seed=seed)
        while not GAME.is_over(state):
            state = GAME.apply(state, COMPUTER.own_move(state, level, rng))
        totals.append(state.money[0])
    return totals


def games_per_second(players: int, mode: str, games: int) -> float:
    start = time.perf_counter()
    for seed in range(games):
        random_playout(GAME, players, seed, {"mode": mode}, check=False)
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400, help="games per measurement")
    args = parser.parse_args()
    n = args.games
    print(f"Computer (normal) against random, two players, {n} games each:")
    for mode in ("basic", "advanced"):
        print(f"  {mode:<9} win rate {win_rate(n, mode, 'normal', None):6.1%}  (target >= 75%)")
    print(f"Computer (easy) against random, basic: {win_rate(n, 'basic', 'easy', None):6.1%}")
    print(f"Computer (normal) against easy, basic: {win_rate(n, 'basic', 'normal', 'easy'):6.1%}")
    for level in ("easy", "normal"):
        totals = solo_totals(n, level)
        mean = statistics.mean(totals)
        print(
            f"Solo ({level}): mean ${mean:.1f}, median ${statistics.median(totals):.0f}, "
            f"best ${max(totals)}; typical band: {solo_rating(round(mean))}"
        )
    print("Random games per second (no checks):")
    for mode in ("basic", "advanced"):
        speeds = [f"{p}p {games_per_second(p, mode, max(20, n // 4)):6.1f}" for p in range(1, 7)]
        print(f"  {mode:<9} " + "  ".join(speeds))


if __name__ == "__main__":
    main()
