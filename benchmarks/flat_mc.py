"""A plain determinized flat Monte Carlo player: the baseline the strong search must beat.

For each legal move: re-deal what the player cannot see (with a fresh chance seed), play the move,
finish the game with random moves, and keep the move with the best average result. It knows no more
than the seat it plays for, like the strong search, but builds no tree.

A playout's world is its own (a re-dealt copy, then the move applied to a copy), so the random moves
after it are played in place (`Game.play`) instead of copying the state at every step: the same
moves and results, without a copy per step (a third of the baseline's time in Jewels, whose random
games run about 270 moves).
"""

from __future__ import annotations

import random
import time
from typing import Any

from penguin_tables.engine.game import Game
from penguin_tables.engine.search import determinize, rewards

MAX_PLAYOUT = 2_000


def flat_monte_carlo(
    game: Game[Any, Any, Any],
    state: Any,
    rng: random.Random,
    seconds: float = 0.3,
    iterations: int | None = None,
) -> Any:
    """The flat Monte Carlo choice within `seconds` (or exactly `iterations` playouts)."""
    seat = game.to_move(state)
    assert seat is not None
    legal = game.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    totals = [0.0] * len(legal)
    counts = [0] * len(legal)
    deadline = time.perf_counter() + seconds
    done = 0
    while (done < iterations) if iterations is not None else time.perf_counter() < deadline:
        index = done % len(legal)
        world = determinize(game, state, seat, rng)
        world = game.apply(world, legal[index])
        for _ in range(MAX_PLAYOUT):
            if game.is_over(world):
                break
            game.play(world, rng.choice(game.legal_actions(world)))
        if game.is_over(world):
            totals[index] += rewards(game, world)[seat]
        counts[index] += 1
        done += 1
    best = max(range(len(legal)), key=lambda i: totals[i] / counts[i] if counts[i] else -1.0)
    return legal[best]
