"""Issue 16: no table-mode code computes a rule. The engine's rule modules (rules, values,
flow, effects, queries) are reached from gui/table_mode only through its queries module,
which calls them and does no arithmetic of its own."""
from __future__ import annotations

import ast
from pathlib import Path

import redlight_app.gui.table_mode as table_mode

RULE_MODULES = {"rules", "values", "flow", "effects", "queries"}


def engine_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("engine."):
            found.add(node.module.removeprefix("engine."))
        elif isinstance(node, ast.ImportFrom) and node.level >= 3 and node.module and \
                node.module.startswith("engine"):
            found.add(node.module.partition(".")[2])
    return found


def test_only_the_queries_module_reaches_the_rules():
    folder = Path(table_mode.__file__).parent
    files = sorted(folder.glob("*.py"))
    assert {f.name for f in files} >= {"page.py", "entry_strip.py", "queries.py", "hook.py"}
    for path in files:
        used = engine_imports(path) & RULE_MODULES
        if path.name == "queries.py":
            assert used, "queries.py is where table mode asks the engine"
        else:
            assert not used, f"{path.name} reaches the rules directly: {used}"


def test_the_queries_module_adds_no_arithmetic():
    tree = ast.parse((Path(table_mode.__file__).parent / "queries.py").read_text(encoding="utf-8"))
    arithmetic = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod)
    sums = [n for n in ast.walk(tree) if isinstance(n, ast.BinOp) and isinstance(n.op, arithmetic)]
    assert sums == [], "the queries module passes the engine's answers on; it adds nothing up"
