"""What the crash dialog reports (gui/crash.py writes it to the log, gui/crash_dialog.py
copies it): the versions, the traceback, and the game open at the time as a
``redlight-game/1`` document. Imported only once something has gone wrong."""
from __future__ import annotations

import json
import logging
import platform
import sys
import traceback
from importlib.metadata import version
from types import TracebackType
from typing import Any

import PySide6

log = logging.getLogger("redlight.crash")


def format_report(exc_type: type[BaseException], exc: BaseException,
                  tb: TracebackType | None, where: str = "") -> str:
    try:
        app_version = version("redlight-companion")
    except Exception:  # frozen or not installed
        app_version = "unknown"
    pyside = getattr(PySide6, "__version__", "unknown")
    lines = [f"Red Light Companion {app_version}",
             f"Python {platform.python_version()}, PySide6 {pyside}, {platform.platform()}",
             f"frozen: {bool(getattr(sys, 'frozen', False))}"]
    if where:
        lines.append(f"in: {where}")
    lines.append("")
    lines.append("".join(traceback.format_exception(exc_type, exc, tb)).rstrip())
    return "\n".join(lines)


def current_game_json(window: Any) -> str | None:
    """The game open in `window`, exported, or None (no window, no game, or the export
    itself failed: the report then says so)."""
    controller = getattr(window, "controller", None)
    storage = getattr(window, "storage", None)
    game_id = getattr(controller, "game_id", None)
    if game_id is None or storage is None or not getattr(storage, "is_open", False):
        return None
    try:
        return json.dumps(storage.repo.export_game(game_id), indent=1, ensure_ascii=False)
    except Exception as exc:  # a crash report must not crash
        log.warning("could not export game %s for the crash report: %s", game_id, exc)
        return json.dumps({"export_failed": f"{type(exc).__name__}: {exc}"})
