"""A fingerprint of the soak's first games: proof that a change to an engine left the games alone.

A speed change inside an engine (a cached view, a cheaper copy) must play the very same games,
or a soak figure measured after it would not compare with one before. The harness's checks draw
from their own stream, so only the rules and the moves' stream decide the games. Prints, per
game, the seed, the number of actions and a hash of the action list and the final snapshot; run
it before and after a change and `diff` the two outputs.
Run: `python -m benchmarks.soak_fingerprint [--games N] [game ...]`.
"""

from __future__ import annotations

import argparse
import hashlib

from benchmarks.common import chosen_games
from benchmarks.soak import jobs
from penguin_tables.engine.checks import random_playout
from penguin_tables.engine.registry import GAMES


def fingerprint(game_id: str, count: int) -> list[str]:
    """One line per game of the soak's first `count` games of `game_id`."""
    game = GAMES[game_id]
    lines = []
    for _, players, seed, options in jobs(game_id, count):
        playout = random_playout(game, players, seed, options)
        digest = hashlib.sha256()
        digest.update(repr([str(a) for a in playout.actions]).encode())
        digest.update(repr(playout.actions).encode())
        digest.update(game.dump(playout.state).encode())
        lines.append(f"{game_id} {seed} {len(playout.actions)} {digest.hexdigest()[:20]}")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=60, help="games per engine")
    parser.add_argument("game", nargs="*", help="game ids (default: all)")
    args = parser.parse_args(argv)
    for game_id in chosen_games(parser, args.game):
        for line in fingerprint(game_id, args.games):
            print(line, flush=True)


if __name__ == "__main__":
    main()
