"""Issue 14: every store error reaches the command line as one sentence and exit 1, never a
traceback: a read-only, full or locked database, the lock file being a folder, --data-dir
being a file, a read-only folder, a full disk while the lock file is written."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from redlight_app.cli import run
from redlight_app.store.repository import Repository

from .disk_faults import (
    full_database,
    full_disk_lock,
    locked_database,
    read_only_database,
    read_only_folder,
    run_in_read_only_folder,
    short_busy_timeout,
)
from .support import played_record


def one_sentence(capsys: pytest.CaptureFixture[str], says: str) -> str:
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("redlight: ") and says in lines[0], lines[0]
    assert "Traceback" not in err and "Errno" not in err and lines[0].endswith("."), lines[0]
    return lines[0]


@pytest.fixture
def game_file(tmp_path: Path, cardset) -> Path:  # type: ignore[no-untyped-def]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(played_record(cardset, seed=2, moves=12)[0].to_dict()))
    return path


def test_data_dir_that_is_a_file(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert run(["games", "--data-dir", str(blocker)]) == 1
    one_sentence(capsys, "cannot be used: a file stands where a folder should be")


def test_lock_file_that_is_a_folder(data_dir, game_file, capsys):
    (data_dir / "redlight.lock").mkdir(parents=True)
    assert run(["import", "--data-dir", str(data_dir), str(game_file)]) == 1
    one_sentence(capsys, "redlight.lock cannot be opened (it is a folder, not a file)")


def test_full_disk_while_the_lock_file_is_written(data_dir, game_file, capsys, monkeypatch):
    full_disk_lock(monkeypatch)
    assert run(["import", "--data-dir", str(data_dir), str(game_file)]) == 1
    one_sentence(capsys, "cannot be written (the disk is full)")


def test_read_only_folder(game_file, capsys):
    folder = read_only_folder()
    assert run(["import", "--data-dir", str(folder), str(game_file)]) == 1
    one_sentence(capsys, "permission denied")


def test_read_only_database(data_dir, game_file, capsys, monkeypatch):
    Repository.open(data_dir).close()
    read_only_database(monkeypatch)
    assert run(["import", "--data-dir", str(data_dir), str(game_file)]) == 1
    one_sentence(capsys, "the saved games file is read-only")


def test_a_read_only_database_file_is_refused_in_one_sentence_and_left_as_it_was(
        data_dir, game_file, cardset):
    """Issue 30: SQLite opened a saved-games file it may not write read-only without a word,
    left an empty -wal and a -shm beside it, and failed at the first write; the store now
    says so before opening it, and the folder stays as it was. Reading it still works."""
    import hashlib
    with Repository.open(data_dir) as repo:
        repo.create_game(played_record(cardset, seed=3, moves=8)[0])
    database = data_dir / "redlight.sqlite3"
    before = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in data_dir.iterdir()}
    saved = run_in_read_only_folder(database, "import", str(game_file), "--data-dir",
                                    str(data_dir))
    assert saved.returncode == 1 and "Traceback" not in saved.stderr, saved.stderr
    assert saved.stderr.count("\n") == 1, saved.stderr
    assert f"The saved games file {database} is read-only" in saved.stderr
    listed = run_in_read_only_folder(database, "games", "--data-dir", str(data_dir))
    assert listed.returncode == 0 and listed.stderr == "", listed.stderr
    assert len(listed.stdout.splitlines()) == 2  # the header and the game
    after = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in data_dir.iterdir()}
    assert after == before


def test_full_database_on_import(data_dir, game_file, capsys, monkeypatch):
    Repository.open(data_dir).close()
    full_database(monkeypatch)
    assert run(["import", "--data-dir", str(data_dir), str(game_file)]) == 1
    one_sentence(capsys, "the disk is full")


def test_full_disk_while_a_new_database_is_made(data_dir, game_file, capsys, monkeypatch):
    full_database(monkeypatch)
    assert run(["import", "--data-dir", str(data_dir), str(game_file)]) == 1
    one_sentence(capsys, "the disk is full")


def test_locked_database(data_dir, game_file, capsys, monkeypatch):
    Repository.open(data_dir).close()
    short_busy_timeout(monkeypatch)
    with locked_database(data_dir / "redlight.sqlite3"):
        assert run(["import", "--data-dir", str(data_dir), str(game_file)]) == 1
    one_sentence(capsys, "locked by another program")


def test_a_read_only_data_folder_is_read_but_not_written(data_dir, game_file, cardset):
    """Issue 30: a read-only folder (a backup mounted read-only, a locked-down disk) with
    the saved games and their -wal (the app was killed) can still be listed and its logs
    read; saving says the folder is read-only, in one sentence."""
    import hashlib
    import shutil
    live = data_dir.parent / "live"
    with Repository.open(live) as repo:
        repo.create_game(played_record(cardset, seed=3, moves=8)[0])
    with Repository.open(live) as repo:  # copied while open: the database and its -wal
        repo.create_game(played_record(cardset, seed=4, moves=8)[0])
        data_dir.mkdir()
        for name in ("redlight.sqlite3", "redlight.sqlite3-wal"):
            shutil.copyfile(live / name, data_dir / name)
    before = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in data_dir.iterdir()}
    listed = run_in_read_only_folder(data_dir, "games", "--data-dir", str(data_dir))
    assert listed.returncode == 0 and listed.stderr == "", listed.stderr
    assert len(listed.stdout.splitlines()) == 3  # the header and both games
    log = run_in_read_only_folder(data_dir, "log", "2", "--data-dir", str(data_dir))
    assert log.returncode == 0 and "Player 1" in log.stdout
    saved = run_in_read_only_folder(data_dir, "import", str(game_file), "--data-dir",
                                    str(data_dir))
    assert saved.returncode == 1 and "Traceback" not in saved.stderr
    assert saved.stderr.count("\n") == 1 and "is read-only" in saved.stderr
    after = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in data_dir.iterdir()}
    assert after == before
