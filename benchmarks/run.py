"""`make bench`: one table of the suite's speed, and the same numbers as JSON with --json FILE.

Measures cold start against a bare Textual app, random games per second, checked games per second
and the soak they add up to, snapshot size and save/load times, the computer players' time per
move and strength (with Jewels' recorded seat and plan figures), the slowest kind of action (for
Yura Yura that is the physics of a placement), each game's key-to-screen latency beside a bare
app, the delay from a move in one window to another window showing it, and the rules pane
opening at a section.
Targets are printed beside the numbers, never asserted.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from collections import defaultdict
from functools import partial
from typing import Any

from rich.console import Console
from rich.table import Table as RichTable

from benchmarks.browser_follow_delay import follow_delay_rows, follow_delay_table
from benchmarks.checked_playouts import checked_rate, checked_table
from benchmarks.common import median_ms, timed
from benchmarks.follow_delay import follow_rows, follow_table
from benchmarks.jewels_figures import fairness_table, plans_table
from benchmarks.keypress import keypress_table
from benchmarks.latency import latency_rows, latency_table
from benchmarks.playouts import TARGETS, median_rate
from benchmarks.rules_pane import rules_pane_rows, rules_pane_table
from benchmarks.startup import paired_starts
from benchmarks.strength import RESULTS
from penguin_tables.engine.options import every_option_set
from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.search import COMPUTERS, STRONG, SearchBudget, computer_move, levels
from penguin_tables.session import Table
from penguin_tables.store import SaveFolder, Seat

#: Bare random two-player games per second before the engines moved off pydantic states (commit
#: 1a2bd00, `python -m benchmarks.playouts 2 1`, mean of two runs taken alternately with the new code).
PLAYOUTS_BEFORE = {
    "penguin-party": 1277.0,
    "fistful": 387.7,
    "frozen-shinies": 163.7,
    "jewels": 75.2,
    "yura-yura": 9.6,
}
#: Games the strong level plays (at its real one-second budget) to time its moves.
STRONG_GAMES = 2


def random_games(game: Any, budget_s: float) -> dict[str, Any]:
    """Random full games over every player count and option set, for about `budget_s` seconds."""
    combos = [
        (n, o)
        for n in range(game.min_players, game.max_players + 1)
        for o in every_option_set(game.options)
    ]
    played = actions = 0
    apply_times: dict[str, list[float]] = defaultdict(list)
    start = time.perf_counter()
    while time.perf_counter() - start < budget_s or played < len(combos):
        players, options = combos[played % len(combos)]
        rng = random.Random(played)
        state = game.new_game([f"P{i}" for i in range(players)], seed=played, options=options)
        while not game.is_over(state):
            action = rng.choice(game.legal_actions(state))
            began = time.perf_counter()
            state = game.apply(state, action)
            apply_times[action.kind].append(time.perf_counter() - began)
            actions += 1
        played += 1
    elapsed = time.perf_counter() - start
    slowest = max(apply_times, key=lambda k: statistics.median(apply_times[k]))
    return {
        "games_per_s": played / elapsed,
        "mean_actions": actions / played,
        "slowest_action": slowest,
        "slowest_action_ms": median_ms(apply_times[slowest]),
    }


def snapshots(game: Any) -> list[dict[str, Any]]:
    players = max(2, game.min_players)
    table = Table.start(game.id, [Seat(name=f"P{i}") for i in range(players)], seed=3)
    folder = SaveFolder(tempfile.mkdtemp())
    table.attach(folder)
    rng = random.Random(3)
    history = [(table.state, 0)]
    while not table.is_over():
        table.play(rng.choice(game.legal_actions(table.state)))
        history.append((table.state, len(table.envelope.actions)))
    actions = list(table.envelope.actions)
    rows = []
    for label, (state, count) in zip(
        ("start", "middle", "end"),
        (history[0], history[len(history) // 2], history[-1]),
        strict=True,
    ):
        table.state = state
        table.envelope.actions = actions[:count]
        table.envelope.log = table.envelope.log[:count]
        table.save()
        assert table.save_name is not None
        name = table.save_name
        rows.append(
            {
                "when": label,
                "kib": folder.file(name).stat().st_size / 1024,
                "save_ms": timed(table.save, 15) * 1000,
                "load_ms": timed(partial(Table.resume, folder, name), 15) * 1000,
            }
        )
    return rows


def computer_players(game: Any, games: int) -> list[dict[str, Any]]:
    """Per level: time per move and the win share against a random player (two seats, alternating).

    The strong level plays only a few games: at a second a move, they are there to time it.
    """
    rows = []
    players = max(2, game.min_players)
    budget = SearchBudget(seconds=1.0)
    computer = COMPUTERS[game.id]
    for level in levels(computer):
        times: list[float] = []
        wins = 0.0
        played = STRONG_GAMES if level == STRONG else games
        for seed in range(played):
            bot_seat = seed % players
            rng = random.Random(seed)
            state = game.new_game([f"P{i}" for i in range(players)], seed=seed)
            while not game.is_over(state):
                if game.to_move(state) == bot_seat:
                    began = time.perf_counter()
                    action = computer_move(computer, state, level, rng, budget)
                    times.append(time.perf_counter() - began)
                else:
                    action = rng.choice(game.legal_actions(state))
                state = game.apply(state, action)
            winners = game.outcome(state).winners
            wins += 1 / len(winners) if bot_seat in winners else 0
        rows.append(
            {
                "level": level,
                "median_ms": median_ms(times),
                "worst_ms": max(times) * 1000 if times else 0.0,
                "win_rate": wins / played,
            }
        )
    return rows


def strength_table() -> RichTable:
    """The strong level's recorded matches (`benchmarks.strength` writes them; too slow to rerun)."""
    table = RichTable(title=f"Strong level, two players, seats alternating ({RESULTS.name})")
    for column in ("game", "against", "budget", "games", "strong wins", "95% interval"):
        table.add_column(column)
    rows = json.loads(RESULTS.read_text()) if RESULTS.exists() else []
    for row in sorted(rows, key=lambda r: (r["game"], r["against"], r["budget"])):
        table.add_row(
            row["game"],
            row["against"],
            row["budget"],
            str(row["games"]),
            f"{row['share']:.1%}",
            f"{row['low']:.1%}–{row['high']:.1%}",
        )
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--json", help="also write the numbers to this file")
    parser.add_argument("--quick", action="store_true", help="smaller samples")
    args = parser.parse_args()
    budget, bot_games, runs = (2.0, 20, 3) if args.quick else (8.0, 100, 7)
    console = Console(width=120)
    report: dict[str, Any] = {}

    bare, ours, ratio = paired_starts(runs)
    report["startup"] = {"bare_ms": bare * 1000, "lobby_ms": ours * 1000, "ratio": ratio}
    console.print(
        f"Cold start: bare Textual {bare * 1000:.0f} ms, Penguin Tables lobby {ours * 1000:.0f} ms, ratio {ratio:.2f} (target <= 1.2)"
    )

    playouts = RichTable(title="Bare random two-player games per second (median of 3 runs)")
    for column in ("game", "before", "now", "ratio", "target"):
        playouts.add_column(column)
    speed = RichTable(title="Random games (all player counts and options)")
    for column in ("game", "games/s", "mean actions", "slowest action", "its median ms"):
        speed.add_column(column)
    saves = RichTable(title="Snapshots (target: save + load <= 5 ms, size <= 64 KiB)")
    for column in ("game", "when", "KiB", "save ms", "load ms"):
        saves.add_column(column)
    bots = RichTable(
        title=f"Computer players ({bot_games} games against random players; strong: "
        f"{STRONG_GAMES}, target median <= 1000 ms, worst <= 3000 ms)"
    )
    for column in ("game", "level", "median ms/move", "worst ms", "win rate"):
        bots.add_column(column)

    for game_id, game in GAMES.items():
        console.print(f"measuring {game_id} ...", style="dim")
        rate = median_rate(game, budget / 2, 3)
        before = PLAYOUTS_BEFORE[game_id]
        playouts.add_row(
            game_id,
            f"{before:.0f}",
            f"{rate:.0f}",
            f"{rate / before:.1f}x",
            f">= {TARGETS[game_id]}",
        )
        games = random_games(game, budget)
        speed.add_row(
            game_id,
            f"{games['games_per_s']:.1f}",
            f"{games['mean_actions']:.0f}",
            games["slowest_action"],
            f"{games['slowest_action_ms']:.2f}",
        )
        snaps = snapshots(game)
        for row in snaps:
            saves.add_row(
                game_id,
                row["when"],
                f"{row['kib']:.1f}",
                f"{row['save_ms']:.2f}",
                f"{row['load_ms']:.2f}",
            )
        levels = computer_players(game, bot_games)
        for row in levels:
            bots.add_row(
                game_id,
                row["level"],
                f"{row['median_ms']:.2f}",
                f"{row['worst_ms']:.1f}",
                f"{row['win_rate']:.0%}",
            )
        report[game_id] = {
            "playouts": rate,
            "random": games,
            "snapshots": snaps,
            "computer": levels,
        }

    console.print("measuring checked games ...", style="dim")
    checked = {g: checked_rate(g, 20 if args.quick else 60) for g in GAMES}
    report["checked_games_per_s"] = checked
    console.print("measuring key-to-screen latency ...", style="dim")
    latency = latency_rows(presses=20)
    report["latency"] = latency
    console.print("measuring the delay from a move in one window to another ...", style="dim")
    follow = follow_rows(moves=20 if args.quick else 50)
    report["follow_delay"] = follow
    console.print("measuring the same between two browser tabs ...", style="dim")
    browser_follow = follow_delay_rows(moves=20 if args.quick else 50)
    report["browser_follow_delay"] = browser_follow
    console.print("measuring the rules pane opening at a section ...", style="dim")
    rules_pane = rules_pane_rows(runs=5 if args.quick else 9)
    report["rules_pane"] = rules_pane
    for table in (
        playouts,
        speed,
        saves,
        bots,
        checked_table(checked, workers=2),
        strength_table(),
        fairness_table(),
        plans_table(),
        keypress_table(),
        latency_table(latency),
        follow_table(follow),
        rules_pane_table(rules_pane),
    ):
        console.print(table)
    if "skipped" in browser_follow:
        console.print(browser_follow["skipped"])
    else:
        console.print(follow_delay_table(browser_follow))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(report, handle, indent=2)


if __name__ == "__main__":
    main()
