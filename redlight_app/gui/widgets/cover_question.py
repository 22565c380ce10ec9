"""The question a full-window cover asks (the 18+ confirmation): a real modal dialog, so a
screen reader meets a dialog named by its title with the question as its description, and
Tab stays inside it until it is answered (the window behind it is blocked)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from .cover_parts import cover_button_styles, cover_words

BUTTON, NO_BUTTON = cover_button_styles("10px 24px", 13)


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
        self.kicker, self.title, self.text = cover_words(root, 10, 24, "cover-question-title")
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
        self.no.setStyleSheet(NO_BUTTON)
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
