"""Yura Yura Penguin: CPU seconds for a fixed set of bare random games, to compare physics.

Run: `python -m benchmarks.yura_yura_speed [--games N] [--physics VALUE] [--older-rules]`. Plays
the seeded random two-player games 0..N-1 (120 by default) to the end with the default options
(or the `physics` option given) and prints the process's CPU time (`time.process_time`), the moves played
and the games per CPU second. A fixed set of games, not a time budget: two versions of the code
play the very same games when their rules agree, and CPU time counts only this process, so the
figure holds better on a busy machine than wall time does. It uses nothing but the game registry,
so an older checkout runs it too (`PYTHONPATH=/path/to/old/checkout python benchmarks/...`):
run the two alternately and compare medians.

`--older-rules` plays the project's rules from before issue 24 (three tries then a penalty card, a
break on cards no longer standing) with today's physics: the rules of a checkout from that time,
so the two play games of the same length and the ratio measures the physics alone. Under the
rulebook's rules a shaky tower is put back as often as it takes, so a game holds more placements.
"""

from __future__ import annotations

import argparse
import random
import time

from penguin_tables.engine.options import OptionValue
from penguin_tables.engine.registry import GAMES


def cpu_seconds(games: int, options: dict[str, OptionValue] | None) -> tuple[float, int]:
    """CPU seconds and moves for the seeded random games 0..games-1."""
    game = GAMES["yura-yura"]
    moves = 0
    start = time.process_time()
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_game(["P0", "P1"], seed=seed, options=options)
        while not game.is_over(state):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            moves += 1
    return time.process_time() - start, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=120, help="seeds 0..N-1 (120)")
    parser.add_argument("--physics", help="the physics option value (default: the game's)")
    parser.add_argument(
        "--older-rules",
        action="store_true",
        help="the retry cap and the break on cards no longer standing (the rules before issue 24)",
    )
    args = parser.parse_args()
    options: dict[str, OptionValue] = (
        {"retry_cap": True, "breaks": "standing"} if args.older_rules else {}
    )
    if args.physics is not None:
        options["physics"] = args.physics
    seconds, moves = cpu_seconds(args.games, options or None)
    rules = "older rules" if args.older_rules else "default rules"
    print(
        f"yura-yura {args.games} games, {moves} moves, {rules}, physics "
        f"{args.physics or 'default'}: {seconds:.2f} cpu-s, {args.games / seconds:.2f} games "
        f"per cpu-s, {seconds / moves * 1000:.3f} ms per move"
    )


if __name__ == "__main__":
    main()
