"""What a player is asked to respond to (R1), shown over the decks while their response
window is open: the outshine's two stars with the values compared, or the card played.
Opaque: the decks under it do not show through."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...engine.state import GameState
from ..i18n import tr
from ..layout.geometry import Rect
from ..layout.stars import place_stars
from ..plain_text import plain_label
from ..viewmodel.summary import window_sentence as sentence
from ..viewmodel.table_view import RespondView, StarView
from .cards.star_card import StarCard
from .cards.text import font
from .words import installed_words

PANEL_W = 380  # its width where the decks leave room for it
PANEL_LEAST_W = 2 * 96 + 60  # its two small cards, the arrow between and its margins
STAR_ROOM = Rect(0, 0, 96, 150)  # each star's room in the panel (a small whole card)
BACKGROUND = QColor(28, 20, 14)  # opaque: the decks under the panel do not show through


def window_sentence(view: dict[str, Any], state: GameState) -> str:
    """The open window's sentence in the language installed (what is announced too)."""
    return sentence(view, state, installed_words())


class RespondPanel(QWidget):
    """Shown only to the player who may respond; the table page places it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("respond-panel")
        self.setAutoFillBackground(False)
        root = QVBoxLayout(self)
        root.setContentsMargins(12, 8, 12, 10)
        root.setSpacing(6)
        self.title = plain_label(QLabel())
        self.title.setObjectName("respond-title")
        self.title.setFont(font(10, bold=True))
        self.title.setWordWrap(True)
        self._ink(self.title, "#ffcf99")
        root.addWidget(self.title)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.attacker = StarCard()
        self.attacker.setObjectName("respond-attacker")
        self.arrow = QLabel("→")
        self.arrow.setAccessibleName(tr("outshines"))  # read between the two stars
        self.arrow.setFont(font(14, bold=True))
        self._ink(self.arrow, "#ffcf99")
        self.target = StarCard()
        self.target.setObjectName("respond-target")
        for w in (self.attacker, self.target):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            w.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        row.addWidget(self.attacker)
        row.addWidget(self.arrow)
        row.addWidget(self.target)
        row.addStretch(1)
        root.addLayout(row)
        self.card = plain_label(QLabel())
        self.card.setObjectName("respond-card")
        self.card.setWordWrap(True)
        self.card.setFont(font(9))
        self._ink(self.card, "#f4efe2")
        root.addWidget(self.card)
        self.setFixedWidth(PANEL_W)
        self.summary = ""

    @staticmethod
    def _ink(label: QLabel, color: str) -> None:
        palette = label.palette()
        palette.setColor(palette.ColorRole.WindowText, QColor(color))
        label.setPalette(palette)

    def _star(self, widget: StarCard, view: StarView | None) -> None:
        if view is None:
            widget.hide()
            return
        placement = place_stars(STAR_ROOM, 1, len(view.films), 13)
        cell = placement.cells[0]
        widget.setFixedSize(cell.w, cell.h)
        widget.show_star(view, placement)
        widget.show()

    def show_response(self, respond: RespondView | None) -> None:
        """What the viewer may respond to, or hidden when nothing is asked of them."""
        if respond is None:
            self.summary = ""
            self.hide()
            return
        self.summary = respond.summary
        self.title.setText(respond.title)
        self.setAccessibleName(respond.title)
        self._star(self.attacker, respond.attacker)
        self._star(self.target, respond.target)
        self.arrow.setVisible(respond.attacker is not None and respond.target is not None)
        self.card.setText(respond.card_text)
        self.card.setVisible(bool(respond.card_text))
        self.fit_height()
        self.show()
        self.raise_()

    def fit_width(self, width: int) -> None:
        """`width` across (the page's layout says), as tall as it then needs."""
        if width != self.width():
            self.setFixedWidth(width)
            self.fit_height()

    def fit_height(self) -> None:
        """As tall as its words (wrapped at its width) and its stars need."""
        layout = self.layout()
        if layout is None:
            return
        layout.invalidate()
        layout.activate()
        need = max(layout.totalHeightForWidth(self.width()), layout.totalMinimumSize().height())
        if need != self.height():
            self.setFixedHeight(need)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor("#ff9f43"))
        p.setBrush(BACKGROUND)
        p.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 10, 10)
        p.end()
