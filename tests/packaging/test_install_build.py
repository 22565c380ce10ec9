"""How setup.py treats an in-place build of the compiled engine (issue 29): an install that
ends as pure Python (REDLIGHT_PURE_PYTHON=1, no mypyc, a failed compile) removes an earlier
build, so it is never loaded instead of the sources; an editable install whose build matches
the sources keeps it rather than compiling again; pip's metadata runs do not run mypyc.

setup.py runs here in a copy of the checkout's build files (setup.py, _compiled.py and the
compiled modules' sources) with setuptools.setup replaced by a spy: nothing is compiled."""
from __future__ import annotations

import importlib.machinery
import os
import shutil
import subprocess
import sys
from pathlib import Path

from redlight_app import _compiled
from redlight_app._compiled import COMPILED_MODULES, SOURCES_FILE, build_is_current, remove_build

ROOT = Path(__file__).resolve().parents[2]
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]

SPY = """
import runpy, sys, setuptools
setuptools.setup = lambda **kw: print("EXTENSIONS", len(kw["ext_modules"]))
sys.argv = ["setup.py", *sys.argv[1:]]
runpy.run_path("setup.py", run_name="__main__")
"""


def checkout(tmp_path: Path) -> Path:
    """The build files of the checkout, copied to `tmp_path`: its package folder."""
    package = tmp_path / "redlight_app"
    for name in ("redlight_app._compiled", *COMPILED_MODULES):
        source = ROOT.joinpath(*name.split(".")).with_suffix(".py")
        target = tmp_path.joinpath(*name.split(".")).with_suffix(".py")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
    shutil.copy2(ROOT / "setup.py", tmp_path / "setup.py")
    return package


def fake_build(package: Path) -> list[Path]:
    """An in-place build as pip leaves it: the extensions and the sources' record."""
    files = [Path(p) for p in _compiled.built_files(str(package))]
    for path in files:
        path.write_bytes(b"not really compiled")
    (package / SOURCES_FILE).write_text(_compiled.source_record(str(package)), encoding="utf-8")
    return files


def run_setup(folder: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k != "REDLIGHT_PURE_PYTHON"}
    return subprocess.run([sys.executable, "-c", SPY, *args], cwd=folder, capture_output=True,
                          text=True, env={**environ, **env}, timeout=120)


def test_a_build_is_current_while_its_files_are_there_and_the_sources_unchanged(tmp_path):
    package = checkout(tmp_path)
    assert not build_is_current(str(package))  # no build yet
    files = fake_build(package)
    assert build_is_current(str(package))
    values = package / "engine" / "values.py"
    values.write_text(values.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert not build_is_current(str(package)), "a source changed since the build"
    fake_build(package)
    files[3].unlink()
    assert not build_is_current(str(package)), "a compiled module is missing"


def test_removing_a_build_takes_its_extensions_and_its_record(tmp_path):
    package = checkout(tmp_path)
    files = fake_build(package)
    removed = remove_build(str(package))
    assert sorted(removed) == sorted([*map(str, files), str(package / SOURCES_FILE)])
    assert not any(p.exists() for p in files) and not (package / SOURCES_FILE).exists()
    assert (package / "engine" / "values.py").exists(), "the sources stay"


def test_a_pure_python_install_removes_an_earlier_build(tmp_path):
    package = checkout(tmp_path)
    files = fake_build(package)
    done = run_setup(tmp_path, "editable_wheel", REDLIGHT_PURE_PYTHON="1")
    assert done.returncode == 0, done.stderr
    assert "EXTENSIONS 0" in done.stdout
    assert "installed as pure Python" in done.stderr and "removed the earlier build" in done.stderr
    assert not any(p.exists() for p in files) and not (package / SOURCES_FILE).exists()


def test_an_editable_install_keeps_a_build_that_matches_its_sources(tmp_path):
    package = checkout(tmp_path)
    files = fake_build(package)
    done = run_setup(tmp_path, "editable_wheel")
    assert done.returncode == 0, done.stderr
    assert "EXTENSIONS 0" in done.stdout and "not compiled again" in done.stderr
    assert all(p.exists() for p in files)


def test_the_metadata_runs_neither_compile_nor_remove(tmp_path):
    package = checkout(tmp_path)
    files = fake_build(package)
    for command in ("egg_info", "dist_info"):
        done = run_setup(tmp_path, command, REDLIGHT_PURE_PYTHON="1")
        assert done.returncode == 0, done.stderr
        assert "EXTENSIONS 0" in done.stdout and done.stderr == ""
    assert all(p.exists() for p in files)
