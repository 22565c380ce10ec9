"""The log file: in the log folder, written to, rotated by size with a few backups."""
from __future__ import annotations

import logging

from redlight_app import logging_setup
from redlight_app.config import log_dir, set_data_dir_override


def test_log_file_is_written_and_rotated(tmp_path):
    set_data_dir_override(tmp_path / "data")
    try:
        path = logging_setup.install(max_bytes=2000, backups=2)
        assert path.parent == log_dir() == tmp_path / "data" / "logs"
        log = logging.getLogger("redlight.test")
        log.info("first line %s", "hello")
        assert "first line hello" in path.read_text(encoding="utf-8")
        for i in range(200):
            log.info("line %03d %s", i, "x" * 60)
        rotated = sorted(p.name for p in path.parent.iterdir())
        assert rotated == ["redlight.log", "redlight.log.1", "redlight.log.2"]  # 2 backups, no more
        assert all(p.stat().st_size <= 2000 + 200 for p in path.parent.iterdir())
        assert "line 199" in path.read_text(encoding="utf-8")
    finally:
        logging_setup.uninstall()
        set_data_dir_override(None)


def test_default_log_folder_is_platformdirs(monkeypatch, tmp_path):
    import platformdirs

    from redlight_app.config import ENV_DATA_DIR, config_dir
    monkeypatch.delenv(ENV_DATA_DIR, raising=False)
    set_data_dir_override(None)
    monkeypatch.setattr(platformdirs, "user_log_dir", lambda *a, **k: str(tmp_path / "plog"))
    monkeypatch.setattr(platformdirs, "user_config_dir", lambda *a, **k: str(tmp_path / "pconf"))
    assert logging_setup.log_file() == tmp_path / "plog" / "redlight.log"
    assert config_dir() == tmp_path / "pconf"


def test_records_logged_before_the_file_opens_are_written_first(tmp_path):
    """The app opens its log file after the first paint; what was logged before is kept."""
    set_data_dir_override(tmp_path / "data")
    try:
        logging_setup.hold()
        logging.getLogger("redlight.test").warning("said while starting")
        assert not logging_setup.log_file().exists()
        path = logging_setup.install()
        logging.getLogger("redlight.test").info("said after")
        text = path.read_text(encoding="utf-8")
        assert text.index("said while starting") < text.index("said after")
        assert text.count("said while starting") == 1
    finally:
        logging_setup.uninstall()
        set_data_dir_override(None)


def test_a_log_file_that_cannot_be_written_prints_no_traceback(tmp_path, capsys):
    """Issue 30: a read-only data folder printed "--- Logging error ---" blocks. The file
    that cannot be opened is an OSError from install() (the app says so in one line);
    one that fails later loses its records quietly."""
    import pytest
    set_data_dir_override(tmp_path / "data")
    try:
        logging_setup.log_file().mkdir(parents=True)  # cannot be opened as a file
        with pytest.raises(OSError):
            logging_setup.install()
        logging_setup.log_file().rmdir()
        path = logging_setup.install(max_bytes=300, backups=1)
        (path.parent / "redlight.log.1").mkdir()
        (path.parent / "redlight.log.1" / "blocks-the-rotation").write_text("x")
        for i in range(20):
            logging.getLogger("redlight.test").info("line %d %s", i, "y" * 40)
        err = capsys.readouterr().err
        assert "Logging error" not in err and "Traceback" not in err, err
    finally:
        logging_setup.uninstall()
        set_data_dir_override(None)
