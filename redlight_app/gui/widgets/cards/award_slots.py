"""A player's four award slots: filled ones gold (silver marked), others' face down."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...plain_text import set_tooltip
from .. import palette as pal
from .faces import card_back, card_face
from .text import font, min_point_size

SLOT_W, SLOT_H, SLOT_GAP = 21, 30, 6  # (a gap of 4 read as one double dashed line)


class AwardSlots(QWidget):
    """`slots`: "gold", "silver", "hidden", and "-x" after the frame when it does not count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slots: tuple[str, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_slots(self, slots: tuple[str, ...], words: str) -> None:
        """The slots shown; `words` (plain text) their tooltip, accessible name and
        description."""
        if slots != self.slots:
            self.slots = slots
            self.updateGeometry()
            self.update()
        if words != self.accessibleName():
            set_tooltip(self, words)
            self.setAccessibleName(words)

    def sizeHint(self) -> QSize:
        n = max(4, len(self.slots))
        return QSize(n * (SLOT_W + SLOT_GAP) + 2, SLOT_H + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = max(4, len(self.slots))
        k = min(1.0, self.height() / (SLOT_H + 2), self.width() / (n * (SLOT_W + SLOT_GAP) + 2))
        p.scale(k, k)
        for i in range(n):
            r = QRectF(1 + i * (SLOT_W + SLOT_GAP), 1, SLOT_W, SLOT_H)
            kind = self.slots[i] if i < len(self.slots) else ""
            if not kind:
                p.setPen(QPen(QColor(255, 255, 255, 90), 1.2, Qt.PenStyle.DashLine))
                p.setBrush(QColor(0, 0, 0, 40))
                p.drawRoundedRect(r, 3, 3)
                continue
            if kind == "hidden":
                card_back(p, r, 3)
                p.setPen(pal.BACK_LINE)
                p.setFont(font(max(8, min_point_size(p)), bold=True))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, "★")
                continue
            gold = kind.startswith("gold")
            light, edge = (pal.GOLD_LIGHT, pal.GOLD) if gold else (pal.SILVER_LIGHT, pal.SILVER)
            card_face(p, r, 3, top=light, bottom=edge, edge=edge.darker(160))
            p.setPen(edge.darker(200))
            p.setFont(font(max(8, min_point_size(p)), bold=True))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "★" if gold else "S")
            if kind.endswith("-x"):  # held but does not count toward four
                p.setPen(QPen(QColor("#7a1f1f"), 1.6))
                p.drawLine(r.topLeft() + QPointF(3, 3), r.bottomRight() - QPointF(3, 3))
        p.end()
