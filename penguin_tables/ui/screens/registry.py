"""Which screen draws which game; a game without its own screen gets the generic one."""

from __future__ import annotations

import importlib
from typing import Any

from penguin_tables.engine.registry import get_game
from penguin_tables.store.envelope import Envelope
from penguin_tables.store.replay import replay_states
from penguin_tables.store.table import Table
from penguin_tables.ui.screens.game_screen import GameScreen

GENERIC = "penguin_tables.ui.screens.generic:GenericGameScreen"

#: game id -> "module:ClassName" of its screen, imported only when that game is opened.
GAME_SCREENS: dict[str, str] = {
    "penguin-party": "penguin_tables.ui.screens.penguin_party:PenguinPartyScreen",
    "fistful": "penguin_tables.ui.screens.fistful:FistfulScreen",
    "frozen-shinies": "penguin_tables.ui.screens.frozen_shinies:FrozenShiniesScreen",
    "jewels": "penguin_tables.ui.screens.jewels:JewelsScreen",
    "yura-yura": "penguin_tables.ui.screens.yura_yura:YuraYuraScreen",
}


def screen_for(table: Table, replay: list[Any] | None = None) -> GameScreen:
    """The game's screen for a live table, or a watching one over `replay`'s states."""
    target = GAME_SCREENS.get(table.game.id, GENERIC)
    module_name, class_name = target.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:  # a game whose own screen has not landed yet
        if exc.name != module_name:
            raise
        module_name, class_name = GENERIC.split(":")
        module = importlib.import_module(module_name)
    screen_class: type[GameScreen] = getattr(module, class_name)
    return screen_class(table, replay)


def replay_screen(envelope: Envelope) -> GameScreen:
    """A replay viewer for a saved game: every state rebuilt from the seed and the actions."""
    game = get_game(envelope.game)
    states = replay_states(game, envelope)
    table = Table(game, envelope.model_copy(deep=True), states[-1])
    return screen_for(table, replay=states)
