"""The small steps of a Jewels turn: each is final once applied, so a screen can walk through them."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from penguin_tables.games.jewels.content import GEM_NAMES, content


class _Step(BaseModel):
    model_config = ConfigDict(frozen=True)


class TurnToWild(_Step):
    """Setup: a player who rolled no snowflake turns one die to it."""

    kind: Literal["turn_to_wild"] = "turn_to_wild"
    die: int = Field(ge=0, le=2)
    face: int

    def __str__(self) -> str:
        return f"turn the die showing {self.face} to the snowflake"


class KeepDice(_Step):
    kind: Literal["keep_dice"] = "keep_dice"

    def __str__(self) -> str:
        return "keep the dice as rolled"


class ChooseDie(_Step):
    kind: Literal["choose_die"] = "choose_die"
    die: int = Field(ge=0, le=2)
    face: int

    def __str__(self) -> str:
        return "spend the snowflake die" if self.face == 0 else f"spend the die showing {self.face}"


class ChoosePenguin(_Step):
    kind: Literal["choose_penguin"] = "choose_penguin"
    penguin: int = Field(ge=1, le=5)

    def __str__(self) -> str:
        return f"move penguin {self.penguin}"


class MoveTo(_Step):
    kind: Literal["move_to"] = "move_to"
    position: str

    def __str__(self) -> str:
        return f"go to {place_name(self.position)}"


class Bump(_Step):
    kind: Literal["bump"] = "bump"
    penguin: int = Field(ge=1, le=5)

    def __str__(self) -> str:
        return f"bump penguin {self.penguin} onward"


class StopHere(_Step):
    kind: Literal["stop_here"] = "stop_here"

    def __str__(self) -> str:
        return "stop here (no bump)"


class UseAbility(_Step):
    """Use option `option` of the ability in progress (active or everyone; slash tiles offer two)."""

    kind: Literal["use_ability"] = "use_ability"
    option: int = Field(ge=0)
    label: str

    def __str__(self) -> str:
        return self.label


class SkipAbility(_Step):
    kind: Literal["skip_ability"] = "skip_ability"

    def __str__(self) -> str:
        return "skip this ability"


class AdjustDie(_Step):
    kind: Literal["adjust_die"] = "adjust_die"
    die: int = Field(ge=0, le=2)
    face: int
    delta: Literal[-1, 1]

    def __str__(self) -> str:
        return f"turn the die showing {self.face} to {self.face + self.delta}"


class MakeWild(_Step):
    kind: Literal["make_wild"] = "make_wild"
    die: int = Field(ge=0, le=2)
    face: int

    def __str__(self) -> str:
        return f"turn the die showing {self.face} to the snowflake"


class CallPenguin(_Step):
    kind: Literal["call_penguin"] = "call_penguin"
    penguin: int = Field(ge=1, le=5)

    def __str__(self) -> str:
        return f"call penguin {self.penguin} over here"


class SwapPenguins(_Step):
    kind: Literal["swap_penguins"] = "swap_penguins"
    first: int = Field(ge=1, le=5)
    second: int = Field(ge=1, le=5)

    def __str__(self) -> str:
        return f"swap penguins {self.first} and {self.second}"


class SwapObjective(_Step):
    kind: Literal["swap_objective"] = "swap_objective"
    mine: str
    offered: str

    def __str__(self) -> str:
        objs = content().objectives
        return f"swap {objs[self.mine].name} for {objs[self.offered].name}"


class ScatterGem(_Step):
    kind: Literal["scatter_gem"] = "scatter_gem"
    gem: Literal["R", "E", "S", "D"]

    def __str__(self) -> str:
        return f"scatter a {GEM_NAMES[self.gem]}"


class ScatterOn(_Step):
    kind: Literal["scatter_on"] = "scatter_on"
    position: str

    def __str__(self) -> str:
        return f"put it on {place_name(self.position)}"


class MarketExchange(_Step):
    kind: Literal["market_exchange"] = "market_exchange"
    index: int = Field(ge=0, le=5)

    def __str__(self) -> str:
        return f"market: {content().market[self.index].text()}"


class LeaveMarket(_Step):
    kind: Literal["leave_market"] = "leave_market"

    def __str__(self) -> str:
        return "leave the market"


class Buy(_Step):
    kind: Literal["buy"] = "buy"
    objective: str

    def __str__(self) -> str:
        return f"buy {content().objectives[self.objective].name}"


class Pass(_Step):
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
