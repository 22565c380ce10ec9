"""The game log and the rules, tabbed together on the right, each say their whole name on
their tab. On a 1280x720 laptop with the system font at 125%, Italian read "Diario della
part…" and "Reg…": the player guessed which tab held the rules. Each run is the app in a
process of its own on Qt's offscreen screen of that size (as test_window_fits_the_screen)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from .test_window_fits_the_screen import screen_file

# Open the app's window on a 1280x720 screen with the system font at 125%, start a game
# against two computers, open the rules (F1) beside the log, print the tabs, exit.
PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QTabBar
from redlight_app.engine.cards import load_cardset_text
from redlight_app.resources import demo_cardset_path
from redlight_app.gui.run_folders import folders
from redlight_app.gui.desktop import make_window
app = QApplication(sys.argv[:1])
font = QFont(app.font())
font.setPointSizeF(font.pointSizeF() * 1.25)
app.setFont(font)
data, config = folders(sys.argv[1])
window = make_window(data, config, bot_delay_ms=5, age_gate=False)
window.show()

def play():
    cid = window.storage.repo.register_cardset(load_cardset_text(demo_cardset_path().read_bytes()))
    window.games.start_game({"seats": [{"name": "Anna", "kind": "human"},
                                       {"name": "Robo Rita", "kind": "bot", "level": "normal"},
                                       {"name": "Cyber Cleo", "kind": "bot", "level": "normal"}],
                             "cardset_id": cid, "seed": 5, "first_player": 0})
    QTimer.singleShot(100, rules)

def rules():
    window.show_rules()
    QTimer.singleShot(200, report)

def report():
    bars = [b for b in window.findChildren(QTabBar) if b.isVisible() and b.count() == 2]
    bar = bars[0]
    metrics = bar.fontMetrics()
    window.grab().save(sys.argv[2])
    print(json.dumps({"width": bar.width(), "wants": bar.sizeHint().width(),
                      "tabs": [[bar.tabText(i), bar.tabRect(i).width(),
                                metrics.horizontalAdvance(bar.tabText(i))]
                               for i in range(bar.count())],
                      "titles": [window.docks.log_dock.windowTitle(),
                                 window.docks.rules_dock.windowTitle()]}), flush=True)
    window.close()
    app.quit()
window.when_ready(play)
app.exec()
"""


@pytest.mark.parametrize("language", ["it", "de", "fr", "en"])
def test_the_log_and_rules_tabs_read_whole_at_1280x720_and_125_percent(tmp_path, shots, language):
    env = dict(os.environ, REDLIGHT_LANG=language,
               QT_QPA_PLATFORM=f"offscreen:configfile={screen_file(tmp_path, 1280, 720)}")
    shot = shots / f"dock-tabs-{language}-1280x720-125.png"
    done = subprocess.run([sys.executable, "-c", PROBE, str(tmp_path / "data"), str(shot)],
                          env=env, capture_output=True, text=True, timeout=90)
    assert done.returncode == 0, done.stderr
    tabs = json.loads(done.stdout.strip().splitlines()[-1])
    # narrower than it asks for, the bar squeezes its tabs and cuts their names with "…"
    assert tabs["width"] >= tabs["wants"], (language, tabs)
    assert sorted(t[0] for t in tabs["tabs"]) == sorted(tabs["titles"])
    for text, width, advance in tabs["tabs"]:
        assert width >= advance, (language, text, width, advance)
