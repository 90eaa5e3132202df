"""How strong is the strong computer? Two-player matches with seats alternating, 95% intervals.

`python -m benchmarks.strength GAME [--games N] [--iterations K | --seconds S] [--against normal|flat]`
Budgets in iterations make the figure independent of how busy the machine is; seconds are what a
player gets. The flat Monte Carlo baseline gets the same kind of budget (playouts instead of
iterations) unless --flat-seconds says otherwise.
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from rich.console import Console
from rich.progress import Progress

from benchmarks.flat_mc import flat_monte_carlo
from penguin_tables.engine.arena import Chooser, level_chooser, play_games
from penguin_tables.engine.registry import GAMES
from penguin_tables.engine.search import SearchBudget, search


def strong_chooser(game: Any, iterations: int | None, seconds: float) -> Chooser:
    budget = SearchBudget(seconds=seconds if iterations is None else 1e9)
    if iterations is not None:
        budget.iterations = iterations
    return lambda state, rng: search(game, state, rng, budget).action


def flat_chooser(game: Any, iterations: int | None, seconds: float) -> Chooser:
    def choose(state: Any, rng: random.Random) -> Any:
        return flat_monte_carlo(game, state, rng, seconds=seconds, iterations=iterations)

    return choose


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", choices=list(GAMES))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--against", default="normal", help="a computer level, or 'flat'")
    parser.add_argument("--flat-seconds", type=float, default=0.3)
    parser.add_argument("--flat-iterations", type=int, default=None)
    args = parser.parse_args()
    game = GAMES[args.game]
    choosers = {"strong": strong_chooser(game, args.iterations, args.seconds)}
    if args.against == "flat":
        choosers["flat"] = flat_chooser(game, args.flat_iterations, args.flat_seconds)
    else:
        choosers[args.against] = level_chooser(game, args.against)
    kinds = ["strong", args.against]
    console = Console()
    with Progress(console=console) as progress:
        task = progress.add_task(f"{args.game}: strong vs {args.against}", total=args.games)
        standings = None
        for standings in play_games(game, kinds, choosers, args.games):  # noqa: B007
            progress.advance(task)
    assert standings is not None
    low, high = standings.interval("strong")
    budget = f"{args.iterations} iterations" if args.iterations else f"{args.seconds} s"
    console.print(
        f"{args.game}: strong ({budget}/move) vs {args.against}: strong wins "
        f"{standings.share('strong'):.1%} of {args.games} games (95% interval {low:.1%}–{high:.1%})"
    )


if __name__ == "__main__":
    main()
