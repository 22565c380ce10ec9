"""Shared test setup: Qt runs offscreen; nothing touches the user's real data folder."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("REDLIGHT_LANG", "en")  # tests read English unless they switch

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
