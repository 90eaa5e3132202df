"""A live table's keys: which work now, and what one that does nothing says instead.

Undo takes back the last move of the person at the keyboard (and the computer moves after it), as
the session's undo rules allow; redo plays again what was taken back; a hint asks the strong
player; Escape hurries a search; `t` takes a stopped window's computer turn over. The screen binds
these keys (`TABLE_KEYS`) and acts on them; these plain functions decide, from the table's answers
and what the screen knows now (`KeysNow`), whether a key works, so the footer shows only what can
be done, and word why a key does nothing (`check_action` offers a twin that explains in place of a
key that cannot be used).
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding

from penguin_tables.session.table import Table

#: The live screen's keys, in the footer's order. A key that cannot be used now is hidden
#: (`key_works`); undo, redo and the final scores then have a twin, not shown, that says why.
TABLE_KEYS = (
    Binding("question_mark,f1", "rules", "Rules"),
    Binding("t", "take_over", "Take over"),
    Binding("q", "lobby", "Lobby"),
    Binding("u", "undo", "Undo"),
    Binding("u", "explain_no_undo", "Undo", show=False),
    Binding("r,ctrl+y", "redo", "Redo"),
    Binding("r,ctrl+y", "explain('redo')", "Redo", show=False),
    Binding("o", "show_outcome", "Final scores"),
    Binding("h", "hint", "Hint"),
    Binding("i", "what_is_this", "What?"),
    Binding("escape", "hurry", "Decide now", show=False),
    Binding("o", "explain('show_outcome')", "Final scores", show=False),
)

#: The keys of a person at the table, which a spectator's window does not offer.
SEATED_KEYS = frozenset({"hint", "undo", "explain_no_undo", "redo"})
#: The notice after an undo.
TAKEN_BACK = "Move taken back (r redoes it)."


@dataclass(frozen=True, slots=True)
class KeysNow:
    """What decides the keys besides the table: the screen's seat, curtain and computers."""

    viewer: int | None
    curtain_up: bool
    #: A search runs (the strong computer's, or a hint).
    thinking: bool
    #: Another window holds the computer's turn and stopped answering.
    unanswering: bool
    #: The person at the keyboard may act (`GameScreen.is_my_turn`).
    my_turn: bool


def key_works(table: Table, now: KeysNow, action: str, parameters: tuple[object, ...]) -> bool:
    """Whether the screen's key for `action` (with `parameters`) can be used now."""
    if table.window.watching and (action in SEATED_KEYS or parameters == ("redo",)):
        return False  # a spectator decides nothing: no hint, undo or redo to offer
    over = table.is_over()
    live = not now.curtain_up and not over
    if action == "what_is_this":  # the cursor's thing, never from behind the curtain
        return not now.curtain_up
    if action == "hurry":
        return now.thinking
    if action == "take_over":
        return now.unanswering and not over
    if action == "hint":
        return live and not now.thinking and now.my_turn
    if action == "show_outcome":
        return over
    if action == "undo":
        return live and table.undo_refusal(now.viewer) is None
    if action == "explain_no_undo":
        return live and table.undo_refusal(now.viewer) is not None
    if action == "redo":
        return live and table.can_redo() and now.my_turn
    if action == "explain":  # a key that cannot be used now says why instead
        return not key_works(table, now, str(parameters[0]), ())
    return True


def why_not(table: Table, action: str) -> str:
    """Why the screen's key for `action` (redo, or the final scores) does nothing now."""
    if action == "show_outcome":
        return "The final scores show when the game is over (o)."
    if table.is_over():
        return "The game is over: nothing to redo."
    if not table.can_redo():
        return "Nothing to redo: r plays again a move taken back with u."
    return "Only the player to move can redo."


def why_no_undo(table: Table, seat: int | None) -> str:
    """Why `seat` (None: nobody's) cannot undo now, as the undo key's notice says it."""
    return f"Cannot undo: {table.undo_refusal(seat) or ''}"
