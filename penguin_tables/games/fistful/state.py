"""The state of a Fistful of Penguins game: purses, tokens, chips, and the turn in progress.

One value holds everything needed to continue (including the secret dice of the advanced game);
the bank of spare dice is derived (nine minus the dice in use), never stored. It is a plain slotted
dataclass, copied by the engine's generated copier at every step; pydantic reads and writes it only
at the save boundary, where the `Field` constraints below are checked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import Field

from penguin_tables.engine.state import GameState
from penguin_tables.games.fistful.dice import ROUNDS, TOTAL_DICE, Face

Mode = Literal["basic", "advanced"]


@dataclass(slots=True, kw_only=True)
class SecretDie:
    """Advanced game: the die another player rolled in secret and the price they ask for it.

    `priced` is False between a secret reroll and the new price; `revealed` is True once all the
    dice on offer have been shown together (and stays so until the owner touches the die again).
    """

    face: Face
    dollars: Annotated[int, Field(ge=0)] = 0
    penguins: Annotated[int, Field(ge=0, le=2)] = 0
    priced: bool = False
    revealed: bool = False
    bought: bool = False


@dataclass(slots=True, kw_only=True)
class FistfulState(GameState):
    """A whole game. `seats` are the players taking part in this round (all, or the tied ones)."""

    money: list[int]
    tokens: list[int]
    chips: list[int]  # kangaroo chip per seat: 0 none, 1 or 2 kangaroos side up
    bank_paid: int = 0  # dollars the bank has paid out so far (money is conserved with it)
    round: int = 1  # 1 to 3, then ROUNDS + k for the k-th showdown
    seats: list[int]
    turn: int = 0  # index into `seats` of the active player
    dice: list[Face] = field(default_factory=list)
    set_aside: int = 0  # penguin dice cashed in this turn
    secrets: list[SecretDie | None] = field(default_factory=list)  # per seat, advanced game only
    pending: list[int] = field(default_factory=list)  # seats still to price or respond, in order
    showdown_base: list[int] = field(default_factory=list)  # money per seat as a showdown began
    token_dollars: list[int] = field(default_factory=list)  # per seat: dollars for leftover tokens
    #: Per seat, dollars by where they came from (`ledger.SOURCES`); empty until the first payment.
    earned: list[dict[str, int]] = field(default_factory=list)
    over: bool = False

    @property
    def active(self) -> int:
        return self.seats[self.turn]

    @property
    def advanced(self) -> bool:
        """The advanced rules apply with two or more players, and never in a showdown."""
        return (
            self.options.get("mode") == "advanced"
            and len(self.players) > 1
            and self.round <= ROUNDS
        )

    @property
    def in_showdown(self) -> bool:
        return self.round > ROUNDS

    @property
    def offered(self) -> list[int]:
        """Seats whose secret die is still on offer (rolled and not bought)."""
        return [s for s, d in enumerate(self.secrets) if d is not None and not d.bought]

    @property
    def bank_dice(self) -> int:
        """Spare dice: the nine less those rolled, set aside, or held by other players."""
        # skip listing the offers when there are none (the basic game)
        on_offer = len(self.offered) if any(self.secrets) else 0
        return spare_dice(len(self.dice), self.set_aside, on_offer)

    def opponents_left(self, seat: int) -> list[int]:
        """The other players taking part, starting with the one on `seat`'s left."""
        return left_of(self.seats, seat)


def spare_dice(rolled: int, set_aside: int, on_offer: int) -> int:
    """The bank's spare dice: the nine less those rolled, set aside, or on offer (another
    player's secret die). The one count, for the state and for a view built from its parts."""
    return TOTAL_DICE - rolled - set_aside - on_offer


def left_of(seats: Sequence[int], seat: int) -> list[int]:
    """The seats of `seats` other than `seat`, starting with the one on its left."""
    i = seats.index(seat)
    return [*seats[i + 1 :], *seats[:i]]
