"""Keeping a table in step with its save file when other windows write it too.

`Table.follow` and a refused write come here: what the save file holds now, read through the
table's link and checked from the table's own position (not replayed from the seed), and what the
table should take from it. The answer is a value (`CatchUp`) that the table applies itself: only
the table assigns its envelope and state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from penguin_tables.engine.game import Game
from penguin_tables.session.following import (
    DELETED,
    UNREADABLE,
    Followed,
    Position,
    news,
    same_history,
)
from penguin_tables.session.save_link import Found, Gone, SaveLink
from penguin_tables.store.envelope import Envelope
from penguin_tables.store.replay import Replayed, Trusted


@dataclass(frozen=True)
class CatchUp:
    """What a table takes from its save file, and what it tells its player (`followed`)."""

    followed: Followed | None
    #: The file's game, to take as the table's (None: the table keeps its own).
    found: Found | None = None
    #: Only hint counts (and the revision) differ: the table takes those and keeps its game.
    hints_only: bool = False
    #: The save was deleted: the next write begins it afresh.
    gone: bool = False


def trusted(envelope: Envelope, state: Any) -> Trusted:
    """A table's game as already checked, so a save that goes on from it (or from a state kept
    for undo) is checked from there rather than replayed from its seed."""
    states = {p.actions: p.state for p in envelope.undo if p.state is not None}
    states[len(envelope.actions)] = state
    origin = Trusted.origin_of(envelope)
    replayed = Replayed(list(envelope.continued), list(envelope.log), list(envelope.private_log))
    return Trusted(origin, list(envelope.actions), replayed, states)


def catch_up(
    link: SaveLink, game: Game[Any, Any, Any], envelope: Envelope, state: Any, before: Position
) -> CatchUp:
    """What the save file holds, against the table's `envelope` and `state` (`before`: what the
    table held before its latest change, to word what changed). `followed` is None when the file
    holds `before`'s very game and the table changed it since: the change fits, and may be
    written over the file's revision. A deleted save is written again by the next move (nothing
    is lost); one that cannot be read is left alone, and written again once it can be read."""
    unchanged = before.state is state
    read = link.read(trusted(envelope, state), game.id)
    if isinstance(read, Gone):
        return CatchUp(Followed(DELETED, changed=False) if unchanged else None, gone=True)
    if not isinstance(read, Found):
        return CatchUp(Followed(UNREADABLE.format(why=read.reason), changed=False))
    if same_history(before, read.envelope):  # only a hint was counted elsewhere
        return CatchUp(Followed("") if unchanged else None, read, hints_only=True)
    return CatchUp(Followed(news(game, before, read.envelope, read.state)), read)
