"""The main window opens inside the screen (issue 29): on a 1280x720, 1366x768 or 1920x1080
screen, never the fixed 1420x940 that overflowed a laptop; it opens where it was closed, a
maximised window maximised again, and a place remembered on a larger screen comes back
inside a smaller one. Each run is the app in a process of its own on Qt's offscreen screen
of that size (the platform plugin reads the screen from a file)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

# Open the app's window on its data folder as `redlight` does, do what argv[2:] says
# (resize W H, move X Y, maximize), print where the window and the screen's room are, close
# it (which remembers the place), exit.
PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from redlight_app.gui.run_folders import folders
from redlight_app.gui.desktop import make_window
app = QApplication(sys.argv[:1])
data, config = folders(sys.argv[1])
window = make_window(data, config, age_gate=False)
window.show()
steps = sys.argv[2:]

def act():
    while steps:
        verb = steps.pop(0)
        if verb == "resize":
            window.showNormal()
            window.resize(int(steps.pop(0)), int(steps.pop(0)))
        elif verb == "move":
            window.move(int(steps.pop(0)), int(steps.pop(0)))
        elif verb == "maximize":
            window.showMaximized()
    QTimer.singleShot(50, report)

def report():
    f, g = window.frameGeometry(), window.geometry()
    room = window.screen().availableGeometry()
    print(json.dumps({"frame": [f.x(), f.y(), f.width(), f.height()],
                      "size": [g.width(), g.height()],
                      "room": [room.x(), room.y(), room.width(), room.height()],
                      "maximized": window.isMaximized()}), flush=True)
    window.close()
    app.quit()
QTimer.singleShot(50, act)
app.exec()
"""


def screen_file(folder: Path, width: int, height: int) -> Path:
    path = folder / f"screen-{width}x{height}.json"
    path.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width,
                                             "height": height, "logicalDpi": 96,
                                             "logicalBaseDpi": 96, "dpr": 1}]}))
    return path


def run(folder: Path, screen: tuple[int, int], *steps: str) -> dict:
    env = dict(os.environ, REDLIGHT_LANG="en",
               QT_QPA_PLATFORM=f"offscreen:configfile={screen_file(folder, *screen)}")
    done = subprocess.run([sys.executable, "-c", PROBE, str(folder / "data"), *steps], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def inside(where: dict) -> bool:
    x, y, w, h = where["frame"]
    rx, ry, rw, rh = where["room"]
    return rx <= x and ry <= y and x + w <= rx + rw and y + h <= ry + rh


@pytest.mark.parametrize("screen", [(1280, 720), (1366, 768), (1920, 1080)])
def test_the_window_opens_inside_the_screen(tmp_path, screen):
    where = run(tmp_path, screen)
    assert inside(where), where
    assert where["room"][2:] == list(screen)
    width, height = where["size"]
    if screen == (1920, 1080):
        assert (width, height) == (1420, 940), "a desktop screen gives the table its room"
    else:  # all the room there is, less the window manager's frame
        assert width >= screen[0] - 40 and height >= screen[1] - 80, where
    assert not where["maximized"]


def test_the_window_opens_where_it_was_closed_and_maximised_if_it_was(tmp_path):
    run(tmp_path, (1920, 1080), "resize", "1100", "700", "move", "200", "120")
    again = run(tmp_path, (1920, 1080))
    assert again["size"] == [1100, 700] and again["frame"][:2] == [200, 120], again
    run(tmp_path, (1920, 1080), "maximize")
    assert run(tmp_path, (1920, 1080))["maximized"]


def test_a_place_remembered_on_a_large_screen_comes_back_inside_a_small_one(tmp_path):
    run(tmp_path, (1920, 1080), "resize", "1800", "1000", "move", "100", "40")
    small = run(tmp_path, (1366, 768))
    assert inside(small), small
