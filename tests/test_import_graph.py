"""The package's imports (issue 31): no import cycle between its modules (every import
counted, deferred and type-only ones too), and outside the GUI no import inside a function
except the deferrals listed here, each one measured and named in a comment where it is
(benchmarks/FIGURES.md, "Branch core-imports")."""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "redlight_app"

# (file, module imported) for every import inside a function outside redlight_app/gui/
DEFERRED = {
    # each sub-command's module, imported when that command runs: the engine, SQLAlchemy
    # and aiohttp stay out of the app's start and of `redlight --version`
    ("cli.py", "engine_commands"), ("cli.py", "store.commands"), ("cli.py", "log_command"),
    ("cli.py", "host.command"),
    ("_compiled.py", "hashlib"),  # only when a compiled module's source changed
    ("store/quick_listing.py", "json"),  # only for a finished game in the start page's list
    ("store/__init__.py", "."),  # the repository, imported on a thread after the first paint
    ("store/db.py", "alembic"), ("store/db.py", "alembic.config"),  # only to migrate a file
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(node: ast.Import | ast.ImportFrom, importer: str, is_package: bool,
             modules: set[str]) -> set[str]:
    """The package's modules `node` imports: `from p import x` imports the module p.x if
    there is one, else p (for its name x)."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names} & modules
    base = node.module or ""
    if node.level:
        parts = importer.split(".")
        keep = len(parts) - node.level + (1 if is_package else 0)
        base = ".".join(parts[:keep] + ([node.module] if node.module else []))
    return {f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
            for alias in node.names} & modules


def import_graph() -> dict[str, set[str]]:
    """Which of the package's modules each one imports, counting every import: at module
    level, inside a function (a deferred import that closes a cycle is still a cycle) and
    for type checking only (the types tie the modules as much)."""
    files = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        targets: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                targets |= imported(node, name, path.name == "__init__.py", set(files))
        graph[name] = targets - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycle_between_the_package_modules():
    graph = import_graph()
    assert len(graph) > 100  # the whole package was read
    assert cycles(graph) == []


def test_the_cycle_check_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_outside_the_gui_only_the_measured_imports_are_inside_functions():
    found = set()
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative.startswith("gui/"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for node in ast.walk(function):
                    if isinstance(node, ast.Import):
                        found |= {(relative, alias.name) for alias in node.names}
                    elif isinstance(node, ast.ImportFrom):
                        found.add((relative, "." * (node.level - 1) + (node.module or ".")))
    assert found == DEFERRED
