"""What the table lies on: the green felt, the wooden rail, the banner's dark strip."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from .. import palette as pal


def ink(label: QLabel, color: str) -> None:
    """Text colour through the palette (a style sheet would restyle every child widget)."""
    palette = label.palette()
    wanted = QColor(color)
    if palette.color(QPalette.ColorRole.WindowText) == wanted:
        return
    palette.setColor(QPalette.ColorRole.WindowText, wanted)
    label.setPalette(palette)


class Felt(QWidget):
    """The green baize everything lies on (it covers every pixel of itself): lighter in
    the middle, darker towards the edges, as under a lamp."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def paintEvent(self, event: QPaintEvent) -> None:
        # a vertical gradient: each row one colour, filled fast (a move repaints the felt
        # under every card that changed)
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0, pal.FELT_EDGE)
        grad.setColorAt(0.45, pal.FELT_CENTER)
        grad.setColorAt(1, pal.FELT_EDGE)
        p = QPainter(self)
        p.fillRect(event.rect(), grad)
        p.end()


class Rail(QWidget):
    """The wooden rail under the table where the hand and the buttons lie."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def paintEvent(self, event: QPaintEvent) -> None:
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0, QColor("#3a2618"))
        grad.setColorAt(1, QColor("#22160e"))
        p = QPainter(self)
        p.fillRect(event.rect(), grad)
        p.end()


class Strip(QWidget):
    """The dark strip above the table holding the banner and the saved note."""

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(0, 0, 0, 110))
        p.end()
