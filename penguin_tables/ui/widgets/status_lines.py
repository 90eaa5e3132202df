"""The standard lines every board shows when the keyboard's seat has nothing to decide.

Written once so five boards say "Waiting for Bob…" and "The game is over." the same way; a board
adds its own detail below (what the seat is waiting on, whose win it was).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from penguin_tables.session.scene import Scene

GAME_OVER = "The game is over."


def waiting_line(scene: Scene[Any]) -> Text:
    """ "Waiting for NAME…" for the seat to move (a name is always plain text, never markup)."""
    if scene.to_move is None:
        return Text(GAME_OVER)
    return Text.assemble("Waiting for ", (scene.name(scene.to_move), "bold"), "…")


def game_over_line(summary: str = "") -> Text:
    """ "The game is over." and the engine's summary of the result, if there is one."""
    text = Text(GAME_OVER, style="bold")
    if summary:
        text.append(" " + summary, style="")
    return text
