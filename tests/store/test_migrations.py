"""Schema migrations: an empty database upgrades to exactly the models' schema, and a
database made at the first revision, with games in it, upgrades and still loads them."""
from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine

from redlight_app.store.db import (
    MIGRATIONS,
    head_revision,
    known_revisions,
    make_engine,
    transaction,
    upgrade,
)
from redlight_app.store.files import DB_NAME
from redlight_app.store.models import Base
from redlight_app.store.repository import NewerDatabaseError, Repository, canonical_json

from .support import played_record


def _alembic_config(connection) -> Config:  # type: ignore[no-untyped-def]
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def _schema(path: Path) -> dict[str, object]:
    """Every table's columns, indexes and foreign keys as SQLite reports them."""
    con = sqlite3.connect(path)
    try:
        tables = [r[0] for r in con.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
            "AND name != 'alembic_version' ORDER BY name")]
        out: dict[str, object] = {}
        for table in tables:
            indexes = sorted(
                (r[1], r[2], tuple(c[2] for c in con.execute(f"PRAGMA index_info('{r[1]}')")))
                for r in con.execute(f"PRAGMA index_list('{table}')")
                if not r[1].startswith("sqlite_autoindex"))
            out[table] = {
                "columns": con.execute(f"PRAGMA table_info('{table}')").fetchall(),
                "indexes": indexes,
                "foreign_keys": sorted(con.execute(f"PRAGMA foreign_key_list('{table}')")),
            }
        return out
    finally:
        con.close()


def test_revisions_on_disk_match_alembics_own_view():
    scripts = ScriptDirectory(str(MIGRATIONS))
    assert scripts.get_heads() == [head_revision()]
    assert sorted(s.revision for s in scripts.walk_revisions()) == known_revisions()
    assert known_revisions()[0] == "0001"


def test_upgrading_an_empty_database_gives_exactly_the_models_schema(tmp_path, data_dir):
    with Repository.open(data_dir, register_demo=False) as repo:
        migrated = repo.path
    engine = create_engine(f"sqlite:///{migrated}")
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []
    engine.dispose()
    reference = tmp_path / "reference.sqlite3"
    engine = create_engine(f"sqlite:///{reference}")
    Base.metadata.create_all(engine)
    engine.dispose()
    assert _schema(migrated) == _schema(reference)


def test_migrations_go_down_to_nothing_and_back_up(data_dir):
    data_dir.mkdir()
    engine = make_engine(data_dir / DB_NAME)
    upgrade(engine)
    with transaction(engine, write=True) as conn:
        command.downgrade(_alembic_config(conn), "base")
    with engine.connect() as conn:
        tables = conn.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type='table' AND name != 'alembic_version'"
        ).scalars().all()
    assert tables == []
    upgrade(engine)
    engine.dispose()
    with Repository.open(data_dir, register_demo=False) as repo:
        assert repo.list_games() == []


def _insert_at_0001(con: sqlite3.Connection, record, state) -> int:  # type: ignore[no-untyped-def]
    """A game written the way revision 0001 stored it (raw SQL: the models are newer)."""
    text = canonical_json(record.cardset.document)
    digest = hashlib.sha256(text.encode()).hexdigest()
    row = con.execute("SELECT id FROM cardsets WHERE hash = ?", (digest,)).fetchone()
    if row is None:
        cardset_id = con.execute(
            "INSERT INTO cardsets (name, hash, document, created) VALUES (?, ?, ?, ?)",
            (record.cardset.name, digest, text, "2026-01-01 10:00:00.000000")).lastrowid
    else:
        cardset_id = row[0]
    game_id = con.execute(
        "INSERT INTO games (cardset_id, seed, options, first_player, mode, status, turn, "
        "move_count, created, updated) VALUES (?, ?, ?, ?, 'digital', ?, ?, ?, ?, ?)",
        (cardset_id, record.seed, json.dumps(record.options.to_dict()), record.first_player,
         state.status, state.turn, len(record.moves), "2026-01-01 10:00:00.000000",
         "2026-01-01 11:00:00.000000")).lastrowid
    for i, seat in enumerate(record.seats):
        con.execute("INSERT INTO seats (game_id, position, name, kind, level) VALUES "
                    "(?, ?, ?, ?, ?)", (game_id, i, seat["name"], seat.get("kind", "human"),
                                        seat.get("level")))
    for seq, move in enumerate(record.moves, start=1):
        con.execute("INSERT INTO moves (game_id, seq, move, created) VALUES (?, ?, ?, ?)",
                    (game_id, seq, json.dumps(move.to_dict()), "2026-01-01 10:30:00.000000"))
    if state.over:
        con.execute("INSERT INTO results (game_id, winners, ending, turns, finished) VALUES "
                    "(?, ?, ?, ?, ?)", (game_id, json.dumps(state.winners), state.ending,
                                        state.turn, "2026-01-01 11:00:00.000000"))
    return game_id


def test_a_database_from_the_first_revision_with_games_upgrades_and_still_loads(
        data_dir, cardset):
    data_dir.mkdir()
    path = data_dir / DB_NAME
    engine = make_engine(path)
    upgrade(engine, "0001")
    engine.dispose()
    finished, finished_state = played_record(cardset, seed=11, moves=10_000)
    assert finished_state.over
    running, running_state = played_record(cardset, seed=4, moves=25)
    con = sqlite3.connect(path)
    with con:
        old_finished = _insert_at_0001(con, finished, finished_state)
        old_running = _insert_at_0001(con, running, running_state)
    con.close()

    with Repository.open(data_dir, register_demo=False) as repo:
        assert repo.backup is not None and repo.backup.exists()
        assert repo.load_game(old_finished).state.to_dict() == finished_state.to_dict()
        assert repo.load_game(old_running).state.to_dict() == running_state.to_dict()
        assert [g.id for g in repo.list_games(finished=False)] == [old_running]
        stats = {s.name: s for s in repo.stats()}
        for seat, player in enumerate(finished_state.players):
            assert stats[player.name].games == 1
            assert stats[player.name].mean_awards == len(player.awards)
            assert stats[player.name].wins == (1 if seat in finished_state.winners else 0)
        # and the old game plays on
        import random

        from .support import random_move
        move = random_move(running_state, random.Random(0))
        assert repo.append_move(old_running, move) == 26
    con = sqlite3.connect(path)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone() == (head_revision(),)
    con.close()


def test_a_database_from_a_newer_version_is_refused_and_left_untouched(data_dir, cardset):
    with Repository.open(data_dir, register_demo=False) as repo:
        repo.create_game(played_record(cardset, seed=1, moves=5)[0])
        path = repo.path
    con = sqlite3.connect(path)
    with con:
        con.execute("UPDATE alembic_version SET version_num = '9999'")
    con.close()
    before = {p.name: p.read_bytes() for p in data_dir.iterdir() if p.name != "redlight.lock"}
    with pytest.raises(NewerDatabaseError, match="newer version") as caught:
        Repository.open(data_dir)
    assert "9999" in str(caught.value) and "untouched" in str(caught.value)
    after = {p.name: p.read_bytes() for p in data_dir.iterdir() if p.name != "redlight.lock"}
    assert after == before
