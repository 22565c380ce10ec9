"""The game log in plain sentences, newest at the bottom.

A plain-text view: appending a line costs the same with ten lines or ten thousand (a
list view with wrapped items re-measures them all), so a long game stays quick.
"""
from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..i18n import tr

_STYLE = {"turn": "color:#b8860b; font-weight:bold;", "end": "font-weight:bold;"}


class LogView(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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
