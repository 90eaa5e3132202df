"""The generated state copier: copies are independent, immutable parts are shared, odd types refused."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

import pytest
from pydantic import Field

from penguin_tables.engine.copying import copier_for, copy_state
from penguin_tables.engine.registry import GAMES


@dataclass(frozen=True, slots=True)
class Card:
    name: str
    known_to: tuple[int, ...] = ()


@dataclass(slots=True)
class Seat:
    hand: list[Card]
    gems: dict[str, int]
    note: str | None = None


@dataclass(slots=True, kw_only=True)
class Table:
    seats: list[Seat]
    grid: list[list[list[int]]]
    by_name: dict[str, list[int]]
    current: Seat | None = None
    step: Literal["a", "b"] = "a"
    score: Annotated[int, Field(ge=0)] = 0
    played: tuple[Card, ...] = ()
    extra: list[str] = field(default_factory=list)


def sample() -> Table:
    seat = Seat(hand=[Card("x", (0,))], gems={"R": 1})
    return Table(
        seats=[seat, Seat(hand=[], gems={})],
        grid=[[[1, 2], [3]], [[4]]],
        by_name={"a": [1]},
        current=Seat(hand=[Card("y")], gems={"S": 2}),
        played=(Card("z"),),
    )


def test_a_copy_is_equal_and_shares_nothing_mutable() -> None:
    table = sample()
    twin = copy_state(table)
    assert twin == table
    twin.seats[0].hand.append(Card("new"))
    twin.seats[0].gems["R"] = 9
    twin.grid[0][0].append(7)
    twin.by_name["a"].append(2)
    assert twin.current is not None
    twin.current.gems["S"] = 0
    twin.extra.append("e")
    assert table == sample()


def test_frozen_parts_and_tuples_are_shared() -> None:
    table = sample()
    twin = copy_state(table)
    assert twin.seats[0].hand[0] is table.seats[0].hand[0]
    assert twin.played is table.played
    assert copier_for(Card) is None


def test_an_absent_optional_stays_absent() -> None:
    table = sample()
    table.current = None
    assert copy_state(table).current is None


@dataclass(slots=True)
class Loose:
    anything: Any


@dataclass(frozen=True, slots=True)
class FrozenButMutable:
    items: list[int]


@pytest.mark.parametrize("kind", [Loose, FrozenButMutable, set[int], tuple[list[int], ...]])
def test_types_it_cannot_reason_about_are_refused(kind: Any) -> None:
    with pytest.raises(TypeError):
        copier_for(kind)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_state_copies_to_an_equal_independent_state(game_id: str) -> None:
    game = GAMES[game_id]
    state = game.new_game(["Ann", "Bob"], seed=5)
    twin = game.copy_state(state)
    assert game.dump(twin) == game.dump(state)
    twin.players.append("Cy")
    assert state.players == ["Ann", "Bob"]
