"""SIGTERM (a logout, `kill PID`) closes the app as Quit does: the store closes, its -wal is
folded back and the lock file removed (issue 30)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_sigterm_closes_the_app_and_removes_its_lock_file(tmp_path):
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", REDLIGHT_DATA_DIR=str(data),
               PYTHONPATH=str(ROOT))
    app = subprocess.Popen([sys.executable, "-m", "redlight_app"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not (data / "redlight.sqlite3-wal").exists():  # the store is open
            assert app.poll() is None and time.monotonic() < deadline, app.communicate()
            time.sleep(0.1)
        assert (data / "redlight.lock").read_text() == str(app.pid)
        time.sleep(0.5)  # idle in Qt's loop: no Python code runs until the signal wakes it
        app.send_signal(signal.SIGTERM)
        out, err = app.communicate(timeout=30)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert app.returncode == 0, err
    assert not (data / "redlight.lock").exists()
    assert not (data / "redlight.sqlite3-wal").exists()  # closed, not killed
    assert "Traceback" not in err
