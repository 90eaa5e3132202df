"""The small steps of a Jewels turn: each is final once applied, so a screen can walk through them.

Steps are frozen slotted dataclasses (plain values, hashable, cheap to compare); the pydantic
constraints in their annotations are checked where steps are loaded from a save (`load_action`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import Field

from penguin_tables.games.jewels.content import GEM_WITH_ARTICLE, content

DieIndex = Annotated[int, Field(ge=0, le=2)]
PenguinNumber = Annotated[int, Field(ge=1, le=5)]


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnToWild:
    """Setup: a player who rolled no snowflake turns one die to it."""

    kind: Literal["turn_to_wild"] = "turn_to_wild"
    die: DieIndex
    face: int

    def __str__(self) -> str:
        return f"turn the die showing {self.face} to the snowflake"


@dataclass(frozen=True, slots=True, kw_only=True)
class KeepDice:
    kind: Literal["keep_dice"] = "keep_dice"

    def __str__(self) -> str:
        return "keep the dice as rolled"


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseDie:
    kind: Literal["choose_die"] = "choose_die"
    die: DieIndex
    face: int

    def __str__(self) -> str:
        return "spend the snowflake die" if self.face == 0 else f"spend the die showing {self.face}"


@dataclass(frozen=True, slots=True, kw_only=True)
class ChoosePenguin:
    kind: Literal["choose_penguin"] = "choose_penguin"
    penguin: PenguinNumber

    def __str__(self) -> str:
        return f"move penguin {self.penguin}"


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveTo:
    kind: Literal["move_to"] = "move_to"
    position: str

    def __str__(self) -> str:
        return f"go to {place_name(self.position)}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Bump:
    kind: Literal["bump"] = "bump"
    penguin: PenguinNumber

    def __str__(self) -> str:
        return f"bump penguin {self.penguin} onward"


@dataclass(frozen=True, slots=True, kw_only=True)
class StopHere:
    kind: Literal["stop_here"] = "stop_here"

    def __str__(self) -> str:
        return "stop here (no bump)"


@dataclass(frozen=True, slots=True, kw_only=True)
class UseAbility:
    """Use option `option` of the ability in progress (active or everyone; slash tiles offer two)."""

    kind: Literal["use_ability"] = "use_ability"
    option: Annotated[int, Field(ge=0)]
    label: str = field(compare=False)  # words for the player only: the option number is the step

    def __str__(self) -> str:
        return self.label


@dataclass(frozen=True, slots=True, kw_only=True)
class SkipAbility:
    kind: Literal["skip_ability"] = "skip_ability"

    def __str__(self) -> str:
        return "skip this ability"


@dataclass(frozen=True, slots=True, kw_only=True)
class AdjustDie:
    kind: Literal["adjust_die"] = "adjust_die"
    die: DieIndex
    face: int
    delta: Literal[-1, 1]

    def __str__(self) -> str:
        return f"turn the die showing {self.face} to {self.face + self.delta}"


@dataclass(frozen=True, slots=True, kw_only=True)
class MakeWild:
    kind: Literal["make_wild"] = "make_wild"
    die: DieIndex
    face: int

    def __str__(self) -> str:
        return f"turn the die showing {self.face} to the snowflake"


@dataclass(frozen=True, slots=True, kw_only=True)
class CallPenguin:
    kind: Literal["call_penguin"] = "call_penguin"
    penguin: PenguinNumber

    def __str__(self) -> str:
        return f"call penguin {self.penguin} over here"


@dataclass(frozen=True, slots=True, kw_only=True)
class SwapPenguins:
    kind: Literal["swap_penguins"] = "swap_penguins"
    first: PenguinNumber
    second: PenguinNumber

    def __str__(self) -> str:
        return f"swap penguins {self.first} and {self.second}"


@dataclass(frozen=True, slots=True, kw_only=True)
class SwapObjective:
    kind: Literal["swap_objective"] = "swap_objective"
    mine: str
    offered: str

    def __str__(self) -> str:
        objs = content().objectives
        return f"swap {objs[self.mine].name} for {objs[self.offered].name}"


@dataclass(frozen=True, slots=True, kw_only=True)
class ScatterGem:
    kind: Literal["scatter_gem"] = "scatter_gem"
    gem: Literal["R", "E", "S", "D"]

    def __str__(self) -> str:
        return f"scatter {GEM_WITH_ARTICLE[self.gem]}"


@dataclass(frozen=True, slots=True, kw_only=True)
class ScatterOn:
    kind: Literal["scatter_on"] = "scatter_on"
    position: str

    def __str__(self) -> str:
        return f"put it on {place_name(self.position)}"


@dataclass(frozen=True, slots=True, kw_only=True)
class MarketExchange:
    kind: Literal["market_exchange"] = "market_exchange"
    index: Annotated[int, Field(ge=0, le=5)]

    def __str__(self) -> str:
        return f"market: {content().market[self.index].text()}"


@dataclass(frozen=True, slots=True, kw_only=True)
class LeaveMarket:
    kind: Literal["leave_market"] = "leave_market"

    def __str__(self) -> str:
        return "leave the market"


@dataclass(frozen=True, slots=True, kw_only=True)
class Buy:
    kind: Literal["buy"] = "buy"
    objective: str

    def __str__(self) -> str:
        return f"buy {content().objectives[self.objective].name}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Pass:
    kind: Literal["pass"] = "pass"

    def __str__(self) -> str:
        return "buy nothing and end the turn"


Action = Annotated[
    TurnToWild
    | KeepDice
    | ChooseDie
    | ChoosePenguin
    | MoveTo
    | Bump
    | StopHere
    | UseAbility
    | SkipAbility
    | AdjustDie
    | MakeWild
    | CallPenguin
    | SwapPenguins
    | SwapObjective
    | ScatterGem
    | ScatterOn
    | MarketExchange
    | LeaveMarket
    | Buy
    | Pass,
    Field(discriminator="kind"),
]


def place_name(position: str) -> str:
    """`the valley floor` or `C4` (the position's tier letter and column)."""
    return "the valley floor" if position == "floor" else position
