"""A check of the decision builder's input: a game's choice paths reach exactly its legal actions.

The decision builder (`engine/decisions.py`) walks each legal action's path of picks; it can only
offer every legal action, and nothing else, if each action has a path of its own and no path is the
start of another. Every game's tests ask this of the states its playouts meet.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from penguin_tables.engine.choices import path_key
from penguin_tables.engine.game import Game


def check_paths(game: Game[Any, Any, Any], state: Any) -> None:
    """Raise AssertionError unless every legal action has its own path and none is another's prefix.

    That is what makes the picks reach exactly `legal_actions(state)`: nothing missing, nothing extra.
    """
    keyed: dict[tuple[Hashable, ...], Any] = {}
    for action in game.legal_actions(state):
        path = game.choice_path(state, action)
        if not path:
            raise AssertionError(f"{action} has an empty choice path")
        key = tuple(path_key(e) for e in path)
        if key in keyed:
            raise AssertionError(f"{action} and {keyed[key]} share the choice path {key}")
        keyed[key] = action
    keys = sorted(keyed, key=len)
    for index, short in enumerate(keys):
        for long in keys[index + 1 :]:
            if long[: len(short)] == short:
                raise AssertionError(f"the path of {keyed[short]} is a prefix of {keyed[long]}")
