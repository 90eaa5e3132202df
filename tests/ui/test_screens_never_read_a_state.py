"""The screens ask the session and never read a game state: whatever a screen needs (the curtain,
a computer's catch, the final scores, a replay's steps) is a question to the table, answered from
the state the session keeps. This scan keeps `table.state` from coming back into the UI."""

from __future__ import annotations

import ast
from pathlib import Path

import penguin_tables.ui

UI = Path(penguin_tables.ui.__file__).parent
HOLDERS = {"table", "session", "_table", "_session"}


def holder_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def state_reads(source: str) -> list[int]:
    """Lines reading `.state` off a table (`table.state`, `self.table.state`, ...), or rebuilding
    the states of a save (`replay_states`)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "state":
            if holder_name(node.value) in HOLDERS:
                found.append(node.lineno)
        elif isinstance(node, ast.Name | ast.alias) and "replay_states" in ast.unparse(node):
            found.append(getattr(node, "lineno", 0))
    return found


def test_no_screen_or_widget_reads_a_table_state() -> None:
    offenders = {
        str(path.relative_to(UI)): lines
        for path in sorted(UI.rglob("*.py"))
        if (lines := state_reads(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}, f"read the session's answers, not its state: {offenders}"


def test_the_scan_finds_a_state_read() -> None:
    """The scan can fail: each way of reading a state it looks for is caught."""
    assert state_reads("x = self.table.state\n") == [1]
    assert state_reads("seat = table.game.to_move(table.state)\n") == [1]
    assert state_reads("from penguin_tables.store.replay import replay_states\n") == [1]
    assert state_reads("x = self.board.scene.view\n") == []
