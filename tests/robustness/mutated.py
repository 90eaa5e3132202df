"""Real saves of every game, and one field of one changed at a time, as an attacker edits a save.

A save made here holds something in every field: moves of people (so there are undo points), one
move taken back (a redo group), a hint counted, private log lines where the game keeps secrets.
A mutation picks a field, then a place in it (the field itself or anything inside), and deletes it,
gives it another type, an out-of-range or huge number, text with control codes, a date without a
zone or at the ends of the calendar, or a bogus entry. What a command may answer is said by
`refusal_names_the_field`: a refused save names what is wrong in the words of its field.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from functools import cache
from typing import Any

from hypothesis import strategies as st

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.session.replay import Replay
from penguin_tables.store import Seat

#: The saves mutated: every game in the middle of a game, and one finished game.
SAVES = [*((game_id, False) for game_id in GAMES), ("penguin-party", True)]

#: Words a refusal must hold when the field named here was changed: its own name, or the words
#: in which the checks speak of it (a changed state "breaks the rules"; a changed seed deals
#: another game, so "its move 1 cannot be played again").
NAMED: dict[str, tuple[str, ...]] = {
    "app": ("not a Penguin Tables save",),
    "format": ("format",),
    "game": ("game",),
    "created": ("created",),
    "updated": ("updated",),
    "revision": ("revision",),
    "seats": ("seats", "players", "name", "dealt again", "cannot be played again"),
    "seed": ("seed", "dealt again", "cannot be played again", "do not lead"),
    "options": ("options", "dealt again", "cannot be played again", "do not lead", "state"),
    "state": ("state", "breaks the rules", "does not exist", "players", "do not lead"),
    "actions": ("actions", "move", "undo", "do not lead", "state"),
    "continued": ("continued",),
    "log": ("log",),
    "private_log": ("private_log",),
    "finished": ("finished",),
    "undo": ("undo",),
    "undo_block": ("undo_block",),
    "undo_block_line": ("undo_block_line",),
    "hints": ("hints",),
    "redo": ("redo",),
    "lesson": ("lesson",),
}
#: What Python says when a program fails, which a player must never read as a reason.
PYTHON_WORDS = ("Traceback", "object has no attribute", "index out of range", "NoneType", "[type=")


@cache
def real_save(game_id: str, finished: bool) -> bytes:
    """A save of `game_id` after a few seeded moves of two people (or a whole game)."""
    game = GAMES[game_id]
    count = max(2, game.min_players)
    seats = [Seat(name=f"P{i + 1}", kind="human" if i < 2 else "computer") for i in range(count)]
    table = Table.start(game_id, seats, seed=5)
    rng = random.Random(5)
    while not table.is_over() and (finished or len(table.envelope.actions) < 8):
        if table.seat_is_computer(table.to_move()):
            table.play(table.computer_action())
        else:
            table.play(rng.choice(game.legal_actions(table.state)))
    for seat in range(count):
        if table.undo_refusal(seat) is None:
            table.undo(seat)
            break
    table.envelope.hints = {"0": 1}
    return table.envelope.model_dump_json(indent=1).encode()


def paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """`prefix` and every place inside `data` (lists: the first three items and the last)."""
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths(value, (*prefix, key))
    elif isinstance(data, list):
        picked = sorted({*range(min(3, len(data))), len(data) - 1} - {-1})
        for index in picked:
            found += paths(data[index], (*prefix, index))
    return found


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path[:-1]:
        data = data[step]
    return data


BOGUS: list[Any] = [
    {},
    [],
    {"kind": "bogus"},
    [{"kind": "bogus"}],
    {"seat": 99, "actions": 0, "log": 0},
    {"line": -1, "seat": 0, "text": "x"},
    {"abc": 2},
    None,
]
REPLACEMENTS = st.one_of(
    st.sampled_from(
        [
            None,
            True,
            False,
            0,
            -1,
            1,
            7,
            99,
            2**31,
            2**63,
            -(2**63) - 1,
            10**40,
            -(10**40),
            1.5,
            -0.0,
            "",
            "x",
            "1",
            "\x1b[2J\x1b]0;PWNED\x07",
            "Ann\u202eboB",
            "\x00",
            "2024-01-01T00:00:00",
            "0001-01-01T00:00+14:00",
            "9999-12-31T23:59:59-14:00",
            "2024-01-01T00:00:00Z",
            "9" * 45,
            "x" * 5_000,
            *BOGUS,
        ]
    ),
    st.integers(),
    st.text(max_size=12),
)


@dataclasses.dataclass(frozen=True)
class Mutation:
    """A real save (`original`) with one `field` changed (`content`, the file's bytes)."""

    field: str
    original: bytes = dataclasses.field(repr=False)
    content: bytes = b""


@st.composite
def mutated(draw: st.DrawFn) -> Mutation:
    """A real save of any game with one field, or something inside one, changed."""
    original = real_save(*draw(st.sampled_from(SAVES)))
    data = json.loads(original)
    field = draw(st.sampled_from(sorted(data)))
    path = draw(st.sampled_from(paths(data[field], (field,))))
    data = copy.deepcopy(data)
    parent, last = _parent(data, path), path[-1]
    how = draw(st.sampled_from(["delete", "replace", "append", "nudge", "swap"]))
    if how == "delete":
        del parent[last]
    elif how == "append" and isinstance(parent[last], list):
        parent[last].append(draw(st.sampled_from(BOGUS)))
    elif how == "nudge" and type(parent[last]) is int:
        parent[last] += draw(st.sampled_from([-2, -1, 1, 2, 100]))
    elif how == "swap" and isinstance(parent[last], list) and len(parent[last]) > 1:
        items = parent[last]
        items[0], items[-1] = items[-1], items[0]
    else:
        parent[last] = draw(REPLACEMENTS)
    return Mutation(field, original, json.dumps(data).encode())


def refusal_names_the_field(field: str, reason: str) -> bool:
    """Whether a refusal of a save whose `field` was changed says so in a player's words."""
    assert field in NAMED, f"a new field {field!r}: say in NAMED how a refusal names it"
    return any(word in reason for word in NAMED[field]) and not any(
        word in reason for word in PYTHON_WORDS
    )


def exercise_table(table: Table) -> None:
    """What the app does with a resumed table, at once and at the first keys: every seat's
    scene and log, why each may not undo, the hint counts, the outcome or the open decision,
    an undo and a redo (on the table in memory: the file is never written)."""
    table.detach()
    seats = range(len(table.seats))
    for viewer in (None, *seats):
        table.scene(viewer)
        table.log_for(viewer)
        table.undo_refusal(viewer)
        table.out_of_turn(viewer)
    table.hints_taken()
    table.needs_curtain()
    if table.is_over():
        table.outcome()
    else:
        assert table.game.legal_actions(table.state), "a game not over has a move"
        mover = table.to_move()
        if mover is not None and not table.seat_is_computer(mover):
            assert table.draft(mover) is not None
    for seat in seats:
        if table.undo_refusal(seat) is None:
            table.undo(seat)
            break
    while table.can_redo():
        table.redo()
    table.game.check_invariants(table.state)


def exercise_replay(envelope: Any) -> None:
    """What the replay screen does: every step's scene for every seat, its log and mover."""
    replay = Replay.of(envelope)
    for index in sorted({0, replay.last // 2, replay.last}):
        for viewer in (None, *range(replay.seats)):
            replay.scene(index, viewer)
        replay.log(index)
        replay.mover(index)
        replay.is_over(index)


def stand_in_app(
    saves: Any, start_table: Table | None = None, start_replay: Any = None, **_: Any
) -> int:
    """Stands in for the app (`cli.dispatch.play`): does with a table or a replay what the app
    does first, so that a save that opens but fails on the screen fails the test."""
    if start_table is not None:
        exercise_table(start_table)
    if start_replay is not None:
        exercise_replay(start_replay)
    return 0
