"""Argument types for the command line: each refuses a bad value with a sentence saying what fits.

argparse turns the refusal into `penguin-tables CMD: error: argument --X: <sentence>` and exit
status 2, before any command starts: no traceback, no hang on `--seconds nan`, no port out of range.
A game id is checked once the command runs (`check_game`): its KeyError is also exit status 2.
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

from penguin_tables.engine.registry import GAMES

#: The exit status of a command line that asks for what cannot be, as argparse gives.
USAGE_ERROR = 2
HIGHEST_PORT = 65_535
#: Seeds are 0 to this, the range the app draws its own seeds from: a save must hold its seed as a
#: plain JSON number that any reader takes.
HIGHEST_SEED = 2**31 - 1


def count(text: str) -> int:
    """A whole number of 1 or more (games, seats)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"needs a whole number of 1 or more, not {text!r}"
        ) from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"needs a whole number of 1 or more, not {value}")
    return value


def seconds(text: str) -> float:
    """A finite number of seconds above 0 (nan, inf, 0 and negatives would never end or mean
    nothing)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"needs a number of seconds, not {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(
            f"needs a number of seconds above 0, such as 0.5 or 2, not {text!r}"
        )
    return value


def port(text: str) -> int:
    """A TCP port to listen on: 1 to 65535."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"needs a port number, 1 to 65535, not {text!r}") from None
    if not 1 <= value <= HIGHEST_PORT:
        raise argparse.ArgumentTypeError(f"needs a port number, 1 to 65535, not {value}")
    return value


def seed(text: str) -> int:
    """A seed for shuffles and dice: a whole number from 0 to 2147483647."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value <= HIGHEST_SEED:
        raise argparse.ArgumentTypeError(
            f"needs a whole number from 0 to {HIGHEST_SEED}, not {text[:40]!r}"
        )
    return value


def folder(text: str) -> Path:
    """A saves folder: a folder, or a path where one can be made (not a file)."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a file, not a folder")
    return path


def option_pair(text: str) -> str:
    """A game option as NAME=VALUE (kept as typed; the game checks the name and the value)."""
    name, equals, value = text.partition("=")
    if not equals or not name.strip() or not value.strip():
        raise argparse.ArgumentTypeError(
            f"needs NAME=VALUE, e.g. mode=advanced, not {text!r} "
            "(`penguin-tables options GAME` lists each game's options)"
        )
    return text


def check_game(game_id: str) -> None:
    """Refuse a game id no game has, naming the valid ones (the command line says it, status 2)."""
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; valid games: {', '.join(GAMES)}")
