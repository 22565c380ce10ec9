"""Counting what a person does: every mouse click and every key press (a shortcut such as
Ctrl+E counts as one press), made through pytest-qt on the real widgets."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget


class InputCounter:
    def __init__(self, qtbot: Any) -> None:
        self.qtbot = qtbot
        self.clicks = 0
        self.keys = 0

    @property
    def total(self) -> int:
        return self.clicks + self.keys

    def click(self, widget: QWidget, pos: QPoint | None = None) -> None:
        assert widget.isVisible() and widget.isEnabled(), widget.objectName()
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos or widget.rect().center())
        self.clicks += 1

    def type(self, widget: QWidget, text: str) -> None:
        self.qtbot.keyClicks(widget, text)
        self.keys += len(text)

    def key(self, widget: QWidget, key: Qt.Key,
            modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.qtbot.keyClick(widget, key, modifier)
        self.keys += 1
