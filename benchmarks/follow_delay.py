"""The delay from a move in one window to another window's screen showing it (issue 26).

Window A is a `Table` driven here, writing the shared save as a window does after a move; window B
is the real app under the Pilot, showing the same save. Each sample runs from just before A's move
(its write included) until B's board holds a scene with that move; B was not asked, it follows the
file on its own (a stat five times a second, a read and check when the file changed). Moves land at
random points of B's polling period. Per game, two human seats, one action per move.

Target (issue 26): within 0.5 s. Printed, never asserted. Run: `python -m benchmarks.follow_delay`.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from typing import Any

from rich.console import Console
from rich.table import Table as RichTable

from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.game_screen import GameScreen

NAME = "shared.json"
TARGET_S = 0.5
#: A move never shown within this many seconds is a hang, reported as such.
GIVE_UP_S = 10.0
GAMES = ("penguin-party", "jewels", "yura-yura")


def p95(samples: list[float]) -> float:
    return sorted(samples)[max(0, round(0.95 * len(samples)) - 1)]


async def follow_samples(game_id: str, moves: int, seed: int = 7) -> list[float]:
    """Seconds from a write by window A to window B's board showing it, one per move."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = SaveFolder(tmp)
        writer = Table.start(game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=seed)
        writer.attach(folder, NAME)
        writer.save()
        app = make_app(tmp, start_table=Table.resume(folder, NAME), bot_delay=0)
        rng = random.Random(seed)
        delays: list[float] = []
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause(0.3)
            screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            while len(delays) < moves and not writer.is_over():
                await asyncio.sleep(rng.uniform(0.05, 0.3))
                start = time.perf_counter()
                writer.play(rng.choice(writer.game.legal_actions(writer.state)))
                shown = len(writer.envelope.actions)
                while getattr(screen.board.scene, "moves", None) != shown:
                    if time.perf_counter() - start > GIVE_UP_S:
                        raise RuntimeError(f"{game_id}: move {shown} never showed in window B")
                    await asyncio.sleep(0.002)
                delays.append(time.perf_counter() - start)
    return delays


def follow_rows(moves: int = 50, games: tuple[str, ...] = GAMES) -> dict[str, dict[str, Any]]:
    rows = {}
    for game_id in games:
        samples = asyncio.run(follow_samples(game_id, moves))
        rows[game_id] = {
            "n": len(samples),
            "median_ms": statistics.median(samples) * 1000,
            "p95_ms": p95(samples) * 1000,
        }
    return rows


def follow_table(rows: dict[str, dict[str, Any]]) -> RichTable:
    table = RichTable(
        title="Move in one window to the other window's screen (terminal, Pilot; "
        f"target within {TARGET_S * 1000:.0f} ms)"
    )
    for column in ("game", "moves", "median", "p95", "target"):
        table.add_column(column, justify="left" if column == "game" else "right")
    for game_id, r in rows.items():
        within = r["p95_ms"] <= TARGET_S * 1000
        table.add_row(
            game_id,
            str(r["n"]),
            f"{r['median_ms']:.0f} ms",
            f"{r['p95_ms']:.0f} ms",
            f"<= {TARGET_S * 1000:.0f} ms " + ("ok" if within else "over"),
        )
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=50)
    parser.add_argument("--game", choices=GAMES, help="one game only")
    args = parser.parse_args()
    games = (args.game,) if args.game else GAMES
    Console(width=120).print(follow_table(follow_rows(args.moves, games)))


if __name__ == "__main__":
    main()
