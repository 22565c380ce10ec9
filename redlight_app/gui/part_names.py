"""Names screen readers can read for the parts Qt makes itself inside a window: the tab
bar of docks stacked together, the scroll bars. (`QtCore.Qt` is looked up when used: the
docks import this module at start-up, and building that namespace costs ~25 ms.)"""
from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtWidgets import QScrollBar, QTabBar, QWidget

from .i18n import tr


def name_tab_bars(window: QWidget) -> None:
    for bar in window.findChildren(QTabBar):
        if not bar.accessibleName():
            bar.setAccessibleName(tr("Panels"))
    for scroll in window.findChildren(QScrollBar):
        if not scroll.accessibleName():
            scroll.setAccessibleName(tr("Scroll up and down") if scroll.orientation() ==
                                     QtCore.Qt.Orientation.Vertical else tr("Scroll left and right"))
