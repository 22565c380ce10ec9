"""A schema version record that was set back, emptied or garbled: one sentence from the
reading commands, and the app sets the file aside (with a copy in backups/) instead of
looping on "duplicate column name" (issue 30)."""
from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from redlight_app.cli import run
from redlight_app.store.files import DB_NAME, KEEP_BACKUPS
from redlight_app.store.repository import NewerDatabaseError, Repository
from redlight_app.store.revisions import head_revision, known_revisions

from .support import played_record


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _with_record(data_dir: Path, cardset, sql: str, *params: object) -> str:  # type: ignore[no-untyped-def]
    with Repository.open(data_dir) as repo:
        repo.create_game(played_record(cardset, seed=1, moves=6)[0])
    con = sqlite3.connect(data_dir / DB_NAME)
    with con:
        con.execute(sql, params)
    con.close()
    assert not Path(f"{data_dir / DB_NAME}-wal").exists()
    return _digest(data_dir / DB_NAME)


def _one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("revision", known_revisions()[:-1])
def test_a_record_set_back_below_the_tables_is_set_aside_not_looped(data_dir, cardset, capsys,
                                                                    revision):
    before = _with_record(data_dir, cardset, "UPDATE alembic_version SET version_num = ?",
                          revision)
    assert run(["games", "--data-dir", str(data_dir)]) == 1
    assert "needs an upgrade" in _one_line(capsys)
    assert _digest(data_dir / DB_NAME) == before
    with Repository.open(data_dir) as repo:
        notice = repo.notices[0]
        assert repo.list_games() == [] and repo.moved_aside is not None
        assert _digest(repo.moved_aside) == before  # rolled back: the file as it was
        assert repo.backup is not None and _digest(repo.backup) == before
    assert f"from schema {revision}" in notice and "nothing was deleted" in notice
    assert "duplicate column" in notice
    assert run(["games", "--data-dir", str(data_dir)]) == 0  # no loop: a new, empty file
    assert "No saved games." in capsys.readouterr().out


@pytest.mark.parametrize("record", [None, "", "abc", "0004", "00010"])
def test_an_empty_or_unknown_record_is_damage_not_a_newer_version(data_dir, cardset, capsys,
                                                                  record):
    if record is None:  # the table remade without its NOT NULL, as a tool might
        before = _with_record(data_dir, cardset, "DROP TABLE alembic_version")
        con = sqlite3.connect(data_dir / DB_NAME)
        with con:
            con.execute("CREATE TABLE alembic_version (version_num VARCHAR(32))")
            con.execute("INSERT INTO alembic_version VALUES (NULL)")
        con.close()
        before = _digest(data_dir / DB_NAME)
    else:
        before = _with_record(data_dir, cardset, "UPDATE alembic_version SET version_num = ?",
                              record)
    assert run(["stats", "--data-dir", str(data_dir)]) == 1
    err = _one_line(capsys)
    assert "no version of Red Light Companion wrote" in err and "newer" not in err
    assert "schema None" not in err
    with Repository.open(data_dir) as repo:
        assert repo.moved_aside is not None and _digest(repo.moved_aside) == before
        assert "nothing was deleted" in repo.notices[0]


def test_two_records_or_none_are_damage(data_dir, cardset, capsys):
    _with_record(data_dir, cardset, "DELETE FROM alembic_version")
    assert run(["games", "--data-dir", str(data_dir)]) == 1
    assert "inconsistent" in _one_line(capsys)


def test_a_newer_record_is_refused_and_left_untouched(data_dir, cardset, capsys):
    before = _with_record(data_dir, cardset, "UPDATE alembic_version SET version_num = '9999'")
    assert run(["games", "--data-dir", str(data_dir)]) == 1
    assert "newer version" in _one_line(capsys)
    with pytest.raises(NewerDatabaseError):
        Repository.open(data_dir)
    assert _digest(data_dir / DB_NAME) == before


def test_the_last_backups_are_kept(data_dir, cardset):
    """Every upgrade copies the file to backups/ first; the newest few copies stay."""
    from redlight_app.store.db import make_engine, upgrade
    data_dir.mkdir()
    first = known_revisions()[0]
    for _ in range(KEEP_BACKUPS + 2):
        (data_dir / DB_NAME).unlink(missing_ok=True)
        engine = make_engine(data_dir / DB_NAME)
        upgrade(engine, first)
        engine.dispose()
        with Repository.open(data_dir, register_demo=False) as repo:
            assert repo.backup is not None and repo.backup.parent == data_dir / "backups"
            assert "upgraded" in repo.notices[0]
    copies = sorted((data_dir / "backups").iterdir())
    assert len(copies) == KEEP_BACKUPS, copies
    assert all(f"schema-{first}" in p.name for p in copies)
    con = sqlite3.connect(data_dir / DB_NAME)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone() == (head_revision(),)
    con.close()
