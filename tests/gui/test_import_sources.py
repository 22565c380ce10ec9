"""The one process-wide guard kept (gui/import_sources.py, for the smoke game's peak memory
budget): modules imported after PySide6 do not stay in memory as source text, and PySide6
still gets its answer."""
from __future__ import annotations

import subprocess
import sys

_SOURCES_PROBE = r'''
import linecache, sys, pathlib
folder = pathlib.Path(sys.argv[1])
(folder / "mentions_qt.py").write_text("# uses PySide6\nfrom PySide6 import QtCore\n" + "x = 1\n" * 5000)
(folder / "plain_module.py").write_text("y = 2\n" * 5000)
sys.path.insert(0, str(folder))
if sys.argv[2] == "guarded":
    from redlight_app.gui.import_sources import forget_import_sources
    forget_import_sources()
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
    and linecache kept it all (21 MB in a smoke game: `redlight --smoke` peaked at 151 MB,
    target 150). Guarded, the answer is the same and the text is not kept."""
    plain = _sources_kept(tmp_path, "unguarded")
    assert plain == ["2", "0", "-1"], "PySide6 no longer reads imported sources: drop the guard"
    assert _sources_kept(tmp_path, "guarded") == ["0", "0", "-1"]
