"""Full-window covers: the hot-seat curtain ("Pass to NAME") and the 18+ confirmation.

The cover is a child of the main window stretched over all of it (menus and docks too), so
nothing of the previous player's hand shows while the device changes hands. The 18+
question is asked in a modal dialog over the cover (`ask`, cover_question.py): a screen
reader meets a named dialog, and Tab cannot leave it for the start page behind.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QHideEvent, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from .cover_parts import cover_button_styles, cover_words
from .cover_question import CoverQuestion

if TYPE_CHECKING:
    from .cover_question import CoverQuestion


class Cover(QWidget):
    accepted = Signal()
    declined = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.host = host
        self.setObjectName("cover")
        self.setAutoFillBackground(False)
        root = QVBoxLayout(self)
        root.addStretch(2)
        self.kicker, self.title, self.text = cover_words(root, 11, 30, "cover-title")
        root.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch(1)
        yes_style, no_style = cover_button_styles("12px 28px", 14)
        self.ok = QPushButton()
        self.ok.setObjectName("cover-ok")
        self.ok.setStyleSheet(yes_style)
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accepted)
        self.no = QPushButton()
        self.no.setObjectName("cover-no")
        self.no.setStyleSheet(no_style)
        self.no.clicked.connect(self.declined)
        row.addWidget(self.ok)
        row.addSpacing(16)
        row.addWidget(self.no)
        row.addStretch(1)
        root.addLayout(row)
        root.addStretch(3)
        self.question: CoverQuestion | None = None  # the dialog `ask` shows, once made
        self._asking: tuple[str, str, str, str, str] | None = None  # to ask once the host shows
        host.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize:
            # followed hidden too: a window resized before it shows (its place restored, or
            # maximised as it opens) sends its Resize before its children are visible, and
            # the 18+ question's cover kept the old size, the start page showing beside it
            self.setGeometry(self.host.rect())
        if watched is self.host and event.type() == QEvent.Type.Show and self._asking:
            self._ask_now()
        if watched is self.host and event.type() == QEvent.Type.WindowActivate and \
                self.question is not None and self.question.isVisible():
            self.question.come_forward()  # the window behind waits for the answer
        return False

    def ask(self, kicker: str, title: str, text: str, ok: str, no: str) -> None:
        """Cover the window and ask `title` in a modal dialog over it (once the window is
        on screen): yes is `accepted`, no (or Esc, or closing it) `declined`."""
        for w in (self.kicker, self.title, self.text, self.ok, self.no):
            w.hide()
        self.setGeometry(self.host.rect())
        self.show()
        self.raise_()
        self._asking = (kicker, title, text, ok, no)
        if self.host.isVisible():
            self._ask_now()

    def _ask_now(self) -> None:
        if self.question is None:
            self.question = CoverQuestion(self.host)
            self.question.answered.connect(
                lambda yes: self.accepted.emit() if yes else self.declined.emit())
        assert self._asking is not None
        self.question.ask(*self._asking)

    def hideEvent(self, event: QHideEvent) -> None:
        self._asking = None
        if self.question is not None and self.question.isVisible():
            self.question.hide()
        super().hideEvent(event)

    def present(self, kicker: str, title: str, text: str, ok: str, no: str | None = None) -> None:
        for w in (self.kicker, self.title, self.text, self.ok):
            w.show()
        self.kicker.setText(kicker)
        self.title.setText(title)
        self.text.setText(text)
        self.ok.setText(ok)
        self.no.setVisible(no is not None)
        self.no.setText(no or "")
        for button in (self.ok, self.no):
            width = button.fontMetrics().horizontalAdvance(button.text())
            button.setMinimumWidth(int(width * 1.45) + 60)  # the 14 pt style is larger than the metrics
        self.setGeometry(self.host.rect())
        self.show()
        self.raise_()
        self.ok.setFocus()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0, QColor("#3a0d18"))
        grad.setColorAt(1, QColor("#12060a"))
        p.fillRect(self.rect(), grad)
        p.end()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.accepted.emit()
            return
        super().keyPressEvent(event)
