"""How strong is the strong computer? Two-player matches with seats alternating, 95% intervals.

`python -m benchmarks.strength GAME [--games N] [--iterations K | --seconds S]
[--against normal|flat] [--all-knowing] [--anchor on|off] [--option NAME=VALUE ...] [--jobs J]`

The strong seat is the player a person meets: its moves come from `computer_move`, as in the app
(Yura Yura's placements are the hard level's hand, not searched). Budgets in iterations make the
figure independent of how busy the machine is; seconds are what a player gets. The flat Monte
Carlo baseline gets `--flat-seconds` (0.3 s, the issue's baseline) or `--flat-iterations`
playouts. `--all-knowing` lets the strong seat see hidden cards and the coming dice: the ceiling
of what skill can win in a game of chance. Games are spread over `--jobs` processes. `--option`
plays a game option other than its default (say, the rules a game played before it followed the
rulebook), named in the recorded budget; each result is recorded in
`benchmarks/results/strength.json`, which `make bench` shows.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import Progress

from benchmarks.flat_mc import flat_monte_carlo
from penguin_tables.engine.game import Chooser
from penguin_tables.engine.options import typed_options
from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.search import COMPUTERS, STRONG, SearchBudget, computer_move
from penguin_tables.engine.search.arena import (
    MAX_MOVES,
    Played,
    Standings,
    level_chooser,
    play_game,
)

RESULTS = Path(__file__).parent / "results" / "strength.json"


def strong_chooser(game: Any, args: argparse.Namespace) -> Chooser:
    budget = SearchBudget(seconds=args.seconds if args.iterations is None else 1e9)
    if args.iterations is not None:
        budget.iterations = args.iterations
    computer = copy.copy(COMPUTERS[game.id])
    computer.sees_all = args.all_knowing
    if args.anchor != "default":
        computer.anchored = args.anchor == "on"
    return lambda state, rng: computer_move(computer, state, STRONG, rng, budget)


def flat_chooser(game: Any, args: argparse.Namespace) -> Chooser:
    def choose(state: Any, rng: random.Random) -> Any:
        return flat_monte_carlo(
            game, state, rng, seconds=args.flat_seconds, iterations=args.flat_iterations
        )

    return choose


def choosers_for(args: argparse.Namespace) -> dict[str, Chooser]:
    game = GAMES[args.game]
    choosers = {"strong": strong_chooser(game, args)}
    if args.against == "flat":
        choosers["flat"] = flat_chooser(game, args)
    else:
        choosers[args.against] = level_chooser(game, args.against)
    return choosers


@dataclass(frozen=True)
class Timed:
    """One game of the match, with its number, its length in moves and the CPU seconds it took."""

    number: int
    played: Played
    moves: int
    cpu: float


def one_game(args: argparse.Namespace, number: int) -> Timed:
    """One game of the match, in whichever process runs it (choosers are built there)."""
    start, moves = time.process_time(), 0

    def count(done: int) -> None:
        nonlocal moves
        moves = done

    kinds = ["strong", args.against]
    game = GAMES[args.game]
    options = typed_options(game.options, args.option)
    played = play_game(game, kinds, choosers_for(args), number, on_move=count, options=options)
    return Timed(number, played, moves, time.process_time() - start)


def game_line(timed: Timed) -> str:
    """What `--verbose` prints for one game."""
    played = timed.played
    won = ", ".join(played.seated[w] for w in played.winners)
    end = "" if played.finished else f" (no end after {MAX_MOVES} moves: a draw)"
    return (
        f"game {timed.number}: {' vs '.join(played.seated)}, won by {won}; "
        f"{timed.moves} moves, {timed.cpu:.1f} CPU-s{end}"
    )


def budget_words(args: argparse.Namespace) -> str:
    strong = f"{args.iterations} iterations" if args.iterations else f"{args.seconds} s"
    if args.all_knowing:
        strong += ", all-knowing"
    if args.anchor != "default":
        strong += ", anchored" if args.anchor == "on" else ", not anchored"
    for pair in args.option:
        strong += f", {pair}"
    if args.against != "flat":
        return strong
    flat = f"{args.flat_iterations} playouts" if args.flat_iterations else f"{args.flat_seconds} s"
    return f"{strong}; flat {flat}"


def record(args: argparse.Namespace, standings: Standings) -> dict[str, Any]:
    """Keep this figure in the results file (one entry per game, opponent and budget)."""
    low, high = standings.interval("strong")
    entry = {
        "game": args.game,
        "against": args.against,
        "budget": budget_words(args),
        "games": args.games,
        "share": standings.share("strong"),
        "low": low,
        "high": high,
    }
    results: Path = args.results
    results.parent.mkdir(exist_ok=True)
    rows = json.loads(results.read_text()) if results.exists() else []
    same = ("game", "against", "budget")
    rows = [r for r in rows if any(r[k] != entry[k] for k in same)] + [entry]
    results.write_text(json.dumps(rows, indent=1) + "\n")
    return entry


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", choices=list(GAMES))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--against", default="normal", help="a computer level, or 'flat'")
    parser.add_argument("--all-knowing", action="store_true")
    parser.add_argument("--flat-seconds", type=float, default=0.3)
    parser.add_argument("--flat-iterations", type=int, default=None)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--anchor",
        choices=["default", "on", "off"],
        default="default",
        help="whether the search keeps the game's own best move unless clearly beaten",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        help="a game option as NAME=VALUE, other than its default (repeatable)",
    )
    parser.add_argument("--results", type=Path, default=RESULTS, help="where the figure is kept")
    parser.add_argument("--verbose", action="store_true", help="print each game as it ends")
    args = parser.parse_args()
    console = Console()
    standings = Standings()
    cpu = 0.0
    with (
        Progress(console=console) as progress,
        ProcessPoolExecutor(max_workers=args.jobs) as pool,
    ):
        task = progress.add_task(f"{args.game}: strong vs {args.against}", total=args.games)
        futures = [pool.submit(one_game, args, number) for number in range(args.games)]
        for future in as_completed(futures):
            timed = future.result()
            standings.record(timed.played)
            cpu += timed.cpu
            if args.verbose:
                progress.console.print(game_line(timed), markup=False, highlight=False)
            progress.advance(task)
    entry = record(args, standings)
    console.print(
        f"{args.game}: strong ({entry['budget']}) vs {args.against}: strong wins "
        f"{entry['share']:.1%} of {args.games} games "
        f"(95% interval {entry['low']:.1%}–{entry['high']:.1%})"
    )
    console.print(f"{cpu / max(1, args.games):.1f} CPU-s per game on average")
    if standings.unfinished:
        console.print(f"{standings.unfinished} games had no end after {MAX_MOVES} moves: draws")


if __name__ == "__main__":
    main()
