"""`penguin-tables arena`: computer against computer, with a progress bar and the win shares.

The progress line counts the moves of the game being played, and once a game has ended the bar
also moves within the next one (by the moves an average game took so far): a strong player's game
takes minutes, and a bar that moved only between games looked stuck at 0%.

Seats are rotated game by game, so each kind sits first equally often; the table gives each kind's
share of wins (shared wins as shares) with a 95% interval. The strength targets are measured with it.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from penguin_tables.cli import arguments
from penguin_tables.engine.errors import BadOptions

if TYPE_CHECKING:
    from rich.console import Console


def add_arena_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    arena = sub.add_parser("arena", help="computer against computer: win shares per level")
    arena.add_argument("game", help="game id")
    arena.add_argument(
        "--seats", required=True, help="one level per seat, e.g. strong,normal (seats rotate)"
    )
    arena.add_argument(
        "--games",
        type=arguments.count,
        default=20,
        metavar="N",
        help="how many games, 1 or more (default 20)",
    )
    arena.add_argument(
        "--players",
        type=arguments.count,
        metavar="N",
        help="seats at the table, 2 or more (default: one per level)",
    )
    arena.add_argument(
        "--seconds",
        type=arguments.seconds,
        default=1.0,
        help="strong level's time per move, above 0 (default 1)",
    )
    arena.add_argument(
        "--seed", type=arguments.seed, default=0, help="seed of the match, 0 to 2147483647"
    )


def run_arena(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table as RichTable

    from penguin_tables.engine.registry import get_game
    from penguin_tables.engine.search.arena import MAX_MOVES, level_chooser, play_games

    game = get_game(args.game)
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    if not kinds:
        raise BadOptions("--seats needs at least one level, e.g. strong,normal")
    count = args.players or len(kinds)
    seated = [kinds[i % len(kinds)] for i in range(count)]
    if count < 2:
        raise BadOptions(
            "arena needs 2 seats or more (--players 2, or two levels in --seats): with one seat "
            "nobody can lose, so a share of wins would say nothing."
        )
    if not game.min_players <= count <= game.max_players:
        raise BadOptions(
            f"{game.title} takes {game.min_players} to {game.max_players} players, not {count}."
        )
    try:
        choosers = {kind: level_chooser(game, kind, args.seconds) for kind in set(kinds)}
    except ValueError as exc:
        raise BadOptions(str(exc)) from None
    console = Console()
    standings = None
    with MatchProgress(console, game.id, args.games) as progress:
        for standings in play_games(  # noqa: B007
            game, seated, choosers, args.games, seed=args.seed, on_move=progress.moved
        ):
            progress.game_over()
    assert standings is not None  # --games is 1 or more
    games = f"{args.games} game{'' if args.games == 1 else 's'}"
    table = RichTable(title=f"{game.title}: {games}, seats rotated")
    for column in ("level", "seat-games", "wins", "share", "95% interval"):
        table.add_column(column)
    for kind in dict.fromkeys(seated):
        low, high = standings.interval(kind)
        table.add_row(
            kind,
            str(standings.played.get(kind, 0)),
            f"{standings.wins.get(kind, 0.0):g}",
            f"{standings.share(kind):.1%}",
            f"{low:.1%}–{high:.1%}",
        )
    console.print(table)
    if standings.unfinished:
        console.print(
            f"{standings.unfinished} of the games had not ended after {MAX_MOVES:,} moves; "
            "each was stopped and counted as a draw."
        )
    return 0


class MatchProgress:
    """The progress display of a match: games done, the current game's moves, time spent."""

    def __init__(self, console: Console, label: str, games: int) -> None:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            SpinnerColumn,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self.progress = Progress(
            SpinnerColumn(),
            TextColumn("{task.description}"),
            BarColumn(bar_width=20),
            MofNCompleteColumn(),
            TextColumn("done · {task.fields[now]}"),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            TextColumn("left"),
            console=console,
            transient=True,
        )
        self.task = self.progress.add_task(label, total=games, now="game 1, move 0")
        self.games = games
        #: Games ended, moves they took, and the moves so far of the one being played.
        self.ended = self.moves_ended = self.moves_now = 0

    def moved(self, number: int, moves: int) -> None:
        """Game `number` (from 0) has had `moves` moves."""
        self.moves_now = moves
        typical = self.moves_ended / self.ended if self.ended else 0
        within = min(moves / typical, 0.95) if typical else 0.0
        now = f"game {number + 1}, move {moves}"
        self.progress.update(self.task, completed=self.ended + within, now=now)

    def game_over(self) -> None:
        self.ended += 1
        self.moves_ended += self.moves_now
        now = f"game {self.ended + 1}, move 0" if self.ended < self.games else "done"
        self.progress.update(self.task, completed=self.ended, now=now)

    def __enter__(self) -> MatchProgress:
        self.progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.progress.stop()
