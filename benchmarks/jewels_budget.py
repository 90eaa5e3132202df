"""Jewels: how many strong iterations fit in 1 s and flat playouts in 0.3 s, measured side by side.

Run `python -m benchmarks.jewels_budget [positions]`. Positions come from games between two "normal"
players; only decisions the strong player searches count (more than one legal step), and both
players are timed on the same positions in the same minute, so a busy machine slows both alike. The
strength figures use iteration budgets no larger than these.
"""

from __future__ import annotations

import random
import sys
import time

from benchmarks.flat_mc import flat_monte_carlo
from penguin_tables.engine.search import SearchBudget, computer_move, search
from penguin_tables.games.jewels import GAME
from penguin_tables.games.jewels.state import JewelsState


def searched_positions(count: int) -> list[JewelsState]:
    """Positions the strong player would search, spread over several games."""
    rng = random.Random(0)
    found: list[JewelsState] = []
    seed = 0
    while len(found) < count:
        state = GAME.new_game(["A", "B"], seed)
        seen: list[JewelsState] = []
        while not GAME.is_over(state):
            if GAME.searchable(state) and len(GAME.legal_actions(state)) > 1:
                seen.append(state)
            state = GAME.apply(state, computer_move(GAME, state, "normal", rng))
        found.extend(rng.sample(seen, min(len(seen), 4)))
        seed += 1
    return found[:count]


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    positions = searched_positions(count)
    rng = random.Random(1)
    iterations = 0
    start = time.perf_counter()
    for state in positions:
        iterations += search(GAME, state, rng, SearchBudget(seconds=1.0)).iterations
    strong_rate = iterations / (time.perf_counter() - start)
    playouts = 30
    start = time.perf_counter()
    for state in positions:
        flat_monte_carlo(GAME, state, rng, iterations=playouts)
    flat_rate = playouts * len(positions) / (time.perf_counter() - start)
    print(f"{len(positions)} searched positions")
    print(f"strong: {strong_rate:.0f} iterations a second (1 s: about {strong_rate:.0f})")
    print(f"flat: {flat_rate:.0f} playouts a second (0.3 s: about {0.3 * flat_rate:.0f})")


if __name__ == "__main__":
    main()
