"""How many strong iterations fit in 1 s, and how many flat playouts in 0.3 s, for one game.

Run `python -m benchmarks.budgets GAME [positions]`. The strength figures are taken with iteration
budgets (a busy machine would otherwise decide them), so this measures what the real budgets buy, in
one process and the same minute: the strong search's 1 s per move and the flat Monte Carlo
baseline's 0.3 s, on positions met in games between two of the game's best own players. Wall-clock
and CPU rates are both shown: on a shared machine the first is what a player waits, the second what
the work costs. Moves a game works out exactly instead of searching (`ComputerPlayer.settled_move`, Fistful's
round three) are timed apart, since no iteration budget bounds them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from benchmarks.flat_mc import flat_monte_carlo
from penguin_tables.engine.game import Game
from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.search import COMPUTERS, SearchBudget, search

STRONG_ITERATIONS = 100
FLAT_PLAYOUTS = 30


def positions(game: Game[Any, Any, Any], count: int, settled: bool) -> list[Any]:
    """Up to four positions a game, from several games, where strong searches (or, if `settled`,
    where it works the move out instead)."""
    rng = random.Random(0)
    computer = COMPUTERS[game.id]
    level = computer.levels[-1]
    found: list[Any] = []
    for seed in range(10 * count):
        if len(found) >= count:
            break
        state = game.new_game(["A", "B"], seed=seed)
        seen: list[Any] = []
        while not game.is_over(state):
            searched = computer.searchable(state) and len(computer.search_actions(state)) > 1
            if searched and (computer.settled_move(state) is not None) == settled:
                seen.append(game.copy_state(state))
            state = game.apply(state, computer.own_move(state, level, rng))
        found.extend(rng.sample(seen, min(len(seen), 4)))
    return found[:count]


def rate(work: Callable[[Any], int], states: list[Any]) -> tuple[float, float]:
    """Units of work per wall-clock second and per CPU second."""
    wall, cpu = time.perf_counter(), time.process_time()
    done = sum(work(state) for state in states)
    return done / (time.perf_counter() - wall), done / (time.process_time() - cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=list(GAMES))
    parser.add_argument("positions", type=int, nargs="?", default=12)
    args = parser.parse_args()
    game = GAMES[args.game]
    searched, rng = positions(game, args.positions, settled=False), random.Random(1)
    budget = SearchBudget(seconds=1e9, iterations=STRONG_ITERATIONS)

    def strong(state: Any) -> int:
        return search(COMPUTERS[game.id], state, rng, budget).iterations

    def flat(state: Any) -> int:
        flat_monte_carlo(game, state, rng, iterations=FLAT_PLAYOUTS)
        return FLAT_PLAYOUTS

    strong_wall, strong_cpu = rate(strong, searched)
    each = sorted(rate(strong, [state])[0] for state in searched)
    flat_wall, flat_cpu = rate(flat, searched)
    print(f"{args.game}: {len(searched)} searched positions")
    print(f"strong: {strong_wall:.0f} iterations in 1 s (wall), {strong_cpu:.0f} per CPU second")
    print(f"  per position: median {statistics.median(each):.0f}, slowest {each[0]:.0f} in 1 s")
    print(
        f"flat: {0.3 * flat_wall:.0f} playouts in 0.3 s (wall), {0.3 * flat_cpu:.0f} per 0.3 CPU s"
    )
    solved = positions(game, args.positions, settled=True)
    if solved:
        waits = []
        for state in solved:
            began = time.perf_counter()
            search(COMPUTERS[game.id], state, rng, budget)
            waits.append(time.perf_counter() - began)
        print(
            f"worked out exactly: {len(solved)} positions, median {statistics.median(waits):.3f} s,"
            f" worst {max(waits):.2f} s (wall)"
        )


if __name__ == "__main__":
    main()
