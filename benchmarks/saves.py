"""Save size, save time and load time at the start, middle and end of a game, for every game.

Run: `python -m benchmarks.saves`. Times are medians over repeated writes and reads.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from typing import Any

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat


def timed(action: Any, repeat: int = 30) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def measure(game_id: str) -> None:
    game = GAMES[game_id]
    players = max(2, game.min_players)
    table = Table.start(game_id, [Seat(name=f"P{i + 1}") for i in range(players)], seed=3)
    folder = SaveFolder(tempfile.mkdtemp())
    table.attach(folder)
    rng = random.Random(3)
    history = [table.state]
    while not table.is_over():
        table.play(rng.choice(game.legal_actions(table.state)))
        history.append(table.state)
    assert table.save_name is not None
    for label, state in (
        ("start", history[0]),
        ("middle", history[len(history) // 2]),
        ("end", history[-1]),
    ):
        table.state = state
        table.save()
        size = folder.file(table.save_name).stat().st_size
        save = timed(table.save)
        load = timed(lambda: Table.resume(folder, table.save_name or ""))
        print(
            f"{game_id:15} {label:6} size {size / 1024:6.1f} KiB  "
            f"save {save * 1000:5.2f} ms  load {load * 1000:5.2f} ms  "
            f"({len(table.envelope.actions)} actions logged)"
        )


def main() -> None:
    for game_id in GAMES:
        measure(game_id)


if __name__ == "__main__":
    main()
