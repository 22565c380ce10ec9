"""Shared test setup: Qt runs offscreen; nothing touches the user's real data folder."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # a desktop's screen (1920x1080) instead of the plugin's own 800x800: windows open inside
    # the screen (gui/window_geometry.py), so they get the room a desktop gives them; the
    # tests of small screens run the app in a process of its own with their screen
    os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "offscreen-screen.json")
os.environ.setdefault("REDLIGHT_LANG", "en")  # tests read English unless they switch
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")  # Qt paints as in the app (gui/paint_threads.py)
# a game served to phones binds this machine alone in every test, whichever opens the dialog
# (gui/phones/addresses.py offers it first); nothing is served on a network address
os.environ["REDLIGHT_HOST_BIND"] = "127.0.0.1"

# -- saved games: every test session gets its own data folder (store) ------------------------
# REDLIGHT_DATA_DIR decides where the database goes unless a test passes a folder itself;
# the XDG variables catch anything that falls back to platformdirs (config, logs) on Linux.
import atexit
import shutil
import tempfile

_SESSION_DIR = tempfile.mkdtemp(prefix="redlight-tests-")
atexit.register(shutil.rmtree, _SESSION_DIR, ignore_errors=True)
os.environ["REDLIGHT_DATA_DIR"] = os.path.join(_SESSION_DIR, "data")
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
    os.environ[_var] = os.path.join(_SESSION_DIR, _var.lower())
