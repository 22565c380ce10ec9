"""Where a window opens: inside the screen's available room, at its last place if it had one.

A window asks for a preferred size (the table at ease); on a smaller screen it gets what the
screen has (a 1366x768 or 1280x720 laptop, the taskbar left out), centred. The main window
remembers its place (QSettings: `saveGeometry`, which also keeps a maximised window
maximised); a place remembered on a larger screen is brought back inside this one.

Light at import (the main window uses it before its first paint): no `Qt` namespace.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# room left for the window manager's frame around the window (title bar, borders), which a
# window does not know before it is shown
FRAME = QSize(16, 48)


def available_room(window: QWidget) -> QRect:
    """The available geometry (without panels and taskbars) of the screen the window is
    on, or of the primary screen before it is placed."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit(window: QWidget, preferred: QSize, minimum: QSize | None = None) -> None:
    """Size `window` at `preferred`, or smaller to fit the screen, and centre it there. A
    minimum size larger than the screen is lowered to the screen."""
    room = available_room(window)
    inside = room.size() - FRAME
    if minimum is not None:
        window.setMinimumSize(minimum.boundedTo(inside))
    size = preferred.boundedTo(inside)
    window.resize(size)
    outer = size + FRAME
    window.move(room.topLeft() + QPoint((room.width() - outer.width()) // 2,
                                        (room.height() - outer.height()) // 2))


def restore(window: QWidget, settings: Any, key: str, preferred: QSize,
            minimum: QSize | None = None) -> None:
    """Open `window` where it was last closed (maximised if it was), kept inside this
    screen; the first time, at `fit`'s place."""
    fit(window, preferred, minimum)
    saved = settings.value(key)
    if isinstance(saved, QByteArray) and not saved.isEmpty():
        window.restoreGeometry(saved)  # Qt brings a place from a larger screen inside this one


def remember(window: QWidget, settings: Any, key: str) -> None:
    settings.setValue(key, window.saveGeometry())
