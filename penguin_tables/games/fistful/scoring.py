"""Scoring a roll: the rulebook's Scoring Summary as small functions, one per animal.

`score_roll` is public: tests check every worked example against it and the screen shows both
choices (lions or the rest) with it before the player decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from penguin_tables.games.fistful.dice import (
    KANGAROO,
    PENGUIN,
    SQUIRREL,
    Counts,
    count_faces,
    penguin_tokens,
)

LION_VALUE = 7
MOOSE_VALUE = 9
CAMEL_VALUE = 5


@dataclass(frozen=True, slots=True)
class RollScore:
    """What one roll is worth: dollars from the bank, dollars owed by each opponent, and tokens.

    `from_players[k]` is owed by the player k+1 seats to the scorer's left (among those playing).
    Owed is not necessarily paid: a player pays only what they have (see `settle_debts`).
    A plain frozen dataclass, built at every stop; `from_players` is never changed once built.
    """

    bank: int
    from_players: list[int]
    tokens: int
    lions: bool
    kangaroo_chip: bool

    @property
    def dollars(self) -> int:
        """Bank money plus everything the opponents owe."""
        return self.bank + sum(self.from_players)


def squirrel_debts(squirrels: int, opponents: int) -> list[int]:
    """Squirrel k takes $k from the next opponent round the table, wrapping past the scorer."""
    owed = [0] * opponents
    if opponents == 0:
        return owed
    for k in range(1, squirrels + 1):
        owed[(k - 1) % opponents] += k
    return owed


def paired_moose(moose: int, squirrels: int) -> int:
    """Each moose needs a squirrel of its own to be worth $9."""
    return min(moose, squirrels)


def kangaroo_value(kangaroos: int) -> int:
    """Every kangaroo is worth the number of kangaroos showing: the count squared."""
    return kangaroos * kangaroos


def camel_value(camels: int, lions: int) -> int:
    """$5 a camel, but nothing at all if even one lion shows."""
    return CAMEL_VALUE * camels if lions == 0 else 0


def bank_dollars(counts: Counts, lions: bool) -> int:
    """The bank's dollars for faces counted per animal: the lions ($7 each) or the rest (paired
    moose, kangaroos, camels). The one place the bank's side of the Scoring Summary is written;
    the rules, the computer player's yardstick and its exact last turn all count with it."""
    _, squirrels, moose, kangaroos, lion, camels = counts
    if lions:
        return LION_VALUE * lion
    return (
        MOOSE_VALUE * paired_moose(moose, squirrels)
        + kangaroo_value(kangaroos)
        + camel_value(camels, lion)
    )


def score_counts(counts: Counts, score_lions: bool, opponents: int) -> tuple[int, list[int], int]:
    """A roll's bank dollars, the debts owed by each opponent and the tokens, from face counts."""
    debts = [0] * opponents if score_lions else squirrel_debts(counts[SQUIRREL], opponents)
    return bank_dollars(counts, score_lions), debts, penguin_tokens(counts[PENGUIN])


def score_roll(faces: Sequence[str], score_lions: bool, num_players: int) -> RollScore:
    """The value of these faces with lions scored (only lions and penguins) or not (the rest)."""
    if num_players < 1:
        raise ValueError("A roll needs at least one player at the table.")
    counts = count_faces(faces)
    bank, debts, tokens = score_counts(counts, score_lions, num_players - 1)
    return RollScore(
        bank=bank,
        from_players=debts,
        tokens=tokens,
        lions=score_lions,
        kangaroo_chip=not score_lions and counts[KANGAROO] > 0,
    )


def score_choices(faces: Sequence[str], num_players: int) -> list[RollScore]:
    """Every scoring the player may choose now: the rest, then lions when any lion shows."""
    choices = [score_roll(faces, score_lions=False, num_players=num_players)]
    if "lion" in faces:
        choices.append(score_roll(faces, score_lions=True, num_players=num_players))
    return choices


def settle_debts(owed: Sequence[int], purses: Sequence[int]) -> list[int]:
    """What each opponent actually pays: the whole debt, or their whole purse if that is less."""
    return [min(debt, purse) for debt, purse in zip(owed, purses, strict=True)]
