"""What players can do: the active player's choices, and the other players' secret dice.

A reroll or the kangaroo chip names its dice in the action itself (the screen marks dice on its own,
asking the engine nothing, and sends them together). Saves written before that toggled dice one
action at a time; `migrate.py` turns those toggles into today's actions as such a save is loaded.

Actions are frozen slotted dataclasses: small values compared and hashed by their fields. Pydantic
meets them only at the save boundary (the `Action` union below, read through a TypeAdapter), where
the `Field` constraints are checked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field


def dice_words(dice: tuple[int, ...]) -> str:
    """Dice counted from 1 in words: "die 2", "dice 1, 3 and 4"."""
    numbers = [str(i + 1) for i in dice]
    if len(numbers) == 1:
        return f"die {numbers[0]}"
    return f"dice {', '.join(numbers[:-1])} and {numbers[-1]}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Reroll:
    """Spend one penguin token to reroll `dice` (die numbers from 0, increasing)."""

    kind: Literal["reroll"] = "reroll"
    dice: tuple[int, ...]

    def __str__(self) -> str:
        return f"spend a token to reroll {dice_words(self.dice)}"


@dataclass(frozen=True, slots=True, kw_only=True)
class SpareDie:
    """Spend one penguin token to roll a spare die from the bank and add it."""

    kind: Literal["spare"] = "spare"

    def __str__(self) -> str:
        return "spend a token to add a spare die from the bank"


@dataclass(frozen=True, slots=True, kw_only=True)
class CashIn:
    """Set aside `count` penguin dice for tokens now (1, 3, 6, 10, ... for 1, 2, 3, 4, ...)."""

    kind: Literal["cash_in"] = "cash_in"
    count: Annotated[int, Field(ge=1)]

    def __str__(self) -> str:
        noun = "penguin die" if self.count == 1 else "penguin dice"
        return f"cash in {self.count} {noun}"


@dataclass(frozen=True, slots=True, kw_only=True)
class UseChip:
    """Spend the kangaroo chip to turn `dice` (one, or two with the 2 side) to kangaroos."""

    kind: Literal["chip"] = "chip"
    dice: tuple[int, ...]

    def __str__(self) -> str:
        return f"spend the kangaroo chip to turn {dice_words(self.dice)} to kangaroos"


@dataclass(frozen=True, slots=True, kw_only=True)
class BuyDie:
    """Advanced game: pay another player's asking price and take their die as it shows."""

    kind: Literal["buy"] = "buy"
    seller: Annotated[int, Field(ge=0)]

    def __str__(self) -> str:
        return f"buy the die of player {self.seller + 1}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Stop:
    """End the turn and score: the lions (only lions and penguins count) or everything else."""

    kind: Literal["stop"] = "stop"
    lions: bool = False

    def __str__(self) -> str:
        return "stop and score the lions" if self.lions else "stop and score"


@dataclass(frozen=True, slots=True, kw_only=True)
class SetPrice:
    """Advanced game: ask this price for your secret die (dollars and/or the black penguin chip)."""

    kind: Literal["price"] = "price"
    dollars: Annotated[int, Field(ge=0)]
    penguins: Annotated[int, Field(ge=0, le=2)] = 0

    def __str__(self) -> str:
        parts = [f"${self.dollars}"] if self.dollars else []
        if self.penguins:
            parts.append(f"{self.penguins} penguin{'s' if self.penguins > 1 else ''}")
        return f"ask {' and '.join(parts)} for my die"


@dataclass(frozen=True, slots=True, kw_only=True)
class KeepOffer:
    """Advanced game: leave your die and its price as they are after the active player's reroll."""

    kind: Literal["keep"] = "keep"

    def __str__(self) -> str:
        return "keep my die and price"


@dataclass(frozen=True, slots=True, kw_only=True)
class SecretReroll:
    """Advanced game: reroll your own die in secret (then set a price again)."""

    kind: Literal["secret_reroll"] = "secret_reroll"

    def __str__(self) -> str:
        return "reroll my die in secret"


ActiveAction = Reroll | SpareDie | CashIn | UseChip | BuyDie | Stop
SellerAction = SetPrice | KeepOffer | SecretReroll
Action = Annotated[ActiveAction | SellerAction, Field(discriminator="kind")]
