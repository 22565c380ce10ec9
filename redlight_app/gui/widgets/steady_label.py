"""A label for text that changes with every move (a hand count, a badge, whose turn it is).

A QLabel asks its layout for a new geometry at each new text; when the size it asks for
changes, its neighbours move, the area holding it grows or shrinks, and the whole table
is laid out and repainted for one changed word. A SteadyLabel's preferred size and its
height only ever grow, so after the first few moves a new text repaints just the label.
Its minimum width follows the text as a QLabel's does: a long message once shown must not
keep the window from being made narrower later.
"""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QWidget


class SteadyLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hint = QSize(0, 0)
        self._min_height = 0

    def text_size_hint(self) -> QSize:
        """The size the text asks for, as a QLabel's (a subclass may remember it)."""
        return QLabel.sizeHint(self)

    def text_minimum_size_hint(self) -> QSize:
        return QLabel.minimumSizeHint(self)

    def sizeHint(self) -> QSize:
        self._hint = self._hint.expandedTo(self.text_size_hint())
        return self._hint

    def minimumSizeHint(self) -> QSize:
        live = self.text_minimum_size_hint()
        self._min_height = max(self._min_height, live.height())
        return QSize(live.width(), self._min_height)
