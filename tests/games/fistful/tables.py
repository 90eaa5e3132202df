"""Small builders for hand-set tables, so each test states exactly the dice it is about."""

from __future__ import annotations

from typing import Any

from penguin_tables.games.fistful import GAME
from penguin_tables.games.fistful.actions import Action
from penguin_tables.games.fistful.dice import Face
from penguin_tables.games.fistful.state import FistfulState

NAMES = ["Alice", "Bob", "Cliff", "Debby", "Eve", "Fred"]


def table(players: int = 2, mode: str = "basic", seed: int = 1) -> FistfulState:
    return GAME.new_game(NAMES[:players], seed=seed, options={"mode": mode})


def with_dice(state: FistfulState, dice: list[Face], **fields: Any) -> FistfulState:
    """The same table with the active player's dice (and any other fields) set by hand."""
    twin = GAME.copy_state(state)
    twin.dice = list(dice)
    for name, value in fields.items():
        setattr(twin, name, value)
    return twin


def run(state: FistfulState, *actions: Action) -> FistfulState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def stop_everyone(state: FistfulState, until_round: int) -> FistfulState:
    """Every turn (and secret decision) ends at once until `until_round` begins."""
    while not state.over and state.round < until_round:
        state = GAME.apply(state, quick(state))
    return state


def quick(state: FistfulState) -> Action:
    """The first legal action of a seller, or "stop and score" for the active player."""
    from penguin_tables.games.fistful.actions import Stop

    if state.pending:
        return GAME.legal_actions(state)[0]
    return Stop(lions=False)
