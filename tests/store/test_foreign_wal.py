"""A -wal file beside the saved games that is not their own is never merged into them:
reading commands refuse it and change no byte, the app sets both aside and goes on from
the file as it was (issue 30). Its own -wal, left by a crash, is still read."""
from __future__ import annotations

import hashlib
import os
import shutil
import signal
import sqlite3
from pathlib import Path

import pytest

from redlight_app.cli import run
from redlight_app.store.files import DB_NAME, check_file
from redlight_app.store.repository import Repository
from redlight_app.store.wal import judge_wal

from .support import played_record

WAL = f"{DB_NAME}-wal"


def _hashes(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in folder.iterdir() if p.name in (DB_NAME, WAL)}


def _games(folder: Path, cardset, count: int, name: str, seed: int = 0) -> None:
    with Repository.open(folder) as repo:
        for i in range(count):
            record = played_record(cardset, seed=seed + i, moves=8)[0]
            record.seats[0]["name"] = name
            repo.create_game(record)


def _live_copy(folder: Path, target: Path, work) -> None:  # type: ignore[no-untyped-def]
    """Copy the database and its -wal to `target` while the app has them open after
    `work(repo)`: the files as a crash (or a copy taken meanwhile) leaves them."""
    target.mkdir(parents=True, exist_ok=True)
    with Repository.open(folder) as repo:
        work(repo)
        assert Path(folder / WAL).stat().st_size > 0
        for name in (DB_NAME, WAL):
            shutil.copyfile(folder / name, target / name)


@pytest.fixture
def twenty(tmp_path: Path, cardset) -> Path:  # type: ignore[no-untyped-def]
    """20 saved games by Alice, checkpointed (no -wal beside them)."""
    folder = tmp_path / "twenty"
    _games(folder, cardset, 20, "Alice")
    assert not (folder / WAL).exists()
    return folder


@pytest.fixture
def foreign_wal(tmp_path: Path, cardset) -> bytes:
    """The -wal of another Red Light database, holding a game by Mallory."""
    other, copy = tmp_path / "other", tmp_path / "other-copy"
    _games(other, cardset, 1, "Bob", seed=50)

    def play(repo: Repository) -> None:
        record = played_record(cardset, seed=99, moves=8)[0]
        record.seats[0]["name"] = "Mallory"
        repo.create_game(record)
    _live_copy(other, copy, play)
    return (copy / WAL).read_bytes()


def _refused(capsys: pytest.CaptureFixture[str]) -> str:
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in captured.err, captured.err
    assert "Mallory" not in captured.out and "Alice" not in captured.out
    assert DB_NAME in lines[0] and "journal" in lines[0] and "another database" in lines[0]
    return lines[0]


def test_reading_commands_beside_another_databases_wal_change_no_byte(twenty, foreign_wal,
                                                                      capsys):
    (twenty / WAL).write_bytes(foreign_wal)
    before = _hashes(twenty)
    for command in (["games"], ["games", "--json"], ["stats"], ["stats", "--json"],
                    ["log", "1"], ["export", "1", "-"]):
        assert run([*command, "--data-dir", str(twenty)]) == 1, command
        _refused(capsys)
        assert _hashes(twenty) == before, command
    assert check_file(twenty / DB_NAME, 1.0).kind == "foreign_wal"
    assert _hashes(twenty) == before


def test_the_other_databases_game_is_never_listed_as_ours(tmp_path, cardset, foreign_wal,
                                                          capsys):
    """The second case in the issue: a -wal holding a whole young database beside a file
    whose own content is older; without the check, `games` listed Mallory's game."""
    folder = tmp_path / "young"
    _games(folder, cardset, 1, "Alice")
    (folder / WAL).write_bytes(foreign_wal)
    assert run(["games", "--data-dir", str(folder)]) == 1
    assert "another database" in _refused(capsys)


def test_the_app_sets_both_aside_and_goes_on_from_the_file_as_it_was(twenty, foreign_wal):
    (twenty / WAL).write_bytes(foreign_wal)
    before = _hashes(twenty)
    with Repository.open(twenty) as repo:
        games = repo.list_games()
        notice = repo.notices[0]
    assert len(games) == 20 and {g.names[0] for g in games} == {"Alice"}
    aside = [p for p in twenty.iterdir() if p.name.startswith("set-aside-")]
    assert len(aside) == 1 and str(aside[0]) in notice and "nothing was deleted" in notice
    assert _hashes(aside[0]) == before  # both files kept whole, together
    assert not (twenty / WAL).exists() or judge_wal(twenty / DB_NAME).kind != "foreign"


def _zoes_game(cardset):  # type: ignore[no-untyped-def]
    """What the app does before its files are copied: it saves a game of Zoe's."""
    def play(repo: Repository) -> None:
        record = played_record(cardset, seed=7, moves=8)[0]
        record.seats[0]["name"] = "Zoe"
        repo.create_game(record)
    return play


def test_its_own_wal_after_a_crash_is_read(tmp_path, twenty, cardset, capsys):
    crashed = tmp_path / "crashed"
    _live_copy(twenty, crashed, _zoes_game(cardset))
    assert judge_wal(crashed / DB_NAME).kind == "ours"
    before = _hashes(crashed)
    assert run(["games", "--data-dir", str(crashed)]) == 0
    assert "Zoe" in capsys.readouterr().out
    assert _hashes(crashed) == before  # read-only: the -wal is not merged by a listing
    with Repository.open(crashed) as repo:
        assert len(repo.list_games()) == 21 and not repo.notices


def test_an_older_copy_of_the_same_database_put_back_beside_a_newer_wal(tmp_path, twenty,
                                                                        cardset, capsys):
    backup = (twenty / DB_NAME).read_bytes()  # a backup taken now
    _games(twenty, cardset, 3, "Carol", seed=30)  # more games, checkpointed on close
    newer = tmp_path / "newer"
    _live_copy(twenty, newer, lambda repo: _games_in(repo, cardset))
    (newer / DB_NAME).write_bytes(backup)  # the backup restored, the -wal left
    assert run(["games", "--data-dir", str(newer)]) == 1
    err = capsys.readouterr().err
    assert "another copy of this database" in err and err.count("\n") == 1


def _games_in(repo: Repository, cardset) -> None:  # type: ignore[no-untyped-def]
    repo.create_game(played_record(cardset, seed=77, moves=8)[0])


def test_a_wal_of_a_database_without_stamps_is_judged_on_a_copy(tmp_path, twenty, cardset):
    """A database written before the stamps existed (application_id 0, page 1 not in every
    commit): its own -wal is still read, and the check writes nothing beside it."""
    legacy = tmp_path / "legacy"
    legacy.mkdir()
    shutil.copyfile(twenty / DB_NAME, legacy / DB_NAME)
    con = sqlite3.connect(legacy / DB_NAME)
    con.execute("PRAGMA application_id = 0")
    con.commit()
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.execute("PRAGMA wal_autocheckpoint = 0")
    con.execute("UPDATE seats SET name = 'Old' WHERE game_id = 1 AND position = 0")
    con.commit()
    keep = legacy / "keep"
    keep.mkdir()
    for name in (DB_NAME, WAL):
        shutil.copyfile(legacy / name, keep / name)
    con.close()
    before = sorted(os.listdir(keep))
    assert judge_wal(keep / DB_NAME).kind == "ours"
    assert sorted(os.listdir(keep)) == before
    (keep / WAL).write_bytes((tmp_path / "twenty" / DB_NAME).read_bytes()[:4096])
    assert judge_wal(keep / DB_NAME).kind == "none"  # not a WAL: SQLite ignores it


def test_a_wal_symlink_or_a_wal_without_its_database_is_a_sentence(tmp_path, twenty, capsys):
    target = tmp_path / "elsewhere"
    target.write_bytes(b"x" * 100)
    os.symlink(target, twenty / WAL)
    assert run(["games", "--data-dir", str(twenty)]) == 1
    err = capsys.readouterr().err
    assert "symbolic link" in err and err.count("\n") == 1
    lonely = tmp_path / "lonely"
    lonely.mkdir()
    (lonely / WAL).write_bytes(b"journal bytes")
    with Repository.open(lonely) as repo:
        assert "without the database" in repo.notices[0]
    aside = [p for p in lonely.iterdir() if p.name.startswith("set-aside-")]
    assert (aside[0] / WAL).read_bytes() == b"journal bytes"


def _without_identity(source: Path, folder: Path) -> None:
    """A copy of the saved games in `source` as a version before identities left them:
    application_id 0, checkpointed (no -wal)."""
    folder.mkdir()
    shutil.copyfile(source / DB_NAME, folder / DB_NAME)
    con = sqlite3.connect(folder / DB_NAME)
    con.execute("PRAGMA application_id = 0")
    con.commit()
    con.close()
    assert not (folder / WAL).exists()


def test_a_crash_in_the_first_session_of_a_file_made_before_identities_keeps_its_games(
        tmp_path, twenty, cardset):
    """The app gives such a file its identity as it opens it; a crash later in that session
    leaves a -wal that is still the file's own (it used to be judged foreign, and the
    session's games set aside)."""
    legacy, crashed = tmp_path / "legacy", tmp_path / "crashed"
    _without_identity(twenty, legacy)
    _live_copy(legacy, crashed, _zoes_game(cardset))
    assert judge_wal(crashed / DB_NAME).kind == "ours"
    with Repository.open(crashed) as repo:
        games = repo.list_games()
        assert repo.moved_aside is None and not repo.notices
    assert len(games) == 21 and "Zoe" in {g.names[0] for g in games}


KILL_AT_CHECKPOINT = """
import os, signal, sys
from pathlib import Path
from sqlalchemy import Engine, event
from redlight_app.store.repository import Repository

def kill(conn, cursor, statement, *args):
    if "wal_checkpoint" in statement:
        os.kill(os.getpid(), signal.SIGKILL)

event.listen(Engine, "before_cursor_execute", kill)
Repository.open(Path(sys.argv[1]), register_demo=False).close()
"""


def test_a_kill_between_the_upgrade_and_its_checkpoint_leaves_a_wal_of_its_own(
        tmp_path, cardset):
    """A file of the first revision (no identity) is upgraded, then given an identity;
    killed before the checkpoint that writes both into the file, the -wal holds the two
    transactions, the second giving the identity: the next start reads it as its own."""
    from redlight_app.store.db import make_engine, upgrade

    from .support import python_child
    from .test_migrations import _insert_at_0001

    folder = tmp_path / "upgraded"
    folder.mkdir()
    engine = make_engine(folder / DB_NAME)
    upgrade(engine, "0001")
    engine.dispose()
    record, state = played_record(cardset, seed=11, moves=40)
    con = sqlite3.connect(folder / DB_NAME)
    with con:
        _insert_at_0001(con, record, state)
    con.close()
    child = python_child(KILL_AT_CHECKPOINT, str(folder))
    _out, err = child.communicate(timeout=60)
    assert child.returncode == -signal.SIGKILL, err
    assert (folder / WAL).stat().st_size > 0
    assert judge_wal(folder / DB_NAME).kind == "ours"
    with Repository.open(folder, register_demo=False) as repo:
        assert repo.moved_aside is None
        assert [n for n in repo.notices if "upgraded" not in n] == []
        assert repo.load_game(1).state.to_dict() == state.to_dict()
