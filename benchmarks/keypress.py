"""Engine calls and time for one keypress at the table: a cursor move, and a committed decision.

A cursor move should make no engine call at all (the board moves its own cursor); a committed
decision should build one view and one decision tree per seat shown. Each game starts with two
human seats at 80x24; the counts come from wrapping the game's `view`, `legal_actions` and `apply`.
Run as `python -m benchmarks.keypress` (also part of `make bench`).
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections import Counter
from typing import Any

from rich.console import Console
from rich.table import Table as RichTable

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import Seat
from penguin_tables.ui.app import make_app

#: The key that moves the cursor in each game, and the key that takes the highlighted choice.
CURSOR_KEY = {
    "penguin-party": "right",
    "fistful": "right",
    "frozen-shinies": "down",
    "jewels": "down",
    "yura-yura": "right",
}
#: Keys pressed first when a decision is made (Fistful marks a die, then Enter rerolls it).
DECISION_KEYS = {"fistful": ["space"]}
COUNTED = ("view", "legal_actions", "apply")


class CallCounter:
    """Counts calls of a game's engine methods while installed."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.calls: Counter[str] = Counter()
        self._saved: dict[str, Any] = {}

    def __enter__(self) -> CallCounter:
        for name in COUNTED:
            original = getattr(self.game, name)
            self._saved[name] = original

            def counted(*args: Any, _name: str = name, _original: Any = original) -> Any:
                self.calls[_name] += 1
                return _original(*args)

            setattr(self.game, name, counted)
        return self

    def __exit__(self, *exc: object) -> None:
        for name in COUNTED:
            delattr(self.game, name)


async def measure(game_id: str) -> dict[str, Any]:
    game = GAMES[game_id]
    seats = [Seat(name="Ann"), Seat(name="Bob")]
    table = Table.start(game_id, seats, seed=7)
    with tempfile.TemporaryDirectory() as folder:
        app = make_app(folder, start_table=table, bot_delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0.2)
            if type(app.screen).__name__ == "CurtainScreen":
                await pilot.press("enter")
                await pilot.pause(0.2)
            result: dict[str, Any] = {"game": game_id}
            with CallCounter(game) as counter:
                start = time.perf_counter()
                await pilot.press(CURSOR_KEY[game_id])
                await pilot.pause()
                result["cursor_ms"] = (time.perf_counter() - start) * 1000
            result["cursor"] = dict(counter.calls)
            moves = len(table.envelope.actions)
            with CallCounter(game) as counter:
                start = time.perf_counter()
                presses = 0
                for key in DECISION_KEYS.get(game_id, []):
                    await pilot.press(key)
                    presses += 1
                while len(table.envelope.actions) == moves and presses < 12:
                    await pilot.press("enter")
                    await pilot.pause()
                    presses += 1
                result["commit_ms"] = (time.perf_counter() - start) * 1000
            result["commit"] = dict(counter.calls)
            result["commit_presses"] = presses
            result["committed"] = len(table.envelope.actions) > moves
    return result


def calls_text(calls: dict[str, int]) -> str:
    return " ".join(f"{name} {calls.get(name, 0)}" for name in COUNTED)


def keypress_table() -> RichTable:
    """The keypress row of every game, as a table."""
    rows = RichTable(title="One keypress at the table (2 humans, 80x24)")
    for column in ("game", "cursor move: calls", "ms", "decision: presses", "calls", "ms"):
        rows.add_column(column)
    for game_id in GAMES:
        result = asyncio.run(measure(game_id))
        rows.add_row(
            game_id,
            calls_text(result["cursor"]),
            f"{result['cursor_ms']:.1f}",
            str(result["commit_presses"]) + ("" if result["committed"] else " (not committed)"),
            calls_text(result["commit"]),
            f"{result['commit_ms']:.1f}",
        )
    return rows


def main() -> None:
    Console(width=120).print(keypress_table())


if __name__ == "__main__":
    main()
