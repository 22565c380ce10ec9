"""A label for text that changes with every move (a hand count, a badge, whose turn it is).

A QLabel asks its layout for a new geometry at each new text; when the size it asks for
changes, its neighbours move, the area holding it grows or shrinks, and the whole table
is laid out and repainted for one changed word. A SteadyLabel's preferred size and its
height only ever grow, so after the first few moves a new text repaints just the label.
Its minimum width follows the text as a QLabel's does: a long message once shown must not
keep the window from being made narrower later.

What its text asks for is measured once per shape of text: a QLabel lays its text out
three times to answer after each new text, and these texts change in their numbers ("hand
4", "fame 12", "41 moves"). Texts that differ only in their digits, laid out in the same
font, take the same height; their widths differ only in a font whose digits are not all
as wide, and a SteadyLabel's width must not follow its text anyway (it is Ignored, fixed,
or at least the width of the longest text: the table's labels are so).
"""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QWidget

from .label_hints import RememberedHints, label_key, text_shape


class SteadyLabel(QLabel):
    # by the text's shape and what else a QLabel's answer follows, for all SteadyLabels
    _shapes = RememberedHints(most_kept=500)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hint = QSize(0, 0)
        self._min_height = 0

    def _text_hints(self) -> tuple[QSize, QSize]:
        return SteadyLabel._shapes.of(self, (text_shape(self.text()), *label_key(self)))

    def text_size_hint(self) -> QSize:
        """The size the text asks for, as a QLabel's."""
        return QSize(self._text_hints()[0])

    def text_minimum_size_hint(self) -> QSize:
        return QSize(self._text_hints()[1])

    def sizeHint(self) -> QSize:
        self._hint = self._hint.expandedTo(self.text_size_hint())
        return self._hint

    def minimumSizeHint(self) -> QSize:
        live = self.text_minimum_size_hint()
        self._min_height = max(self._min_height, live.height())
        return QSize(live.width(), self._min_height)
