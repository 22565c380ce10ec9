"""A word-wrapped label whose height for a width is laid out once per text, font and width.

Qt asks a word-wrapped QLabel for its height at a width (heightForWidth) on every layout
pass of the window it is in, hidden pages included (a stacked widget asks all its pages),
and a QLabel lays its text out again for each answer. After a move the table is laid out
once or more; the action bar's prompt, the log's undo note and the start page's lines had
their texts laid out again each time though none of them changed. A WrappedLabel
remembers its answers until its text, font, width or screen (its dpi) changes (or its
style sheet, margins, indent, alignment or format are set).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QWidget

MOST_KEPT = 16  # widths remembered per label (a window resized by dragging asks for many)


class WrappedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self._heights: dict[tuple[int, str, str, int], int] = {}

    def heightForWidth(self, width: int) -> int:  # Qt's name
        key = (width, self.text(), self.font().key(), self.logicalDpiY())
        height = self._heights.get(key)
        if height is None:
            height = super().heightForWidth(width)
            if len(self._heights) >= MOST_KEPT:
                self._heights.clear()
            self._heights[key] = height
        return height

    def forget_heights(self) -> None:
        """Heights laid out from now on (what they depend on beside text and font changed)."""
        self._heights.clear()

    def setStyleSheet(self, sheet: str) -> None:
        self.forget_heights()
        super().setStyleSheet(sheet)
        self.forget_heights()

    def setWordWrap(self, on: bool) -> None:
        self._heights = {}
        super().setWordWrap(on)

    def setContentsMargins(self, *margins: Any) -> None:
        self.forget_heights()
        super().setContentsMargins(*margins)

    def setIndent(self, indent: int) -> None:
        self.forget_heights()
        super().setIndent(indent)

    def setMargin(self, margin: int) -> None:
        self.forget_heights()
        super().setMargin(margin)

    def setAlignment(self, alignment: Any) -> None:
        self.forget_heights()
        super().setAlignment(alignment)

    def setTextFormat(self, text_format: Any) -> None:
        self.forget_heights()
        super().setTextFormat(text_format)
