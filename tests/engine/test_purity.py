"""The engines stay pure: nothing under engine/ or games/ may import textual, rich or the UI,
and a game's rules never import its computer player."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import penguin_tables

PACKAGE = Path(penguin_tables.__file__).parent
FORBIDDEN = (
    "textual",
    "rich",
    "penguin_tables.ui",
    "penguin_tables.session",
    "penguin_tables.store",
)


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


def test_the_store_imports_no_session_or_ui() -> None:
    """One direction: ui -> session -> store -> engine and games; the store serves the session."""
    files = list((PACKAGE / "store").rglob("*.py"))
    upward = ("textual", "rich", "penguin_tables.ui", "penguin_tables.session")
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in files
        for name in imported_modules(path)
        if any(name == bad or name.startswith(bad + ".") for bad in upward)
    ]
    assert files and offenders == []


def computer_player_imports(path: Path, package: str) -> list[str]:
    """Imports in `path` of computer-player code: the game's `computer/`, the search, the contract."""
    computer = (f"{package}.computer", "penguin_tables.engine.search")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found += [f"{node.module}.{alias.name}" for alias in node.names]
    return [name for name in found if any(name == c or name.startswith(c + ".") for c in computer)]


def test_the_rules_import_no_computer_player() -> None:
    """A game's computer player (its `computer/`) stands beside its rules: nothing else in the
    game package imports it, nor the search or the computer-player contract."""
    packages = [path.parent for path in (PACKAGE / "games").glob("*/manifest.py")]
    assert len(packages) == 5
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for package in packages
        for path in package.rglob("*.py")
        if "computer" not in path.relative_to(package).parts
        for name in computer_player_imports(path, f"penguin_tables.games.{package.name}")
    ]
    assert offenders == []


def test_the_check_itself_notices_a_forbidden_import(tmp_path: Path) -> None:
    sample = tmp_path / "bad.py"
    sample.write_text("from textual.app import App\nimport rich.text\n")
    assert imported_modules(sample) == ["textual.app", "rich.text"]
    rules = tmp_path / "game.py"
    rules.write_text(
        "from penguin_tables.games.jewels import computer\n"
        "from penguin_tables.games.jewels.computer.levels import choose\n"
        "from penguin_tables.engine.search import STRONG\n"
        "from penguin_tables.games.jewels.view import view_of\n"
    )
    assert computer_player_imports(rules, "penguin_tables.games.jewels") == [
        "penguin_tables.games.jewels.computer",
        "penguin_tables.games.jewels.computer.levels.choose",
        "penguin_tables.engine.search.STRONG",
    ]


def imported_names(path: Path) -> list[tuple[str, str]]:
    """(module, name) for every `from module import name` in `path` (plain imports as (module, ""))."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, "") for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found += [(node.module, alias.name) for alias in node.names]
    return found


def public_face_offences(path: Path) -> list[str]:
    """Imports in `path` that reach past a game package's public names (`__all__`)."""
    offences = []
    for module, name in imported_names(path):
        parts = module.split(".")
        if parts[:2] != ["penguin_tables", "games"] or len(parts) < 3:
            continue
        if len(parts) > 3 or not name:
            offences.append(f"{path.name} imports {module} {name}".strip())
            continue
        package = importlib.import_module(module)
        if name not in getattr(package, "__all__", ()):
            offences.append(f"{path.name} imports {name}, not public in {module}")
    return offences


def test_screens_use_only_the_public_face_of_each_game() -> None:
    files = list((PACKAGE / "ui").rglob("*.py"))
    assert len(files) > 10
    offenders = [offence for path in files for offence in public_face_offences(path)]
    assert offenders == []


def test_the_public_face_check_notices_a_reach_in(tmp_path: Path) -> None:
    sample = tmp_path / "board.py"
    sample.write_text(
        "from penguin_tables.games.penguin_party.game import deal_round\n"
        "from penguin_tables.games.penguin_party import pyramid\n"
        "from penguin_tables.games.penguin_party import PartyView\n"
    )
    assert len(public_face_offences(sample)) == 2
