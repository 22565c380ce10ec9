"""Cards drawn like the printed ones: stars (with films tucked beneath), hand cards, backs.

Each widget holds plain data set by `set_data`, paints itself, and emits `clicked`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from .. import i18n
from ..i18n import QT_TR_NOOP, tr
from ..plain_text import html_text
from . import palette as pal

CARD_W, CARD_H = 116.0, 162.0
STAR_CELL_W, STAR_CELL_H = 172.0, 174.0
FILM_H = 19.0
HAND_W, HAND_H = 142.0, 104.0

KIND_WORDS = {"event": QT_TR_NOOP("event"), "award": QT_TR_NOOP("award"), "star": QT_TR_NOOP("star"),
              "film": QT_TR_NOOP("film"), "action": QT_TR_NOOP("action"),
              "reaction": QT_TR_NOOP("reaction"), "passive": QT_TR_NOOP("passive")}


def font(size: float, bold: bool = False, italic: bool = False, family: str = "") -> QFont:
    f = QFont(family) if family else QFont()
    f.setPointSizeF(max(5.0, size))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def fit_text(p: QPainter, rect: QRectF, text: str, size: float, min_size: float = 6.0,
             bold: bool = False, italic: bool = False,
             flags: int = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) -> None:
    """Word-wrapped text shrunk until it fits the rectangle (elided as a last resort)."""
    wrap = int(flags) | int(Qt.TextFlag.TextWordWrap)
    s = size
    while True:
        f = font(s, bold, italic)
        fm = QFontMetricsF(f)
        bounds = fm.boundingRect(rect, wrap, text)
        widest = max((fm.horizontalAdvance(w) for w in text.split()), default=0.0)
        # a long word (German, Italian) must fit across too, not just the lines down
        if (bounds.height() <= rect.height() + 0.5 and widest <= rect.width() + 0.5) \
                or s <= min_size:
            break
        s -= 0.5
    p.setFont(f)
    if bounds.height() > rect.height() + 0.5:
        fm = QFontMetricsF(f)
        lines = max(1, int(rect.height() // fm.lineSpacing()))
        text = fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width() * lines * 0.92)
    p.drawText(rect, wrap, text)


_TEMPLATES: dict[tuple, QPixmap] = {}


def _device_scale(p: QPainter) -> float:
    t = p.worldTransform()
    scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
    device = p.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    return round(max(0.25, scale * ratio), 2)


def _template(p: QPainter, key: tuple, w: float, h: float,
              draw: Callable[[QPainter, QRectF], None]) -> tuple[QPixmap, float]:
    """A card's unchanging look (shadow, face, frame) rendered once per size and scale,
    then blitted: most of a card's cost is these antialiased rounded rectangles."""
    scale = _device_scale(p)
    full = key + (round(w, 2), round(h, 2), scale)
    pix = _TEMPLATES.get(full)
    if pix is None:
        pix = QPixmap(max(1, int((w + 4) * scale + 1)), max(1, int((h + 5) * scale + 1)))
        pix.setDevicePixelRatio(scale)
        pix.fill(Qt.GlobalColor.transparent)
        q = QPainter(pix)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw(q, QRectF(0.5, 0.5, w, h))
        q.end()
        if len(_TEMPLATES) > 400:
            _TEMPLATES.clear()
        _TEMPLATES[full] = pix
    return pix, scale


def _face(q: QPainter, rect: QRectF, radius: float, top: QColor, bottom: QColor,
          edge: QColor) -> None:
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, top)
    grad.setColorAt(1, bottom)
    q.setPen(Qt.PenStyle.NoPen)
    q.setBrush(QColor(0, 0, 0, 70))  # a soft shadow under the card
    q.drawRoundedRect(rect.translated(2, 3), radius, radius)
    q.setBrush(QBrush(grad))
    q.setPen(QPen(edge, 1.4))
    q.drawRoundedRect(rect, radius, radius)


def card_face(p: QPainter, rect: QRectF, radius: float, top: QColor = pal.CARD_FACE_TOP,
              bottom: QColor = pal.CARD_FACE_BOTTOM, edge: QColor = pal.CARD_EDGE) -> None:
    key = ("face", radius, top.rgba(), bottom.rgba(), edge.rgba())
    pix, _ = _template(p, key, rect.width(), rect.height(),
                       lambda q, r: _face(q, r, radius, top, bottom, edge))
    p.drawPixmap(rect.topLeft() - QPointF(0.5, 0.5), pix)


def _back(q: QPainter, rect: QRectF, radius: float) -> None:
    q.setPen(Qt.PenStyle.NoPen)
    q.setBrush(QColor(0, 0, 0, 80))
    q.drawRoundedRect(rect.translated(2, 3), radius, radius)
    q.setBrush(pal.BACK)
    q.setPen(QPen(pal.BACK_LINE, 1.6))
    q.drawRoundedRect(rect, radius, radius)
    q.setPen(QPen(QColor(201, 162, 74, 120), 1))
    q.setBrush(Qt.BrushStyle.NoBrush)
    q.drawRoundedRect(rect.adjusted(5, 5, -5, -5), radius * 0.6, radius * 0.6)


def card_back(p: QPainter, rect: QRectF, radius: float, label: str = "") -> None:
    pix, _ = _template(p, ("back", radius), rect.width(), rect.height(),
                       lambda q, r: _back(q, r, radius))
    p.drawPixmap(rect.topLeft() - QPointF(0.5, 0.5), pix)
    if label:
        p.setPen(pal.BACK_LINE)
        p.setFont(font(min(rect.width(), rect.height()) * 0.14, bold=True, family="Serif"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


def _circle(q: QPainter, rect: QRectF, color: QColor, changed: bool) -> None:
    q.setPen(QPen(QColor("#ffffff") if changed else color.darker(140), 2.2 if changed else 1.2))
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, color.lighter(125))
    grad.setColorAt(1, color.darker(115))
    q.setBrush(QBrush(grad))
    q.drawEllipse(rect.adjusted(1.2, 1.2, -1.2, -1.2))


def _strip(q: QPainter, rect: QRectF, color: QColor) -> None:
    q.setPen(QPen(color.darker(150), 1))
    q.setBrush(color)
    q.drawRoundedRect(rect, 4, 4)


def stat_circle(p: QPainter, center: QPointF, radius: float, color: QColor, value: int,
                changed: bool) -> None:
    """A value in its coloured circle (white-ringed when films or effects changed it)."""
    pix, _ = _template(p, ("circle", color.rgba(), changed), 2 * radius + 2.4, 2 * radius + 2.4,
                       lambda q, r: _circle(q, r, color, changed))
    p.drawPixmap(QPointF(center.x() - radius - 1.7, center.y() - radius - 1.7), pix)
    p.setPen(QColor("#ffffff"))
    text = str(value)
    p.setFont(font(radius * (0.62 if len(text) < 3 else 0.5), bold=True))
    p.drawText(QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius),
               Qt.AlignmentFlag.AlignCenter, text)


_LOOKS: dict[tuple[str, str, float], QPixmap] = {}
_LOOKS_BYTES = [0]
LOOKS_BUDGET = 96 * 1024 * 1024


class Cached(QWidget):
    """A widget that paints into a pixmap once per look (`paint_key`) and blits it after:
    a move repaints only what changed, and what did not change costs one drawPixmap.
    Looks are shared between widgets (an area becoming active again, a card coming back
    to a hand) within a memory budget."""

    _pix: QPixmap | None = None
    _key: object = None

    def paint_key(self) -> object:
        return None

    def draw(self, p: QPainter) -> None:
        raise NotImplementedError

    def paintEvent(self, event: QPaintEvent) -> None:
        key = (self.paint_key(), self.width(), self.height(), i18n.generation)
        if self._pix is None or key != self._key:
            dpr = self.devicePixelRatioF()
            shared = (type(self).__name__, repr(key), dpr)
            pix = _LOOKS.get(shared)
            if pix is None:
                pix = QPixmap(max(1, int(self.width() * dpr)), max(1, int(self.height() * dpr)))
                pix.setDevicePixelRatio(dpr)
                pix.fill(Qt.GlobalColor.transparent)
                painter = QPainter(pix)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
                self.draw(painter)
                painter.end()
                size = pix.width() * pix.height() * 4
                if _LOOKS_BYTES[0] + size > LOOKS_BUDGET:
                    _LOOKS.clear()
                    _LOOKS_BYTES[0] = 0
                _LOOKS[shared] = pix
                _LOOKS_BYTES[0] += size
            self._pix, self._key = pix, key
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._pix)
        painter.end()


@dataclass
class FilmData:
    name: str
    color: str
    bonus: int


@dataclass
class StarData:
    card: str
    name: str
    psyche: int
    charisma: int
    fame: int
    printed: tuple[int, int, int]
    ability_kind: str | None = None
    text: str = ""
    films: list[FilmData] = field(default_factory=list)
    used: bool = False
    owner_out: bool = False


class StarWidget(Cached):
    """A star on a table: upright when ready, turned sideways when used; films beneath."""

    clicked = Signal(str)

    def __init__(self, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.s = scale
        self.data: StarData | None = None
        self.selected = False
        self.highlighted = False
        self.tooltip: Callable[[], str] | None = None
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)

    def set_data(self, data: StarData, selected: bool, highlighted: bool,
                 tooltip: Callable[[], str]) -> None:
        """`tooltip` is called when the pointer rests on the card (the totals' breakdown)."""
        resize = self.data is None or len(data.films) != len(self.data.films)
        if data != self.data or selected != self.selected or highlighted != self.highlighted:
            self.data, self.selected, self.highlighted = data, selected, highlighted
            self.update()
        self.tooltip = tooltip
        self.setAccessibleName(tr("{name}: psyche {psyche}, charisma {charisma}, fame {fame}")
                               .format(name=data.name, psyche=data.psyche, charisma=data.charisma,
                                       fame=data.fame) + (tr(", used") if data.used else ""))
        if resize:
            self.setFixedSize(self.sizeHint())
            self.updateGeometry()

    def set_scale(self, scale: float) -> None:
        if scale != self.s:
            self.s = scale
            self.setFixedSize(self.sizeHint())
            self.update()

    def sizeHint(self) -> QSize:
        films = len(self.data.films) if self.data else 0
        return QSize(int(STAR_CELL_W * self.s), int((STAR_CELL_H + 6 + films * FILM_H) * self.s))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.data is not None:
            self.clicked.emit(self.data.card)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and self.tooltip is not None:
            QToolTip.showText(event.globalPos(), self.tooltip(), self)  # type: ignore[attr-defined]
            return True
        return super().event(event)

    def paint_key(self) -> object:
        return (self.data, self.selected, self.highlighted, self.s)

    def draw(self, p: QPainter) -> None:
        if self.data is None:
            return
        d = self.data
        s = self.s
        p.scale(s, s)
        self._paint_films(p, d)
        cx, cy = STAR_CELL_W / 2, STAR_CELL_H / 2
        p.save()
        p.translate(cx, cy)
        if d.used:
            p.rotate(90)
        p.translate(-CARD_W / 2, -CARD_H / 2)
        self._paint_card(p, d)
        p.restore()

    def _paint_films(self, p: QPainter, d: StarData) -> None:
        top = STAR_CELL_H + 4
        x, w = 10.0, STAR_CELL_W - 20
        for i, film in enumerate(d.films):
            r = QRectF(x, top + i * FILM_H, w, FILM_H - 3)
            color = pal.FILM.get(film.color, QColor("#777"))
            pix, _ = _template(p, ("film", color.rgba()), w, FILM_H - 3,
                               lambda q, rr, c=color: _strip(q, rr, c))
            p.drawPixmap(r.topLeft() - QPointF(0.5, 0.5), pix)
            p.setPen(QColor("#ffffff"))
            p.setFont(font(7.2, bold=True))
            unit = {"green": tr("psy"), "red": tr("cha"), "blue": "★"}.get(film.color, "")
            bonus = f"+{film.bonus} {unit}"
            p.drawText(r.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                       bonus)
            fm = QFontMetricsF(p.font())
            name_w = r.width() - 16 - fm.horizontalAdvance(bonus)
            p.setFont(font(7.2))
            p.drawText(r.adjusted(6, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                       QFontMetricsF(p.font()).elidedText(film.name, Qt.TextElideMode.ElideRight, name_w))

    def _paint_card(self, p: QPainter, d: StarData) -> None:
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if self.selected:
            p.setPen(QPen(pal.SELECTED, 5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 12, 12)
        if self.highlighted:
            p.setPen(QPen(pal.TARGET, 4, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 107, 107, 40))
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 13, 13)
        face_top = pal.CARD_FACE_TOP if not d.used else QColor("#e9e2d2")
        card_face(p, rect, 9, top=face_top)
        p.setPen(QPen(QColor(59, 42, 26, 60), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 6, 6)
        stat_circle(p, QPointF(22, 22), 16, pal.PSYCHE, d.psyche, d.psyche != d.printed[0])
        stat_circle(p, QPointF(CARD_W - 22, 22), 16, pal.CHARISMA, d.charisma,
                    d.charisma != d.printed[1])
        p.setPen(pal.CARD_INK)
        name_rect = QRectF(6, 40, CARD_W - 12, 30)
        fit_text(p, name_rect, d.name, 9.2, 6.5, bold=True,
                 flags=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
        # fame as stars (a number beside them when there are many)
        stars = "★" * min(d.fame, 6) if d.fame else "☆"
        p.setPen(pal.FAME.darker(110) if d.fame == d.printed[2] else QColor("#2f6fd0"))
        p.setFont(font(10.5 if d.fame <= 4 else 8.5))
        label = stars if d.fame <= 6 else f"★ × {d.fame}"
        p.drawText(QRectF(4, 69, CARD_W - 8, 18), Qt.AlignmentFlag.AlignCenter, label)
        p.setPen(QPen(QColor(59, 42, 26, 90), 0.8))
        p.drawLine(QPointF(12, 91), QPointF(CARD_W - 12, 91))
        body = QRectF(8, 94, CARD_W - 16, CARD_H - 100)
        text = d.text
        if d.ability_kind:
            p.setPen(pal.CARD_SOFT_INK)
            p.setFont(font(6.3, bold=True))
            p.drawText(QRectF(8, 93, CARD_W - 16, 11), Qt.AlignmentFlag.AlignHCenter,
                       tr(KIND_WORDS.get(d.ability_kind, d.ability_kind)).upper())
            body = QRectF(8, 105, CARD_W - 16, CARD_H - 110)
            prefix = d.ability_kind.capitalize() + ":"
            if text.startswith(prefix):
                text = text[len(prefix):].strip()
                text = text[:1].upper() + text[1:]
        if text:
            p.setPen(pal.CARD_INK)
            fit_text(p, body, text, 7.2, 5.6, italic=not d.ability_kind)
        if d.owner_out:
            p.setBrush(QColor(40, 40, 40, 110))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(rect, 9, 9)


@dataclass
class HandCardData:
    card: str
    name: str
    kind: str  # "event" | "award"
    text: str
    phase: str = ""  # events
    frame: str = ""  # awards: gold | silver
    counts: bool = True
    has_effect: bool = False


class HandCardWidget(Cached):
    """An event or an award in the hand, with its phase and text."""

    clicked = Signal(str)

    def __init__(self, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.s = scale
        self.data: HandCardData | None = None
        self.playable = False
        self.highlighted = False
        self.setFixedSize(int(HAND_W * scale) + 8, int(HAND_H * scale) + 8)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_data(self, data: HandCardData, playable: bool, highlighted: bool = False) -> None:
        if (data, playable, highlighted) != (self.data, self.playable, self.highlighted):
            self.data, self.playable, self.highlighted = data, playable, highlighted
            self.update()
        tip = f"<b>{html_text(data.name)}</b><br>{html_text(data.text)}" + (
            "" if playable else "<br><i>" + tr("Not playable now: click to see why.") + "</i>")
        if tip != self.toolTip():
            self.setToolTip(tip)
            self.setAccessibleName(f"{data.name} ({tr(KIND_WORDS.get(data.kind, data.kind))})"
                                   + ("" if playable else tr(", not playable now")))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.data is not None:
            self.clicked.emit(self.data.card)

    def paint_key(self) -> object:
        return (self.data, self.playable, self.highlighted, self.s)

    def draw(self, p: QPainter) -> None:
        d = self.data
        if d is None:
            return
        p.translate(4, 4)
        p.scale(self.s, self.s)
        rect = QRectF(0, 0, HAND_W, HAND_H)
        if self.playable:
            p.setPen(QPen(pal.PLAYABLE, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 10, 10)
        if d.kind == "award":
            light = pal.GOLD_LIGHT if d.frame == "gold" else pal.SILVER_LIGHT
            edge = pal.GOLD if d.frame == "gold" else pal.SILVER
            card_face(p, rect, 8, top=light.lighter(112), bottom=light, edge=edge.darker(140))
            band = edge
            label = (tr("AWARD") if d.frame == "gold" else tr("SILVER AWARD")) + \
                ("" if d.counts else tr(" · does not count"))
        else:
            card_face(p, rect, 8)
            band, label = pal.PHASE.get(d.phase, (QColor("#666"), d.phase.upper()))
            label = tr(label)
        clip = QPainterPath()
        clip.addRoundedRect(rect.adjusted(0.7, 0.7, -0.7, -0.7), 8, 8)
        p.save()
        p.setClipPath(clip)
        p.fillRect(QRectF(0, 0, HAND_W, 20), band)
        p.restore()
        p.setPen(QColor("#ffffff") if d.kind == "event" else pal.CARD_INK)
        p.setFont(font(6.8, bold=True))
        p.drawText(QRectF(0, 0, HAND_W, 20), Qt.AlignmentFlag.AlignCenter, label)
        p.setPen(pal.CARD_INK)
        fit_text(p, QRectF(6, 21, HAND_W - 12, 25), d.name, 9.0, 6.8, bold=True,
                 flags=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
        fit_text(p, QRectF(7, 46, HAND_W - 14, HAND_H - 50), d.text or tr("(no text)"), 7.4, 5.8)
        if not self.playable:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 45))
            p.drawRoundedRect(rect, 8, 8)


class AwardSlots(Cached):
    """A player's four award slots: filled ones gold (silver marked), hidden ones face down."""

    def __init__(self, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.s = scale
        self.slots: list[str] = []  # "gold", "silver", "hidden", "gold-x" (does not count)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._resize()

    def _resize(self) -> None:
        n = max(4, len(self.slots))
        self.setFixedSize(int((n * 25 + 2) * self.s), int(34 * self.s))

    def set_slots(self, slots: list[str], tooltip: str) -> None:
        if slots != self.slots:
            self.slots = list(slots)
            self._resize()
            self.update()
        self.setToolTip(tooltip)

    def paint_key(self) -> object:
        return (tuple(self.slots), self.s)

    def draw(self, p: QPainter) -> None:
        p.scale(self.s, self.s)
        n = max(4, len(self.slots))
        for i in range(n):
            r = QRectF(1 + i * 25, 1, 21, 30)
            kind = self.slots[i] if i < len(self.slots) else ""
            if not kind:
                p.setPen(QPen(QColor(255, 255, 255, 90), 1.2, Qt.PenStyle.DashLine))
                p.setBrush(QColor(0, 0, 0, 40))
                p.drawRoundedRect(r, 3, 3)
                continue
            if kind == "hidden":
                card_back(p, r, 3)
                p.setPen(pal.BACK_LINE)
                p.setFont(font(8, bold=True))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, "★")
                continue
            gold = kind.startswith("gold")
            light, edge = (pal.GOLD_LIGHT, pal.GOLD) if gold else (pal.SILVER_LIGHT, pal.SILVER)
            card_face(p, r, 3, top=light, bottom=edge, edge=edge.darker(160))
            p.setPen(edge.darker(200))
            p.setFont(font(8, bold=True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "★" if gold else "S")
            if kind.endswith("-x"):  # held but does not count toward four
                p.setPen(QPen(QColor("#7a1f1f"), 1.6))
                p.drawLine(r.topLeft() + QPointF(3, 3), r.bottomRight() - QPointF(3, 3))
