"""The game log in plain sentences, newest at the bottom.

A plain-text view: appending a line costs the same with ten lines or ten thousand (a
list view with wrapped items re-measures them all), so a long game stays quick.

It is walked like a list from the keyboard: it takes focus, the arrow keys (Home, End,
Page Up, Page Down) move from line to line, each line is said to a screen reader as it is
reached ("Robo drew an event. Line 12 of 40") and the text cursor follows it; Enter, the
menu key or Shift+F10 on a line asks for what can be done there (`line_menu`).
"""
from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..announce import announce
from ..i18n import number, tr

_STYLE = {"turn": "color:#b8860b; font-weight:bold;", "end": "font-weight:bold;"}


_STEPS: dict[int, int] = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1, Qt.Key.Key_PageUp: -10, Qt.Key.Key_PageDown: 10}
_MENU_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Menu)


class LogView(QPlainTextEdit):
    walked = Signal(int)  # the keyboard reached this line
    line_menu = Signal(int)  # Enter or the menu key on this line: what can be done here

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setTabChangesFocus(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.current: int | None = None  # the line the keyboard is on
        self.setUndoRedoEnabled(False)
        self.setAccessibleName(tr("Game log"))
        # readable however long the table's banner gets: the dock keeps about 26 characters
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 26 + 24)
        self._lines: list[str] = []
        self._pending: list[tuple[str, str]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.flush)

    def set_lines(self, lines: list[tuple[str, str]]) -> None:
        self._pending = []
        self.clear()
        self._lines = []
        self.current = None
        self._append(lines)

    def add_lines(self, lines: list[tuple[str, str]]) -> None:
        """Each line is (kind, text): "turn" lines are headings, "end" the final word.

        Written just after the table's next frame, so the log never delays the table."""
        self._pending.extend(lines)
        self._timer.start(0)

    def flush(self) -> None:
        lines, self._pending = self._pending, []
        self._append(lines)

    def _append(self, lines: list[tuple[str, str]]) -> None:
        for kind, text in lines:
            style = _STYLE.get(kind)
            if style:
                self.appendHtml(f'<span style="{style}">{html.escape(text)}</span>')
            else:
                self.appendPlainText(text)
            self._lines.append(text)
        if lines:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())

    def lines(self) -> list[str]:
        self.flush()
        return list(self._lines)

    # -- walked from the keyboard ---------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        lines = self.lines()
        if not lines:
            super().keyPressEvent(event)
            return
        last = len(lines) - 1
        if key in _STEPS and event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                                   Qt.KeyboardModifier.KeypadModifier):
            here = last if self.current is None else self.current
            self.walk(min(last, max(0, here + (_STEPS[key] if self.current is not None else 0))))
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End) and not event.modifiers() & ~(
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.KeypadModifier):
            self.walk(0 if key == Qt.Key.Key_Home else last)
        elif key in _MENU_KEYS or (key == Qt.Key.Key_F10 and event.modifiers()
                                   == Qt.KeyboardModifier.ShiftModifier):
            if self.current is None:
                self.walk(last)
            self.line_menu.emit(self.current)
        else:
            super().keyPressEvent(event)

    def walk(self, line: int) -> None:
        """Go to `line`: the text cursor on it (in view), said to a screen reader."""
        lines = self.lines()
        if not 0 <= line < len(lines):
            return
        self.current = line
        cursor = QTextCursor(self.document().findBlockByNumber(line))
        self.setTextCursor(cursor)
        self.ensureCursorVisible()
        announce(self, tr("{line} Line {n} of {count}.").format(
            line=lines[line], n=number(line + 1), count=number(len(lines))), assertive=True)
        self.walked.emit(line)

    def contextMenuEvent(self, event) -> None:
        line = self.cursorForPosition(event.pos()).blockNumber()
        if 0 <= line < len(self.lines()):
            self.current = line
            self.line_menu.emit(line)
