"""Fistful: how many strong iterations fit in 1 s, flat playouts in 0.3 s, and how long the
strong player takes over the round-three turns it works out exactly instead of searching.

Run `python -m benchmarks.fistful_budgets`. The strength figures are taken with iteration budgets
(a busy machine would otherwise decide them), so this measures, in one process and the same
minute, what the real budgets buy, on decisions met in normal-against-normal games. Both wall-clock
and CPU seconds are shown: on a shared machine the first is what a player waits, the second what
the work costs. Solved turns keep what they worked out for the turn's later choices, so each turn
is timed choice by choice, as a player meets it.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from benchmarks.flat_mc import flat_monte_carlo
from penguin_tables.engine.search import SearchBudget, search
from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.final_turn import solvable
from penguin_tables.games.fistful.state import FistfulState

STRONG_ITERATIONS = 300
FLAT_PLAYOUTS = 300


def decisions(games: int, solved: bool) -> list[FistfulState]:
    """Real choices (more than one move) from normal-against-normal games: the searched ones, or
    the solved ones (round three) in the order they come."""
    rng, found = random.Random(1), []
    for seed in range(games):
        state = GAME.new_game(["A", "B"], seed=seed)
        while not GAME.is_over(state):
            if solvable(state) == solved and len(GAME.search_actions(state)) > 1:
                found.append(GAME.copy_state(state))
            state = GAME.apply(state, GAME.computer_action(state, "normal", rng))
    return found


def rate(work: Callable[[FistfulState], int], states: list[FistfulState]) -> tuple[float, float]:
    """Units of work per wall-clock second and per CPU second."""
    wall, cpu = time.perf_counter(), time.process_time()
    done = sum(work(state) for state in states)
    return done / (time.perf_counter() - wall), done / (time.process_time() - cpu)


def main() -> None:
    searched, rng = decisions(10, solved=False)[::5], random.Random(2)
    budget = SearchBudget(seconds=1e9, iterations=STRONG_ITERATIONS)

    def strong(state: FistfulState) -> int:
        return search(GAME, state, rng, budget).iterations

    def flat(state: FistfulState) -> int:
        flat_monte_carlo(GAME, state, rng, iterations=FLAT_PLAYOUTS)
        return FLAT_PLAYOUTS

    strong_wall, strong_cpu = rate(strong, searched)
    each = sorted(rate(strong, [state])[0] for state in searched)
    flat_wall, flat_cpu = rate(flat, searched)
    print(f"{len(searched)} searched decisions")
    print(f"strong: {strong_wall:.0f} iterations in 1 s (wall), {strong_cpu:.0f} per CPU second")
    print(
        f"strong per decision: median {statistics.median(each):.0f}, slowest {each[0]:.0f} "
        "iterations in 1 s (wall)"
    )
    print(
        f"flat: {0.3 * flat_wall:.0f} playouts in 0.3 s (wall), "
        f"{0.3 * flat_cpu:.0f} in 0.3 CPU seconds"
    )
    waits = []
    for state in decisions(40, solved=True):
        start = time.perf_counter()
        search(GAME, state, rng, budget)
        waits.append(time.perf_counter() - start)
    print(
        f"solved round-three choices: {len(waits)}, median {statistics.median(waits):.3f} s, "
        f"90% {statistics.quantiles(waits, n=10)[-1]:.2f} s, worst {max(waits):.2f} s (wall)"
    )


if __name__ == "__main__":
    main()
