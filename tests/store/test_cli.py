"""The store's sub-commands: redlight games, export, import, stats (and --data-dir)."""
from __future__ import annotations

import json

import pytest

from redlight_app.cli import run
from redlight_app.store.repository import Repository

from .support import played_record


@pytest.fixture
def saved(data_dir, cardset):  # type: ignore[no-untyped-def]
    with Repository.open(data_dir) as repo:
        finished = repo.import_game(played_record(cardset, seed=11, moves=10_000)[0].to_dict())
        running = repo.import_game(played_record(cardset, seed=4, moves=30)[0].to_dict())
    return finished, running


def test_games_lists_saved_games_in_the_data_dir_given(data_dir, saved, capsys):
    finished, running = saved
    assert run(["--data-dir", str(data_dir), "games"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].split()[:4] == ["GAME", "STATUS", "TURN", "MOVES"]
    assert lines[1].startswith(str(running)) and "playing" in lines[1]
    assert lines[2].startswith(str(finished)) and "won by" in lines[2]
    assert run(["games", "--data-dir", str(data_dir), "--unfinished", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [g["id"] for g in listed] == [running]


def test_data_dir_comes_from_the_environment_when_not_given(monkeypatch, data_dir, saved,
                                                            capsys):
    monkeypatch.setenv("REDLIGHT_DATA_DIR", str(data_dir))
    assert run(["games", "--finished", "--json"]) == 0
    assert [g["id"] for g in json.loads(capsys.readouterr().out)] == [saved[0]]


def test_export_and_import_through_files(tmp_path, data_dir, saved, capsys):
    finished, _ = saved
    target = tmp_path / "game.json"
    assert run(["--data-dir", str(data_dir), "export", str(finished), str(target)]) == 0
    assert json.loads(target.read_text())["format"] == "redlight-game/1"
    assert run(["--data-dir", str(data_dir), "export", str(finished), str(target)]) == 2
    assert "exists" in capsys.readouterr().err
    other = tmp_path / "other"
    assert run(["--data-dir", str(other), "import", str(target)]) == 0
    assert "Imported as game 1" in capsys.readouterr().out
    with Repository.open(other) as repo, Repository.open(data_dir) as original:
        assert (repo.load_game(1).state.to_dict()
                == original.load_game(finished).state.to_dict())


def test_importing_a_stored_game_again_says_so_and_stores_no_copy(tmp_path, data_dir, saved,
                                                                   capsys):
    finished, _ = saved
    target = tmp_path / "g1.json"
    assert run(["--data-dir", str(data_dir), "export", str(finished), str(target)]) == 0
    capsys.readouterr()
    assert run(["--data-dir", str(data_dir), "stats", "--json"]) == 0
    before = capsys.readouterr().out
    for _ in range(2):
        assert run(["--data-dir", str(data_dir), "import", str(target)]) == 0
        out = capsys.readouterr().out
        assert f"was already stored as game {finished}" in out and "Imported" not in out
    assert run(["--data-dir", str(data_dir), "stats", "--json"]) == 0
    assert capsys.readouterr().out == before  # counted once
    with Repository.open(data_dir) as repo:
        assert len(repo.list_games()) == 2


def test_import_of_a_bad_file_says_what_is_wrong_and_imports_nothing(tmp_path, data_dir,
                                                                     saved, capsys):
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "redlight-game/1",')
    assert run(["--data-dir", str(data_dir), "import", str(broken)]) == 2
    assert "not valid JSON: line 1" in capsys.readouterr().err
    broken.write_text(json.dumps({"format": "redlight-game/1", "cardset": {"format": "x"}}))
    assert run(["--data-dir", str(data_dir), "import", str(broken)]) == 2
    err = capsys.readouterr().err
    assert "card set: format must be" in err and "Nothing was imported" in err
    assert run(["--data-dir", str(data_dir), "import", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    with Repository.open(data_dir) as repo:
        assert len(repo.list_games()) == 2


def test_export_of_an_unknown_game_is_an_error(tmp_path, data_dir, saved, capsys):
    assert run(["--data-dir", str(data_dir), "export", "99", str(tmp_path / "x.json")]) == 1
    assert "no saved game 99" in capsys.readouterr().err
    assert not (tmp_path / "x.json").exists()


def test_stats_prints_games_wins_rate_and_mean_awards(data_dir, saved, capsys):
    assert run(["--data-dir", str(data_dir), "stats"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["PLAYER", "GAMES", "WINS", "WIN", "RATE", "MEAN", "AWARDS"]
    assert len(lines) == 4
    assert run(["--data-dir", str(data_dir), "stats", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert sum(s["wins"] for s in stats) >= 1 and all(s["games"] == 1 for s in stats)


def test_a_newer_database_is_reported_by_the_cli_without_a_traceback(data_dir, saved, capsys):
    import sqlite3
    con = sqlite3.connect(data_dir / "redlight.sqlite3")
    with con:
        con.execute("UPDATE alembic_version SET version_num = '9999'")
    con.close()
    assert run(["--data-dir", str(data_dir), "games"]) == 1
    err = capsys.readouterr().err
    assert "newer version" in err and "Traceback" not in err


def _files(folder):  # type: ignore[no-untyped-def]
    """The folder's files; SQLite's shared-memory index (-shm) is left out, as a reader may
    make one, and a write-ahead log (-wal) must hold nothing."""
    files = {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}
    files.pop("redlight.sqlite3-shm", None)
    assert files.pop("redlight.sqlite3-wal", b"") == b""
    return files


def test_listing_and_export_read_without_the_lock_and_write_nothing(tmp_path, data_dir, saved,
                                                                   capsys):
    """games, stats and export while the app holds the data folder: they work, take no
    lock, and leave every file as it was (no demo card set registered, nothing created)."""
    from redlight_app.store.files import LOCK_NAME, InstanceLock
    finished, running = saved
    app = Repository.open(data_dir)  # the running app: holds the single-copy lock
    try:
        before = _files(data_dir)
        assert run(["--data-dir", str(data_dir), "games", "--json"]) == 0
        assert {g["id"] for g in json.loads(capsys.readouterr().out)} == {finished, running}
        assert run(["--data-dir", str(data_dir), "stats", "--json"]) == 0
        assert json.loads(capsys.readouterr().out)
        assert run(["--data-dir", str(data_dir), "export", str(running), "-"]) == 0
        assert json.loads(capsys.readouterr().out)["format"] == "redlight-game/1"
        assert _files(data_dir) == before
    finally:
        app.close()
    lock = InstanceLock(data_dir / LOCK_NAME)
    lock.acquire()  # and nobody else holds it now: the commands took none
    lock.release()


def test_listing_an_empty_data_folder_creates_nothing(tmp_path, capsys):
    empty = tmp_path / "nothing-here"
    empty.mkdir()
    assert run(["--data-dir", str(empty), "games"]) == 0
    assert "No saved games." in capsys.readouterr().out
    assert run(["--data-dir", str(empty), "stats", "--json"]) == 0
    assert capsys.readouterr().out.strip() == "[]"
    assert run(["--data-dir", str(empty), "export", "1", "-"]) == 1
    assert "no saved game 1" in capsys.readouterr().err
    assert list(empty.iterdir()) == []


def test_listing_with_the_folder_free_still_writes_nothing(tmp_path, cardset, capsys):
    folder = tmp_path / "quiet"
    with Repository.open(folder, register_demo=False) as repo:
        repo.import_game(played_record(cardset, seed=4, moves=12)[0].to_dict())
    before = _files(folder)
    assert run(["--data-dir", str(folder), "games"]) == 0
    assert run(["--data-dir", str(folder), "stats"]) == 0
    capsys.readouterr()
    assert _files(folder) == before  # the demo card set is not registered by a listing
    with Repository.open(folder, register_demo=False) as repo:
        assert [c.name for c in repo.list_cardsets()] == ["Synthetic"]


def test_a_reader_that_stops_early_gets_no_traceback(data_dir, saved):
    """`redlight games | head -1`: the pipe closes under the listing; no traceback."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    child = subprocess.Popen([sys.executable, "-m", "redlight_app", "games", "--data-dir",
                              str(data_dir)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             env=dict(os.environ, PYTHONPATH=str(root)))
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # before the child prints anything
    err = child.stderr.read().decode()
    assert child.wait(timeout=60) == 141 and "Traceback" not in err, err
