"""Which screen draws which game; a game without its own screen gets the generic one."""

from __future__ import annotations

import importlib

from penguin_tables.store.table import Table
from penguin_tables.ui.screens.game_screen import GameScreen

#: game id -> "module:ClassName" of its screen, imported only when that game is opened.
GAME_SCREENS: dict[str, str] = {
    "penguin-party": "penguin_tables.ui.screens.penguin_party:PenguinPartyScreen",
}


def screen_for(table: Table) -> GameScreen:
    target = GAME_SCREENS.get(table.game.id, "penguin_tables.ui.screens.generic:GenericGameScreen")
    module_name, class_name = target.split(":")
    screen_class: type[GameScreen] = getattr(importlib.import_module(module_name), class_name)
    return screen_class(table)
