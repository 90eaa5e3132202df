"""Rebuilding a game from its seed, options, players and actions: the basis of undo and replay."""

from __future__ import annotations

from typing import Any

from penguin_tables.engine.game import Game
from penguin_tables.store.envelope import Envelope


def replay_states(
    game: Game[Any, Any, Any], envelope: Envelope, upto: int | None = None
) -> list[Any]:
    """Every state from the deal to after action `upto` (all actions by default), in order."""
    names = [seat.name for seat in envelope.seats]
    state = game.new_game(names, seed=envelope.seed, options=envelope.options)
    states = [state]
    for data in envelope.actions[:upto]:
        state = game.apply(state, game.load_action(data))
        states.append(state)
    return states
