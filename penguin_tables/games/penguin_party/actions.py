"""What a Penguin Party player can do on a turn: extend the base, stack a card, or give up."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from penguin_tables.games.penguin_party.cards import Colour


class PlaceOnBase(BaseModel):
    """Put a card at one end of the bottom row (the very first card starts the base)."""

    model_config = ConfigDict(frozen=True)
    kind: Literal["base"] = "base"
    colour: Colour
    end: Literal["left", "right"]

    def __str__(self) -> str:
        return f"place {self.colour} at the {self.end} end of the base"


class PlaceAbove(BaseModel):
    """Put a card on row `row` (1 is the base) resting on two cards below; slots count from 1."""

    model_config = ConfigDict(frozen=True)
    kind: Literal["above"] = "above"
    colour: Colour
    row: int = Field(ge=2)
    slot: int = Field(ge=1)

    def __str__(self) -> str:
        return f"place {self.colour} on row {self.row}, slot {self.slot}"


class GiveUp(BaseModel):
    """No card fits: the hand is discarded for penalty points and the player sits out the round."""

    model_config = ConfigDict(frozen=True)
    kind: Literal["give_up"] = "give_up"

    def __str__(self) -> str:
        return "cannot play: take penalty points and sit out the round"


Action = Annotated[PlaceOnBase | PlaceAbove | GiveUp, Field(discriminator="kind")]
