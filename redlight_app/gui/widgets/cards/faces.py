"""The printed look of cards, drawn with a QPainter: faces, backs, value circles, film strips."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPen

from .. import palette as pal
from .text import fit_text, font, min_point_size

FILM_ICONS = {"green": "●", "red": "◆", "blue": "★"}  # colour is not the only cue


def card_face(p: QPainter, rect: QRectF, radius: float, top: QColor = pal.CARD_FACE_TOP,
              bottom: QColor = pal.CARD_FACE_BOTTOM, edge: QColor = pal.CARD_EDGE) -> None:
    """A card's face: a soft shadow, the face's gradient, its edge."""
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, top)
    grad.setColorAt(1, bottom)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(rect.translated(2, 3), radius, radius)
    p.setBrush(QBrush(grad))
    p.setPen(QPen(edge, 1.4))
    p.drawRoundedRect(rect, radius, radius)
    p.restore()


def card_back(p: QPainter, rect: QRectF, radius: float, label: str = "") -> None:
    """A card face down, with `label` printed on its back."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80))
    p.drawRoundedRect(rect.translated(2, 3), radius, radius)
    p.setBrush(pal.BACK)
    p.setPen(QPen(pal.BACK_LINE, 1.6))
    p.drawRoundedRect(rect, radius, radius)
    p.setPen(QPen(QColor(201, 162, 74, 120), 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(5, 5, -5, -5), radius * 0.6, radius * 0.6)
    if label:
        p.setPen(pal.BACK_LINE)
        p.setFont(font(max(min(rect.width(), rect.height()) * 0.14, min_point_size(p)),
                       bold=True, family="Serif"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
    p.restore()


def value_shape(center: QPointF, radius: float, text_width: float) -> QRectF:
    """Where a value's circle is drawn: the circle, widened into a pill when its digits at the
    least legible size are wider ("110" on a small card)."""
    width = max(2 * radius, text_width + 6)
    return QRectF(center.x() - width / 2, center.y() - radius, width, 2 * radius)


def stat_circle(p: QPainter, center: QPointF, radius: float, color: QColor, value: int,
                changed: bool) -> None:
    """A value in its coloured circle, white-ringed when films or effects changed it."""
    text = str(value)
    value_font = font(max(radius * (0.62 if len(text) < 3 else 0.5), min_point_size(p)), bold=True)
    rect = value_shape(center, radius, QFontMetricsF(value_font).horizontalAdvance(text))
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, color.lighter(125))
    grad.setColorAt(1, color.darker(115))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#ffffff") if changed else color.darker(140), 2.2 if changed else 1.2))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(rect, radius, radius)  # a circle when it is as wide as it is tall
    p.setPen(QColor("#ffffff"))
    p.setFont(value_font)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def value_pill(p: QPainter, left: float, top: float, height: float, color: QColor, text: str,
               changed: bool) -> float:
    """A value on a small coloured pill (a crowded table's line tiles); returns its width."""
    p.setFont(font(min_point_size(p), bold=True))
    width = QFontMetricsF(p.font()).horizontalAdvance(text) + 8
    rect = QRectF(left, top, width, height)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#ffffff") if changed else color.darker(140), 1.6 if changed else 1))
    p.setBrush(color)
    p.drawRoundedRect(rect, height / 2, height / 2)
    p.setPen(QColor("#ffffff"))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()
    return width


def film_strip(p: QPainter, rect: QRectF, color: str, name: str, bonus: str) -> bool:
    """A film under a star: its colour's strip, icon, name (shrunk, else elided) and bonus.
    True when the name is drawn whole."""
    fill = pal.FILM.get(color, QColor("#777"))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(fill.darker(150), 1))
    p.setBrush(fill)
    p.drawRoundedRect(rect, 4, 4)
    p.setPen(QColor("#ffffff"))
    size = max(min_point_size(p), min(9.0, rect.height() * 0.42))
    p.setFont(font(size, bold=True))
    fm = QFontMetricsF(p.font())
    icon = FILM_ICONS.get(color, "")
    icon_w = fm.horizontalAdvance(icon) + 4
    bonus_w = fm.horizontalAdvance(bonus) + 4
    middle = Qt.AlignmentFlag.AlignVCenter
    beside = rect.width() - 9 - icon_w - bonus_w  # the name's room between icon and bonus
    if fm.horizontalAdvance(name) > beside:  # at the least size, two lines may fit
        size = min_point_size(p)
        p.setFont(font(size, bold=True))
        fm = QFontMetricsF(p.font())
        icon_w = fm.horizontalAdvance(icon) + 4
        bonus_w = fm.horizontalAdvance(bonus) + 4
        beside = rect.width() - 9 - icon_w - bonus_w
    line = fm.lineSpacing()
    if fm.horizontalAdvance(name) > beside and rect.height() - 1 >= 2 * line:
        # stacked: the name across the strip, the bonus on a line of its own below it
        p.drawText(QRectF(rect.left() + 4, rect.top() + 1, icon_w, line),
                   middle | Qt.AlignmentFlag.AlignLeft, icon)
        p.drawText(rect.adjusted(0, 0, -5, -1), Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight,
                   bonus)
        whole = fit_text(p, QRectF(rect.left() + 4 + icon_w, rect.top() + 1,
                                   rect.width() - 9 - icon_w, rect.height() - line - 1), name,
                         size, size, bold=True, flags=int(Qt.AlignmentFlag.AlignLeft))
        p.restore()
        return whole
    p.drawText(rect.adjusted(4, 0, 0, 0), middle | Qt.AlignmentFlag.AlignLeft, icon)
    p.drawText(rect.adjusted(0, 0, -5, 0), middle | Qt.AlignmentFlag.AlignRight, bonus)
    if fm.horizontalAdvance(name) > beside and fm.horizontalAdvance(name[:4] + "…") > beside:
        p.restore()  # a name cut to a letter or two tells nothing: colour and bonus only
        return False  # (the card's tooltip and description name the film)
    whole = fit_text(p, rect.adjusted(4 + icon_w, 0, -5 - bonus_w, 0), name, size, size,
                     bold=True, flags=int(middle | Qt.AlignmentFlag.AlignLeft))
    p.restore()
    return whole


def film_chip_width(p: QPainter, color: str, bonus: str) -> float:
    """How wide `film_chip` draws this film."""
    return QFontMetricsF(font(min_point_size(p), bold=True)).horizontalAdvance(
        f"{FILM_ICONS.get(color, '')}{bonus}") + 8


def film_chip(p: QPainter, left: float, top: float, height: float, color: str, bonus: str) -> float:
    """A film as a chip (its colour's icon and bonus) on a crowded tile; returns its width."""
    fill = pal.FILM.get(color, QColor("#777"))
    p.setFont(font(min_point_size(p), bold=True))
    text = f"{FILM_ICONS.get(color, '')}{bonus}"
    width = film_chip_width(p, color, bonus)
    rect = QRectF(left, top, width, height)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(fill.darker(150), 1))
    p.setBrush(fill)
    p.drawRoundedRect(rect, 3, 3)
    p.setPen(QColor("#ffffff"))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()
    return width
