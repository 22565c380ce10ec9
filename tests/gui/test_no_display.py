"""Started with no display (issue 29), the app says so in one sentence and exits 2: no Qt
page about libxcb-cursor0 and reinstalling, no abort (exit 134), no core dump."""
from __future__ import annotations

import os
import subprocess
import sys


def test_no_display_one_sentence_and_exit_2(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"  # X11, with no X server to talk to
    done = subprocess.run([sys.executable, "-m", "redlight_app", "--data-dir", str(tmp_path)],
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("No display found")
    assert "redlight --smoke" in lines[0] and "QT_QPA_PLATFORM=offscreen" in lines[0]
    assert not list(tmp_path.glob("core*"))
