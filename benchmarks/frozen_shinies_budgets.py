"""Frozen Shinies: how many strong iterations fit in 1 s and how many flat playouts in 0.3 s.

Run `python -m benchmarks.frozen_shinies_budgets`. The strength figures are taken with iteration
budgets (a busy machine would otherwise decide them), so this measures, in one process and the same
minute, what the real budgets buy: the strong search's 1 s per move and the flat Monte Carlo
baseline's 0.3 s, on decisions met in normal-against-normal games. Both wall-clock and CPU seconds
are shown: on a shared machine the first is what a player waits, the second what the work costs.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from benchmarks.flat_mc import flat_monte_carlo
from penguin_tables.engine.search import SearchBudget, search
from penguin_tables.games.frozen_shinies import GAME
from penguin_tables.games.frozen_shinies.state import FrozenState

STRONG_ITERATIONS = 100
FLAT_PLAYOUTS = 60


def decisions(games: int = 3, every: int = 4) -> list[FrozenState]:
    """Real choices (more than one legal action) from normal-against-normal games."""
    rng, found = random.Random(1), []
    for seed in range(games):
        state = GAME.new_game(["A", "B"], seed=seed)
        while not GAME.is_over(state):
            if len(GAME.legal_actions(state)) > 1:
                found.append(GAME.copy_state(state))
            state = GAME.apply(state, GAME.computer_action(state, "normal", rng))
    return found[::every]


def rate(work: Callable[[FrozenState], int], states: list[FrozenState]) -> tuple[float, float]:
    """Units of work per wall-clock second and per CPU second."""
    wall, cpu = time.perf_counter(), time.process_time()
    done = sum(work(state) for state in states)
    return done / (time.perf_counter() - wall), done / (time.process_time() - cpu)


def main() -> None:
    states, rng = decisions(), random.Random(2)
    budget = SearchBudget(seconds=1e9, iterations=STRONG_ITERATIONS)

    def strong(state: FrozenState) -> int:
        return search(GAME, state, rng, budget).iterations

    def flat(state: Any) -> int:
        flat_monte_carlo(GAME, state, rng, iterations=FLAT_PLAYOUTS)
        return FLAT_PLAYOUTS

    strong_wall, strong_cpu = rate(strong, states)
    flat_wall, flat_cpu = rate(flat, states)
    print(f"{len(states)} decisions")
    print(f"strong: {strong_wall:.0f} iterations in 1 s (wall), {strong_cpu:.0f} per CPU second")
    print(
        f"flat: {0.3 * flat_wall:.0f} playouts in 0.3 s (wall), "
        f"{0.3 * flat_cpu:.0f} in 0.3 CPU seconds"
    )


if __name__ == "__main__":
    main()
