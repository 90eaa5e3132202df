"""The engines stay pure: nothing under engine/ or games/ may import textual, rich or the UI."""

from __future__ import annotations

import ast
from pathlib import Path

import penguin_tables

PACKAGE = Path(penguin_tables.__file__).parent
FORBIDDEN = ("textual", "rich", "penguin_tables.ui", "penguin_tables.store")


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def test_engine_and_games_import_no_ui_library() -> None:
    files = list((PACKAGE / "engine").rglob("*.py")) + list((PACKAGE / "games").rglob("*.py"))
    assert len(files) > 10
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in files
        for name in imported_modules(path)
        if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN)
    ]
    assert offenders == []


def test_the_check_itself_notices_a_forbidden_import(tmp_path: Path) -> None:
    sample = tmp_path / "bad.py"
    sample.write_text("from textual.app import App\nimport rich.text\n")
    assert imported_modules(sample) == ["textual.app", "rich.text"]
