"""What the main window does for a player using a screen reader or the keyboard, wired in
one call (`make_accessible`, once the game's parts are built): the game's announcements
and the refusals said aloud, and the focus taken to the table where the action is.

It only listens: to the controller's `changed` signal and the action bar's `refused`; it
reads the controller's public state and never changes the game.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QTabBar, QWidget

from .announce import announce
from .announcements import announcements, refusal_words
from .curtain import CURTAIN
from .focus_return import first_control, usable
from .part_names import name_tab_bars

if TYPE_CHECKING:
    from .game_parts import GameParts


class GameVoice(QObject):
    """Says what happens in the game (announcements.py) as it happens."""

    def __init__(self, window: Any, parts: GameParts) -> None:  # the main window
        super().__init__(window)
        self.window = window
        self.c = parts.controller
        self.c.changed.connect(self.changed)
        parts.bar.refused.connect(self.refused)

    def changed(self, change: Any) -> None:  # a session Changes
        c = self.c
        for said in announcements(change, c.state, c.names, c.humans()):
            announce(self.window, said.text, said.assertive)

    def refused(self, reason: str) -> None:
        said = refusal_words(reason)
        announce(self.window, said.text, said.assertive)


class FocusFollow(QObject):
    """The keyboard focus goes where the action is: to the table when a game starts or is
    resumed, when your turn begins unless you are reading the log, once the hot-seat
    curtain is passed to you or the first game's legend is put away, and to the result's
    first button when the game ends. On the table it goes to the first of its Tab order
    (TablePage.tab_chain: your first star, else your first hand card, else the first
    action you can take), so that Tab from there walks your stars, your hand, the rivals'
    stars, the discard pile and the buttons, in that order."""

    def __init__(self, window: Any, parts: GameParts) -> None:  # the main window
        super().__init__(window)
        self.window = window
        self.c = parts.controller
        self.c.changed.connect(self.changed)
        self.game_id: int | None = None  # the game on screen, to tell a resumed one
        window.curtain.turned.connect(self.curtain_turned)
        # the legend's "Got it" had the focus: the table has it next (it fell to the log)
        parts.table.legend_closed.connect(lambda: QTimer.singleShot(0, self, self.to_table))

    def curtain_turned(self) -> None:
        """The hot-seat curtain passed: the new player's hand has the focus (the cover's
        button had it; Qt gave it to the next in the chain, the log, with its caret)."""
        if not self.window.curtain.covered() and self.c.state is not None:
            QTimer.singleShot(0, self, self.to_table)  # once the table is redrawn for them

    def changed(self, change: Any) -> None:  # a session Changes
        c = self.c
        if c.state is None:
            self.game_id = None
            return
        if c.over:  # the result's first button, not whatever came next to a hidden card
            if change.kind == "move":
                QTimer.singleShot(0, self, self.to_table)
            return
        if change.kind in ("new", "load"):
            # a game come on screen: the table's first control, though Qt gave the focus to
            # another of its controls when the start page's went (the discard pile, the
            # first made); the same game drawn again ("load" after a failed save or in
            # another language) leaves the focus where the player has it
            came = change.kind == "new" or c.game_id != self.game_id
            self.game_id = c.game_id
            if not self._on_page():
                QTimer.singleShot(0, self, self.to_table)  # after the dialog that started it has gone
            elif came:
                QTimer.singleShot(0, self, self._to_the_tables_start)
            return
        humans = c.humans()
        turns = [item.entry for item in change.entries if item.entry.get("type") == "turn"]
        if change.kind == "move" and turns and len(humans) == 1 and \
                turns[-1].get("seat") == humans[0] and not self._reading_log():
            QTimer.singleShot(0, self, self.to_table)

    def _to_the_tables_start(self) -> None:
        """The digital table's first control (table mode's page keeps the focus it gives)."""
        if self.window.stack.currentWidget() is self.window.table:
            self.to_table()

    def _on_page(self) -> bool:
        """The focus is on a control of the table (or the page shown): it stays there."""
        focus = QApplication.focusWidget()
        page = self.window.stack.currentWidget()
        return usable(focus) and page is not None and page.isAncestorOf(focus)

    def _reading_log(self) -> bool:
        focus = QApplication.focusWidget()
        dock = self.window.docks.log_dock if self.window.docks is not None else None
        return focus is not None and dock is not None and dock.isAncestorOf(focus)

    def to_table(self) -> None:
        target = self.target()
        if target is not None and QApplication.activeModalWidget() is None:
            target.setFocus()

    def target(self) -> QWidget | None:
        """The hot-seat curtain's button while it covers the window (its Enter and Space
        pass the device: a card behind it took them), else the first of the table's Tab
        order (your first star, else your first hand card), else the first action you can
        take, else the page's first control."""
        w = self.window
        if w.curtain.covered():  # the 18+ question is a modal dialog: it has the keys
            return w.curtain.cover.ok if w.curtain.kind == CURTAIN else None
        page = w.stack.currentWidget()
        if page is not w.table:
            return first_control(page)
        for widget in w.table.yours():
            if usable(widget):
                return widget
        for button in w.bar.buttons.values():
            if usable(button) and button.property("available") is not False:
                return button
        return first_control(page)


def tab_bars_without_tabs_take_no_focus(window: Any) -> None:
    """The tab bars Qt's main window makes for docks stacked together stay once made, kept
    "shown" off the window when no dock uses them: Tab could land on one, an unnamed tab
    list (a tab bar is named by its current tab). Each takes the focus only while it has
    tabs (its current tab changes as tabs come and go)."""
    for bar in window.findChildren(QTabBar):
        if bar.property("focus_follows_tabs"):
            continue
        bar.setProperty("focus_follows_tabs", True)
        bar.currentChanged.connect(lambda _=0, bar=bar: focus_while_tabs(bar))
        focus_while_tabs(bar)


def focus_while_tabs(bar: QTabBar) -> None:
    bar.setFocusPolicy(Qt.FocusPolicy.TabFocus if bar.count() else Qt.FocusPolicy.NoFocus)


def make_accessible(window: Any, parts: GameParts) -> None:  # the main window
    """Wire the screen-reader support into `window`, after the game's parts are built and
    wired (their signals are listened to after the window's own redraw)."""
    window.voice = GameVoice(window, parts)
    window.focus_follow = FocusFollow(window, parts)
    tab_bars_without_tabs_take_no_focus(window)
    name_tab_bars(window)  # the docks' tab bar and the scroll bars, named for a screen reader
    window.stack.currentChanged.connect(lambda _=0: tab_bars_without_tabs_take_no_focus(window))
    window.stack.currentChanged.connect(lambda _=0: name_tab_bars(window))
