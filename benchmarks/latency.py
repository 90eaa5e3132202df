"""Key-to-screen latency per game, side by side with a bare Textual app (the method's own floor).

A press is timed as a test would see it: `pilot.press(key)` then `pilot.pause()`, which return once
the app has handled the key, redrawn and gone idle. The bare app redraws one label on any key, so
its time is what the Pilot itself costs; a game's ratio to it is what the game adds. The two apps
are measured one after the other (half of the bare app's presses before the game's, half after),
each alone in the process: `pilot.pause()` waits until the whole process is idle.

Per game, two human seats at 80x24 and the same seed every time:
- a cursor move: the cursor key, then its opposite, `--presses` times in all;
- a committed decision: each of its presses (Fistful marks a die, then Enter rerolls), taken
  `--presses` times, each time on a fresh table opened on the same app from the same seed.

Targets (issue 25): a cursor move within 1.3x the bare app at p95, each press of a decision within
2x (Yura Yura's physics aside). Printed, never asserted. Run: `python -m benchmarks.latency`.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.table import Table as RichTable
from textual import events
from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.widgets import Label

from benchmarks.keypress import CURSOR_KEY, DECISION_KEYS
from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import PenguinTablesApp, make_app
from penguin_tables.ui.collector import settle_collector
from penguin_tables.ui.screens.curtain import CurtainScreen
from penguin_tables.ui.screens.lobby import LobbyScreen

#: The key that takes each cursor key back, so that the cursor never sticks at an edge.
OPPOSITE = {"right": "left", "left": "right", "down": "up", "up": "down"}
SEED = 7
#: Presses after which a decision that has not committed is given up (a benchmark bug, reported).
MOST_PRESSES = 12
CURSOR_TARGET = 1.3
DECISION_TARGET = 2.0


class BareApp(App[None]):
    """One label, redrawn with a new count on every key."""

    def __init__(self) -> None:
        super().__init__()
        self.presses = 0

    def compose(self) -> ComposeResult:
        yield Label("no key yet", id="count")

    def on_key(self, event: events.Key) -> None:
        self.presses += 1
        self.query_one("#count", Label).update(f"{self.presses} keys, last {event.key}")


async def press_ms(pilot: Pilot[Any], key: str) -> float:
    start = time.perf_counter()
    await pilot.press(key)
    await pilot.pause()
    return (time.perf_counter() - start) * 1000


async def settle(pilot: Pilot[Any], condition: Callable[[], bool], tries: int = 200) -> None:
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.01)
    raise RuntimeError("the app never reached the expected screen")


class GameSeat:
    """A game on the real app, opened fresh on demand, its curtain lifted, a person to move."""

    def __init__(self, app: PenguinTablesApp, pilot: Pilot[Any], game_id: str) -> None:
        self.app, self.pilot, self.game_id = app, pilot, game_id
        self.table: Table | None = None

    async def open(self) -> Table:
        """Back to the lobby, then a new table of this game from the same seed."""
        while not isinstance(self.app.screen, LobbyScreen):
            self.app.pop_screen()
        await self.pilot.pause()
        self.table = Table.start(self.game_id, [Seat(name="Ann"), Seat(name="Bob")], seed=SEED)
        self.app.open_table(self.table)
        await self.lift_curtain()
        await self.pilot.wait_for_scheduled_animations()
        await self.pilot.pause(0.2)  # timers the opening set (a toast, a fade) are not a press's
        return self.table

    async def lift_curtain(self) -> None:
        await settle(self.pilot, lambda: not isinstance(self.app.screen, LobbyScreen))
        await self.pilot.pause()
        if isinstance(self.app.screen, CurtainScreen):
            await self.pilot.press("enter")
            await self.pilot.pause()


async def bare_samples(keys: list[str], presses: int) -> dict[str, list[float]]:
    """The bare app alone in the process: each key `presses` times (a cursor key alternating with
    its opposite, as on the game)."""
    samples: dict[str, list[float]] = {}
    async with BareApp().run_test(size=(80, 24)) as bare:
        await bare.pause()
        for key in keys:
            samples[key] = [
                await press_ms(bare, key if i % 2 == 0 else OPPOSITE.get(key, key))
                for i in range(presses)
            ]
    return samples


async def cursor_samples(seat: GameSeat, presses: int) -> list[float]:
    """The cursor key and its opposite, alternately."""
    await seat.open()
    key = CURSOR_KEY[seat.game_id]
    return [
        await press_ms(seat.pilot, key if i % 2 == 0 else OPPOSITE[key]) for i in range(presses)
    ]


async def decision_samples(seat: GameSeat, decisions: int) -> tuple[list[list[float]], list[str]]:
    """Per press of one decision, its times over `decisions` fresh tables, and the keys pressed
    (the same every time: the same seed gives the same table)."""
    keys: list[str] | None = None
    times: list[list[float]] = []
    for _ in range(decisions):
        table = await seat.open()
        moves = len(table.envelope.actions)
        pressed: list[str] = []
        planned = list(DECISION_KEYS.get(seat.game_id, []))
        while len(table.envelope.actions) == moves:
            if len(pressed) == MOST_PRESSES:
                raise RuntimeError(f"{seat.game_id}: no decision after {MOST_PRESSES} presses")
            key = planned.pop(0) if planned else "enter"
            if len(pressed) == len(times):
                times.append([])
            times[len(pressed)].append(await press_ms(seat.pilot, key))
            pressed.append(key)
        if keys is not None and pressed != keys:
            raise RuntimeError(f"{seat.game_id}: the decision took {pressed}, before {keys}")
        keys = pressed
    assert keys is not None
    return times, keys


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20, method="inclusive")[-1]


def row(what: str, bare: list[float], game: list[float], target: float) -> dict[str, Any]:
    return {
        "press": what,
        "n": len(game),
        "bare_median_ms": statistics.median(bare),
        "bare_p95_ms": p95(bare),
        "median_ms": statistics.median(game),
        "p95_ms": p95(game),
        "median_ratio": statistics.median(game) / statistics.median(bare),
        "p95_ratio": p95(game) / p95(bare),
        "target": target,
    }


async def measure_game(game_id: str, presses: int) -> list[dict[str, Any]]:
    """The game's presses, between two halves of the bare app's (so that a machine whose load
    drifts meanwhile weighs on both alike)."""
    keys = [CURSOR_KEY[game_id], *DECISION_KEYS.get(game_id, []), "enter"]
    first = await bare_samples(keys, presses // 2)
    with tempfile.TemporaryDirectory() as folder:
        app = make_app(folder, bot_delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            seat = GameSeat(app, pilot, game_id)
            cursor = await cursor_samples(seat, presses)
            decision, pressed = await decision_samples(seat, presses)
    second = await bare_samples(keys, presses - presses // 2)
    bare = {key: first[key] + second[key] for key in keys}
    rows = [row(f"cursor {keys[0]}", bare[keys[0]], cursor, CURSOR_TARGET)]
    for index, key in enumerate(pressed):
        what = f"decision {index + 1}/{len(pressed)}: {key}"
        rows.append(row(what, bare[key], decision[index], DECISION_TARGET))
    return rows


def latency_rows(presses: int = 20, only: str | None = None) -> dict[str, list[dict[str, Any]]]:
    return {
        game_id: asyncio.run(measure_game(game_id, presses))
        for game_id in ([only] if only else GAMES)
    }


def latency_table(results: dict[str, list[dict[str, Any]]]) -> RichTable:
    presses = min(r["n"] for rows in results.values() for r in rows)
    table = RichTable(
        title=f"Key to screen through the Pilot, 2 humans at 80x24, {presses} presses each "
        f"(targets at p95: cursor <= {CURSOR_TARGET}x the bare app, decision <= {DECISION_TARGET}x)"
    )
    for column in (
        "game",
        "press",
        "bare median",
        "bare p95",
        "game median",
        "game p95",
        "ratio median",
        "ratio p95",
        "target",
    ):
        table.add_column(column, justify="left" if column in ("game", "press") else "right")
    for game_id, rows in results.items():
        for r in rows:
            within = r["p95_ratio"] <= r["target"]
            table.add_row(
                game_id,
                r["press"],
                f"{r['bare_median_ms']:.0f} ms",
                f"{r['bare_p95_ms']:.0f} ms",
                f"{r['median_ms']:.0f} ms",
                f"{r['p95_ms']:.0f} ms",
                f"{r['median_ratio']:.2f}x",
                f"{r['p95_ratio']:.2f}x",
                f"<= {r['target']}x " + ("ok" if within else "over"),
            )
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--presses", type=int, default=20, help="samples per press (>= 20)")
    parser.add_argument("--only", help="one game id")
    args = parser.parse_args()
    settle_collector()  # as `penguin-tables` does before its app runs: a player's process
    Console(width=140).print(latency_table(latency_rows(args.presses, args.only)))


if __name__ == "__main__":
    main()
