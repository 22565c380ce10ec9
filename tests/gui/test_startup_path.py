"""Issue 18: the window is usable (start page painted, saved games listed, menus and log
file in place) before the parts only a game needs are loaded, and a game resumed at that
moment still opens."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.record import GameRecord
from redlight_app.resources import demo_cardset_path
from redlight_app.store.repository import Repository


def saved_games(folder: Path, count: int) -> list[int]:
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    with Repository.open(folder) as repo:
        return [repo.create_game(GameRecord(cardset=cardset, seats=[{"name": "Ann"}, {"name": "Bo"}],
                                            seed=seed)) for seed in range(count)]


# Run as the app runs (REDLIGHT_EXIT_WHEN_READY: PAINTED, READY, quit); the spy, connected
# to `usable` before the READY hook, says what is loaded at that moment, then asks Qt for
# the application's style.
SPY = """
import sys, runpy
import redlight_app.gui.desktop as desktop
made = desktop.make_window
def make_window(*args, **kwargs):
    window = made(*args, **kwargs)
    def usable():
        from PySide6 import QtCore, QtWidgets
        loaded = [name for name in ("redlight_app.engine", "redlight_app.gui.controller",
                                    "redlight_app.gui.widgets.table", "sqlalchemy",
                                    "logging.handlers") if name in sys.modules]
        built = [name for module, name in ((QtCore, "Qt"), (QtWidgets, "QStyle"))
                 if name in module.__dict__]
        print("USABLE", window.start.games.count(), "loaded:" + ",".join(loaded),
              "built:" + ",".join(built), "actions:" + str(len(window.menus.actions)), flush=True)
        print("STYLE", QtWidgets.QApplication.style().name(), flush=True)
        import os
        print("PAINT_THREADS_OFF", os.environ.get("QT_NO_GUI_THREADPOOL"), flush=True)
    window.usable.connect(usable)
    return window
desktop.make_window = make_window
sys.argv = ["redlight", "--data-dir", sys.argv[1]]
runpy.run_module("redlight_app", run_name="__main__")
"""


def test_the_window_is_usable_before_the_game_parts_and_the_store_load(tmp_path):
    saved_games(tmp_path, 4)
    config = tmp_path / "config"
    config.mkdir(exist_ok=True)
    (config / "redlight-gui.ini").write_text("[General]\nage_confirmed=true\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", REDLIGHT_EXIT_WHEN_READY="1")
    env.pop("QT_NO_GUI_THREADPOOL", None)  # as on a player's machine
    run = subprocess.run([sys.executable, "-c", SPY, str(tmp_path)], env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert [line.split()[0] for line in lines] == ["PAINTED", "USABLE", "STYLE",
                                                   "PAINT_THREADS_OFF", "READY"], run.stdout
    usable = lines[1].split()
    assert usable[1] == "4"  # the saved games are listed
    assert int(usable[4].removeprefix("actions:")) > 40  # the menus and their shortcuts are there
    # not yet loaded: what only a game needs (engine, controller, table), the store
    # (SQLAlchemy) and logging.handlers (the log file rotates without it)
    assert usable[2] == "loaded:", run.stdout
    # nor built: PySide6's `Qt` namespace and QStyle class (each 15-50 ms of start-up)
    assert usable[3] == "built:", run.stdout
    assert lines[2] == "STYLE fusion"  # the app's look, set when the application is made
    # Qt fills on the window's thread, not cut into pieces for its thread pool (each piece
    # cost more to hand over than to fill: benchmarks/FIGURES.md, session 18)
    assert lines[3] == "PAINT_THREADS_OFF 1", run.stdout
    assert (tmp_path / "logs" / "redlight.log").is_file()  # the log file is open


def test_a_game_resumed_as_soon_as_the_list_shows_opens(qtbot, tmp_path):
    """A player who clicks Resume the moment the saved games are listed, before the store
    has opened in the background: the game opens on the table."""
    from redlight_app.gui.desktop import make_window
    from redlight_app.gui.run_folders import folders
    ids = saved_games(tmp_path / "data", 2)
    data, config = folders(str(tmp_path / "data"))
    window = make_window(data, config, bot_delay_ms=5, age_gate=False)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.usable, timeout=15000):
        window.show()
    assert window.start.games.count() == 2
    assert not window.store_ready  # the store opens only once the list has painted
    window.start.games.setCurrentRow(1)
    window.start.resume_button.click()
    assert window.controller is not None and window.controller.game_id in ids
    assert window.stack.currentWidget() is window.table
    qtbot.waitUntil(lambda: window.store_ready, timeout=15000)
    window.close()
