"""The main window's docks: the game log (with Undo to here) and the rules, side by side
or tabbed on the right, their place remembered.

The rules dock is made when first asked for (F1 on the start page, a rule's link); the log
dock with the game's parts. The log follows the page: shown with a game (table or result),
hidden on the start page, where it would be an empty panel. (The tab bar Qt makes for
docks stacked together and the scroll bars are named for screen readers with the game's
parts: gui/accessibility.py.)

PySide6's names are looked up where used (`QtCore.Qt`, `QtWidgets.QDockWidget`): the window
makes its docks before it is usable, and each type is built at its first use (the `Qt`
namespace alone ~25 ms).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore, QtGui, QtWidgets

from .i18n import tr

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QStackedWidget, QWidget

    from .undo_to_here import UndoToHere
    from .widgets.rules_dock import RulesView


def out_of_sight_out_of_reach(dock: QDockWidget) -> None:
    """What `dock` holds takes the keyboard only while it can be seen: tabbed behind the
    other dock, Qt still counts it as shown, and Tab walked a dozen stops through the
    rules nobody could see."""
    dock.visibilityChanged.connect(lambda seen: dock.widget().setEnabled(seen))


class Docks:
    def __init__(self, window: QMainWindow, settings: QSettings, stack: QStackedWidget,
                 start: QWidget) -> None:
        self.window = window
        self.settings = settings
        self.stack = stack
        self.start = start
        self.log_dock: QDockWidget | None = None
        self.rules_dock: QDockWidget | None = None
        self.rules_view: RulesView | None = None
        self.undo_to_here: UndoToHere | None = None
        self.log_wanted = True  # the player has not hidden the log
        self.log_action: QAction | None = None  # View ▸ Game log, with the log

    def build_log(self, panel: UndoToHere, view_menu: QMenu, before: QAction | None) -> None:
        """The log dock, with the log and its Undo to here bar; its toggle in the View menu
        (before `before`, the Rules action)."""
        self.undo_to_here = panel
        # (its module makes a QProxyStyle subclass: 25-75 ms, which the start page does
        # without; READY budget, FIGURES.md. The store's opening thread imports it ahead,
        # with the New game dialog: game_parts_import.py)
        from .widgets.dark_safe_style import dark_safe
        dock = QtWidgets.QDockWidget(tr("Game log"), self.window)
        dark_safe(dock)  # its float and close buttons show on the dark theme too
        dock.setObjectName("log-dock")
        dock.setWidget(panel)
        self.window.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.log_dock = dock
        rules_shown = self.rules_dock is not None and self.rules_dock.isVisible()
        if self.rules_dock is not None:  # opened from the start page: the two share a place
            self.window.tabifyDockWidget(dock, self.rules_dock)
        rules = self._ensure_rules_dock()
        rules.setVisible(rules_shown)
        # View ▸ Game log (Ctrl+L): the log to the front, or away once it is in front (the
        # dock's own toggle hid it when the rules were in front of it, tabbed together)
        toggle = QtGui.QAction(tr("&Game log"), self.window)
        toggle.setCheckable(True)
        toggle.setShortcut(QtGui.QKeySequence("Ctrl+L"))
        toggle.triggered.connect(lambda _on=False: self.toggle_log())
        dock.visibilityChanged.connect(toggle.setChecked)  # checked: the log can be seen
        out_of_sight_out_of_reach(dock)
        self.log_action = toggle
        if before is not None:
            view_menu.insertAction(before, toggle)
        else:
            view_menu.addAction(toggle)
        self.restore_state()
        if rules_shown:
            rules.show()
        self.stack.currentChanged.connect(lambda _=0: self.page_changed())
        self.page_changed()

    def toggle_log(self) -> None:
        """The game log to the front, the keyboard in it; or hidden when it was in front."""
        dock, panel = self.log_dock, self.undo_to_here
        assert dock is not None and panel is not None
        in_front = dock.isVisible() and not dock.visibleRegion().isEmpty()
        self.log_wanted = not in_front
        if in_front:
            dock.hide()
            return
        dock.show()
        dock.raise_()
        panel.setEnabled(True)  # (in front now: `out_of_sight_out_of_reach` may not have heard)
        panel.log.setFocus()

    def _ensure_rules_dock(self) -> QDockWidget:
        if self.rules_dock is not None:
            return self.rules_dock
        # the rules view (its search builds PySide6's `Qt` namespace; with the rule book 23 ms
        # to import, measured 2026-12-06) loads when the rules are first shown, not at
        # start-up: READY budget (<= 1.6x a bare window; 1.48-1.55x now), FIGURES.md
        from .widgets.dark_safe_style import dark_safe
        from .widgets.rules_dock import RulesView
        self.rules_view = RulesView()
        dock = QtWidgets.QDockWidget(tr("Rules"), self.window)
        dark_safe(dock)
        out_of_sight_out_of_reach(dock)
        dock.setObjectName("rules-dock")
        dock.setWidget(self.rules_view)
        self.window.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, dock)
        if self.log_dock is not None:
            self.window.tabifyDockWidget(self.log_dock, dock)
        self.rules_dock = dock
        return dock

    def show_rules(self, rule: str | None = None) -> None:
        dock = self._ensure_rules_dock()
        dock.show()
        dock.raise_()
        if rule and self.rules_view is not None:
            self.rules_view.show_rule(rule)

    def search_rules(self) -> None:
        self.show_rules()
        assert self.rules_view is not None
        self.rules_view.focus_search()

    def page_changed(self) -> None:
        dock = self.log_dock
        if dock is None:
            return
        if self.stack.currentWidget() is self.start:
            dock.hide()
        elif self.log_wanted and not dock.isVisible():
            dock.show()

    def restore_state(self) -> None:
        state = self.settings.value("window_state")
        if isinstance(state, QtCore.QByteArray) and not state.isEmpty():
            self.window.restoreState(state)

    def save_state(self) -> None:
        if self.log_dock is not None:
            self.settings.setValue("window_state", self.window.saveState())

    def retranslate(self) -> None:
        if self.log_dock is not None and self.log_action is not None:
            self.log_dock.setWindowTitle(tr("Game log"))
            self.log_action.setText(tr("&Game log"))
        if self.undo_to_here is not None:
            self.undo_to_here.retranslate()
        if self.rules_dock is not None and self.rules_view is not None:
            self.rules_dock.setWindowTitle(tr("Rules"))
            self.rules_view.retranslate()
