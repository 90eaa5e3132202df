"""The state of a Frozen Shinies game (what one seat may see of it is in `view.py`).

A turn is split into small steps (pick a card, pick a stack, value or power, then the choices), so
the state records which step it is at and the card being resolved. Hands are secret: each card in a
hand carries the seats that know it is there, which is what `view` and `resample_hidden` honour.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from penguin_tables.engine.state import GameState

Step = Literal["card", "stack", "use", "collect", "power", "followup", "extra", "over"]
"""card: pick a card (or pass); stack: where it goes; use: value or power; collect: what to take
for the value; power: the power's first choice; followup: a power's second choice (6 returns a card,
8 takes its even bonus, 10 takes after turning); extra: buy one more turn or end; over: finished."""


@dataclass(frozen=True, slots=True)
class HandCard:
    """A card in a hand (or in play), with the seats that know it is there.

    Frozen, so a copied state shares its hand cards: learning or stealing replaces a card.
    """

    card: int
    known_to: tuple[int, ...]
    stolen_from: int | None = None


@dataclass(frozen=True, slots=True)
class Cut:
    """One player's cut of the deck while choosing the first player (the card shown)."""

    seat: int
    card: int


@dataclass(slots=True, kw_only=True)
class FrozenState(GameState):
    """Everything needed to continue. Stacks list card ids from the front (index 0) to the back.

    Each stack, each hand, the cards played this turn and the cut rounds are tuples, replaced
    whenever they change: a copy (made at every step of every game and search) then shares them
    and rebuilds only the short outer lists.
    """

    stacks: list[tuple[int, ...]]
    hands: list[tuple[HandCard, ...]]
    fish: list[int]
    bank: int
    cuts: tuple[tuple[Cut, ...], ...]
    first: int
    turn: int
    step: Step = "card"
    in_play: HandCard | None = None
    played: tuple[int, ...] = ()
    target: int | None = None
    power_stack: int | None = None
    extra_used: bool = False
    final_round: bool = False
    turns_taken: int = 0
