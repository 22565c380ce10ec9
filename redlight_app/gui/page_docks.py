"""The docks follow the page: the game log is shown with a game (table or result) and hidden
on the start page, where it would be an empty panel; the tab bar Qt makes for docks stacked
together and the scroll bars get names screen readers can read."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollBar, QTabBar

from .i18n import tr


def follow_page(window: Any) -> None:
    """Connect once, after the docks are built."""
    window.log_wanted = True
    window.log_dock.toggleViewAction().triggered.connect(
        lambda on: setattr(window, "log_wanted", bool(on)))
    window.stack.currentChanged.connect(lambda _=0: page_changed(window))
    page_changed(window)


def page_changed(window: Any) -> None:
    on_start = window.stack.currentWidget() is window.start
    dock = window.log_dock
    if on_start:
        dock.hide()
    elif getattr(window, "log_wanted", True) and not dock.isVisible():
        dock.show()
    name_tab_bars(window)


def name_tab_bars(window: Any) -> None:
    """Names for the parts Qt makes itself: the docks' tab bar, the scroll bars."""
    for bar in window.findChildren(QTabBar):
        if not bar.accessibleName():
            bar.setAccessibleName(tr("Panels"))
    for scroll in window.findChildren(QScrollBar):
        if not scroll.accessibleName():
            scroll.setAccessibleName(tr("Scroll up and down") if scroll.orientation() ==
                                     Qt.Orientation.Vertical else tr("Scroll left and right"))
