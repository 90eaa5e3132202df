"""`penguin-tables arena`: computer against computer, with a progress bar and the win shares.

Seats are rotated game by game, so each kind sits first equally often; the table gives each kind's
share of wins (shared wins as shares) with a 95% interval. The strength targets are measured with it.
"""

from __future__ import annotations

import argparse

from penguin_tables.engine.errors import BadOptions


def add_arena_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    arena = sub.add_parser("arena", help="computer against computer: win shares per level")
    arena.add_argument("game", help="game id")
    arena.add_argument(
        "--seats", required=True, help="one level per seat, e.g. strong,normal (seats rotate)"
    )
    arena.add_argument("--games", type=int, default=20, help="how many games (default 20)")
    arena.add_argument("--players", type=int, help="seats at the table (default: one per level)")
    arena.add_argument("--seconds", type=float, default=1.0, help="strong level's time per move")
    arena.add_argument("--seed", type=int, default=0, help="seed of the first game")


def run_arena(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table as RichTable

    from penguin_tables.engine.arena import MAX_MOVES, level_chooser, play_games
    from penguin_tables.engine.registry import get_game

    game = get_game(args.game)
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    if not kinds:
        raise BadOptions("--seats needs at least one level, e.g. strong,normal")
    count = args.players or len(kinds)
    seated = [kinds[i % len(kinds)] for i in range(count)]
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
    with Progress(console=console, transient=True) as progress:
        task = progress.add_task(f"{game.title}: {', '.join(seated)}", total=args.games)
        for standings in play_games(game, seated, choosers, args.games, seed=args.seed):  # noqa: B007
            progress.advance(task)
    assert standings is not None
    table = RichTable(title=f"{game.title}: {args.games} games, seats rotated")
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
