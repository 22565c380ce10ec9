"""Focus back where it was when a dialog over the main window (or over another window of
the app: the card set editor, a replay) closes.

Qt gives the keyboard focus back only when the window system activates the main window
again; with no window manager (or an offscreen one) nothing does, and the focus is lost, so
a keyboard or screen-reader user is left nowhere. Once a dialog's focus is gone, the window
it was over is activated and its last focused widget gets the focus again; if that widget
has gone (the start page's button once a game started), the current page's first control
does.

Light at import (the window makes it before its first paint): no Qt namespace touched.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
from shiboken6 import isValid


def usable(widget: QWidget | None) -> bool:
    return widget is not None and widget.isVisible() and widget.isEnabled()


def first_control(page: QWidget) -> QWidget | None:
    """The first widget of `page` that Tab would reach."""
    widget = page.nextInFocusChain()
    while widget is not None and widget is not page:
        if page.isAncestorOf(widget) and usable(widget) and widget.focusPolicy().value & 1:
            return widget  # Qt.FocusPolicy.TabFocus
        widget = widget.nextInFocusChain()
    return None


class FocusReturn(QObject):
    def __init__(self, window: Any) -> None:  # the main window
        super().__init__(window)
        self.window = window
        self.owner: QWidget | None = None  # the window the last dialog closed was over
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is None and old is not None and old.window() is not self.window:
            # the window the dialog was over gets the keyboard back: the main window, or
            # the card set editor or a replay (the main one took it, behind them)
            over = old.window().parentWidget()
            self.owner = over.window() if over is not None and self.ours(over) else None
            QTimer.singleShot(0, self, self.restore)  # once the dialog has gone

    def ours(self, widget: QWidget | None) -> bool:
        """`widget` is the main window or lies in one of its windows (a parent of it is)."""
        while widget is not None:
            if widget is self.window:
                return True
            widget = widget.parentWidget()
        return False

    def restore(self) -> None:
        owner, self.owner = self.owner, None
        if owner is not None and not (isValid(owner) and owner.isVisible()):
            owner = None  # closed (and deleted) meanwhile
        window = owner or self.window
        if not window.isVisible() or QApplication.activeModalWidget() is not None \
                or QApplication.activePopupWidget() is not None:
            return
        if QApplication.activeWindow() not in (None, window):
            return  # another window of the app has the keyboard
        if QApplication.focusWidget() is not None:
            return
        window.activateWindow()
        target = window.focusWidget()
        if not usable(target):
            page = (window.centralWidget() if isinstance(window, QMainWindow) else None) or window
            current = getattr(page, "currentWidget", None)
            target = first_control(current() if current is not None else page)
        if target is not None:
            target.setFocus()
