"""Yura Yura Penguin: a digest of the state after every move of many seeded games, to show that a
change to the physics code leaves every tower exactly as it was.

Run: `python -m benchmarks.yura_yura_fingerprint OUT.json [--quick]` under two checkouts (an older
one through `PYTHONPATH=/path/to/old/checkout`), then `--compare A.json B.json`. The games: random
two-player games under each `physics` value, games under the other options (the older break rule,
the retry cap, three and four players), games between computer players, and the settling
animation of every placement of a few games, all judged by the older judge of a fall (`NEWER`:
today's judge plays other games, which no older checkout can digest). Each move adds the state's `repr` (every float
written exactly) to a running SHA-256, so the first move that differs is named. It uses nothing
but the game registry and the public drop replay, so an older checkout runs it too. Not a test:
a full run takes about a minute.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from penguin_tables.engine.options import OptionValue
from penguin_tables.engine.registry import GAMES

GAME = GAMES["yura-yura"]
#: Options an older checkout may not know, each with the value its games played by: games here
#: play with it, and their digests leave it out, so both checkouts digest the same games.
NEWER: dict[str, OptionValue] = {"falls": "feet"}


def played_with(options: dict[str, OptionValue] | None) -> dict[str, OptionValue]:
    """`options` and each of `NEWER` this checkout knows."""
    known = {option.name for option in GAME.options}
    return {**(options or {}), **{k: v for k, v in NEWER.items() if k in known}}


def text_of(state: Any) -> str:
    """The state's `repr` (every float written exactly), without the options of `NEWER`."""
    options = state.options
    state.options = {k: v for k, v in options.items() if k not in NEWER}
    try:
        return repr(state)
    finally:
        state.options = options


def bot_move(state: Any, level: str, rng: random.Random) -> Any:
    """The move of the game's own computer level: its computer player's since that stood apart
    from the rules (issue 40), the game's own in an older checkout."""
    try:
        from penguin_tables.engine.search import COMPUTERS
    except ImportError:
        return getattr(GAME, "computer_action")(state, level, rng)  # noqa: B009
    return COMPUTERS[GAME.id].own_move(state, level, rng)


def digests(
    players: int, seed: int, options: dict[str, OptionValue] | None, bots: list[str] | None = None
) -> list[str]:
    """The running digest after every move of one seeded game (random moves, or bots')."""
    rng = random.Random(seed)
    names = [f"P{i}" for i in range(players)]
    state = GAME.new_game(names, seed=seed, options=played_with(options))
    running = hashlib.sha256()
    out: list[str] = []
    while not GAME.is_over(state) and len(out) < 400:
        if bots:
            seat = GAME.to_move(state) or 0
            action = bot_move(state, bots[seat % len(bots)], rng)
        else:
            action = rng.choice(GAME.legal_actions(state))
        state = GAME.apply(state, action)
        running.update(text_of(state).encode())
        out.append(running.hexdigest()[:12])
    return out


def animation_digests(seed: int, physics: str) -> list[str]:
    """The running digest of every placement's settling frames in one random game."""
    from penguin_tables.games.yura_yura.actions import Place
    from penguin_tables.games.yura_yura.drops import settling_animation

    rng = random.Random(seed)
    state = GAME.new_game(["A", "B"], seed=seed, options=played_with({"physics": physics}))
    running = hashlib.sha256()
    out: list[str] = []
    while not GAME.is_over(state):
        action = rng.choice(GAME.legal_actions(state))
        if isinstance(action, Place):
            running.update(repr(settling_animation(state, action, 7)).encode())
            out.append(running.hexdigest()[:12])
        state = GAME.apply(state, action)
    return out


def fingerprint(quick: bool) -> dict[str, list[str]]:
    many, few = (20, 5) if quick else (60, 15)
    out: dict[str, list[str]] = {}
    for seed in range(many):
        out[f"random-{seed}"] = digests(2, seed, None)
    for physics in ("resting", "original"):
        for seed in range(few):
            out[f"{physics}-{seed}"] = digests(2, seed, {"physics": physics})
    for seed in range(few):
        out[f"standing-{seed}"] = digests(3, seed, {"breaks": "standing"})
        out[f"cap-{seed}"] = digests(4, seed, {"retry_cap": True})
        out[f"original-standing-{seed}"] = digests(
            2, 100 + seed, {"physics": "original", "breaks": "standing"}
        )
    for seed in range(2 if quick else 6):
        out[f"bots-{seed}"] = digests(2, seed, None, [["easy", "normal", "hard"][seed % 3], "hard"])
    for physics in ("sleeping", "original"):
        for seed in range(2 if quick else 5):
            out[f"animation-{physics}-{seed}"] = animation_digests(seed, physics)
    return out


def compare(first: dict[str, Any], second: dict[str, Any]) -> int:
    """Print every game whose digests differ (and its first differing move); how many differ."""
    differ = 0
    for key, moves in first.items():
        other = second.get(key)
        if other == moves:
            continue
        differ += 1
        other = other or []
        at = next((i for i, (a, b) in enumerate(zip(moves, other, strict=False)) if a != b), None)
        print(f"{key}: differs from move {at if at is not None else min(len(moves), len(other))}")
    total = sum(map(len, first.values()))
    print(f"{len(first)} games, {total} moves: {differ} games differ")
    return differ


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", nargs="?", help="where to write the digests (JSON)")
    parser.add_argument("--quick", action="store_true", help="fewer games (about 15 s)")
    parser.add_argument("--compare", nargs=2, metavar=("A", "B"), help="compare two runs")
    args = parser.parse_args()
    if args.compare:
        first, second = (json.loads(Path(p).read_text(encoding="utf-8")) for p in args.compare)
        raise SystemExit(1 if compare(first, second) else 0)
    if not args.out:
        parser.error("give a file to write the digests to, or --compare A B")
    digest = fingerprint(args.quick)
    Path(args.out).write_text(json.dumps(digest), encoding="utf-8")
    print(f"{len(digest)} games, {sum(map(len, digest.values()))} moves written to {args.out}")


if __name__ == "__main__":
    main()
