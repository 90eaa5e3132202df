"""The animal dice: nine identical six-sided dice, one face of each animal.

Everything that only depends on faces (the face names, penguin token counts, dice counts per round)
lives here so scoring, rules and the computer player share one vocabulary.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Literal

Face = Literal["penguin", "squirrel", "moose", "kangaroo", "lion", "camel"]

FACES: tuple[Face, ...] = ("penguin", "squirrel", "moose", "kangaroo", "lion", "camel")
TOTAL_DICE = 9
SHOWDOWN_DICE = 7
SHOWDOWN_TOKENS = 2
START_TOKENS = 6
START_MONEY = 10
ROUNDS = 3
ROUND_DICE = {1: 4, 2: 5, 3: 6}  # dice rolled at the start of a turn, by round

#: How many dice show each face, in FACES order: what scoring and the computer player count with.
Counts = tuple[int, int, int, int, int, int]
PENGUIN, SQUIRREL, MOOSE, KANGAROO, LION, CAMEL = range(6)

#: A glyph per face so a screen never relies on colour alone.
GLYPHS: dict[Face, str] = {
    "penguin": "P",
    "squirrel": "S",
    "moose": "M",
    "kangaroo": "K",
    "lion": "L",
    "camel": "C",
}


def roll_face(rng: random.Random) -> Face:
    """One animal die, rolled with the game's chance stream."""
    return rng.choice(FACES)


def roll_faces(rng: random.Random, count: int) -> list[Face]:
    """`count` dice rolled one after the other (the same draws as `count` calls of roll_face)."""
    return [rng.choice(FACES) for _ in range(count)]


def penguin_tokens(penguins: int) -> int:
    """Tokens for n penguins at once: 1, 3, 6, 10, ... (the triangular numbers, up to 45)."""
    return penguins * (penguins + 1) // 2


def starting_dice(round_no: int, num_players: int, advanced: bool) -> int:
    """Dice rolled at the start of a turn in round 1-3 (4/5/6, fewer in big advanced games).

    In the advanced game every other player holds a die too, so with five players the counts drop
    to 3/4/5 and with six players to 2/3/4; that keeps the total within the nine dice.
    """
    base = ROUND_DICE[round_no]
    if advanced and num_players == 5:
        return base - 1
    if advanced and num_players == 6:
        return base - 2
    return base


def count_faces(faces: Iterable[str]) -> Counts:
    """How many dice show each face (FACES order); unknown names are refused.

    Counted face by face with the list's own `count` (scoring runs at every stop of every playout).
    """
    listed = faces if isinstance(faces, list | tuple) else list(faces)
    p, s, m, k, lion, c = (listed.count(face) for face in FACES)
    if p + s + m + k + lion + c != len(listed):
        unknown = next(face for face in listed if face not in FACES)
        raise ValueError(f"{unknown!r} is not a face of the animal dice.")
    return (p, s, m, k, lion, c)


def describe_faces(faces: Iterable[str]) -> str:
    """A comma-separated list of faces, or "nothing" when empty."""
    listed = list(faces)
    return ", ".join(listed) if listed else "nothing"
