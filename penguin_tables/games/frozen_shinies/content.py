"""The designed deck of Frozen Shinies, read from `assets/content/frozen-shinies.json`.

The published card faces are unknown, so the deck (values, player-count marks, corner fish) and the
powers of 10 to 12 are the project's own design, kept as data so they can be tuned without code.
Card ids are positions in that list; states store ids, and these tables turn ids into faces.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from penguin_tables.engine.assets import load_content

GAME_ID = "frozen-shinies"
STACK_LETTERS = "ABCDEF"


@dataclass(frozen=True)
class Card:
    """One printed card: its value, the smallest player count it is used for, its corner fish."""

    id: int
    value: int
    players: int
    fish: int


@dataclass(frozen=True)
class Power:
    """A value's power in words; designed powers also carry their numbers (cards, fish)."""

    name: str
    text: str
    designed: bool
    numbers: tuple[tuple[str, int], ...] = ()

    def number(self, key: str) -> int:
        for name, number in self.numbers:
            if name == key:
                return number
        raise KeyError(key)


def _raw() -> Any:
    return load_content(GAME_ID)


@cache
def deck() -> tuple[Card, ...]:
    """All 46 cards, in the order of the content file (that order gives the ids)."""
    return tuple(
        Card(id=i, value=int(c["value"]), players=int(c["players"]), fish=int(c["fish"]))
        for i, c in enumerate(_raw()["cards"])
    )


@cache
def values() -> tuple[int, ...]:
    """Value by card id: the hottest lookup in the rules, so a plain tuple."""
    return tuple(card.value for card in deck())


@cache
def deck_for(num_players: int) -> tuple[int, ...]:
    """The ids of the cards used with this many players (marked for that count or fewer)."""
    return tuple(card.id for card in deck() if card.players <= num_players)


@cache
def power(value: int) -> Power:
    data = _raw()["powers"][str(value)]
    numbers = tuple((k, int(v)) for k, v in data.items() if k not in ("name", "text", "designed"))
    return Power(
        name=data["name"], text=data["text"], designed=bool(data.get("designed")), numbers=numbers
    )


@cache
def setting(name: str) -> int:
    """A number from the content file's header (fish per player, stack size, fish cap...)."""
    return int(_raw()[name])


def stack_name(index: int) -> str:
    return f"stack {STACK_LETTERS[index]}"


def a_value(value: int) -> str:
    """A value with its article, as said aloud: `a 7`, `an 8`, `an 11`."""
    return f"{'an' if value in (8, 11, 18) else 'a'} {value}"


def count_of(count: int, word: str) -> str:
    """`1 card`, `3 cards`: a count with its noun agreeing."""
    return f"{count} {word}{'' if count == 1 else 's'}"
