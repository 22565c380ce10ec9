"""The badge line of a player's area (OUT, TO PLAY, computer, ...): rich text whose size
hints are remembered by text and font.

A rich-text QLabel works its size hints out anew after every change of text by laying
out its whole text document three times (its size, then its least width and height).
The same few badge lines pass from area to area as the turn goes round, so what they ask
for is kept, for all badges at once, and a change of turn lays none of it out again.
"""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QWidget

from .steady_label import SteadyLabel

MOST_KEPT = 500  # badge lines remembered (a few dozen occur in a game)


class BadgeLabel(SteadyLabel):
    """A SteadyLabel (its preferred size only grows) whose text's size hints are measured
    once per text and font."""

    # (text, font, screen's dpi, contents margins) -> (size hint, minimum size hint) of a QLabel
    _known: dict[tuple[str, str, int, tuple[int, int, int, int]], tuple[QSize, QSize]] = {}

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def _key(self, text: str) -> tuple[str, str, int, tuple[int, int, int, int]]:
        m = self.contentsMargins()
        return (text, self.font().key(), self.logicalDpiY(),
                (m.left(), m.top(), m.right(), m.bottom()))

    def _hints(self) -> tuple[QSize, QSize]:
        key = self._key(self.text())
        hints = BadgeLabel._known.get(key)
        if hints is None:
            hints = (QLabel.sizeHint(self), QLabel.minimumSizeHint(self))
            if len(BadgeLabel._known) >= MOST_KEPT:
                BadgeLabel._known.clear()
            BadgeLabel._known[key] = hints
        return hints

    def text_size_hint(self) -> QSize:
        return QSize(self._hints()[0])

    def text_minimum_size_hint(self) -> QSize:
        return QSize(self._hints()[1])

    def width_for(self, text: str) -> int:
        """The width this label asks for showing `text` (a text not measured before is
        set on the label to be measured)."""
        hints = BadgeLabel._known.get(self._key(text))
        if hints is None:
            self.setText(text)
            hints = self._hints()
        return hints[0].width()
