"""A new saved-games file is made from the schema snapshot (no Alembic): it must be the very
schema the migrations build, so that a file made either way is upgraded alike later."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from redlight_app.store import schema_snapshot
from redlight_app.store.db import make_engine, open_database, upgrade
from redlight_app.store.repository import Repository
from redlight_app.store.revisions import head_revision
from redlight_app.store.schema_head import REVISION, STATEMENTS


def test_the_snapshot_is_the_schema_the_migrations_build():
    revision, statements = schema_snapshot.migrated_schema_statements()
    assert REVISION == revision == head_revision(), \
        "a new migration: run `python -m redlight_app.store.schema_snapshot`"
    assert list(STATEMENTS) == statements, \
        "the migrations changed: run `python -m redlight_app.store.schema_snapshot`"


def test_a_new_file_is_made_at_head_without_alembic_and_matches_a_migrated_one(tmp_path):
    opened = open_database(tmp_path / "new")
    opened.close()
    migrated = tmp_path / "migrated.sqlite3"
    engine = make_engine(migrated)
    upgrade(engine)
    engine.dispose()
    assert schema_snapshot.schema_of(tmp_path / "new" / "redlight.sqlite3") == \
        schema_snapshot.schema_of(migrated)
    # a fresh process opening a new folder does not import Alembic at all
    code = ("import sys; from pathlib import Path; from redlight_app.store.db import open_database;"
            f" open_database(Path({str(tmp_path / 'fresh')!r})).close();"
            " print('alembic' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_game_is_stored_and_read_back_in_a_file_made_from_the_snapshot(tmp_path, cardset):
    from redlight_app.engine.record import GameRecord
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "bot", "level": "greedy"}]
    with Repository.open(tmp_path) as repo:
        game_id = repo.create_game(GameRecord(cardset=cardset, seats=seats, seed=3))
        assert [g.id for g in repo.list_games(finished=False)] == [game_id]
    assert Path(tmp_path / "redlight.sqlite3").is_file()
