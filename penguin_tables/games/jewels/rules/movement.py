"""Moving penguins: one step to a neighbouring place (never straight up), bumps and slides."""

from __future__ import annotations

from collections.abc import Mapping

from penguin_tables.games.jewels.content import FLOOR, gems_text, slide_of_step, valley
from penguin_tables.games.jewels.rules.gems import take
from penguin_tables.games.jewels.state import JewelsState


def destinations(layout: Mapping[str, str], position: str) -> tuple[str, ...]:
    """Where a penguin may step from `position` in this layout's valley: any neighbour except
    straight up the ice wall."""
    return valley(layout).moves[position]


def bump_candidates(state: JewelsState, seat: int, arriving: int) -> list[int]:
    """Own penguins smaller than the one that just arrived, on the same place (Teamwork!)."""
    penguins = state.seats[seat].penguins
    here = penguins[arriving - 1]
    return [n for n in range(1, arriving) if penguins[n - 1] == here]


def step(state: JewelsState, seat: int, penguin: int, target: str) -> None:
    """Move one penguin one step, paying a slide's gems when the step drops down through one."""
    penguins = state.seats[seat].penguins
    origin = penguins[penguin - 1]
    penguins[penguin - 1] = target
    name = state.players[seat]
    state.events.append(
        f"{name}'s penguin {penguin} moves from {_place(origin)} to {_place(target)}"
    )
    slide = slide_of_step(state.layout, origin, target)
    if slide:
        take(state, seat, slide)
        state.events.append(f"{name}'s penguin {penguin} slides down: +{gems_text(dict(slide))}")


def _place(position: str) -> str:
    return "the valley floor" if position == FLOOR else position


def penguins_on(state: JewelsState, position: str) -> list[tuple[int, int]]:
    """(seat, penguin) pairs on a place, seats in table order from the player to move."""
    n = len(state.players)
    found: list[tuple[int, int]] = []
    for offset in range(n):
        seat = (state.turn + offset) % n
        for index, where in enumerate(state.seats[seat].penguins):
            if where == position:
                found.append((seat, index + 1))
    return found
