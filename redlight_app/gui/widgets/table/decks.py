"""The decks beside your area: face down with their counts and what is public about their
tops, and the discard pile face up (click it, or press D, to look through it)."""
from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ...i18n import tr
from ...layout.table import DECK_H, DECK_W
from ...plain_text import tooltip as plain_tooltip
from ...viewmodel.table_view import DeckView
from .. import palette as pal
from ..cards.faces import card_back, card_face
from ..cards.text import fit_text

WORDS_X = 64.0  # deck units: where the words start, right of the pile
PILE_RIGHT = 63.0  # deck units: the pile's right end, its top card's edges behind it drawn


class DeckWidget(QWidget):
    """Drawn at DECK_W x DECK_H units, scaled to the size the layout gives it."""

    clicked = Signal()

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.title = ""
        self.count = 0
        self.top_label = ""
        self.lines: tuple[str, ...] = ()
        self.face: str | None = None
        self.lines_whole = True  # as last drawn: the lines read whole (not elided)
        self.setObjectName(f"deck-{key}")

    def show_deck(self, deck: DeckView) -> None:
        self.title = deck.title
        self.set_data(deck.count, deck.top_label, list(deck.lines), deck.face, deck.tooltip,
                      deck.accessible_name)

    def set_data(self, count: int, top_label: str, lines: list[str], face: str | None = None,
                 tooltip: str = "", name: str | None = None) -> None:
        """What the deck shows (table mode's helpers set the films' and awards' lines)."""
        data = (count, top_label, tuple(lines), face)
        if data != (self.count, self.top_label, self.lines, self.face):
            pile = self._pile()
            self.count, self.top_label, self.lines, self.face = data
            # a card drawn from a deck changes its words, rarely its pile: only what changed
            # is painted again
            self.update(self.rect() if self._pile() != pile else self._words_rect())
        said = name if name is not None else " ".join([f"{self.title}: {count}.", *lines])
        tip = plain_tooltip(said + ("\n" + tooltip if tooltip else ""))
        if tip != self.toolTip():
            self.setToolTip(tip)
            self.setAccessibleName(said)
            self.setAccessibleDescription(tooltip or said)  # never the tooltip's markup

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit()
            return
        super().keyPressEvent(event)

    def _pile(self) -> tuple[int, str, str | None]:
        """What of the deck its pile shows: the edges behind the top card (none when empty),
        the top's back or face."""
        edges = -1 if self.count == 0 else min(3, self.count - 1)
        return edges, self.top_label, self.face

    def _words_rect(self) -> QRect:
        """Where the deck's words lie, right of its pile, in pixels."""
        left = int(PILE_RIGHT * self.width() / DECK_W)
        return QRect(left, 0, self.width() - left, self.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.scale(self.width() / DECK_W, self.height() / DECK_H)
        if not self._words_rect().contains(event.rect()):
            self._pile_drawn(p)
        self._words(p)
        if self.hasFocus():
            p.setPen(QPen(pal.FOCUS, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(1, 1, DECK_W - 2, DECK_H - 2), 6, 6)
        p.end()

    def _pile_drawn(self, p: QPainter) -> None:
        """The pile, in deck units: the top card (back or face) and the edges behind it, or
        an empty place."""
        card = QRectF(4, 6, 52, 72)
        if self.count == 0:
            p.setPen(QPen(QColor(255, 255, 255, 80), 1.4, Qt.PenStyle.DashLine))
            p.setBrush(QColor(0, 0, 0, 40))
            p.drawRoundedRect(card, 6, 6)
            p.setPen(QColor(255, 255, 255, 160))
            fit_text(p, card, tr("empty"), 7.5, 6.8, flags=int(Qt.AlignmentFlag.AlignCenter))
        else:
            p.setPen(QPen(pal.BACK_LINE if self.face is None else pal.CARD_EDGE, 1))
            p.setBrush(pal.BACK if self.face is None else pal.CARD_FACE_BOTTOM)
            for i in range(min(3, max(0, self.count - 1)), 0, -1):  # the pile's edges behind
                p.drawRoundedRect(card.translated(i * 2.0, -i * 2.0), 6, 6)
            if self.face is None:
                card_back(p, card, 6, self.top_label)
            else:
                card_face(p, card, 6)
                p.setPen(pal.CARD_INK)
                fit_text(p, card.adjusted(3, 5, -3, -5), self.face, 7.5, 6.8, bold=True,
                         flags=int(Qt.AlignmentFlag.AlignCenter))

    def _words(self, p: QPainter) -> None:
        """The deck's name, its count and what is public about its top, beside the cards."""
        x = WORDS_X
        room = DECK_W - x - 2
        p.setPen(pal.PANEL_TEXT)
        fit_text(p, QRectF(x, 5, room, 18), self.title, 9.5, 6.8, bold=True,
                 flags=int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter))
        p.setPen(QColor("#f0d890"))
        fit_text(p, QRectF(x, 23, room, 16), tr("Cards: {count}").format(count=self.count), 8.5,
                 6.8, flags=int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter))
        p.setPen(QColor("#cfe0d3"))
        if self.lines:  # one paragraph a line, wrapped where a long one (Italian!) needs it
            self.lines_whole = fit_text(p, QRectF(x, 39, room, DECK_H - 41), "\n".join(self.lines),
                                        7.6, 0.0, flags=int(Qt.AlignmentFlag.AlignLeft))
