"""The other player's last turn, seen from the turn before it: how likely they are to catch up.

With two players the first player in round three (or in a showdown) stops knowing one turn is left,
and the other player will then push until they are in front. What matters is not the dollars a
stop brings but how often that lead survives. So this module plays the other player's turn many
times over the way the search's playouts play a last turn (the normal player's favourite move until
stopping wins) and keeps, for each trial, the best the turn ever reached: they catch up by a lead
of X whenever that best is more than X. Trials are seeded from the position, so the same position
always gets the same answer.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from functools import lru_cache

from penguin_tables.games.fistful.bot import params
from penguin_tables.games.fistful.bot_values import Context, add, sub, to_counts
from penguin_tables.games.fistful.dice import (
    FACES,
    PENGUIN,
    SQUIRREL,
    TOTAL_DICE,
    Counts,
    penguin_tokens,
)
from penguin_tables.games.fistful.scoring import bank_dollars
from penguin_tables.games.fistful.search_moves import ranked_spending

TRIALS = 1000


def swing(counts: Counts, tokens: int, purse: int) -> int:
    """What stopping with these faces moves the race towards the roller: their dollars, their
    tokens (a dollar each at the end) and, twice, what their squirrels take from the one rival."""
    squirrels = counts[SQUIRREL]
    gained = tokens + penguin_tokens(counts[PENGUIN])
    rest = bank_dollars(counts, False) + 2 * min(squirrels * (squirrels + 1) // 2, purse)
    return gained + max(rest, bank_dollars(counts, True))


def roll(rng: random.Random, dice: int) -> Counts:
    return to_counts([rng.choice(FACES) for _ in range(dice)])


def best_reached(
    rng: random.Random, dice: int, tokens: int, chip_dice: int, purse: int, ctx: Context
) -> int:
    """One trial of the last turn: the best swing it reached on the way."""
    counts, aside = roll(rng, dice), 0
    best = swing(counts, tokens, purse)
    while True:
        can_pay = tokens >= 1
        spare = can_pay and TOTAL_DICE - sum(counts) - aside >= 1
        ranked = ranked_spending(counts, ctx, can_pay, spare, chip_dice, 0.0)
        if not ranked:
            return best
        _, kind, faces = ranked[0]
        if kind == "reroll" and faces is not None:
            counts = add(sub(counts, faces), roll(rng, sum(faces)))
            tokens -= 1
        elif kind == "spare":
            counts = add(counts, roll(rng, 1))
            tokens -= 1
        elif kind == "cash_in":
            penguins = counts[PENGUIN]
            counts = (0, *counts[1:])
            tokens += penguin_tokens(penguins)
            aside += penguins
        elif faces is not None:  # the chip: the turned faces become kangaroos
            turned = sum(faces)
            counts = sub(counts, faces)
            counts = (counts[0], counts[1], counts[2], counts[3] + turned, counts[4], counts[5])
            chip_dice = 0
        best = max(best, swing(counts, tokens, purse))
        if not sum(counts):
            return best


@lru_cache(maxsize=64)
def reached(dice: int, tokens: int, chip_dice: int, purse: int) -> tuple[int, ...]:
    """The best swing of each trial, sorted (the same trials for the same position)."""
    tuning = params().token_value_by_rounds_left
    ctx = Context(rival_factor=2.0, token_value=tuning[0], chip_gain=0.0)
    rng = random.Random(f"{dice}/{tokens}/{chip_dice}/{purse}")
    return tuple(
        sorted(best_reached(rng, dice, tokens, chip_dice, purse, ctx) for _ in range(TRIALS))
    )


def catch_up_chance(lead: int, trials: tuple[int, ...]) -> float:
    """The chance the last turn overtakes a lead of `lead` dollars (a tie counts half)."""
    above = len(trials) - bisect_right(trials, lead)
    level = bisect_right(trials, lead) - bisect_left(trials, lead)
    return (above + 0.5 * level) / len(trials)
