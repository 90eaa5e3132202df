"""The price a seller is typing for their secret die (advanced game): the board's own draft.

Arrows and digits change the dollars (digits typed one after another make one number, $1 then 5
asks $15), `p` turns the black chip's penguins through none, one and two; nothing reaches the
engine until Enter offers the price as one pick (`price_key`).
"""

from __future__ import annotations

from dataclasses import dataclass

from penguin_tables.games.fistful import price_key


@dataclass(slots=True)
class PriceForm:
    dollars: int = 0
    penguins: int = 0
    #: True while digits go on making one number.
    typing: bool = False

    def reset(self, dollars: int = 0, penguins: int = 0) -> None:
        """A new decision starts from the seller's standing price (or nothing)."""
        self.dollars, self.penguins, self.typing = dollars, penguins, False

    def step(self, delta: int, top: int) -> None:
        """An arrow: a dollar more or less, within the seller's purse (`top`)."""
        self.dollars = max(0, min(top, self.dollars + delta))
        self.typing = False

    def digit(self, number: int, top: int) -> str | None:
        """A digit typed; the warning to show when the number asks more than `top` dollars."""
        typed = self.dollars * 10 + number if self.typing else number
        if typed > top and number <= top:
            typed = number  # a new number, not more digits of the last one
        warning = f"You can ask at most ${top}, the money you hold." if typed > top else None
        self.dollars = min(typed, top)
        self.typing = True
        return warning

    def next_chip_side(self) -> None:
        self.penguins = (self.penguins + 1) % 3

    def key(self) -> str:
        """The pick that offers this price."""
        return price_key(self.dollars, self.penguins)
