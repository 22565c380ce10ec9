"""prepare_qt: settled before the first Qt call (gui/qtfix.py)."""
from __future__ import annotations

import os
import subprocess
import sys


def _pool_setting(env: dict[str, str]) -> str:
    code = ("import os; from redlight_app.gui.qtfix import prepare_qt; prepare_qt(); "
            "print(os.environ.get('QT_NO_GUI_THREADPOOL', '<unset>'))")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True)
    return out.stdout.strip()


def test_the_app_paints_on_the_gui_thread_alone() -> None:
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    assert _pool_setting(env) == "1"


def test_a_users_own_threadpool_setting_is_kept() -> None:
    env = dict(os.environ, QT_NO_GUI_THREADPOOL="0")
    assert _pool_setting(env) == "0"
