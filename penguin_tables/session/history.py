"""Undo and redo rules, kept in the save so they survive quitting and resuming.

A step can be taken back only when nothing was revealed since (a draw, a roll, a steal: the engine
says so through `Game.reveals`), only by the human who made it, and never across a hand-off to another
human. Computer moves made after it are taken back with it.
"""

from __future__ import annotations

from typing import Any

from penguin_tables.engine.names import printable
from penguin_tables.store.envelope import Envelope, UndoPoint

MAX_UNDO = 64


def record_step(
    envelope: Envelope,
    seat: int,
    before: Any,
    revealed: bool,
    *,
    joined: bool = False,
) -> None:
    """Note a step about to be appended to `envelope.actions` and its line to `envelope.log`
    (call before appending both: a revealing step's line is the next one)."""
    humans = {i for i, s in enumerate(envelope.seats) if s.kind == "human"}
    if revealed:
        envelope.undo.clear()
        envelope.undo_block, envelope.undo_block_line = "revealed", len(envelope.log)
        return
    if seat in humans and any(p.seat in humans and p.seat != seat for p in envelope.undo):
        envelope.undo.clear()
        envelope.undo_block, envelope.undo_block_line = "moved", None
    point = UndoPoint(
        seat=seat,
        joined=joined,
        actions=len(envelope.actions),
        log=len(envelope.log),
        state=before,
    )
    envelope.undo.append(point)
    del envelope.undo[:-MAX_UNDO]


def undo_target(envelope: Envelope, seat: int | None) -> tuple[int | None, str]:
    """The undo point to return to for `seat` at the keyboard, or None and the reason why not."""
    points = envelope.undo
    if seat is None:
        return None, "nobody is at the keyboard."
    if envelope.seats[seat].kind != "human":
        return None, "only people can take moves back."
    if not points or points[-1].actions != len(envelope.actions) - 1:
        return None, undo_block_reason(envelope) or "there is nothing to undo."
    for index in reversed(range(len(points))):
        acting = points[index].seat
        if envelope.seats[acting].kind == "computer":
            continue
        if acting != seat:
            return None, "only your own moves can be undone."
        while index > 0 and points[index].joined and points[index - 1].seat == seat:
            index -= 1  # the earlier steps of the same decision go back with it
        return index, ""
    return None, undo_block_reason(envelope) or "there is nothing of yours to undo."


def undo_block_reason(envelope: Envelope) -> str:
    """Why nothing further back can be undone, in words made here from the save's code.

    A revealing step is quoted from the log (the log line it wrote), with anything unprintable
    escaped; a save's own words are never shown as a reason.
    """
    block, line = envelope.undo_block, envelope.undo_block_line
    if block == "revealed":
        if line is not None and 0 <= line < len(envelope.log) and envelope.log[line]:
            return f"it revealed something: {printable(envelope.log[line])}"
        return "it revealed something."
    if block == "moved":
        return "another player has moved since."
    if block == "earlier":
        return "an earlier step cannot be taken back."
    return ""


def take_back(envelope: Envelope, index: int) -> UndoPoint:
    """Drop the steps from undo point `index` on (kept for redo); returns that point."""
    point = envelope.undo[index]
    envelope.redo.append(envelope.actions[point.actions :])
    del envelope.actions[point.actions :]
    del envelope.continued[point.actions :]
    del envelope.log[point.log :]
    envelope.private_log = [p for p in envelope.private_log if p.line < point.log]
    del envelope.undo[index:]
    envelope.finished = False
    return point
