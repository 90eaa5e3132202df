"""Hypothesis damages real saves in every way it can think of: each result loads or is refused
with a clear message, nothing crashes, and the file is never modified."""

from __future__ import annotations

import json
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from penguin_tables.engine.registry import GAMES
from penguin_tables.session import Table
from penguin_tables.store import BadSave, SaveFolder, Seat


@cache
def real_save(game_id: str) -> bytes:
    """A save from the middle of a computer-played game."""
    game = GAMES[game_id]
    seats = [Seat(name=f"P{i + 1}") for i in range(max(2, game.min_players))]
    table = Table.start(game_id, seats, seed=8)
    folder = SaveFolder(tempfile.mkdtemp())
    table.attach(folder)
    for _ in range(12):
        if table.is_over():
            break
        table.play(table.computer_action())
    assert table.save_name is not None
    return folder.file(table.save_name).read_bytes()


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:6]):
            found += _paths(value, (*prefix, index))
    return found


def _set(data: Any, path: tuple[Any, ...], value: Any, delete: bool = False) -> None:
    for step in path[:-1]:
        data = data[step]
    if delete:
        del data[path[-1]]
    else:
        data[path[-1]] = value


REPLACEMENTS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=True),
    st.text(max_size=8),
    st.just([]),
    st.just({}),
    st.sampled_from([*GAMES, "chess"]),
)


@st.composite
def damaged(draw: st.DrawFn) -> bytes:
    game_id = draw(st.sampled_from(list(GAMES)))
    raw = real_save(game_id)
    how = draw(st.sampled_from(["truncate", "flip", "retype", "drop", "number"]))
    if how == "truncate":
        return raw[: draw(st.integers(0, len(raw) - 1))]
    if how == "flip":
        data = bytearray(raw)
        for _ in range(draw(st.integers(1, 4))):
            index = draw(st.integers(0, len(data) - 1))
            data[index] ^= draw(st.integers(1, 255))
        return bytes(data)
    data = json.loads(raw)
    path = draw(st.sampled_from(_paths(data)))
    if how == "drop":
        _set(data, path, None, delete=True)
    elif how == "number":
        _set(data, path, draw(st.integers(-50, 50)))
    else:
        _set(data, path, draw(REPLACEMENTS))
    return json.dumps(data).encode()


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(content=damaged())
def test_damaged_saves_load_or_are_refused_clearly(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder_path:
        folder = SaveFolder(folder_path)
        path = Path(folder_path) / "damaged.json"
        path.write_bytes(content)
        try:
            table = Table.resume(folder, "damaged.json")
        except BadSave as exc:
            assert "damaged.json" in str(exc) and exc.reason
        else:
            table.game.check_invariants(table.state)
            if not table.is_over():
                assert table.game.legal_actions(table.state)
        assert path.read_bytes() == content
