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
PACKAGE = os.path.join(HERE, "redlight_app")
LIST = runpy.run_path(os.path.join(PACKAGE, "_compiled.py"))
FALLBACK = "redlight: the engine is installed as pure Python, not compiled"
# the setup.py commands that build (pip also runs this file for the metadata, egg_info or
# dist_info: mypyc need not type-check the engine for those)
BUILDS = {"build", "build_ext", "bdist_wheel", "editable_wheel", "install", "develop", "bdist_egg"}
RECORD = [""]  # the sources' record, taken as mypyc starts (extensions), written by build_ext


def say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


class OptionalBuildExt(build_ext):
    """build_ext that leaves no half-built engine: every extension or none."""

    def run(self) -> None:
        if not self.extensions:
            return
        record = RECORD[0]
        try:
            super().run()
        except Exception as exc:  # no compiler, a compile error: the pure Python package
            for path in self.get_outputs():
                if os.path.exists(path):
                    os.remove(path)
            LIST["remove_build"](PACKAGE)  # and an older in-place build: never loaded instead
            say(f"{FALLBACK} (compiling failed: {exc})")
            self.extensions = []
            return
        # The record goes beside the shared library (in the wheel and, for an editable install,
        # in the checkout): an edited source then runs as source.
        folders = {os.path.join(self.build_lib, "redlight_app")}
        if self.inplace or getattr(self, "editable_mode", False):
            folders.add(PACKAGE)
        for folder in folders:
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, LIST["SOURCES_FILE"]), "w", encoding="utf-8") as f:
                f.write(record)


def pure(reason: str) -> list:
    """No extensions: the package installs as pure Python. An in-place build left by an
    earlier install is removed, or it would be loaded instead of the sources."""
    removed = LIST["remove_build"](PACKAGE)
    say(f"{FALLBACK} ({reason})" + (f"; removed the earlier build ({len(removed)} files)"
                                    if removed else ""))
    return []


def extensions() -> list:
    if not BUILDS.intersection(sys.argv[1:]):
        return []  # the metadata only
    if os.environ.get(LIST["PURE_ENV"], "") not in ("", "0"):
        return pure(f"{LIST['PURE_ENV']} is set")
    if "editable_wheel" in sys.argv[1:] and LIST["build_is_current"](PACKAGE):
        # pip builds in a new temporary folder each time, so nothing of the last compile is
        # reused: an editable install whose build matches the sources keeps it as it is
        say("redlight: the compiled engine is up to date with its sources; not compiled again "
            "(delete redlight_app/_native_sources.txt to force a build)")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError as exc:
        return pure(f"mypyc is not available: {exc}")
    paths = [name.replace(".", "/") + ".py" for name in LIST["COMPILED_MODULES"]]
    # what is compiled (sizes, times and digests of the sources), read before mypyc reads
    # them: a source edited during the build then counts as changed since it
    RECORD[0] = LIST["source_record"](PACKAGE)
    try:
        return mypycify(paths, opt_level="3", group_name=LIST["SHARED_LIBRARY"][: -len("__mypyc")])
    except BaseException as exc:  # mypyc refused the code (it exits on type errors)
        return pure(f"mypyc failed: {exc!r}")


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
