"""`penguin-tables new GAME --players ...`: a new table, then the app opens on it.

Names, computer seats and their levels, the seed and the options are checked here, before anything
opens: a bad one is a sentence and exit status 2.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from penguin_tables.cli import arguments
from penguin_tables.cli.options import print_options
from penguin_tables.cli.window import add_window_arguments
from penguin_tables.engine.errors import BadOptions
from penguin_tables.engine.registry import GAMES

if TYPE_CHECKING:
    from penguin_tables.session.table import Table


class ShowOptionsToo(argparse.Action):
    """`new --help`: the usual help, then every game's options (engines load only when asked)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(
            option_strings, dest, nargs=0, help="show this help and every game's options"
        )

    def __call__(self, parser: argparse.ArgumentParser, *args: object, **kwargs: object) -> None:
        parser.print_help()
        print("\nEach game's options (--option NAME=VALUE; also `penguin-tables options GAME`):\n")
        print_options(None)
        parser.exit()


def add_new_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    new = sub.add_parser("new", help="start a new game", add_help=False)
    new.add_argument("-h", "--help", action=ShowOptionsToo)
    new.add_argument("game", help="game id: " + ", ".join(GAMES))
    new.add_argument("--players", help="comma-separated names, e.g. Ann,Bob (required)")
    new.add_argument(
        "--computer",
        default="",
        help="comma-separated names played by the computer, each with an optional level "
        "(NAME:LEVEL, e.g. Cy:strong; levels: easy, normal, ..., strong; default normal)",
    )
    new.add_argument(
        "--seed", type=arguments.seed, help="seed for shuffles and dice, 0 to 2147483647"
    )
    new.add_argument(
        "--option",
        action="append",
        default=[],
        type=arguments.option_pair,
        metavar="NAME=VALUE",
        help="a game option as NAME=VALUE, e.g. mode=advanced (repeatable; listed below and by "
        "`options GAME`)",
    )
    add_window_arguments(new)


def computer_levels(text: str) -> dict[str, str]:
    """`Cy:strong,Di` -> {"Cy": "strong", "Di": "normal"}: who the computer plays, at what level."""
    found: dict[str, str] = {}
    for item in text.split(","):
        name, _, level = item.partition(":")
        if name.strip():
            found[name.strip()] = level.strip() or "normal"
    return found


def new_table(args: argparse.Namespace) -> Table:
    from penguin_tables.engine.names import check_names
    from penguin_tables.engine.options import typed_options
    from penguin_tables.engine.search import COMPUTERS, levels
    from penguin_tables.session.table import Table
    from penguin_tables.store.envelope import Seat

    arguments.check_game(args.game)
    if not args.players:
        raise BadOptions("say who plays with --players, comma-separated: e.g. --players Ann,Bob")
    names = check_names([n.strip() for n in args.players.split(",") if n.strip()])
    computers = computer_levels(args.computer)
    if unknown := computers.keys() - set(names):
        raise BadOptions(
            f"--computer names a player who is not playing: {', '.join(map(repr, unknown))}"
        )
    game = GAMES[args.game]
    options = typed_options(game.options, args.option)
    offered = levels(COMPUTERS[game.id])
    for name, level in computers.items():
        if level not in offered:
            raise BadOptions(
                f"{name}: {game.title} has no computer level {level!r}; "
                f"levels: {', '.join(offered)}"
            )
    seats = [
        Seat(name=n, kind="computer", level=computers[n]) if n in computers else Seat(name=n)
        for n in names
    ]
    return Table.start(args.game, seats, seed=args.seed, options=options)
