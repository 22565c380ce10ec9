"""A one-time legend over the table: what the circles, the stars, the slots and the marks
mean. Shown at a player's first game, closed with its button; the window remembers it."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..i18n import tr
from .cards import font


class Legend(QWidget):
    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("legend")
        root = QVBoxLayout(self)
        root.setContentsMargins(14, 10, 14, 10)
        self.title = QLabel()
        self.title.setFont(font(10.5, bold=True))
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setFont(font(9))
        for label, color in ((self.title, "#ffe9a8"), (self.text, "#f4efe2")):
            palette = label.palette()
            palette.setColor(palette.ColorRole.WindowText, QColor(color))
            label.setPalette(palette)
        root.addWidget(self.title)
        root.addWidget(self.text)
        row = QHBoxLayout()
        row.addStretch(1)
        self.ok = QPushButton()
        self.ok.setObjectName("legend-ok")
        self.ok.clicked.connect(self._close)
        row.addWidget(self.ok)
        root.addLayout(row)
        self.setFixedWidth(430)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(tr("How to read the table"))
        rows = [("●", "#2f9e58", tr("Green circle: psyche, her defence. An outshine needs a charisma "
                                    "at least this high.")),
                ("●", "#cf3a3a", tr("Red circle: charisma, her attack.")),
                ("★", "#e0a22e", tr("Stars under the name: fame, for films and awards. A white ring "
                                    "on a circle: a film or an effect changed the value.")),
                ("▢", "#f4efe2", tr("The four dashed slots by a name: the awards held. Four that "
                                    "count win the game.")),
                ("▭", "#d6cfc0", tr("USED on a greyed card: she acted this turn and waits for her "
                                    "owner's next turn.")),
                ("1", "#ffe9a8", tr("The number on a card is its key: 1 to 9 for your stars, "
                                    "Ctrl+1 to 9 for your hand."))]
        self.text.setText("<table>" + "".join(
            f"<tr><td style='color:{c}; font-weight:bold;'>{m}&nbsp;</td><td>{t}</td></tr>"
            for m, c, t in rows) + "</table>")
        self.ok.setText(tr("Got it"))
        self.setAccessibleName(self.title.text())
        height = self.layout().totalHeightForWidth(self.width())
        self.setFixedHeight(max(height, self.layout().totalMinimumSize().height()))

    def _close(self) -> None:
        self.hide()
        self.closed.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor("#ffe9a8"))
        p.setBrush(QColor(20, 14, 10, 235))
        p.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 10, 10)
        p.end()
