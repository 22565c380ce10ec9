"""Timing a fresh process from launch to its first painted window (benchmarks/gui.py and
benchmarks/startup.py): the app prints "PAINTED" on its start page's first paint and quits
when REDLIGHT_EXIT_AFTER_PAINT is set; `BARE` is a bare PySide6 window doing the same."""
from __future__ import annotations

import resource
import subprocess
import time
from pathlib import Path

BARE = r"""
import sys
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
class Central(QWidget):
    done = False
    def paintEvent(self, event):
        if not Central.done:
            Central.done = True
            print("PAINTED", flush=True)
            QApplication.instance().quit()
app = QApplication([sys.argv[0]])
window = QMainWindow()
window.setCentralWidget(Central())
window.resize(1420, 940)
window.show()
app.exec()
"""


def time_to_paint(cmd: list[str], env: dict[str, str], cwd: str) -> tuple[float, float]:
    """(wall-clock seconds to the first paint, the child's CPU seconds in all: start-up to
    paint, then quitting). The CPU figure is what other load on the machine barely moves."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                             env=env, cwd=cwd)
    assert child.stdout is not None
    for line in child.stdout:
        if line.startswith("PAINTED"):
            elapsed = time.perf_counter() - start
            break
    else:
        child.wait(timeout=30)
        raise RuntimeError(f"{cmd[0]} never painted (exit {child.returncode})")
    child.wait(timeout=30)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return elapsed, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def age_confirmed_data_dir(parent: str) -> Path:
    """A data folder whose settings say the 18+ question was answered (a usual start)."""
    data = Path(parent) / "data"
    (data / "config").mkdir(parents=True, exist_ok=True)
    (data / "config" / "redlight-gui.ini").write_text("[General]\nage_confirmed=true\n")
    return data


def time_to_marks(cmd: list[str], env: dict[str, str], cwd: str,
                  marks: tuple[str, ...] = ("PAINTED", "READY")) -> tuple[dict[str, float], float]:
    """({mark: wall-clock seconds from launch to the line starting with it}, the child's CPU
    seconds in all). The child prints the marks in order, then quits."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                             env=env, cwd=cwd)
    assert child.stdout is not None
    seen: dict[str, float] = {}
    for line in child.stdout:
        for mark in marks:
            if line.startswith(mark) and mark not in seen:
                seen[mark] = time.perf_counter() - start
        if len(seen) == len(marks):
            break
    child.wait(timeout=30)
    if len(seen) < len(marks):
        raise RuntimeError(f"{cmd[0]} printed {sorted(seen)} of {marks} (exit {child.returncode})")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return seen, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def with_saved_games(data: Path, games: int = 8, moves: int = 30) -> Path:
    """Store `games` unfinished games of `moves` moves each in the data folder (greedy bots
    choose), so that start-up has saved games to list."""
    import random

    from redlight_app.bots import make_bot
    from redlight_app.engine.cards import load_cardset_text
    from redlight_app.engine.record import GameRecord
    from redlight_app.engine.rules import apply, legal_moves
    from redlight_app.engine.view import view
    from redlight_app.resources import demo_cardset_path
    from redlight_app.store.repository import Repository

    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    with Repository.open(data) as repo:
        for seed in range(games):
            seats = [{"name": "Ann", "kind": "human"}] + [
                {"name": f"Seat {i}", "kind": "bot", "level": "greedy"} for i in (2, 3, 4)]
            record = GameRecord(cardset=cardset, seats=seats, seed=seed)
            game_id = repo.create_game(record)
            state = record.start()
            rng = random.Random(seed)
            for _ in range(moves):
                if state.over:
                    break
                seat = state.window.seat if state.window is not None else state.active
                bot = make_bot("greedy")
                bot.begin(cardset, seat)
                move = bot.choose(view(state, seat), legal_moves(state, seat), rng)
                apply(state, move)
                repo.append_move(game_id, move, state)
    return data


def started_window(prefix: str):  # a QApplication and the app's main window
    """The app's main window in a fresh data folder, shown at 1420x940 with its deferred
    start-up done and the store open, as the in-process GUI benchmarks need it."""
    import sys
    import tempfile

    from PySide6.QtWidgets import QApplication

    from redlight_app.gui.desktop import make_window
    from redlight_app.gui.paint_threads import paint_on_one_thread
    from redlight_app.gui.run_folders import folders

    if QApplication.instance() is None:
        paint_on_one_thread()  # as the app does before its QApplication (gui/desktop.py)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    data, config = folders(tempfile.mkdtemp(prefix=prefix))
    window = make_window(data, config, bot_delay_ms=0, age_gate=False)
    window.resize(1420, 940)
    window.show()
    app.processEvents()
    window.finish_startup()
    window.open_store()
    return app, window


# Opening a saved game (benchmarks/gui.py): the app started on a data folder holding saved
# games opens the first listed one, either at once when the window is usable ("at-ready": a
# player who clicks Resume as soon as the list shows) or once start-up has settled (the store
# open, the game's parts built, half a second later: "settled"). It prints OPENED with the
# milliseconds from the click to the table painted, and STALL with the longest time the
# window's thread was busy (no timer served) from READY until the store was open, then quits.
OPEN_GAME = r"""
import sys, time
mode, data = sys.argv[1], sys.argv[2]
import redlight_app.gui.desktop as desktop
made = desktop.make_window
gaps = [0.0]
def make_window(*args, **kwargs):
    window = made(*args, **kwargs)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    def open_first():
        start = time.perf_counter()
        window.resume_game(int(window.start.games.item(0).data(256)))  # Qt.UserRole: the id
        window.repaint()  # the table, painted
        print(f"OPENED {(time.perf_counter() - start) * 1000:.3f}", flush=True)
        print(f"STALL {max(gaps) * 1000:.3f}", flush=True)
        QApplication.instance().quit()
    ticks = QTimer()
    last = [0.0]
    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
    ticks.timeout.connect(tick)
    def usable():
        last[0] = time.perf_counter()
        ticks.start(2)
        if mode == "at-ready":
            QTimer.singleShot(0, open_first)
    def ready():
        tick()
        ticks.stop()
        if mode == "settled":
            QTimer.singleShot(500, open_first)
    window.usable.connect(usable)
    window.ready.connect(ready)
    window._ticks = ticks
    return window
desktop.make_window = make_window
sys.argv = ["redlight", "--data-dir", data]
from redlight_app.cli import run
sys.exit(run(sys.argv[1:]))
"""


def open_saved_game(python: str, mode: str, data: str, env: dict[str, str],
                    cwd: str) -> tuple[float, float]:
    """(ms from the click to the table painted, the longest ms the window's thread was busy
    between READY and the store open) for one fresh start in `mode` (see OPEN_GAME)."""
    run = subprocess.run([python, "-c", OPEN_GAME, mode, data], env=env, cwd=cwd,
                         capture_output=True, text=True, timeout=120)
    marks = {line.split()[0]: float(line.split()[1]) for line in run.stdout.splitlines()
             if line.startswith(("OPENED", "STALL"))}
    if "OPENED" not in marks:
        raise RuntimeError(f"the saved game did not open (exit {run.returncode}): {run.stderr[-500:]}")
    return marks["OPENED"], marks["STALL"]
