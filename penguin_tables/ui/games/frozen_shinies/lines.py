"""The board's two text lines: the table's facts above the stacks, and the question below them.

The question is the engine's prompt (`decision.prompt`) after the steps drafted so far; a seat with
nothing to decide gets the standard waiting or game-over line every board shows.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from penguin_tables.games.frozen_shinies import FISH, FrozenView, letter, values
from penguin_tables.session.scene import Scene
from penguin_tables.ui.widgets.status_lines import game_over_line, waiting_line


def prompt_line(scene: Scene[Any]) -> Text:
    """`Ann: 9 › B ›  use the 9 for its value or its power?  ↑↓ Enter, Esc back`."""
    decision = scene.decision
    if scene.to_move is None:
        return game_over_line()
    if not scene.my_turn or decision is None:
        return waiting_line(scene)
    text = Text.assemble((scene.name(scene.to_move), "bold"), ": ")
    crumbs = breadcrumbs(scene.view, decision.depth)
    if crumbs:
        text.append(crumbs + "  ", style="dim")
    text.append(decision.prompt)
    text.append("  ↑↓ Enter" + (", Esc back" if decision.depth else ""), style="dim")
    return text


def breadcrumbs(view: FrozenView, depth: int) -> str:
    """The steps drafted so far in this play, e.g. `9 › B › value ›` (from the drafted view)."""
    parts: list[str] = []
    if view.step == "stack" and view.in_play is not None and not view.played:
        parts = [str(values()[view.in_play])]
    elif view.step in ("use", "collect", "power", "followup") and view.target is not None:
        parts = [str(values()[view.played[-1]]), letter(view.target)]
        if view.step != "use":
            parts.append("value" if view.step == "collect" else "power")
    parts = parts[-depth:] if depth else []
    return " › ".join(parts) + (" ›" if parts else "")


def info(view: FrozenView) -> Text:
    """The bank, the viewer's own fish and cards, the final round, and who plays first."""
    text = Text.assemble(("Bank ", "bold"), f"{view.bank} {FISH}", "   ")
    if view.seat is not None:
        me = view.players[view.seat]
        text.append("You ", style="bold")
        text.append(f"{me.fish} {FISH}, {me.hand_size} card{'s' if me.hand_size != 1 else ''}")
    if view.final_round:
        text.append("   ⚑ Final round", style="bold red")
    if view.turns_taken == 0 and view.step in ("card", "stack"):
        text.append(f"   first: {view.players[view.first].name}", style="dim")
    return text
