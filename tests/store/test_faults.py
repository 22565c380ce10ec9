"""Bad files and faults: each gives a clear message, and no user file is deleted or
overwritten; a bad file is moved aside with a timestamp and a fresh one created."""
from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from redlight_app.store.files import DB_NAME
from redlight_app.store.repository import (
    DatabaseBusyError,
    DatabaseInUseError,
    ReplayError,
    Repository,
    StoreError,
)
from redlight_app.store.session_sink import load_stored_session

from .support import played_record, python_child, random_move


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.name != "redlight.lock"}


def test_a_file_that_is_not_sqlite_is_moved_aside_and_a_fresh_one_created(data_dir, cardset):
    data_dir.mkdir()
    bad = b"these are my notes, not a database\n" * 10
    (data_dir / DB_NAME).write_bytes(bad)
    (data_dir / f"{DB_NAME}-wal").write_bytes(b"stale journal")
    with Repository.open(data_dir) as repo:
        moved = repo.moved_aside
        assert moved is not None and moved.read_bytes() == bad
        assert moved.parent.parent == data_dir and moved.name == DB_NAME
        assert moved.parent.name.startswith("set-aside-")
        assert Path(f"{moved}-wal").read_bytes() == b"stale journal"
        assert str(moved) in repo.notices[0]
        assert repo.list_games() == []
        repo.create_game(played_record(cardset, seed=1, moves=3)[0])
    with Repository.open(data_dir) as repo:
        assert repo.moved_aside is None and len(repo.list_games()) == 1


def test_a_damaged_database_is_moved_aside_not_deleted(data_dir, cardset):
    with Repository.open(data_dir) as repo:
        for seed in range(5):
            repo.import_game(played_record(cardset, seed=seed, moves=60)[0].to_dict())
        path = repo.path
    raw = bytearray(path.read_bytes())
    assert not Path(f"{path}-wal").exists()  # checkpointed on close
    raw[100:4096 * 3] = b"\xa5" * (4096 * 3 - 100)  # the schema page and the next two
    path.write_bytes(bytes(raw))
    with Repository.open(data_dir) as repo:
        assert repo.moved_aside is not None
        assert repo.moved_aside.read_bytes() == bytes(raw)
        assert "moved to" in repo.notices[0]
        assert repo.list_games() == []


def test_a_sqlite_file_of_another_program_is_moved_aside(data_dir):
    data_dir.mkdir()
    con = sqlite3.connect(data_dir / DB_NAME)
    con.execute("CREATE TABLE recipes (name TEXT)")
    con.commit()
    con.close()
    before = (data_dir / DB_NAME).read_bytes()
    with Repository.open(data_dir) as repo:
        assert repo.moved_aside is not None and repo.moved_aside.read_bytes() == before
        assert "not Red Light's" in repo.notices[0]


def test_an_empty_file_becomes_the_database_in_place(data_dir):
    data_dir.mkdir()
    (data_dir / DB_NAME).write_bytes(b"")
    with Repository.open(data_dir) as repo:
        assert repo.moved_aside is None
        assert repo.list_games() == []


def test_two_bad_files_in_the_same_second_never_overwrite_each_other(data_dir):
    data_dir.mkdir()
    for text in (b"first bad file", b"second bad file"):
        (data_dir / DB_NAME).write_bytes(text)
        Repository.open(data_dir).close()
    aside = sorted(p.read_bytes() for p in data_dir.glob(f"set-aside-*/{DB_NAME}"))
    assert aside == [b"first bad file", b"second bad file"]


def test_a_second_running_copy_is_refused_and_the_file_left_alone(data_dir, cardset):
    with Repository.open(data_dir) as repo:
        repo.create_game(played_record(cardset, seed=1, moves=3)[0])
    child = python_child(
        "import sys, time\n"
        "from redlight_app.store.repository import Repository\n"
        "repo = Repository.open(sys.argv[1])\n"
        "print('ready', flush=True)\n"
        "time.sleep(60)\n", str(data_dir))
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        before = _files(data_dir)
        with pytest.raises(DatabaseInUseError, match="Another copy") as caught:
            Repository.open(data_dir)
        assert f"process {child.pid}" in str(caught.value)
        assert _files(data_dir) == before
        assert not list(data_dir.glob("set-aside-*"))
        # the CLI may still read the saved games while the app runs
        with Repository.open(data_dir, exclusive=False) as reader:
            assert len(reader.list_games()) == 1
    finally:
        child.kill()
        child.wait()
    with Repository.open(data_dir) as repo:  # the OS dropped the dead copy's lock
        assert len(repo.list_games()) == 1


def test_a_bad_file_is_not_moved_while_another_copy_runs(data_dir):
    data_dir.mkdir()
    (data_dir / DB_NAME).write_bytes(b"not a database at all")
    from redlight_app.store.files import InstanceLock
    lock = InstanceLock(data_dir / "redlight.lock")
    lock.acquire()
    try:
        with pytest.raises(StoreError, match="another copy"):
            Repository.open(data_dir, exclusive=False)
        assert (data_dir / DB_NAME).read_bytes() == b"not a database at all"
    finally:
        lock.release()


def test_a_move_while_sqlite_is_locked_says_so_and_is_not_half_saved(data_dir, cardset):
    record, state = played_record(cardset, seed=2, moves=10)
    with Repository.open(data_dir, busy_timeout=0.2) as repo:
        game_id = repo.import_game(record.to_dict())
        blocker = sqlite3.connect(repo.path, isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")
        import random
        move = random_move(state, random.Random(5))
        try:
            with pytest.raises(DatabaseBusyError, match="locked by another program"):
                repo.append_move(game_id, move)
        finally:
            blocker.execute("ROLLBACK")
            blocker.close()
        assert repo.count_moves(game_id) == 10
        assert repo.append_move(game_id, move) == 11
        assert repo.load_game(game_id).state.to_dict() == state_after(record, move)


def state_after(record, move):  # type: ignore[no-untyped-def]
    state = record.replay()
    from redlight_app.engine.rules import apply
    apply(state, move)
    return state.to_dict()


def _edit_cardset(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    con = sqlite3.connect(path)
    with con:
        for cid, text in con.execute("SELECT id, document FROM cardsets").fetchall():
            doc = json.loads(text)
            change(doc)
            con.execute("UPDATE cardsets SET document = ? WHERE id = ?", (json.dumps(doc), cid))
    con.close()


def _first_move_of_type(record, kind):  # type: ignore[no-untyped-def]
    return next(i for i, m in enumerate(record.moves, start=1) if m.type == kind)


def test_a_log_that_no_longer_replays_names_the_game_and_the_move(data_dir, cardset):
    record, _ = played_record(cardset, seed=11, moves=10_000)
    number = _first_move_of_type(record, "make_film")
    with Repository.open(data_dir) as repo:
        game_id = repo.import_game(record.to_dict())
        other = repo.import_game(played_record(cardset, seed=3, moves=5)[0].to_dict())

    def harder_films(doc):  # type: ignore[no-untyped-def]
        for film in doc["films"]:
            film["fame_required"] = 999

    _edit_cardset(data_dir / DB_NAME, harder_films)
    with Repository.open(data_dir) as repo:
        with pytest.raises(ReplayError) as caught:
            repo.load_game(game_id)
        error = caught.value
        assert error.game_id == game_id and error.move_number == number
        assert f"Saved game {game_id}" in str(error) and f"move {number} " in str(error)
        assert "Traceback" not in str(error)
        with pytest.raises(ReplayError) as opened:  # the same sentence when a session opens it
            load_stored_session(repo, game_id)
        assert str(opened.value) == str(error) and opened.value.move_number == number
        # the rest of the store still works: list, export, and cutting back to good moves
        assert {g.id for g in repo.list_games()} == {game_id, other}
        assert repo.export_game(game_id)["moves"][number - 1]["type"] == "make_film"
        repo.undo(game_id, len(record.moves) - (number - 1))
        assert len(repo.load_game(game_id).record.moves) == number - 1


def test_an_unreadable_move_in_the_log_is_reported_with_its_number(data_dir, cardset):
    with Repository.open(data_dir) as repo:
        game_id = repo.import_game(played_record(cardset, seed=1, moves=8)[0].to_dict())
    con = sqlite3.connect(data_dir / DB_NAME)
    with con:
        con.execute("UPDATE moves SET move = '{\"type\": \"fly\"}' WHERE seq = 5")
    con.close()
    with Repository.open(data_dir) as repo:
        with pytest.raises(ReplayError, match="move 5 is unreadable") as caught:
            repo.load_game(game_id)
        assert caught.value.move_number == 5


def test_a_card_set_edited_into_an_invalid_one_is_reported_not_raised_raw(data_dir, cardset):
    with Repository.open(data_dir) as repo:
        game_id = repo.import_game(played_record(cardset, seed=1, moves=8)[0].to_dict())

    def break_it(doc):  # type: ignore[no-untyped-def]
        doc["stars"][0]["psyche"] = "lots"

    _edit_cardset(data_dir / DB_NAME, break_it)
    with Repository.open(data_dir) as repo, pytest.raises(StoreError,
                                                          match="no longer valid.*psyche"):
        repo.load_game(game_id)


def test_a_data_folder_that_cannot_be_created_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StoreError, match="The data folder .* cannot be used: a file stands"):
        Repository.open(blocker / "data")


def test_a_lock_file_that_is_a_symlink_harms_nothing(tmp_path, data_dir, game_file_text, capsys):
    """Issue 30: `import` (and the app) once cut a symlinked lock's target down to a process
    number and chmod-ed it 0600. Now the link is refused and its target left as it was."""
    from redlight_app.cli import run
    data_dir.mkdir()
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n" * 20)
    notes.chmod(0o644)
    os.symlink(notes, data_dir / "redlight.lock")
    dangling = tmp_path / "nowhere" / "made-by-the-lock"
    for target in (notes, dangling):
        (data_dir / "redlight.lock").unlink()
        os.symlink(target, data_dir / "redlight.lock")
        assert run(["import", "--data-dir", str(data_dir), str(game_file_text)]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "symbolic link" in err and "Traceback" not in err
        assert notes.read_text() == "my notes\n" * 20 and notes.stat().st_mode & 0o777 == 0o644
        assert not dangling.exists() and not dangling.parent.exists()
        with pytest.raises(StoreError, match="symbolic link"):
            Repository.open(data_dir)


def test_a_foreign_file_in_the_locks_place_is_refused_and_kept(data_dir):
    data_dir.mkdir()
    (data_dir / "redlight.lock").write_text("not a process number\n")
    with pytest.raises(StoreError, match="another file is in its place"):
        Repository.open(data_dir)
    assert (data_dir / "redlight.lock").read_text() == "not a process number\n"
    os.link(data_dir / "redlight.lock", data_dir / "second-name")
    (data_dir / "redlight.lock").write_text("123")
    with pytest.raises(StoreError, match="another file is in its place"):
        Repository.open(data_dir)  # a hard link to some other file of the user's


def test_the_lock_file_is_removed_when_the_app_closes(data_dir):
    with Repository.open(data_dir):
        assert (data_dir / "redlight.lock").read_text() == str(os.getpid())
    assert not (data_dir / "redlight.lock").exists()
    (data_dir / "redlight.lock").write_text("99999999")  # left by a copy that was killed
    with Repository.open(data_dir):
        assert (data_dir / "redlight.lock").read_text() == str(os.getpid())
    assert not (data_dir / "redlight.lock").exists()


@pytest.fixture
def game_file_text(tmp_path, cardset):  # type: ignore[no-untyped-def]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(played_record(cardset, seed=2, moves=12)[0].to_dict()))
    return path
