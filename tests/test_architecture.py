"""The house's shape, read from the source: no import circles, and imports run one way only.

The module import graph is built with `ast`, never by importing, so a circle shows even where Python
would survive it. How the graph is read, decided once here:

- every `.py` under `penguin_tables/` is a module (a package is its `__init__.py`);
- `import a.b` imports `a.b`; `from a import b` imports `a.b` when that is a module, else `a`;
  relative imports are resolved the same way;
- the packages Python runs on the way (`a/__init__.py` before `a.b`) are not counted: else every
  package that lists its submodules' public names would make a circle with each of them;
- an import inside a function counts: it is loaded all the same, only later, and a circle it closes
  still ties the two modules together (as `importlib.import_module` with a computed name is not
  seen, the registry's discovery of the games is not in the graph);
- an import under `if TYPE_CHECKING:` is type-only: Python never runs it, so it is left out of the
  run-time graph, but a reader must still hold both modules in mind, so the full graph keeps it.
  Both graphs must be free of circles; each has its list of known circles.

Engine and game packages importing no textual, rich, ui, session or store is checked in
`tests/engine/test_purity.py`; the layers below cover the project's own packages.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import penguin_tables

PACKAGE = Path(penguin_tables.__file__).parent

#: Circles left at run time, in names under `penguin_tables.`: none now. This list may only
#: shrink: a circle broken is taken off it (the test says so), and no circle is ever added.
KNOWN_RUN_TIME_CIRCLES: set[frozenset[str]] = set()

#: Circles closed only by type-only imports (`if TYPE_CHECKING:`). Likewise: may only shrink.
KNOWN_TYPE_ONLY_CIRCLES: set[frozenset[str]] = set()

#: Each layer, and the layers it may import (top to bottom: cli, ui and serve, session, store,
#: games, engine; `crash` is a leaf that the command line and the app both use).
MAY_IMPORT = {
    "__main__": {"cli"},
    "cli": {"ui", "serve", "session", "store", "games", "engine", "crash"},
    "ui": {"session", "games", "engine", "crash"},
    "serve": {"store", "engine"},
    "session": {"store", "games", "engine"},
    "store": {"games", "engine"},
    "games": {"engine"},
    "engine": set(),
    "crash": set(),
}


@dataclass
class ImportGraph:
    """Module -> the modules it imports: `run_time` what Python loads, `type_only` the rest."""

    run_time: dict[str, set[str]] = field(default_factory=dict)
    type_only: dict[str, set[str]] = field(default_factory=dict)

    def full(self) -> dict[str, set[str]]:
        return {name: self.run_time[name] | self.type_only[name] for name in self.run_time}


def module_names(root: Path) -> dict[str, Path]:
    """Each module of the package at `root`, by its dotted name relative to the package."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def import_graph(root: Path) -> ImportGraph:
    """The import graph of the package at `root`, within it, names relative to it."""
    modules = module_names(root)
    graph = ImportGraph()
    for name, path in modules.items():
        run_time, type_only = read_imports(path, root.name, name, set(modules))
        graph.run_time[name] = run_time - {name}
        graph.type_only[name] = type_only - run_time - {name}
    return graph


def read_imports(path: Path, top: str, name: str, modules: set[str]) -> tuple[set[str], set[str]]:
    """The modules of `modules` that module `name` (file `path`, package `top`) imports: at run time,
    and only under `if TYPE_CHECKING:`."""
    here = f"{top}.{name}" if name else top
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    run_time: set[str] = set()
    type_only: set[str] = set()

    def target(dotted: str) -> str | None:
        inner = "" if dotted == top else dotted.removeprefix(top + ".")
        return inner if inner != dotted and inner in modules else None

    def visit(node: ast.AST, types_only: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                for statement in child.body:
                    visit_one(statement, True)
                for statement in child.orelse:
                    visit_one(statement, types_only)
            else:
                visit_one(child, types_only)

    def visit_one(node: ast.AST, types_only: bool) -> None:
        into = type_only if types_only else run_time
        if isinstance(node, ast.Import):
            into.update(filter(None, (target(alias.name) for alias in node.names)))
        elif isinstance(node, ast.ImportFrom):
            source = node.module or ""
            if node.level:  # `from .x import y`: x in this module's package, or one up per dot
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*parts, source] if source else parts)
            for alias in node.names:
                hit = target(f"{source}.{alias.name}") or target(source)
                if hit is not None:
                    into.add(hit)
        else:
            visit(node, types_only)

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return run_time, type_only


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def circles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """The import circles of `graph`: its strongly connected parts of two modules or more (Tarjan)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: set[frozenset[str]] = set()

    def connect(node: str) -> None:
        order[node] = low[node] = len(order)
        stack.append(node)
        for other in sorted(graph.get(node, ())):
            if other not in order:
                connect(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], order[other])
        if low[node] == order[node]:
            part = {stack.pop()}
            while node not in part:
                part.add(stack.pop())
            if len(part) > 1:
                found.add(frozenset(part))

    for node in sorted(graph):
        if node not in order:
            connect(node)
    return found


def layer(module: str) -> str:
    return module.split(".")[0]


def shown(parts: set[frozenset[str]]) -> list[list[str]]:
    return sorted(sorted(part) for part in parts)


@pytest.fixture(scope="module")
def graph() -> ImportGraph:
    built = import_graph(PACKAGE)
    assert len(built.run_time) > 100
    return built


def check_circles(found: set[frozenset[str]], known: set[frozenset[str]], listed_in: str) -> None:
    """Every circle found is a known one, and every known one is still there (the list is honest)."""
    new = shown(found - known)
    assert new == [], f"import circles not in {listed_in} (or a known one that lost a module)"
    assert shown(known - found) == [], f"no longer a circle: take it off {listed_in}"


def test_no_new_import_circle_at_run_time(graph: ImportGraph) -> None:
    check_circles(circles(graph.run_time), KNOWN_RUN_TIME_CIRCLES, "KNOWN_RUN_TIME_CIRCLES")


def test_no_new_import_circle_counting_type_only_imports(graph: ImportGraph) -> None:
    known = KNOWN_RUN_TIME_CIRCLES | KNOWN_TYPE_ONLY_CIRCLES
    check_circles(circles(graph.full()), known, "KNOWN_TYPE_ONLY_CIRCLES")


def test_every_module_imports_only_the_layers_below_it(graph: ImportGraph) -> None:
    full = graph.full()
    assert {layer(module) for module in full} - {""} == set(MAY_IMPORT)
    upward = {
        (module, other)
        for module, others in full.items()
        for other in others
        if layer(other) != layer(module) and layer(other) not in MAY_IMPORT.get(layer(module), ())
    }
    ui_store = {(a, b) for a, b in upward if layer(a) == "ui" and layer(b) == "store"}
    assert sorted(upward - ui_store) == []
    assert sorted(ui_store) == [], "ui asks the session, never the store"


def test_the_graph_sees_each_kind_of_import_and_each_circle(tmp_path: Path) -> None:
    """A circle through `from pkg import module`, a relative import inside a function, and one
    closed only by a type-only import; and no circle where a package lists its modules' names."""
    package = tmp_path / "pkg"
    package.mkdir()
    files = {
        "__init__.py": "from pkg.a import A\n",
        "a.py": "from pkg import b\nA = 1\n",
        "b.py": "def later():\n    from . import a\n",
        "c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.d import D\n",
        "d.py": "import pkg.c\nD = 1\n",
    }
    for name, text in files.items():
        (package / name).write_text(text)
    built = import_graph(package)
    assert built.run_time["b"] == {"a"} and built.type_only["c"] == {"d"}
    assert circles(built.run_time) == {frozenset({"a", "b"})}
    assert circles(built.full()) == {frozenset({"a", "b"}), frozenset({"c", "d"})}
