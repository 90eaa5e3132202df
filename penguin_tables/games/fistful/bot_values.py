"""The computer player's yardstick: what a set of faces is worth, and exact expected values.

Faces are counted per animal (a 6-tuple in FACES order), so every roll of k dice is one of a few
hundred count patterns with a multinomial probability. Values and expectations are cached per
context, which makes exact one-step lookahead cheap enough for thousands of games.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement, product
from math import factorial

from penguin_tables.games.fistful.dice import FACES, KANGAROO, Counts, penguin_tokens
from penguin_tables.games.fistful.scoring import bank_dollars


@dataclass(frozen=True, slots=True)
class Context:
    """What the value of a roll depends on besides its faces.

    `rival_factor` weighs dollars taken from (or paid to) opponents: with one opponent a dollar
    moved between us counts twice, with more opponents a little over once. `token_value` is what
    a penguin token is worth to keep; `chip_gain` is the worth of winning a kangaroo chip now.
    Frozen and hashable: it is part of the key of every cached value below.
    """

    rival_factor: float
    token_value: float
    chip_gain: float


def add(a: Counts, b: Counts) -> Counts:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4], a[5] + b[5])


def sub(a: Counts, b: Counts) -> Counts:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3], a[4] - b[4], a[5] - b[5])


def times(a: Counts, k: int) -> Counts:
    return (a[0] * k, a[1] * k, a[2] * k, a[3] * k, a[4] * k, a[5] * k)


def to_counts(faces: list[str]) -> Counts:
    c = [0] * 6
    for face in faces:
        c[FACES.index(face)] += 1
    return (c[0], c[1], c[2], c[3], c[4], c[5])


def one(face_index: int) -> Counts:
    c = [0] * 6
    c[face_index] = 1
    return (c[0], c[1], c[2], c[3], c[4], c[5])


@cache
def roll_distribution(k: int) -> tuple[tuple[Counts, float], ...]:
    """Every count pattern k fair dice can show, with its probability."""
    out = []
    for combo in combinations_with_replacement(range(6), k):
        c = [combo.count(f) for f in range(6)]
        ways = factorial(k)
        for x in c:
            ways //= factorial(x)
        out.append(((c[0], c[1], c[2], c[3], c[4], c[5]), ways / 6**k))
    return tuple(out)


@cache
def choice_values(counts: Counts, ctx: Context) -> tuple[float, float | None]:
    """The worth of scoring the rest, and of scoring the lions (None when no lion shows)."""
    p, s, _, k, lions, _ = counts
    tokens = ctx.token_value * penguin_tokens(p)
    rest = (
        bank_dollars(counts, False)
        + ctx.rival_factor * s * (s + 1) / 2
        + (ctx.chip_gain if k else 0.0)
        + tokens
    )
    return rest, (bank_dollars(counts, True) + tokens if lions else None)


@cache
def stop_value(counts: Counts, ctx: Context) -> float:
    """The worth of stopping with these faces, taking the better of the two scoring choices."""
    rest, lions = choice_values(counts, ctx)
    return rest if lions is None else max(rest, lions)


def lions_better(counts: Counts, ctx: Context) -> bool:
    """Whether scoring the lions beats scoring the rest."""
    rest, lions = choice_values(counts, ctx)
    return lions is not None and lions > rest


@cache
def expected_after_roll(kept: Counts, rolled: int, ctx: Context) -> float:
    """Expected stop value after rolling `rolled` dice beside the `kept` ones."""
    return sum(p * stop_value(add(kept, o), ctx) for o, p in roll_distribution(rolled))


def reroll_options(counts: Counts) -> list[Counts]:
    """Every non-empty choice of how many dice of each face to reroll."""
    ranges = [range(c + 1) for c in counts]
    return [(a, b, c, d, e, f) for a, b, c, d, e, f in product(*ranges) if a + b + c + d + e + f]


@cache
def chip_turns(counts: Counts, limit: int) -> tuple[tuple[Counts, Counts], ...]:
    """Every way the chip may turn up to `limit` non-kangaroo dice: (faces turned, faces after)."""
    faces = [f for f in range(6) if f != KANGAROO and counts[f]]
    out = []
    for j in range(1, limit + 1):
        for chosen in combinations_with_replacement(faces, j):
            turned: Counts = (0, 0, 0, 0, 0, 0)
            for f in chosen:
                turned = add(turned, one(f))
            if all(t <= c for t, c in zip(turned, counts, strict=True)):
                out.append((turned, add(sub(counts, turned), times(one(KANGAROO), j))))
    return tuple(out)
