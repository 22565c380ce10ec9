"""Where the hand is drawn: the viewer's events and awards on the rail, each in the cell
the layout gives it (never a sideways scroll: a second row first)."""
from __future__ import annotations

from PySide6.QtCore import QRect, Signal
from PySide6.QtWidgets import QWidget

from ...layout.hand import HandPlacement
from ...viewmodel.table_view import HandCardView
from ..cards.hand_card import HandCard


class HandRow(QWidget):
    card_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand")
        self.cards: dict[str, HandCard] = {}
        self.order: list[str] = []

    def show_hand(self, views: tuple[HandCardView, ...], placement: HandPlacement) -> None:
        order = [v.card for v in views]
        for gone in [c for c in self.cards if c not in order]:
            widget = self.cards.pop(gone)
            widget.hide()
            widget.deleteLater()
        for i, view in enumerate(views):
            if view.card not in self.cards:
                self.cards[view.card] = HandCard(self)
                self.cards[view.card].chosen.connect(self.card_clicked)
            widget = self.cards[view.card]
            if i < len(placement.cells):
                cell = placement.cells[i]
                rect = QRect(cell.x, cell.y, cell.w, cell.h)
                if widget.geometry() != rect:
                    widget.setGeometry(rect)
            widget.show_card(view)
            if widget.isHidden():
                widget.show()
        self.order = order

    def in_order(self) -> list[HandCard]:
        return [self.cards[c] for c in self.order]
