"""What a Frozen Shinies player can do, one small step at a time.

A turn is: choose a card, choose its stack, choose value or power, then collect or make the power's
choices; at the end, perhaps buy one more turn. Each step has its own small action, so the list of
legal actions stays short enough to show on a screen.

Actions are frozen slotted dataclasses (hashable values, cheap to compare). The rules build the same
few actions over and over, so they ask the cached constructors at the bottom (`choose_card`,
`take`...) for one shared object per distinct action instead of building a new one each time.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated, Literal

from pydantic import Field

from penguin_tables.games.frozen_shinies.content import stack_name

End = Literal["front", "back", "inside"]


@dataclass(frozen=True, slots=True, kw_only=True)
class ChooseCard:
    """Pick the card (by value) to play from hand."""

    kind: Literal["card"] = "card"
    value: int

    def __str__(self) -> str:
        return f"choose your {self.value}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Pass:
    """Nothing in hand: the turn passes."""

    kind: Literal["pass"] = "pass"

    def __str__(self) -> str:
        return "pass (no card to play)"


@dataclass(frozen=True, slots=True, kw_only=True)
class PlaceCard:
    """Put the chosen card on the front of a stack."""

    kind: Literal["place"] = "place"
    stack: int

    def __str__(self) -> str:
        return f"play it on {stack_name(self.stack)}"


@dataclass(frozen=True, slots=True, kw_only=True)
class UseValue:
    kind: Literal["value"] = "value"

    def __str__(self) -> str:
        return "use its value"


@dataclass(frozen=True, slots=True, kw_only=True)
class UsePower:
    kind: Literal["power"] = "power"

    def __str__(self) -> str:
        return "use its power"


@dataclass(frozen=True, slots=True, kw_only=True)
class Collect:
    """Take `count` cards from the front of `stack` for the value; `pay` fish spent, `gain` won."""

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


@dataclass(frozen=True, slots=True, kw_only=True)
class Pick:
    """One card a power takes: its stack and position (0 is the front) before this take."""

    stack: int
    index: int
    end: End

    def __str__(self) -> str:
        if self.end == "inside":
            return f"card {self.index + 1} from the front of {stack_name(self.stack)}"
        return f"the {self.end} card of {stack_name(self.stack)}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Take:
    """A power's taking of cards (possibly none, e.g. the fish toll alone); `pay` fish spent."""

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


@dataclass(frozen=True, slots=True, kw_only=True)
class Steal:
    """Take a random card from another player's hand."""

    kind: Literal["steal"] = "steal"
    victim: int

    def __str__(self) -> str:
        return f"steal from player {self.victim + 1}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Flip:
    """Turn a stack end for end (power 10)."""

    kind: Literal["flip"] = "flip"
    stack: int

    def __str__(self) -> str:
        return f"turn {stack_name(self.stack)} end for end"


@dataclass(frozen=True, slots=True, kw_only=True)
class Return:
    """Put a card (by value) from hand on the front of the stack power 6 took from."""

    kind: Literal["return"] = "return"
    value: int

    def __str__(self) -> str:
        return f"return your {self.value}"


@dataclass(frozen=True, slots=True, kw_only=True)
class ExtraTurn:
    kind: Literal["extra"] = "extra"

    def __str__(self) -> str:
        return "spend five fish for one more turn"


@dataclass(frozen=True, slots=True, kw_only=True)
class EndTurn:
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


# ----- shared actions ------------------------------------------------------------------------------
# Equal actions are interchangeable values, so the rules hand out one object per distinct action:
# building a frozen dataclass costs more than looking it up, and shared objects compare at once.

PASS = Pass()
USE_VALUE = UseValue()
USE_POWER = UsePower()
EXTRA_TURN = ExtraTurn()
END_TURN = EndTurn()


@cache
def choose_card(value: int) -> ChooseCard:
    return ChooseCard(value=value)


@cache
def place_card(stack: int) -> PlaceCard:
    return PlaceCard(stack=stack)


@cache
def collect_of(stack: int | None, count: int, total: int, pay: int, gain: int) -> Collect:
    return Collect(stack=stack, count=count, total=total, pay=pay, gain=gain)


@cache
def pick_at(stack: int, index: int, end: End) -> Pick:
    return Pick(stack=stack, index=index, end=end)


@cache
def take(picks: tuple[Pick, ...], pay: int = 0) -> Take:
    return Take(picks=picks, pay=pay)


@cache
def steal(victim: int) -> Steal:
    return Steal(victim=victim)


@cache
def flip(stack: int) -> Flip:
    return Flip(stack=stack)


@cache
def return_card(value: int) -> Return:
    return Return(value=value)
