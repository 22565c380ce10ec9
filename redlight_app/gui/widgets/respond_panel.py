"""What a player is asked to respond to (R1), shown over the table while their response
window is open: the outshine's two stars with the values compared, or the card played."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ...bidi import isolate
from ...engine.cards import FilmCard, StarCard
from ..i18n import card_name, card_text, tr
from ..plain_text import plain_label
from .cards import FilmData, StarData, StarWidget, font

if TYPE_CHECKING:
    from ...engine.state import GameState
    from .table import TableContext


def _star_entry(view: dict[str, Any], card: str | None) -> dict[str, Any] | None:
    for p in view["players"]:
        for s in p["table"]:
            if s["card"] == card:
                return s
    return None


def window_summary(ctx: TableContext) -> str:
    """One sentence for the open window: who does what to whom, with the values compared."""
    return window_sentence(ctx.view, ctx.state)


def window_sentence(view: dict[str, Any], state: GameState) -> str:
    """`window_summary` from a seat's view and the game state (also what is announced to a
    screen reader when the window opens)."""
    window = view["window"]
    players = view["players"]
    cards = state.cardset.cards

    def name(card: str | None) -> str:
        return card_name(cards[card]) if card is not None and card in cards else "?"
    if window is None:
        return ""
    actor = isolate(players[window["actor"]]["name"])
    if window["kind"] == "outshine":
        attacker = _star_entry(view, window["attacker"])
        target = _star_entry(view, window["target"])
        return tr("{player} outshines {target} (psyche {psyche}) with {star} (charisma "
                  "{charisma})").format(
            player=actor, star=name(window["attacker"]), target=name(window["target"]),
            charisma=attacker["charisma"] if attacker else "?",
            psyche=target["psyche"] if target else "?")
    source = name(window["source"]) if window["source"] else tr("an effect")
    if window.get("target"):
        return tr("{player} plays {card} on {target}").format(player=actor, card=source,
                                                              target=name(window["target"]))
    if window.get("target_player") is not None:
        return tr("{player} plays {card} against {target}").format(
            player=actor, card=source, target=isolate(players[window["target_player"]]["name"]))
    return tr("{player} plays {card}").format(player=actor, card=source)


class RespondPanel(QWidget):
    """Floats at the top right of the table; shown only to the player who may respond."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("respond-panel")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)
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
        self.attacker = StarWidget(0.5)
        self.attacker.setObjectName("respond-attacker")
        self.arrow = QLabel("→")
        self.arrow.setAccessibleName(tr("outshines"))  # read between the two stars
        self.arrow.setFont(font(14, bold=True))
        self._ink(self.arrow, "#ffcf99")
        self.target = StarWidget(0.5)
        self.target.setObjectName("respond-target")
        for w in (self.attacker, self.target):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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
        self.setFixedWidth(360)
        self.summary = ""

    @staticmethod
    def _ink(label: QLabel, color: str) -> None:
        palette = label.palette()
        palette.setColor(palette.ColorRole.WindowText, QColor(color))
        label.setPalette(palette)

    def _star(self, widget: StarWidget, ctx: TableContext, card: str | None) -> bool:
        entry = _star_entry(ctx.view, card)
        definition = ctx.state.cardset.cards.get(card) if card is not None else None
        if entry is None or card is None or not isinstance(definition, StarCard):
            widget.hide()
            return False
        films = [FilmData(card_name(f), f.color, f.bonus) for f in
                 (ctx.state.cardset.cards[x] for x in entry["films"]) if isinstance(f, FilmCard)]
        widget.set_data(StarData(card=card, name=card_name(definition), psyche=entry["psyche"],
                                 charisma=entry["charisma"], fame=entry["fame"],
                                 printed=(definition.psyche, definition.charisma, definition.fame),
                                 films=films, used=entry["used"]), False, False, lambda: "")
        widget.show()
        return True

    def show_window(self, ctx: TableContext) -> None:
        window = ctx.view["window"]
        if window is None or ctx.viewer is None or window["seat"] != ctx.viewer:
            self.hide()
            return
        self.summary = window_summary(ctx)
        self.title.setText(tr("You may respond: {what}").format(what=self.summary))
        self.setAccessibleName(self.title.text())
        if window["kind"] == "outshine":
            self._star(self.attacker, ctx, window["attacker"])
            self._star(self.target, ctx, window["target"])
            self.arrow.show()
            self.card.hide()
        else:
            self.attacker.hide()
            self.arrow.hide()
            target_shown = self._star(self.target, ctx, window.get("target"))
            self.arrow.setVisible(False)
            self.target.setVisible(target_shown)
            source = window["source"]
            cards = ctx.state.cardset.cards
            if source in cards:
                definition = cards[source]
                text = card_text(definition) or (definition.ability.text if isinstance(
                    definition, StarCard) and definition.ability is not None else "")
                self.card.setText(f"{card_name(definition)}: {text}" if text else card_name(definition))
                self.card.show()
            else:
                self.card.hide()
        self.fit_height()
        self.place()
        legend = getattr(self.parentWidget(), "legend", None)
        if legend is not None and legend.isVisible():
            legend.hide()  # what is being answered comes first (the legend returns next game)
        self.show()
        self.raise_()

    def fit_height(self) -> None:
        """As tall as its words (wrapped at its width) and its stars need: adjustSize on a
        hidden panel reads a stale size and cut the title and the stars short."""
        layout = self.layout()
        if layout is None:
            return
        layout.invalidate()
        layout.activate()
        need = max(layout.totalHeightForWidth(self.width()), layout.totalMinimumSize().height())
        if need != self.height():
            self.setFixedHeight(need)

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None or not self.isVisible() and not self.summary:
            return
        where = getattr(parent, "_place_respond_panel", None)
        if where is None:
            self.move(parent.width() - self.width() - 12, 6)
            return
        x, bottom = where()
        x = min(x, parent.width() - self.width() - 6)
        self.move(max(6, x), max(6, bottom - self.height()))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QColor("#ff9f43"))
        p.setBrush(QColor(20, 14, 10, 225))
        p.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 10, 10)
        p.end()
