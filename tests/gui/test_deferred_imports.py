"""Issue 31, the GUI's half: the GUI's modules import each other at module level, and the
start-up path crosses into what only a game, a window opened from the menus, the store or
a crash needs at the few points listed here, each measured and named in a comment where it
is (benchmarks/FIGURES.md, "Branch gui-imports"). Everything else a function needs is
imported at the top of its module."""
from __future__ import annotations

import ast
from pathlib import Path

GUI = Path(__file__).resolve().parents[2] / "redlight_app" / "gui"

# (file, function) -> the modules it imports inside its body
DEFERRED = {
    # every `redlight` command imports gui/app.py; only the app loads Qt (and the guard
    # that keeps PySide6 from holding every later module's source goes in first)
    ("app.py", "run_gui"): {".import_sources", ".desktop"},
    # only once something has gone wrong: the report's makings and QMessageBox
    ("crash.py", "_record"): {".crash_report"},
    ("crash.py", "_show"): {".crash_dialog"},
    # what the start page does without: the hot-seat cover and the 18+ question (the `Qt`
    # namespace), the rules view, the saved games' quick listing (sqlite3) after the first paint
    ("curtain.py", "cover"): {".widgets.overlay"},
    ("docks.py", "_ensure_rules_dock"): {".widgets.rules_dock", ".widgets.dark_safe_style"},
    # the docks' style (a QProxyStyle subclass, 25-75 ms to make), with the game's parts
    ("docks.py", "build_log"): {".widgets.dark_safe_style"},
    ("main_window.py", "finish_startup"): {".early_listing"},
    # the one crossing into what a game needs (engine, session, table), on the window's
    # thread and ahead on the store's opening thread
    ("main_window.py", "ensure_game_ui"): {".game_ui"},
    ("main_window.py", "_open_store_in_background"): {".game_parts_import"},
    # setting up, resuming read-only and table games, from the start page
    ("games.py", "_open_new_game_dialog"): {".game_start"},
    ("games.py", "start_game"): {".game_start"},
    ("games.py", "new_table_game_dialog"): {".table_mode.hook"},
    ("games.py", "resume_game"): {".replay.hook"},
    # the windows opened from the menus, each on its own (phones would load aiohttp)
    ("main_window.py", "_play_with_phones"): {".phones.hook"},
    ("main_window.py", "_cardsets"): {".editor.hook"},
    ("main_window.py", "_look_back"): {".replay.hook"},
    ("main_window.py", "_export_log"): {".replay.log_export"},
    ("main_window.py", "_statistics"): {".statistics.hook"},
    # the store (SQLAlchemy) and the engine's card reader, on the store's opening thread
    ("storage.py", "_open"): {"..engine.cards", "..store.repository"},
}


def imports_inside_functions(root: Path) -> dict[tuple[str, str], set[str]]:
    found: dict[tuple[str, str], set[str]] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(function):
                if isinstance(node, ast.Import):
                    names = {alias.name for alias in node.names}
                elif isinstance(node, ast.ImportFrom):
                    names = {"." * node.level + (node.module or "")}
                else:
                    continue
                key = (path.relative_to(root).as_posix(), function.name)
                found.setdefault(key, set()).update(names)
    return found


def test_the_gui_imports_inside_functions_only_at_its_measured_crossings():
    found = imports_inside_functions(GUI)
    assert set(found) - set(DEFERRED) == set(), "an import inside a function: move it to the " \
        "top of its module, or measure it and list it here with the budget it keeps"
    assert found == DEFERRED


def test_the_check_finds_imports_in_functions_and_methods_not_at_module_level(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "part.py").write_text(
        "import os\nfrom typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import json\n"
        "class A:\n    def m(self):\n        import html\n        from ..x import y\n"
        "def f():\n    def inner():\n        from . import z\n    return inner\n")
    assert imports_inside_functions(tmp_path) == {
        ("sub/part.py", "m"): {"html", "..x"}, ("sub/part.py", "f"): {"."},
        ("sub/part.py", "inner"): {"."}}
