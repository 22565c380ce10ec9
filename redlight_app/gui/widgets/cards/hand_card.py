"""An event or an award in the viewer's hand, drawn in the cell the layout gives it: its
band (phase or kind of award), name and text, shrunk to fit and elided as the last resort
(the whole text in its tooltip, on hover and on keyboard focus). A button: pressing it
plays the card (or says why not)."""
from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ...i18n import tr
from ...layout.hand import HAND_H, HAND_W
from ...viewmodel.table_view import HandCardView
from .. import palette as pal
from .card_button import CardButton
from .faces import card_face
from .looks import paint_look
from .text import fit_text, fitted_text, min_point_size

RING = 5  # room around the card for its rings


def hand_tooltip(view: HandCardView) -> str:
    tip = f"<b>{html.escape(view.name)}</b><br>{html.escape(view.text)}"
    if not view.playable:
        tip += "<br><i>" + html.escape(tr("Not possible now: {reason}").format(
            reason=view.why_not)) + "</i>"
    return tip


def looks(view: HandCardView) -> tuple:
    """What of the card is drawn (its refusal sentence is not)."""
    return (view.name, view.kind, view.band, view.text, view.phase, view.frame, view.playable,
            view.target, view.hinted, view.shortcut)


class HandCard(CardButton):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: HandCardView | None = None
        self.name_whole = self.text_whole = self.band_whole = True  # as last drawn

    def show_card(self, view: HandCardView) -> None:
        """Draw it from `view`; only what is drawn changing repaints it."""
        if view == self.view:
            return
        repaint = self.view is None or looks(view) != looks(self.view)
        self.view = view
        self.show_state(view.card, view.accessible_name, view.accessible_description, False,
                        False, view.shortcut)
        self.setToolTip(hand_tooltip(view))
        self.setObjectName(f"hand-{view.card}")
        if repaint:
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(HAND_W + 2 * RING, HAND_H + 2 * RING)

    def units(self) -> tuple[float, float]:
        """(pixels a card unit, the card's width in units): its height is HAND_H units."""
        k = max(0.1, (self.height() - 2 * RING) / HAND_H)
        return k, (self.width() - 2 * RING) / k

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.view is not None:
            paint_look(self, looks(self.view), self._draw)

    def _draw(self, p: QPainter) -> None:
        view = self.view
        assert view is not None
        k, w = self.units()
        p.translate(RING, RING)
        p.scale(k, k)
        rect = QRectF(0, 0, w, HAND_H)
        if view.playable:
            p.setPen(QPen(pal.PLAYABLE, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 10, 10)
        if view.hinted:
            p.setPen(QPen(pal.HINT, 3, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 11, 11)
        if view.kind == "award":
            light = pal.GOLD_LIGHT if view.frame == "gold" else pal.SILVER_LIGHT
            edge = pal.GOLD if view.frame == "gold" else pal.SILVER
            card_face(p, rect, 8, top=light.lighter(112), bottom=light, edge=edge.darker(140))
            band = edge
        else:
            card_face(p, rect, 8)
            band = pal.PHASE.get(view.phase, (QColor("#666"), ""))[0]
        clip = QPainterPath()
        clip.addRoundedRect(rect.adjusted(0.7, 0.7, -0.7, -0.7), 8, 8)
        p.save()
        p.setClipPath(clip)
        p.fillRect(QRectF(0, 0, w, 20), band)
        p.restore()
        p.setPen(QColor("#ffffff") if view.kind == "event" else pal.CARD_INK)
        self.band_whole = fit_text(p, QRectF(4, 1, w - 8, 18), view.band, 7.0, 6.8, bold=True,
                                   flags=int(Qt.AlignmentFlag.AlignCenter))
        p.setPen(pal.CARD_INK)
        # the name on up to two lines, a third when a long one needs it (the text gives way)
        centred = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
        least = max(6.8, min_point_size(p))
        name_h = 26.0 if fitted_text(QRectF(6, 21, w - 12, 26), view.name, 9.0, least, True,
                                     False, centred)[3] else 38.0
        self.name_whole = fit_text(p, QRectF(6, 21, w - 12, name_h), view.name, 9.0, 6.8,
                                   bold=True, flags=centred)
        top = 22 + name_h
        # (a gap above the key's badge: a full text sat on it)
        text_rect = QRectF(7, top, w - 14, HAND_H - top - 3 - self.badge_height(p))
        self.text_whole = fit_text(p, text_rect, view.text or tr("(no text)"), 7.4, 0.0)
        if not view.playable:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 45))
            p.drawRoundedRect(rect, 8, 8)
        self.draw_keys(p, rect, 8)
