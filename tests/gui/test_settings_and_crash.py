"""Settings live in the config folder (QSettings, INI); uncaught exceptions open the crash
dialog, whose "Copy report" puts the traceback and the current game on the clipboard, and
the log file has the report."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from redlight_app import logging_setup
from redlight_app.config import config_dir


def test_settings_are_an_ini_file_in_the_config_folder(open_window):
    window = open_window()
    window.settings.setValue("theme", "dark")
    window.settings.sync()
    ini = config_dir() / "redlight-gui.ini"
    assert window.settings.fileName() == str(ini)
    assert "theme=dark" in ini.read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_slot_opens_the_crash_dialog(open_window, qtbot):
    from redlight_app.gui.desktop import install_log_and_crash_handler
    window = open_window()
    spec = {"seats": [{"name": "Ada", "kind": "human"}, {"name": "Bea", "kind": "human"}], "seed": 7}
    assert window.games.start_game(spec)
    game_id = window.controller.game_id
    handler = install_log_and_crash_handler(lambda: window)
    try:
        def boom() -> None:
            raise RuntimeError("boom in a slot")
        QTimer.singleShot(0, boom)
        qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible(), timeout=5000)
        dialog = handler.dialog
        assert "RuntimeError: boom in a slot" in dialog.detailedText()
        assert "in boom" in dialog.detailedText()  # the traceback, not just the message
        dialog.copy_button.click()
        assert dialog.isVisible()  # copying keeps the box open
        text = QApplication.clipboard().text()
        assert "RuntimeError: boom in a slot" in text and "Traceback" in text
        game = json.loads(text.split("--- current game (redlight-game/1) ---\n", 1)[1])
        assert game == window.storage.repo.export_game(game_id)
        assert window.isVisible()  # the app keeps running
        logged = logging_setup.log_file().read_text(encoding="utf-8")
        assert "uncaught exception" in logged and "RuntimeError: boom in a slot" in logged
        dialog.close_button.click()
        assert not dialog.isVisible()
    finally:
        handler.uninstall()
        logging_setup.uninstall()


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_thread_reaches_the_dialog(open_window, qtbot):
    import threading

    from redlight_app.gui.desktop import install_log_and_crash_handler
    window = open_window()
    handler = install_log_and_crash_handler(lambda: window)
    try:
        def work() -> None:
            raise ValueError("boom in a thread")
        t = threading.Thread(target=work, name="worker")
        t.start()
        t.join()
        qtbot.waitUntil(lambda: handler.dialog is not None and handler.dialog.isVisible(), timeout=5000)
        assert "ValueError: boom in a thread" in handler.dialog.detailedText()
        assert "thread worker" in handler.dialog.detailedText()
        handler.dialog.copy_button.click()
        assert "(no game open)" in QApplication.clipboard().text()
        handler.dialog.close()
    finally:
        handler.uninstall()
        logging_setup.uninstall()


def test_the_log_file_keeps_what_was_logged_before_it_opened(tmp_path):
    """The app opens its log file after the first paint (start-up speed); closed before
    that, it still writes the records it held."""
    import os
    import subprocess
    import sys
    config = tmp_path / "config"
    config.mkdir()
    (config / "redlight-gui.ini").write_text("[General]\nage_confirmed=true\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", REDLIGHT_EXIT_AFTER_PAINT="1",
               REDLIGHT_DATA_DIR=str(tmp_path))
    run = subprocess.run([sys.executable, "-m", "redlight_app", "--data-dir", str(tmp_path)],
                         env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    log = (tmp_path / "logs" / "redlight.log").read_text(encoding="utf-8")
    assert "start: argv=" in log and "log file:" in log


def test_ready_is_printed_once_saved_games_are_listed_without_the_store(tmp_path):
    """With REDLIGHT_EXIT_WHEN_READY the app prints PAINTED, then READY once the start page
    lists the saved games, and quits; SQLAlchemy is imported only after READY."""
    import os
    import subprocess
    import sys

    from redlight_app.engine.cards import load_cardset_text
    from redlight_app.engine.record import GameRecord
    from redlight_app.resources import demo_cardset_path
    from redlight_app.store.repository import Repository
    config = tmp_path / "config"
    config.mkdir()
    (config / "redlight-gui.ini").write_text("[General]\nage_confirmed=true\n")
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    with Repository.open(tmp_path) as repo:
        for seed in range(3):
            repo.create_game(GameRecord(cardset=cardset, seats=[{"name": "Ann"}, {"name": "Bo"}],
                                        seed=seed))
    code = ("import sys, runpy\n"
            "import redlight_app.gui.app as app\n"
            "listed = []\n"
            "from redlight_app.gui import early_listing\n"
            "original = early_listing.list_saved_games_early\n"
            "def spy(window):\n"
            "    done = original(window)\n"
            "    listed.append((done, window.start.games.count(), 'sqlalchemy' in sys.modules))\n"
            "    print('LISTED', *listed[-1], flush=True)\n"
            "    return done\n"
            "early_listing.list_saved_games_early = spy\n"
            "sys.argv = ['redlight', '--data-dir', sys.argv[1]]\n"
            "runpy.run_module('redlight_app', run_name='__main__')\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", REDLIGHT_EXIT_WHEN_READY="1",
               REDLIGHT_DATA_DIR=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", code, str(tmp_path)], env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    lines = [line.split()[0] for line in run.stdout.splitlines()]
    assert lines == ["PAINTED", "LISTED", "READY"], run.stdout
    assert "LISTED True 3 False" in run.stdout  # three games listed, SQLAlchemy not yet loaded
