"""The statistics page's charts, in the style of the result page's chart (a dark panel,
a title, light ink) and colour-blind safe: each bar has its own fill pattern as well as its
colour (Okabe-Ito), the line has markers and a dashed reference, and every value is written
next to what it measures (no legend to match colours against; a bar whose light track is
shorter than the panel says in its chart's title what the track and the filled part are). A screen reader hears each
chart's title as its name and its figures in sentences as its description."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..widgets.cards import font

# Okabe & Ito's palette, told apart by people with any common colour vision deficiency.
SAFE_COLORS = [QColor("#E69F00"), QColor("#56B4E9"), QColor("#009E73"), QColor("#F0E442"),
               QColor("#0072B2"), QColor("#D55E00"), QColor("#CC79A7")]
PATTERNS = [Qt.BrushStyle.SolidPattern, Qt.BrushStyle.BDiagPattern, Qt.BrushStyle.Dense4Pattern,
            Qt.BrushStyle.CrossPattern, Qt.BrushStyle.FDiagPattern, Qt.BrushStyle.Dense6Pattern,
            Qt.BrushStyle.DiagCrossPattern]
INK = QColor("#f2ead8")
SOFT_INK = QColor("#cfe0d3")


def panel(p: QPainter, widget: QWidget, title: str) -> tuple[QRectF, float, str]:
    """The chart's dark rounded panel and its title, on two or three lines when one is too
    short (French and German titles are long; a French one at a 125% system font needs a
    third); returns the whole rectangle, the height its title
    takes from its top (what the chart draws goes below) and the title as drawn."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(widget.rect()).adjusted(1, 1, -1, -1)
    p.setPen(QPen(QColor(255, 255, 255, 50), 1))
    p.setBrush(QColor(0, 0, 0, 90))
    p.drawRoundedRect(r, 10, 10)
    p.setPen(INK)
    p.setFont(font(9.5, bold=True))
    box = QRectF(r.left() + 12, r.top() + 6, r.width() - 24, 3 * p.fontMetrics().lineSpacing() + 2)
    text = label_text(p.fontMetrics(), title, box)
    used = p.fontMetrics().boundingRect(box.toRect(), Qt.TextFlag.TextWordWrap, text).height()
    p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, text)
    return r, max(20, used) + 12, text


def label_text(metrics: QFontMetrics, text: str, box: QRectF) -> str:
    """`text` as it fits `box` wrapped at spaces (two lines of a bar's row, most often):
    whole when it does, else cut with "…" at the end of the last line that fits."""
    flags = Qt.TextFlag.TextWordWrap
    width = int(box.width())
    def fits(candidate: str) -> bool:
        drawn = metrics.boundingRect(0, 0, width, 10_000, flags, candidate)
        return drawn.height() <= box.height() and drawn.width() <= width  # (a long word)
    if fits(text):
        return text
    cut = len(text)
    while cut > 1 and not fits(text[:cut].rstrip() + "…"):
        cut -= 1
    return text[:cut].rstrip() + "…"


@dataclass(frozen=True)
class Bar:
    label: str  # what the bar measures (written at its left)
    share: float  # 0..1: the bar's length
    value: str  # the value written at its end ("3 of 5 · 60%")
    spoken: str  # the bar in a sentence, for a screen reader ("Easy: won 3 of 5 games, 60%.")
    whole: float = 1.0  # 0..1: the light track's length, what `share` is a part of (the
    # endings chart: the games ended that way, its filled part the wins of them)


class BarChart(QWidget):
    """Horizontal bars, each labelled with what it is and its value."""

    LEAST_WIDTH = 300  # a label, a bar and its value ("games: 12, won: 3") still fit

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.title = ""
        self.shown_title = ""  # the title as last drawn: whole, or cut with "…" if too long
        self.shown_labels: list[str] = []  # each bar's label as last drawn (whole, or cut)
        self.bars: list[Bar] = []
        self.empty = ""
        self.drawn: list[tuple[QRectF, QRectF, QRectF]] = []  # per bar as last drawn: the
        # full width (100%), the light track (`whole`) and the filled part (`share`)
        self.setMinimumSize(self.LEAST_WIDTH, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(460, 50 + 30 * max(3, len(self.bars)))

    def set_data(self, title: str, bars: list[Bar], empty: str) -> None:
        self.title, self.bars, self.empty = title, list(bars), empty
        self.setAccessibleName(title)  # what a screen reader says: the values, in words
        self.setAccessibleDescription(" ".join(b.spoken for b in bars) or empty)
        self.updateGeometry()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        r, title_h, self.shown_title = panel(p, self, self.title)
        self.drawn = []
        if not self.bars:
            p.setPen(SOFT_INK)
            p.setFont(font(9, italic=True))
            p.drawText(r.adjusted(12, title_h, -12, -8), Qt.AlignmentFlag.AlignCenter, self.empty)
            p.end()
            return
        p.setFont(font(8.5))
        metrics = p.fontMetrics()
        label_w = min(r.width() * 0.42, max(metrics.horizontalAdvance(b.label) for b in self.bars) + 14)
        value_w = max(metrics.horizontalAdvance(b.value) for b in self.bars) + 10
        area = r.adjusted(12 + label_w, title_h + 2, -12 - value_w, -10)
        # a row holds a label's two lines (at a larger system font 30 px held one: "the
        # final showdown" was cut to "la resa dei conti fi…" in Italian at 125%)
        two_lines = 2.0 * metrics.lineSpacing() + 2
        row_h = min(max(30.0, two_lines), area.height() / len(self.bars))
        self.shown_labels = []
        bar_h = row_h * 0.62
        for i, bar in enumerate(self.bars):
            y = area.top() + i * row_h
            bar_y = y + (row_h - bar_h) / 2  # the bar and its label centred in the row
            p.setPen(INK)
            label = QRectF(r.left() + 12, y, label_w - 8, row_h)
            shown = label_text(metrics, bar.label, label)
            self.shown_labels.append(shown)
            p.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                       | Qt.TextFlag.TextWordWrap, shown)
            length = max(0.0, min(1.0, bar.share)) * area.width()
            color = SAFE_COLORS[i % len(SAFE_COLORS)]
            box = QRectF(area.left(), bar_y, max(length, 1.5), bar_h)
            p.setPen(QPen(color, 1.4))
            p.setBrush(QColor(color.red(), color.green(), color.blue(), 60))
            whole = max(0.0, min(1.0, bar.whole)) * area.width()
            track = QRectF(area.left(), bar_y, max(whole, 1.5), bar_h)
            p.drawRect(track)  # the whole, light
            p.setBrush(QBrush(color, PATTERNS[i % len(PATTERNS)]))
            p.drawRect(box)
            self.drawn.append((QRectF(area.left(), bar_y, area.width(), bar_h), track,
                               QRectF(box.left(), box.top(), length, bar_h)))
            p.setPen(INK)
            p.drawText(QRectF(area.right() + 6, bar_y, value_w, bar_h),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, bar.value)
        p.end()


def game_x(plot: QRectF, game: int, games: int) -> float:
    """Where game `game` of `games` stands across the plot: the first at its left edge and
    the last at its right, or a lone game in its middle (not against the axis, where its
    value would read as the axis's own)."""
    if games == 1:
        return plot.center().x()
    return plot.left() + plot.width() * (game - 1) / (games - 1)


class RateChart(QWidget):
    """The running win rate, game by game: a line with a marker per game (a filled circle
    for a win, a hollow square for a loss), a dashed 50% line, the last value written."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats-rate-chart")
        self.title = ""
        self.shown_title = ""  # the title as last drawn: whole, or cut with "…" if too long
        self.results: list[bool] = []
        self.axis = ""
        self.empty = ""
        self.setMinimumSize(340, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(560, 240)

    def set_data(self, title: str, results: list[bool], axis: str, empty: str,
                 spoken: str) -> None:
        """`spoken`: the line's figures in a sentence, for a screen reader."""
        self.title, self.results, self.axis, self.empty = title, list(results), axis, empty
        self.setAccessibleName(title)
        self.setAccessibleDescription(spoken if results else empty)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        r, title_h, self.shown_title = panel(p, self, self.title)
        plot = r.adjusted(48, title_h, -64, -34)
        p.setFont(font(8))
        for level in (0, 25, 50, 75, 100):
            y = plot.bottom() - plot.height() * level / 100
            p.setPen(QPen(QColor(255, 255, 255, 90 if level == 50 else 40), 1,
                          Qt.PenStyle.DashLine if level == 50 else Qt.PenStyle.SolidLine))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(SOFT_INK)
            p.drawText(QRectF(plot.left() - 44, y - 8, 38, 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{level}%")
        n = len(self.results)
        p.drawText(QRectF(plot.left(), plot.bottom() + 19, plot.width(), 14),
                   Qt.AlignmentFlag.AlignHCenter, self.axis)
        if not n:
            p.setPen(SOFT_INK)
            p.setFont(font(9, italic=True))
            band = QRectF(plot.left(), plot.top() + plot.height() / 4, plot.width(), plot.height() / 4)
            p.drawText(band, Qt.AlignmentFlag.AlignCenter, self.empty)  # between 75% and 50%: on no line
            p.end()
            return
        for g in sorted({1, n} | set(range(0, n + 1, max(1, n // 6)))):
            if 1 <= g <= n:
                x = game_x(plot, g, n)
                p.drawText(QRectF(x - 20, plot.bottom() + 5, 40, 14),  # under a marker
                           Qt.AlignmentFlag.AlignHCenter, str(g))
        points = []
        wins = 0
        for game, won in enumerate(self.results, 1):
            wins += won
            points.append(QPointF(game_x(plot, game, n), plot.bottom() - plot.height() * wins / game))
        p.setPen(QPen(QColor("#56B4E9"), 2.4))
        p.drawPolyline(QPolygonF(points))
        if n <= 150:  # markers while they can be told apart
            size = 3.6 if n <= 60 else 2.4
            for point, won in zip(points, self.results, strict=True):
                if won:
                    p.setPen(QPen(QColor("#F0E442"), 1.2))
                    p.setBrush(QColor("#F0E442"))
                    p.drawEllipse(point, size, size)
                else:
                    p.setPen(QPen(QColor("#E69F00"), 1.4))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRect(QRectF(point.x() - size, point.y() - size, 2 * size, 2 * size))
        last = points[-1]
        p.setPen(INK)
        p.setFont(font(9, bold=True))
        p.drawText(QRectF(last.x() + 8, last.y() - 9, 60, 18),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   f"{round(100 * wins / n)}%")
        p.end()
