"""Issue 14: the data folder is its user's alone: folders 0700, the database (and its
-wal/-shm), the lock, the log and the settings 0600, for new files and for ones an earlier
version left readable by everyone."""
from __future__ import annotations

import logging
import stat
import subprocess
import sys
from pathlib import Path

from redlight_app import config, logging_setup
from redlight_app.store.repository import Repository

from .support import played_record


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_data_folder_and_its_database_are_private(tmp_path, cardset):
    folder = config.data_dir(tmp_path / "fresh")
    with Repository.open(folder) as repo:
        repo.import_game(played_record(cardset, seed=1, moves=5)[0].to_dict())
        files = {p.name: mode(p) for p in folder.iterdir()}
    assert mode(folder) == 0o700
    assert {"redlight.sqlite3", "redlight.sqlite3-wal", "redlight.sqlite3-shm",
            "redlight.lock"} <= set(files), files
    assert all(m == 0o600 for m in files.values()), {k: oct(m) for k, m in files.items()}
    assert mode(config.config_dir()) == 0o700 and mode(config.log_dir()) == 0o700


def test_files_an_earlier_version_left_readable_are_made_private(tmp_path, cardset):
    folder = tmp_path / "old"
    with Repository.open(folder) as repo:
        repo.import_game(played_record(cardset, seed=1, moves=5)[0].to_dict())
    (folder / "redlight.sqlite3").chmod(0o644)
    (folder / "redlight.lock").write_text("12345")  # left by an earlier version's crash
    (folder / "redlight.lock").chmod(0o644)
    with Repository.open(folder):
        assert mode(folder / "redlight.lock") == 0o600
    assert mode(folder / "redlight.sqlite3") == 0o600 and not (folder / "redlight.lock").exists()


def test_the_log_file_is_private(tmp_path, monkeypatch):
    config.set_data_dir_override(tmp_path / "data")
    try:
        path = logging_setup.install()
        logging.getLogger("redlight.test").warning("a record naming Ann")
        assert path.exists() and mode(path) == 0o600
    finally:
        logging_setup.uninstall()
        config.set_data_dir_override(None)


def test_a_real_start_writes_private_files_settings_included(tmp_path):
    """`redlight` as started from the command line (a private umask), then the settings
    file as the app writes it: every file 0600, every folder 0700."""
    data = tmp_path / "data"
    code = ("import sys; from redlight_app.__main__ import main; sys.argv = ['redlight', "
            f"'games', '--data-dir', {str(data)!r}]; rc = main(); "
            "from redlight_app.gui.run_folders import folders; from redlight_app.gui.desktop import make_settings; "
            f"s = make_settings(folders({str(data)!r})[1]); s.setValue('theme', 'dark'); "
            "s.sync(); sys.exit(rc)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    paths = [data, *data.rglob("*")]
    assert any(p.name == "redlight-gui.ini" for p in paths)
    wrong = {str(p): oct(mode(p)) for p in paths if mode(p) != (0o700 if p.is_dir() else 0o600)}
    assert wrong == {}
