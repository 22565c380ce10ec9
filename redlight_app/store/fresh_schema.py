"""A new saved-games file gets the schema the migrations build, at the head revision, from
a snapshot of it run with plain sqlite3: a first start (and every `redlight --smoke`, which
starts from an empty folder) then imports no Alembic (about 12 MB and 100 ms).

Files at an older revision are still upgraded by the migrations (`db.upgrade`). The
snapshot (`schema_head.py`) is checked against the migrations by
tests/store/test_fresh_schema.py; after a new migration, rewrite it with
`python -m redlight_app.store.fresh_schema`. A snapshot of another revision than the
newest migration is never used (the migrations run instead).
"""
from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

from .revisions import head_revision
from .wal import new_identity

HERE = Path(__file__).resolve().parent


def create_at_head(path: Path, busy_timeout: float = 5.0) -> bool:
    """Create the head schema in the empty database at `path`, in one transaction; False
    (nothing done) when the snapshot is not of the newest revision."""
    from .schema_head import REVISION, STATEMENTS
    if REVISION != head_revision():
        return False
    con = sqlite3.connect(path, timeout=busy_timeout, isolation_level=None)
    try:
        con.execute("PRAGMA synchronous = FULL")
        con.execute("BEGIN IMMEDIATE")
        try:
            for statement in STATEMENTS:
                con.execute(statement)
            con.execute("INSERT INTO alembic_version (version_num) VALUES (?)", (REVISION,))
            con.execute(f"PRAGMA application_id = {new_identity()}")  # see wal.py
            con.execute("PRAGMA user_version = 1")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        con.execute("COMMIT")
    finally:
        con.close()
    return True


def schema_of(path: Path) -> list[tuple[str, str, str | None]]:
    """(type, name, sql) of every schema object in the database at `path`, by name."""
    con = sqlite3.connect(path)
    try:
        return sorted(con.execute("SELECT type, name, sql FROM sqlite_master"))
    finally:
        con.close()


def migrated_schema_statements() -> tuple[str, list[str]]:
    """(head revision, the CREATE statements of a new database the migrations built)."""
    from .db import make_engine, upgrade
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
             "(written by `python -m redlight_app.store.fresh_schema`; see fresh_schema.py).",
             '"""', "# ruff: noqa: E501  (SQLite keeps each statement's text as written)", "",
             f"REVISION = {revision!r}", "STATEMENTS = ("]
    lines += [f"    {statement!r}," for statement in statements]
    lines += [")", ""]
    target = HERE / "schema_head.py"
    target.write_text("\n".join(lines), encoding="utf-8")
    return target


if __name__ == "__main__":
    print(write_snapshot())
