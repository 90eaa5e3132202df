"""`penguin-tables options [GAME]`: each game's options, their values and defaults.

Printed as `new --option` takes them; `new --help` prints the same after its own help.
"""

from __future__ import annotations

import argparse

from penguin_tables.cli.arguments import check_game
from penguin_tables.engine.registry import GAMES


def add_options_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    options = sub.add_parser("options", help="list a game's options, their values and defaults")
    options.add_argument("game", nargs="?", help="game id (every game if left out)")


def print_options(game_id: str | None) -> int:
    """Each game's options, with their values and defaults, as `new --option` takes them."""
    import textwrap

    if game_id is not None:
        check_game(game_id)
    for gid in [game_id] if game_id else list(GAMES):
        game = GAMES[gid]
        print(f"{gid}  ({game.title})" if game_id else f"{gid}  ({game.title.split(':')[0]})")
        if not game.options:
            print("  no options")
        for option in game.options:
            print(f"  --option {option.usage()}")
            print(
                textwrap.fill(
                    option.describe(), width=78, initial_indent=" " * 6, subsequent_indent=" " * 6
                )
            )
    return 0
