"""A small line chart: the awards toward the win (V1, V2) each player held, turn by turn,
with a key under its title (each player's colour, dash and marker beside their name)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...bidi import isolate
from ..i18n import tr
from .cards import font

# Okabe-Ito colours (told apart with the common colour blindnesses), and for each seat a
# marker and a dash pattern of its own: colour is never the only cue
SEAT_COLORS = [QColor("#e69f00"), QColor("#56b4e9"), QColor("#f0e442"), QColor("#009e73"),
               QColor("#cc79a7"), QColor("#d55e00")]
SEAT_MARKS = ["●", "■", "▲", "◆", "▼", "★"]
SEAT_DASHES = [Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine,
               Qt.PenStyle.DashDotLine, Qt.PenStyle.DashDotDotLine, Qt.PenStyle.SolidLine]
KEY_TOP, KEY_SAMPLE, KEY_GAP = 30, 26, 18  # px: the key's first row, a line's sample, between
KEY_NAME = 150  # px: the most a name takes in the key (longer ones are elided)


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
        last = self.history[-1][1] if self.history else []
        counts = [last[i] if i < len(last) else 0 for i in range(len(self.names))]
        self.setAccessibleName(tr("Awards toward the win, turn by turn"))
        self.setAccessibleDescription("; ".join(
            tr("{name}: {count} awards toward the win at the end", "", count).format(name=isolate(name), count=count)
            for name, count in zip(self.names, counts, strict=True)))
        self.update()

    def key(self) -> list[tuple[int, QRectF, str]]:
        """The key: for each seat, where its entry lies (line sample, marker and name) and
        the name as drawn; entries flow in rows across the chart's width."""
        fm = QFontMetrics(font(8.5, bold=True))
        left, right = 12.0, self.width() - 12.0
        x, y, out = left, float(KEY_TOP), []
        for seat, name in enumerate(self.names):
            text = fm.elidedText(f"{SEAT_MARKS[seat % len(SEAT_MARKS)]} {isolate(name)}",
                                 Qt.TextElideMode.ElideRight, KEY_NAME)
            width = KEY_SAMPLE + 6 + fm.horizontalAdvance(text)
            if x > left and x + width > right:  # the next row
                x, y = left, y + fm.height() + 4
            out.append((seat, QRectF(x, y, width, fm.height()), text))
            x += width + KEY_GAP
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor(255, 255, 255, 50), 1))
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(r, 10, 10)
        entries = self.key()
        p.setFont(font(8.5, bold=True))
        for seat, where, text in entries:
            color = SEAT_COLORS[seat % len(SEAT_COLORS)]
            mid = where.center().y()
            p.setPen(QPen(color, 2.6, SEAT_DASHES[seat % len(SEAT_DASHES)]))
            p.drawLine(QPointF(where.left(), mid), QPointF(where.left() + KEY_SAMPLE, mid))
            p.setPen(color)
            p.drawText(where.adjusted(KEY_SAMPLE + 6, 0, 0, 0),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        key_bottom = max((where.bottom() for _s, where, _t in entries), default=KEY_TOP)
        plot = r.adjusted(44, key_bottom + 10, -16, -34)
        p.setPen(QColor("#f2ead8"))
        p.setFont(font(9.5, bold=True))
        p.drawText(QRectF(r.left() + 12, r.top() + 6, r.width() - 24, 20),
                   Qt.AlignmentFlag.AlignLeft, tr("Awards toward the win, turn by turn"))
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
        for seat in range(n):
            color = SEAT_COLORS[seat % len(SEAT_COLORS)]
            mark = SEAT_MARKS[seat % len(SEAT_MARKS)]
            points = QPolygonF()
            corners: list[QPointF] = []
            last_y = None
            for t, counts in self.history:
                x = plot.left() + plot.width() * (t - t0) / (t1 - t0)
                value = counts[seat] if seat < len(counts) else 0
                # small offset per seat so equal lines stay visible side by side
                y = plot.bottom() - plot.height() * value / top - (seat - (n - 1) / 2) * 2.4
                if last_y is not None:
                    points.append(QPointF(x, last_y))  # steps: awards change within a turn
                    if abs(last_y - y) > 0.5:
                        corners.append(QPointF(x, y))
                points.append(QPointF(x, y))
                last_y = y
            if points.size() == 1:  # a game of one turn: no line to draw, its marker says where
                corners.append(points.at(0))
            p.setPen(QPen(color, 2.6, SEAT_DASHES[seat % len(SEAT_DASHES)]))
            p.drawPolyline(points)
            p.setFont(font(9, bold=True))
            p.setPen(color)
            for corner in corners[:12]:  # the seat's marker where its count changes
                p.drawText(QRectF(corner.x() - 7, corner.y() - 8, 14, 16),
                           Qt.AlignmentFlag.AlignCenter, mark)
        p.end()
