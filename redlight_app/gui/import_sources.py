"""PySide6 reads the source of every module imported after it, and keeps it.

Once PySide6 is imported, its `__feature__` support looks at each module imported after it
to learn whether the module mentions PySide6 (`PySide6.support.feature._mod_uses_pyside`,
through `inspect.getsource`). `inspect` reads the file through `linecache`, which keeps every
line of it for the life of the process: about 490 files and 20 MB of strings by the end of
a smoke game (SQLAlchemy alone is a third of them), an eighth of the app's resident memory.

`forget_import_sources()` keeps PySide6's answer and drops the lines it caused to be cached:
entries that were in the cache before the check stay (a traceback's, say), and a traceback
formatted later reads its file again, as it would have on a first use. Nothing changes if
PySide6's internals moved: the guard then does nothing.

Kept for one budget of benchmarks/FIGURES.md, the smoke game's peak memory (<= 150 MB):
without it `redlight --smoke` peaks at 151 MB, with it at 129 MB (same run, 2026-12-03).
The app calls it once, before its QApplication (gui/app.py `run_gui`).
"""
from __future__ import annotations

import linecache
import sys
from collections.abc import Callable
from typing import Any

import PySide6  # noqa: F401  (loads its feature support)

_WRAPPED = "_redlight_forgets_sources"
_CHECK = "_mod_uses_pyside"  # PySide6's private per-import check, wrapped here


def forget_import_sources() -> bool:
    """Wrap PySide6's per-import source check; True once it is wrapped (idempotent)."""
    feature = sys.modules.get("PySide6.support.feature") or sys.modules.get(
        "shibokensupport.feature")
    if feature is None:
        return False
    check = getattr(feature, _CHECK, None)
    if check is None or not callable(check):
        return False
    if getattr(check, _WRAPPED, False):
        return True
    setattr(feature, _CHECK, _forgetting(check))
    return True


def _forgetting(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    cache = linecache.cache

    def uses_pyside(module: Any) -> bool:
        known = len(cache)
        try:
            return check(module)
        finally:
            # linecache adds entries at the dict's end: drop only what this check added
            while len(cache) > known:
                cache.popitem()
    setattr(uses_pyside, _WRAPPED, True)
    return uses_pyside
