"""How long `saves` and `records` take over a folder of many finished games, as whole processes (a
person types the command: start-up and imports count): the first run, whose cache of verdicts is
empty (every save is replayed from its seed and its verdict remembered), and the second (every
verdict remembered: `store/verdicts.py`). Issue 43's target: at 1,000 saves the second run of each
takes at most 0.3 s.

Run: `python -m benchmarks.saves_listing [--saves 1000] [--runs 3] [--folder FOLDER]`. The saves
are finished computer games, as many of each game (most players and fewest in turn); an existing
FOLDER with enough saves is reused, so two versions can list the same saves. Each run begins with
an empty cache; the figures are medians over the runs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.store.verdicts import CACHE_ENV

COMMANDS = ("saves", "records")
TARGET_SECONDS = 0.3


def fill(folder: Path, count: int) -> None:
    """`count` finished games by computer seats in `folder`, the games in turn (kept if there)."""
    folder.mkdir(parents=True, exist_ok=True)
    have = len(list(folder.glob("*.json")))
    games = list(GAMES)
    for index in range(have, count):
        game_id = games[index % len(games)]
        game = GAMES[game_id]
        round_ = index // len(games)
        players = game.max_players if round_ % 2 == 0 else max(2, game.min_players)
        seats = [Seat(name=f"Player {i + 1}", kind="computer") for i in range(players)]
        table = Table.start(game_id, seats, seed=100 + round_)
        while not table.is_over() and len(table.envelope.actions) < 5_000:
            table.play(table.computer_action())
        table.attach(SaveFolder(folder), f"{game_id}-{round_}.json")
        table.save()


def command_seconds(folder: Path, command: str, cache: Path) -> float:
    """Wall time of `penguin-tables --saves FOLDER COMMAND` in a fresh process using `cache`."""
    env = {**os.environ, CACHE_ENV: str(cache), "COLUMNS": "100"}
    argv = [sys.executable, "-m", "penguin_tables", "--saves", str(folder), command]
    start = time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def first_and_second(folder: Path, command: str, runs: int) -> tuple[float, float]:
    """Median seconds of the first run (empty cache) and of the second (all remembered)."""
    firsts, seconds = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as cache:
            firsts.append(command_seconds(folder, command, Path(cache)))
            seconds.append(command_seconds(folder, command, Path(cache)))
    return statistics.median(firsts), statistics.median(seconds)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--saves", type=int, default=1_000, help="finished games in the folder")
    parser.add_argument("--runs", type=int, default=3, help="runs of each, for the medians")
    parser.add_argument("--folder", type=Path, help="reuse (or fill) this folder")
    args = parser.parse_args(argv)
    folder = args.folder or Path(tempfile.mkdtemp()) / "saves"
    fill(folder, args.saves)
    count = len(list(folder.glob("*.json")))
    print(f"{count} finished games in {folder}; medians of {args.runs} runs, whole processes")
    print(f"{'':9} {'first':>9} {'second':>9}   (target: second <= {TARGET_SECONDS} s)")
    for command in COMMANDS:
        first, second = first_and_second(folder, command, args.runs)
        print(f"{command:9} {first:7.2f} s {second:7.2f} s")


if __name__ == "__main__":
    main()
