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


_SOURCES_PROBE = r'''
import linecache, sys, pathlib
folder = pathlib.Path(sys.argv[1])
(folder / "mentions_qt.py").write_text("# uses PySide6\nfrom PySide6 import QtCore\n" + "x = 1\n" * 5000)
(folder / "plain_module.py").write_text("y = 2\n" * 5000)
sys.path.insert(0, str(folder))
if sys.argv[2] == "prepared":
    from redlight_app.gui.qtfix import prepare_qt
    prepare_qt()
import PySide6.QtCore
import mentions_qt, plain_module
from PySide6.support import feature
cached = [name for name in linecache.cache if name.endswith(("mentions_qt.py", "plain_module.py"))]
print(len(cached), feature.pyside_feature_dict.get("mentions_qt"),
      feature.pyside_feature_dict.get("plain_module"))
'''


def _sources_kept(tmp_path, how: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", _SOURCES_PROBE, str(tmp_path), how],
                         capture_output=True, text=True, check=True)
    return out.stdout.split()


def test_modules_imported_after_qt_do_not_stay_in_memory_as_source_text(tmp_path) -> None:
    """PySide6 reads each later-imported module's source to see whether it mentions PySide6,
    and linecache kept it all (20 MB in a smoke game: `redlight --smoke` peaked at 156 MB,
    target 150). Prepared, the answer is the same and the text is not kept."""
    plain = _sources_kept(tmp_path, "unprepared")
    assert plain == ["2", "0", "-1"], "PySide6 no longer reads imported sources: drop the guard"
    assert _sources_kept(tmp_path, "prepared") == ["0", "0", "-1"]
