"""How long listing a saves folder takes: N finished computer games of each game, listed cold (a
fresh process) without replaying (what the Resume list shows at once), then replaying every save
from its seed (what `saves` and `records` do, and the Resume list in the background), then again
(each save replayed already in this process, as when the Resume list is shown a second time).

Run: `python -m benchmarks.saves_listing [N] [FOLDER]` (default 50 saves per game, a temporary
folder; an existing FOLDER is reused, so the same saves can be listed by two versions).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat


def fill(folder: Path, game_id: str, count: int) -> None:
    """`count` whole games of `game_id` by computer seats (most players, then fewest, in turn)."""
    folder.mkdir(parents=True, exist_ok=True)
    if len(list(folder.glob("*.json"))) >= count:
        return
    game = GAMES[game_id]
    for index in range(count):
        players = game.max_players if index % 2 == 0 else max(2, game.min_players)
        seats = [Seat(name=f"Player {i + 1}", kind="computer") for i in range(players)]
        table = Table.start(game_id, seats, seed=100 + index)
        while not table.is_over() and len(table.envelope.actions) < 5_000:
            table.play(table.computer_action())
        table.attach(SaveFolder(folder), f"{game_id}-{index}.json")
        table.save()


def list_three_ways(folder: Path) -> list[float]:
    """Seconds to list `folder` in this fresh process: first without replaying (what the Resume
    list shows at once), then replaying every save, then again (each save replayed already)."""
    import inspect

    times = []
    quick = "replay" in inspect.signature(SaveFolder.summaries).parameters
    for replay in (False, True, True):
        start = time.perf_counter()
        if quick:
            SaveFolder(folder).summaries(replay=replay)
        else:  # before saves were replayed: one way only
            SaveFolder(folder).summaries()
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    if sys.argv[1:2] == ["--list"]:
        print(*list_three_ways(Path(sys.argv[2])))
        return
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    root = Path(sys.argv[2]) if len(sys.argv) > 2 else Path(tempfile.mkdtemp())
    print(f"Listing {count} finished games of each game in {root}")
    print(f"{'':15} {'no replay':>11} {'replaying':>11} {'again':>11}")
    for game_id in GAMES:
        fill(root / game_id, game_id, count)
        found = subprocess.run(
            [sys.executable, "-m", "benchmarks.saves_listing", "--list", str(root / game_id)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        quick, cold, warm = (float(x) * 1000 for x in found)
        print(f"{game_id:15} {quick:8.0f} ms {cold:8.0f} ms {warm:8.0f} ms")


if __name__ == "__main__":
    main()
