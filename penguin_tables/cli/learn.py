"""`penguin-tables learn GAME`: a guided first game of GAME, then the app opens on it.

The deal, the seats (the learner against easy computers) and the guide's words are the lesson's
(`assets/lessons/<game>.json`); an unknown game is a sentence naming the five and exit status 2.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from penguin_tables.cli import arguments
from penguin_tables.engine.registry import GAMES

if TYPE_CHECKING:
    from penguin_tables.session.table import Table


def add_learn_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    learn = sub.add_parser("learn", help="a guided first game against easy computers")
    learn.add_argument("game", help="game id: " + ", ".join(GAMES))


def learn_table(game_id: str) -> Table:
    """The lesson's table for `game_id` (KeyError naming the games when there is none)."""
    from penguin_tables.session.lesson import start_lesson

    arguments.check_game(game_id)
    return start_lesson(game_id)
