"""The migrations ship inside the package (they run at start-up on users' machines)."""
from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

import redlight_app.store as store_package


def test_every_migration_file_is_package_data():
    root = Path(__file__).resolve().parents[2]
    config = tomllib.loads((root / "pyproject.toml").read_text())
    patterns = config["tool"]["setuptools"]["package-data"]["redlight_app.store"]
    package = Path(store_package.__file__).parent
    files = [p.relative_to(package).as_posix() for p in (package / "migrations").rglob("*")
             if p.is_file() and "__pycache__" not in p.parts]
    assert any(f.startswith("migrations/versions/0001_") for f in files)
    for name in files:
        assert any(fnmatch.fnmatch(name, pattern) for pattern in patterns), name


def test_building_the_command_line_imports_no_store_engine_or_server():
    """`redlight --help` and every sub-command build the parser: SQLAlchemy, the engine and
    aiohttp are imported only by the command that runs (cli.py)."""
    import subprocess
    import sys
    code = ("import sys, redlight_app.store, redlight_app.cli\n"
            "redlight_app.cli.build_parser()\n"
            "print(sorted(m for m in ('sqlalchemy', 'aiohttp', 'redlight_app.engine') "
            "if m in sys.modules))")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=root, env={"PYTHONPATH": str(root)}, check=True).stdout
    assert out.strip() == "[]"
