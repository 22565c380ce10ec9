"""The strip's text (whose turn, the showdown, an open window): it elides to the room it
has, most important part first, and keeps the whole sentence in its tooltip and for screen
readers.

Its size hints are remembered by the shape of its text: a rich-text QLabel lays its whole
text out three times to answer them after each new text, and the banner's text is new at
every turn ("turn 12", "turn 13"). The banner takes the strip's width whatever it asks for
(its width is Ignored); what it asks for in height is its line's, which the fonts of its
characters decide: texts that differ only in their digits (laid out in the same font) ask
for the same height, so they are measured once."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ..plain_text import html_text, set_tooltip
from .label_hints import RememberedHints, label_key, text_shape


class ElidedBanner(QLabel):
    _known = RememberedHints(most_kept=200)  # by the text's shape (a game has a few dozen)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.parts: list[tuple[str, str]] = []
        self.full = ""
        self.elided = False

    def set_parts(self, parts: list[tuple[str, str]]) -> None:
        """`parts` are (plain text, CSS style) in order of importance."""
        if parts != self.parts:
            self.parts = list(parts)
            self.full = "".join(t for t, _ in parts).strip()
            set_tooltip(self, self.full)
            self.setAccessibleName(self.full)
            self._render()

    def _render(self) -> None:
        room = self.contentsRect().width() - 4
        fm = QFontMetrics(self.font())
        used = 0
        out = []
        self.elided = False
        for text, style in self.parts:
            width = fm.horizontalAdvance(text)
            if room > 0 and used + width > room:
                text = fm.elidedText(text, Qt.TextElideMode.ElideRight, max(0, room - used))
                self.elided = True
                if text.strip() in ("", "…"):
                    break
            body = html_text(text).replace("  ", "&nbsp;&nbsp;")
            out.append(f"<span style='{style}'>{body}</span>" if style else body)
            used += fm.horizontalAdvance(text)
            if self.elided:
                break
        super().setText("".join(out))

    def plain(self) -> str:
        return self.full

    def _hints(self) -> tuple[QSize, QSize]:
        return ElidedBanner._known.of(self, (text_shape(self.text()), *label_key(self)))

    def sizeHint(self) -> QSize:
        return QSize(self._hints()[0])

    def minimumSizeHint(self) -> QSize:
        return QSize(self._hints()[1])

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._render()
