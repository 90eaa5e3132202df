"""What a Frozen Shinies player can do, one small step at a time.

A turn is: choose a card, choose its stack, choose value or power, then collect or make the power's
choices; at the end, perhaps buy one more turn. Each step has its own small action, so the list of
legal actions stays short enough to show on a screen.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from penguin_tables.games.frozen_shinies.content import stack_name

_FROZEN = ConfigDict(frozen=True)
End = Literal["front", "back", "inside"]


class ChooseCard(BaseModel):
    """Pick the card (by value) to play from hand."""

    model_config = _FROZEN
    kind: Literal["card"] = "card"
    value: int

    def __str__(self) -> str:
        return f"choose your {self.value}"


class Pass(BaseModel):
    """Nothing in hand: the turn passes."""

    model_config = _FROZEN
    kind: Literal["pass"] = "pass"

    def __str__(self) -> str:
        return "pass (no card to play)"


class PlaceCard(BaseModel):
    """Put the chosen card on the front of a stack."""

    model_config = _FROZEN
    kind: Literal["place"] = "place"
    stack: int

    def __str__(self) -> str:
        return f"play it on {stack_name(self.stack)}"


class UseValue(BaseModel):
    model_config = _FROZEN
    kind: Literal["value"] = "value"

    def __str__(self) -> str:
        return "use its value"


class UsePower(BaseModel):
    model_config = _FROZEN
    kind: Literal["power"] = "power"

    def __str__(self) -> str:
        return "use its power"


class Collect(BaseModel):
    """Take `count` cards from the front of `stack` for the value; `pay` fish spent, `gain` won."""

    model_config = _FROZEN
    kind: Literal["collect"] = "collect"
    stack: int | None
    count: int
    total: int
    pay: int = 0
    gain: int = 0

    def __str__(self) -> str:
        if self.stack is None or self.count == 0:
            words = "collect no cards"
        else:
            cards = "card" if self.count == 1 else "cards"
            words = f"collect {self.count} {cards} (sum {self.total}) from {stack_name(self.stack)}"
        if self.pay:
            words += f", paying {self.pay} fish"
        if self.gain:
            words += f", taking {self.gain} fish"
        return words


class Pick(BaseModel):
    """One card a power takes: its stack and position (0 is the front) before this take."""

    model_config = _FROZEN
    stack: int
    index: int
    end: End

    def __str__(self) -> str:
        if self.end == "inside":
            return f"card {self.index + 1} from the front of {stack_name(self.stack)}"
        return f"the {self.end} card of {stack_name(self.stack)}"


class Take(BaseModel):
    """A power's taking of cards (possibly none, e.g. the fish toll alone); `pay` fish spent."""

    model_config = _FROZEN
    kind: Literal["take"] = "take"
    picks: tuple[Pick, ...]
    pay: int = 0

    def __str__(self) -> str:
        if not self.picks:
            words = "take no card"
        elif (
            len(self.picks) == 2
            and self.picks[0].stack == self.picks[1].stack
            and (self.picks[0].index, self.picks[1].index) == (0, 1)
        ):
            words = f"take the front two cards of {stack_name(self.picks[0].stack)}"
        else:
            words = "take " + " and ".join(str(p) for p in self.picks)
        return words + (f", paying {self.pay} fish" if self.pay else "")


class Steal(BaseModel):
    """Take a random card from another player's hand."""

    model_config = _FROZEN
    kind: Literal["steal"] = "steal"
    victim: int

    def __str__(self) -> str:
        return f"steal from player {self.victim + 1}"


class Flip(BaseModel):
    """Turn a stack end for end (power 10)."""

    model_config = _FROZEN
    kind: Literal["flip"] = "flip"
    stack: int

    def __str__(self) -> str:
        return f"turn {stack_name(self.stack)} end for end"


class Return(BaseModel):
    """Put a card (by value) from hand on the front of the stack power 6 took from."""

    model_config = _FROZEN
    kind: Literal["return"] = "return"
    value: int

    def __str__(self) -> str:
        return f"return your {self.value}"


class ExtraTurn(BaseModel):
    model_config = _FROZEN
    kind: Literal["extra"] = "extra"

    def __str__(self) -> str:
        return "spend five fish for one more turn"


class EndTurn(BaseModel):
    model_config = _FROZEN
    kind: Literal["end"] = "end"

    def __str__(self) -> str:
        return "end the turn"


Action = Annotated[
    ChooseCard
    | Pass
    | PlaceCard
    | UseValue
    | UsePower
    | Collect
    | Take
    | Steal
    | Flip
    | Return
    | ExtraTurn
    | EndTurn,
    Field(discriminator="kind"),
]
