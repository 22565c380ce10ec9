"""Starting Qt where no display can be opened: one sentence and exit 2, not Qt's abort.

Without a display (no DISPLAY for X11, no Wayland socket, an X server that is gone) Qt's
platform plugin cannot start; Qt then prints a page blaming libxcb-cursor0 and suggesting
a reinstall, and aborts (exit 134, a core dump). While the QApplication is made, Qt's
messages are held: if Qt gives up (its fatal message), the app says in one sentence what
is wrong and how to run the self-test instead, and exits 2; if the application starts,
the held messages are written out as Qt would have, and Qt's own handling is back.
"""
from __future__ import annotations

import os
import sys
from typing import Any

from PySide6.QtCore import QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

NO_DISPLAY = ("No display found: Red Light Companion needs a desktop (X11 or Wayland) to open "
              "its window; to check the app without one, run `redlight --smoke` with "
              "QT_QPA_PLATFORM=offscreen.")
NO_DISPLAY_EXIT = 2


def make_application(arguments: list[str]) -> Any:

    held: list[str] = []

    def hold(kind: QtMsgType, context: Any, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            print(NO_DISPLAY, file=sys.stderr, flush=True)
            os._exit(NO_DISPLAY_EXIT)  # before Qt aborts: nothing else can run now
        category = getattr(context, "category", None)
        held.append(f"{category}: {message}" if category and category != "default" else message)

    qInstallMessageHandler(hold)
    try:
        app = QApplication(arguments)
    finally:
        qInstallMessageHandler(None)  # Qt's own handling from here on
    for line in held:
        print(line, file=sys.stderr)
    return app
