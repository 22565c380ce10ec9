"""A small line chart: awards held by each player, turn by turn."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..i18n import tr
from .cards import font

SEAT_COLORS = [QColor("#e6b422"), QColor("#4fc3f7"), QColor("#ef6c6c"), QColor("#81c784"),
               QColor("#ba8cf0"), QColor("#ffb074")]


class AwardsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("awards-chart")
        self.names: list[str] = []
        self.history: list[tuple[int, list[int]]] = []
        self.setMinimumSize(360, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(560, 260)

    def set_data(self, names: list[str], history: list[tuple[int, list[int]]]) -> None:
        self.names, self.history = list(names), list(history)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(255, 255, 255, 50), 1))
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(r, 10, 10)
        plot = r.adjusted(44, 30, -16, -34)
        p.setPen(QColor("#f2ead8"))
        p.setFont(font(9.5, bold=True))
        p.drawText(QRectF(r.left() + 12, r.top() + 6, r.width() - 24, 20),
                   Qt.AlignmentFlag.AlignLeft, tr("Awards held, turn by turn"))
        if not self.history:
            return
        turns = [t for t, _ in self.history]
        t0, t1 = min(turns), max(max(turns), min(turns) + 1)
        top = max(4, max(max(c) for _, c in self.history))
        p.setFont(font(8))
        for level in range(top + 1):
            y = plot.bottom() - plot.height() * level / top
            p.setPen(QPen(QColor(255, 255, 255, 40 if level else 90), 1,
                          Qt.PenStyle.DashLine if level == 4 else Qt.PenStyle.SolidLine))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor("#cfe0d3"))
            p.drawText(QRectF(plot.left() - 30, y - 8, 24, 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(level))
        step = max(1, (t1 - t0) // 8)
        for t in range(t0, t1 + 1, step):
            x = plot.left() + plot.width() * (t - t0) / (t1 - t0)
            p.drawText(QRectF(x - 20, plot.bottom() + 4, 40, 14), Qt.AlignmentFlag.AlignHCenter, str(t))
        p.drawText(QRectF(plot.left(), plot.bottom() + 16, plot.width(), 14),
                   Qt.AlignmentFlag.AlignHCenter, tr("turn"))
        n = len(self.names)
        legend_x = plot.left() + 8
        for seat in range(n):
            color = SEAT_COLORS[seat % len(SEAT_COLORS)]
            points = QPolygonF()
            last_y = None
            for t, counts in self.history:
                x = plot.left() + plot.width() * (t - t0) / (t1 - t0)
                value = counts[seat] if seat < len(counts) else 0
                # small offset per seat so equal lines stay visible side by side
                y = plot.bottom() - plot.height() * value / top - (seat - (n - 1) / 2) * 1.8
                if last_y is not None:
                    points.append(QPointF(x, last_y))  # steps: awards change within a turn
                points.append(QPointF(x, y))
                last_y = y
            p.setPen(QPen(color, 2.6))
            p.drawPolyline(points)
            p.setFont(font(8.5, bold=True))
            p.setPen(color)
            label = f"■ {self.names[seat]}"
            p.drawText(QPointF(legend_x, plot.top() + 4), label)
            legend_x += p.fontMetrics().horizontalAdvance(label) + 18
        p.end()
