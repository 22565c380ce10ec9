"""Build hook: compile the engine's hot modules with mypyc, or else install pure Python.

pyproject.toml holds the project's metadata; this file only adds the compiled extensions
(the list is redlight_app/_compiled.py's COMPILED_MODULES). `pip install -e .` builds them
in place, beside their .py files. Set REDLIGHT_PURE_PYTHON=1 to skip the compilation. When
mypyc or a C compiler is missing, or the compilation fails, the package installs as pure
Python (same behaviour, slower) and the build says so on one line.
"""
from __future__ import annotations

import os
import runpy
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
LIST = runpy.run_path(os.path.join(HERE, "redlight_app", "_compiled.py"))
FALLBACK = "redlight: the engine is installed as pure Python, not compiled"


def say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


class OptionalBuildExt(build_ext):
    """build_ext that leaves no half-built engine: every extension or none."""

    def run(self) -> None:
        if not self.extensions:
            return
        try:
            super().run()
        except Exception as exc:  # no compiler, a compile error: the pure Python package
            for path in self.get_outputs():
                if os.path.exists(path):
                    os.remove(path)
            say(f"{FALLBACK} (compiling failed: {exc})")
            self.extensions = []
            return
        # What was compiled (sizes, times and digests of the sources), beside the shared library (in the wheel and,
        # for an editable install, in the checkout): an edited source then runs as source.
        record = LIST["source_record"](os.path.join(HERE, "redlight_app"))
        folders = {os.path.join(self.build_lib, "redlight_app")}
        if self.inplace or getattr(self, "editable_mode", False):
            folders.add(os.path.join(HERE, "redlight_app"))
        for folder in folders:
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, LIST["SOURCES_FILE"]), "w", encoding="utf-8") as f:
                f.write(record)


def extensions() -> list:
    if os.environ.get(LIST["PURE_ENV"], "") not in ("", "0"):
        say(f"{FALLBACK} ({LIST['PURE_ENV']} is set)")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError as exc:
        say(f"{FALLBACK} (mypyc is not available: {exc})")
        return []
    paths = [name.replace(".", "/") + ".py" for name in LIST["COMPILED_MODULES"]]
    try:
        return mypycify(paths, opt_level="3", group_name=LIST["SHARED_LIBRARY"][: -len("__mypyc")])
    except BaseException as exc:  # mypyc refused the code (it exits on type errors)
        say(f"{FALLBACK} (mypyc failed: {exc!r})")
        return []


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
