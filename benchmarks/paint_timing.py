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
