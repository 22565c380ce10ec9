"""The game log in plain sentences, newest at the bottom."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget


class LogView(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setWordWrap(True)
        self.setAlternatingRowColors(False)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.setUniformItemSizes(False)

    def set_lines(self, lines: list[tuple[str, str]]) -> None:
        self.clear()
        self.add_lines(lines)

    def add_lines(self, lines: list[tuple[str, str]]) -> None:
        """Each line is (kind, text): kind "turn" lines are headings."""
        for kind, text in lines:
            item = QListWidgetItem(text)
            if kind == "turn":
                f = QFont()
                f.setBold(True)
                item.setFont(f)
                item.setForeground(QColor("#b8860b"))
            elif kind == "end":
                f = QFont()
                f.setBold(True)
                item.setFont(f)
            self.addItem(item)
        if lines:
            self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
