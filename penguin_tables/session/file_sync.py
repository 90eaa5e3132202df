"""Keeping a table in step with its save file when other windows write it too.

`Table.follow`, `Table.claim_computer_turn` and `Table.count_hint` come here: taking another window's version of the
save as the table's (checked from the table's own position, not replayed from the seed), and the
claim that lets only one window work out a computer seat's move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from penguin_tables.session.following import (
    DELETED,
    UNREADABLE,
    Followed,
    Position,
    StaleTable,
    news,
    same_history,
)
from penguin_tables.store.errors import BadSave, StaleSave
from penguin_tables.store.locks import Claim, try_claim
from penguin_tables.store.replay import Trusted

if TYPE_CHECKING:
    from penguin_tables.session.table import Table


def claim_computer_turn(table: Table) -> Claim | None:
    """The right to work out a computer seat's action now, or None if another window has it.

    Every window showing the table would otherwise think at once; the compare-and-swap keeps
    a second answer out of the file, this keeps a second search from starting. Hold it until
    the action is played (then `release`); a window that dies lets go of it with the process.
    A folder that cannot hold the claim file (read-only) grants it: the write decides then."""
    if table.folder is None or table.save_name is None:
        return Claim(None)
    try:
        return try_claim(table.folder.claim_file(table.save_name, "computer"))
    except OSError:
        return Claim(None)


def follow(table: Table) -> Followed | None:
    """Catch up with the save file if another window changed it; None if nothing this window
    shows changed (one `stat`, no read, when the file is as this table left it)."""
    if table.folder is None or table.save_name is None:
        return None
    if table.folder.mark(table.save_name) == table.file_mark:
        return None
    followed = take_the_file(table, Position.of(table.envelope, table.state))
    return followed if followed is not None and (followed.message or not followed.saving) else None


def trusted(table: Table) -> Trusted:
    """This table's game as already checked, so a save that goes on from it (or from a
    state kept for undo) is checked from there rather than replayed from its seed."""
    envelope = table.envelope
    states = {p.actions: p.state for p in envelope.undo if p.state is not None}
    states[len(envelope.actions)] = table.state
    origin = Trusted.origin_of(envelope)
    return Trusted(origin, list(envelope.actions), list(envelope.continued), states)


def take_the_file(table: Table, before: Position) -> Followed | None:
    """Make the save file's game this table's (`before`: what the table held before its
    latest change, to word what changed). None when the file holds `before`'s very game and
    the table changed it since: the change fits, and may be written over the file's
    revision. A deleted save is written again by the next move (nothing is lost); one that
    cannot be read is left alone, and the table plays on without saving."""
    assert table.folder is not None and table.save_name is not None
    mark = table.folder.mark(table.save_name)  # before reading: a later write is seen later
    try:
        envelope, state = table.folder.open(table.save_name, trusted(table))
        if envelope.game != table.game.id:
            raise BadSave(table.save_name, "it now holds another game")
    except BadSave as exc:
        if table.folder.mark(table.save_name) is None:  # deleted: a new save from now on
            table.file_mark, table.envelope.revision = None, 0
            return Followed(DELETED, changed=False) if before.state is table.state else None
        table.folder, table.open_draft = None, None
        return Followed(UNREADABLE.format(why=exc.reason), saving=False, changed=False)
    table.file_mark, table.save_error = mark, None
    if same_history(before, envelope):  # only a hint was counted elsewhere
        table.envelope.hints, table.envelope.revision = envelope.hints, envelope.revision
        return Followed("") if before.state is table.state else None
    message = news(table.game, before, envelope, state)
    table.envelope, table.open_draft = envelope, None
    table.state = state
    return Followed(message)


def count_hint(table: Table, seat: int) -> None:
    """Count a hint `seat` asks for, in the save (shown at the end). Called on the screen's
    thread before the hint is worked out, never from the worker that works it out: a write
    there could interleave with a move made meanwhile. StaleTable (nothing counted) if another
    window moved first; hint counts another window wrote are kept."""
    before = Position.of(table.envelope, table.state)
    for _ in range(3):
        hints = table.envelope.hints
        hints[str(seat)] = hints.get(str(seat), 0) + 1
        try:
            table.save()
            return
        except StaleSave:  # the file's game, with its hint counts, is the table's now
            followed = take_the_file(table, before)
            if followed is not None and followed.message and followed.changed:
                raise StaleTable(followed) from None  # moves made elsewhere: no hint here
