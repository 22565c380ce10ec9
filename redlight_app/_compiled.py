"""The compiled engine: which modules mypyc compiles (setup.py reads the list from here),
and the choice made at start-up between those compiled modules and their Python source.

The hot modules (legal moves, rules, effects, values, the greedy and random bots, the
session's commit path and the bots' play loop) are compiled with mypyc when the package is
installed (`pip install -e .` builds them in place, beside their .py files); they play
the same games as the Python source, only faster. Where no compiler was found the package
installs as pure Python and runs the same way.

REDLIGHT_PURE_PYTHON=1 runs the Python source even where compiled modules exist (for
debugging: tracebacks with source lines, pdb, coverage), and also makes setup.py skip the
compilation. A compiled module whose .py file changed since (the source edited or merged after
the build: its sha256 differs from the one setup.py recorded) would run old code: then the
whole engine runs from source, with one line on standard error saying so, until
`pip install -e .` builds it again.

REDLIGHT_EXPECT_COMPILED=1 (set by .ci/run and the bundle's self-test) makes
`check_expected()` fail when the compiled modules are not the ones loaded: the bundle's
launcher calls it (packaging/launcher.py), and tests/test_compiled_engine.py checks the same.

Only the standard library here: setup.py runs this file before the package is installed.
"""
from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
import sys
from types import ModuleType
from typing import Sequence

# Compiled together into one extension (`redlight_app._native__mypyc`, mypyc's runtime
# and the modules' code) with one small extension per module that loads it.
COMPILED_MODULES = (
    "redlight_app.engine.state", "redlight_app.engine.legal", "redlight_app.engine.rules",
    "redlight_app.engine.effects", "redlight_app.engine.flow", "redlight_app.engine.values",
    "redlight_app.engine.stall", "redlight_app.engine.turns", "redlight_app.engine.reactions",
    "redlight_app.engine.award_return", "redlight_app.engine.reveal_choice",
    "redlight_app.engine.view", "redlight_app.engine.chance", "redlight_app.engine.cards",
    "redlight_app.engine.pending",
    "redlight_app.bots.greedy", "redlight_app.bots.random",
    # The session and the bots' play loop: `simulate` (4 random bots, 300 games) made 185-248
    # games per CPU second on this project's slow machine with the engine alone compiled,
    # 310-318 with these, interleaved (budget: at least 300; benchmarks/FIGURES.md, "Session 17").
    "redlight_app.session.game_session", "redlight_app.session.changes", "redlight_app.bots.play",
)
SHARED_LIBRARY = "redlight_app._native__mypyc"
SOURCES_FILE = "_native_sources.txt"  # the sources compiled: sizes, times, digests (setup.py)
PURE_ENV, EXPECT_ENV = "REDLIGHT_PURE_PYTHON", "REDLIGHT_EXPECT_COMPILED"
_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


class SourceFirst:
    """Finds the compiled modules as their .py source (placed first on sys.meta_path; a
    meta path finder needs only `find_spec`)."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = frozenset(names)

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names or not path:
            return None
        leaf = fullname.rpartition(".")[2] + ".py"
        for folder in path:
            source = os.path.join(folder, leaf)
            if os.path.isfile(source):
                return importlib.util.spec_from_file_location(fullname, source)
        return None


def _source(package_dir: str, name: str) -> str:
    return os.path.join(package_dir, *name.split(".")[1:]) + ".py"


def _digest(path: str) -> str:
    # Imported here: only a source whose size or time changed is hashed; at the top it would
    # add hashlib (2.7 ms, -X importtime best of 7) to every start of the app, whose
    # READY is at its 1.6x budget (benchmarks/FIGURES.md, "Branch core-imports").
    import hashlib
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def source_record(package_dir: str = _PACKAGE_DIR) -> str:
    """What setup.py writes beside the build: a line per compiled module, its name, the
    size and modification time (ns) of its .py file, and the file's sha256."""
    lines = []
    for name in COMPILED_MODULES:
        path = _source(package_dir, name)
        stat = os.stat(path)
        lines.append(f"{name} {stat.st_size} {stat.st_mtime_ns} {_digest(path)}\n")
    return "".join(lines)


def stale_module(package_dir: str = _PACKAGE_DIR) -> str | None:
    """The first compiled module whose .py file changed since the build (its content is
    not the one setup.py recorded), or None: also when there is no build or no source here.
    A file of the same size and time is taken as unchanged without reading it."""
    try:
        with open(os.path.join(package_dir, SOURCES_FILE), encoding="utf-8") as f:
            built = {line.split()[0]: line.split()[1:] for line in f if line.strip()}
    except OSError:  # pure Python install, a bundle
        return None
    for name in COMPILED_MODULES:
        recorded = built.get(name)
        if recorded is None or len(recorded) != 3:
            return name
        path = _source(package_dir, name)
        try:
            stat = os.stat(path)
        except OSError:  # no sources beside the build
            return None
        if [str(stat.st_size), str(stat.st_mtime_ns)] != recorded[:2] and _digest(path) != recorded[2]:
            return name
    return None


def choose_engine() -> None:
    """Called once, when the package is imported: run the Python source of the compiled
    modules when asked to (REDLIGHT_PURE_PYTHON) or when their build is older than it."""
    if any(isinstance(f, SourceFirst) for f in sys.meta_path):
        return
    if os.environ.get(PURE_ENV, "") not in ("", "0"):
        sys.meta_path.insert(0, SourceFirst(COMPILED_MODULES))
        return
    stale = stale_module()
    if stale is not None:
        print(f"redlight: {stale} changed since the engine was compiled; running the engine as "
              f"pure Python (build it again: pip install -e .)", file=sys.stderr)
        sys.meta_path.insert(0, SourceFirst(COMPILED_MODULES))


def built_files(package_dir: str = _PACKAGE_DIR) -> list[str]:
    """The files of an in-place build for this Python: the shared library and one small
    extension per compiled module (their names end in this interpreter's suffix)."""
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    root = os.path.dirname(package_dir)
    return [os.path.join(root, *name.split(".")) + suffix
            for name in (SHARED_LIBRARY, *COMPILED_MODULES)]


def build_is_current(package_dir: str = _PACKAGE_DIR) -> bool:
    """Whether an in-place build for this Python is there, made from the sources as they are
    now (setup.py then has nothing to compile for an editable install)."""
    if not os.path.isfile(os.path.join(package_dir, SOURCES_FILE)):
        return False
    return all(os.path.isfile(p) for p in built_files(package_dir)) and \
        stale_module(package_dir) is None


def remove_build(package_dir: str = _PACKAGE_DIR) -> list[str]:
    """Remove an in-place build (its extensions, under every suffix this Python loads, and
    the record of their sources): an install that ends as pure Python must not leave an
    older build behind to be loaded instead. Returns the files removed."""
    root = os.path.dirname(package_dir)
    removed = []
    for name in (SHARED_LIBRARY, *COMPILED_MODULES):
        base = os.path.join(root, *name.split("."))
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            if os.path.isfile(base + suffix):
                os.remove(base + suffix)
                removed.append(base + suffix)
    record = os.path.join(package_dir, SOURCES_FILE)
    if os.path.isfile(record):
        os.remove(record)
        removed.append(record)
    return removed


def is_compiled(module: ModuleType) -> bool:
    return isinstance(getattr(module, "__loader__", None), importlib.machinery.ExtensionFileLoader)


def not_compiled() -> list[str]:
    """The compiled modules that were loaded from Python source instead (imports them)."""
    return [name for name in COMPILED_MODULES if not is_compiled(importlib.import_module(name))]


def engine_kind() -> str:
    """'compiled' or 'pure Python', as this process runs the engine (imports it)."""
    missing = not_compiled()
    if not missing:
        return f"compiled (mypyc, {len(COMPILED_MODULES)} modules)"
    if len(missing) == len(COMPILED_MODULES):
        return "pure Python"
    return f"partly compiled ({len(missing)} of {len(COMPILED_MODULES)} modules from source)"


def check_expected() -> None:
    """With REDLIGHT_EXPECT_COMPILED=1: fail unless every compiled module was loaded compiled."""
    if os.environ.get(EXPECT_ENV) != "1":
        return
    missing = not_compiled()
    if missing:
        raise SystemExit(f"redlight: {EXPECT_ENV}=1 but these engine modules run as pure Python: "
                         f"{', '.join(missing)}")
