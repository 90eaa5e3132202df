"""`penguin-tables rules GAME`: a game's rules page, rendered in the terminal."""

from __future__ import annotations

import argparse

from penguin_tables.cli.arguments import check_game


def add_rules_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    rules = sub.add_parser("rules", help="print a game's rules")
    rules.add_argument("game")


def print_rules(game_id: str) -> int:
    from rich.console import Console
    from rich.markdown import Markdown

    from penguin_tables.engine.assets import rules_text

    check_game(game_id)
    Console().print(Markdown(rules_text(game_id)))
    return 0
