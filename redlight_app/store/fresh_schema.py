"""A new saved-games file gets the schema the migrations build, at the head revision, from
a snapshot of it run with plain sqlite3: a first start (and every `redlight --smoke`, which
starts from an empty folder) then imports no Alembic (about 12 MB and 100 ms).

Files at an older revision are still upgraded by the migrations (`db.upgrade`). The
snapshot (`schema_head.py`) is checked against the migrations by
tests/store/test_fresh_schema.py; after a new migration, rewrite it with
`python -m redlight_app.store.schema_snapshot`. A snapshot of another revision than the
newest migration is never used (the migrations run instead).
"""
from __future__ import annotations

import sqlite3
from pathlib import Path

from .revisions import head_revision
from .schema_head import REVISION, STATEMENTS
from .wal import new_identity


def create_at_head(path: Path, busy_timeout: float = 5.0) -> bool:
    """Create the head schema in the empty database at `path`, in one transaction; False
    (nothing done) when the snapshot is not of the newest revision."""
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
