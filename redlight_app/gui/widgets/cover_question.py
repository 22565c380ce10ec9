"""The question a full-window cover asks (the 18+ confirmation): a real modal dialog, so a
screen reader meets a dialog named by its title with the question as its description, and
Tab stays inside it until it is answered (the window behind it is blocked)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..font_scale import pt
from ..plain_text import plain_label
from .cards import font

BUTTON = ("QPushButton { background: #e9c46a; color: #2a1a0a; border-radius: 10px;"
          " padding: 10px 24px; " + pt(13) + " font-weight: bold; }"
          " QPushButton:hover { background: #f4d58d; } QPushButton:focus { border: 3px solid #fff; }")


class CoverQuestion(QDialog):
    """Asks `title` / `text` with a yes (`ok`) and a no (`no`); Esc and closing say no."""

    answered = Signal(bool)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("cover-question")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        root = QVBoxLayout(self)
        root.setContentsMargins(32, 24, 32, 24)
        root.setSpacing(10)
        self.kicker = plain_label(QLabel())
        self.kicker.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.kicker.setStyleSheet("color: #d9b56a; letter-spacing: 3px;")
        self.kicker.setFont(font(10, bold=True))
        self.title = plain_label(QLabel())
        self.title.setObjectName("cover-question-title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: #fbf3e0;")
        self.title.setFont(font(24, bold=True))
        self.text = plain_label(QLabel())
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("color: #d8cdb8;")
        self.text.setFont(font(12))
        for w in (self.kicker, self.title, self.text):
            root.addWidget(w)
        root.addSpacing(12)
        row = QHBoxLayout()
        row.addStretch(1)
        self.ok = QPushButton()
        self.ok.setObjectName("cover-question-ok")
        self.ok.setStyleSheet(BUTTON)
        self.ok.setDefault(True)
        self.ok.clicked.connect(self.accept)
        self.no = QPushButton()
        self.no.setObjectName("cover-question-no")
        self.no.setStyleSheet(BUTTON.replace("#e9c46a", "#6d5b4b").replace("#f4d58d", "#85705d")
                              .replace("#2a1a0a", "#f4ead8"))
        self.no.clicked.connect(self.reject)
        row.addWidget(self.ok)
        row.addSpacing(12)
        row.addWidget(self.no)
        row.addStretch(1)
        root.addLayout(row)
        self.finished.connect(lambda result: self.answered.emit(
            result == QDialog.DialogCode.Accepted))

    def ask(self, kicker: str, title: str, text: str, ok: str, no: str) -> None:
        """Set the words (again, after a change of language) and show the dialog."""
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        self.kicker.setText(kicker)
        self.title.setText(title)
        self.text.setText(text)
        self.ok.setText(ok)
        self.no.setText(no)
        for button in (self.ok, self.no):  # the style's 13 pt is larger than the metrics
            button.setMinimumWidth(int(button.fontMetrics().horizontalAdvance(button.text()) * 1.4) + 56)
        host = self.parentWidget()
        self.setMinimumWidth(min(640, max(420, host.width() // 2 if host is not None else 0)))
        if not self.isVisible():
            self.open()
            self.ok.setFocus()
            self.come_forward()

    def come_forward(self) -> None:
        """Be the active window (with a window manager, or none, that activated the window
        behind instead)."""
        self.raise_()
        self.activateWindow()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0, QColor("#4a1220"))
        grad.setColorAt(1, QColor("#1c0a10"))
        p.fillRect(self.rect(), grad)
        p.end()
