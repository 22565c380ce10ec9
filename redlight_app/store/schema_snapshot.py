"""Writing the schema snapshot (`schema_head.py`) that `fresh_schema` makes new files from:
the schema the migrations build, read back from a database they built. A maintainer's
tool and the test's reference; the app itself never imports it.

    python -m redlight_app.store.schema_snapshot   # after adding a migration
"""
from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

from .db import make_engine, upgrade

HERE = Path(__file__).resolve().parent


def schema_of(path: Path) -> list[tuple[str, str, str | None]]:
    """(type, name, sql) of every schema object in the database at `path`, by name."""
    con = sqlite3.connect(path)
    try:
        return sorted(con.execute("SELECT type, name, sql FROM sqlite_master"))
    finally:
        con.close()


def migrated_schema_statements() -> tuple[str, list[str]]:
    """(head revision, the CREATE statements of a new database the migrations built)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "migrated.sqlite3"
        engine = make_engine(path)
        try:
            upgrade(engine)
        finally:
            engine.dispose()
        con = sqlite3.connect(path)
        try:
            statements = [row[0] for row in con.execute(
                "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")]
            revision = con.execute("SELECT version_num FROM alembic_version").fetchone()[0]
        finally:
            con.close()
    return revision, statements


def write_snapshot() -> Path:
    revision, statements = migrated_schema_statements()
    lines = ['"""The saved-games schema at the newest revision, as the migrations build it',
             "(written by `python -m redlight_app.store.schema_snapshot`; see fresh_schema.py).",
             '"""', "# ruff: noqa: E501  (SQLite keeps each statement's text as written)", "",
             f"REVISION = {revision!r}", "STATEMENTS = ("]
    lines += [f"    {statement!r}," for statement in statements]
    lines += [")", ""]
    target = HERE / "schema_head.py"
    target.write_text("\n".join(lines), encoding="utf-8")
    return target


if __name__ == "__main__":
    print(write_snapshot())
