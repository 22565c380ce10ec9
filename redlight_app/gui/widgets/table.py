"""The table: players' areas with their stars, the decks, the banner saying whose turn it is.

`TablePage.refresh(ctx)` redraws from the game (through the seat's view); clicks come out
as signals and the main window turns them into moves through the interaction model.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import AwardCard, EventCard, FilmCard, StarCard
from ...engine.flow import counts_toward_win
from ...engine.queries import next_award_cost
from ...engine.state import GameState
from ...engine.values import breakdown
from ..i18n import QT_TR_NOOP, card_name, card_text, number, tr
from . import palette as pal
from .cards import (
    STAR_CELL_W,
    AwardSlots,
    Cached,
    FilmData,
    HandCardData,
    HandCardWidget,
    StarData,
    StarWidget,
    card_back,
    card_face,
    fit_text,
    font,
)
from .steady_label import SteadyLabel


@dataclass
class TableContext:
    """What the table is drawn from: the state, the viewer's view and the interaction."""

    state: GameState
    view: dict[str, Any]
    viewer: int | None
    seats: list[dict[str, Any]]
    selection: set[str]
    targets: set[str]
    target_players: set[int]
    playable_cards: set[str]


def _name(state: GameState, instance: str) -> str:
    """A card's name in the chosen language (the card set's own when it has no translation)."""
    card = state.cardset.cards.get(instance)
    return card_name(card) if card is not None else state.cardset.name_of(instance)


def star_tooltip(state: GameState, card: str) -> str:
    cards = state.cardset.cards
    star = cards[card]
    assert isinstance(star, StarCard)
    rows = []
    for stat, label in (("psyche", tr("Psyche")), ("charisma", tr("Charisma")), ("fame", tr("Fame"))):
        parts = breakdown(state, card, stat)
        total = max(0, sum(parts.values()))
        pieces = []
        for key, amount in parts.items():
            if key == "printed":
                pieces.append(tr("{amount} printed").format(amount=amount))
                continue
            sign = "+" if amount >= 0 else "−"
            if key.startswith("film "):
                what = tr("{name} (film)").format(name=_name(state, key[5:]))
            elif key.startswith("passive "):
                what = tr("{star}'s ability").format(star=_name(state, key[8:]))
            elif "end_of_turn" in key:
                what = tr("this turn")
            else:
                what = tr("for good")
            pieces.append(f"{sign} {abs(amount)} {what}")
        rows.append(f"<tr><td><b>{label}</b></td><td>&nbsp;{total}</td>"
                    f"<td>&nbsp;= {' '.join(pieces)}</td></tr>")
    text = card_text(star) or (star.ability.text if star.ability else "")
    tip = f"<b>{card_name(star)}</b><table>{''.join(rows)}</table>"
    if text:
        tip += f"<i>{text}</i>"
    return tip


class PlayerArea(Cached):
    """One player's place at the table: name, badges, award slots, hand size, stars."""

    star_clicked = Signal(str)
    player_clicked = Signal(int)

    def __init__(self, seat: int, scale: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.s = scale  # the scale the stars are drawn at when there is room
        self.star_scale = scale  # the scale they are drawn at now
        self.room: int | None = None
        self.active = self.responding = self.out = self.targeted = self.mine = False
        self.setObjectName(f"player-{seat}")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 10)
        outer.setSpacing(6)
        head = QHBoxLayout()
        head.setSpacing(8)
        self.name = QLabel()
        ink(self.name, "#f4efe2")
        self.name.setFont(font(11.5 * max(scale, 0.9), bold=True))
        self.badge = SteadyLabel()
        self.badge.setTextFormat(Qt.TextFormat.RichText)
        self.info = SteadyLabel()
        ink(self.info, "#c9d6cc")
        self.info.setFont(font(8.5))
        self.awards = AwardSlots(0.9)
        # the badge takes the room left and asks for none: on a six-player table the
        # areas must fit three to a row, and a badge may then be cut short (the area's
        # frame still shows whose turn it is)
        self.badge.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        head.addWidget(self.name)
        head.addWidget(self.badge, 1)
        head.addWidget(self.info)
        head.addWidget(self.awards)
        outer.addLayout(head)
        self.row = QHBoxLayout()
        self.row.setSpacing(2)
        self.row.addStretch(1)
        self.empty = QLabel(tr("No star on the table"))
        ink(self.empty, "#b9c9bd")
        self.empty.setFont(font(9, italic=True))
        self.row.insertWidget(0, self.empty)
        outer.addLayout(self.row)
        outer.addStretch(1)
        self.stars: dict[str, StarWidget] = {}
        self.order: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def refresh(self, ctx: TableContext) -> None:
        state, view, seat = ctx.state, ctx.view, self.seat
        pv = view["players"][seat]
        cards = state.cardset.cards
        window = view["window"]
        flags = (seat == view["active"] and view["status"] != "over",
                 window is not None and window["seat"] == seat, pv["out"],
                 seat in ctx.target_players, seat == ctx.viewer)
        if flags != (self.active, self.responding, self.out, self.targeted, self.mine):
            self.active, self.responding, self.out, self.targeted, self.mine = flags
            self.update()
        spec = ctx.seats[seat] if seat < len(ctx.seats) else {}
        who = pv["name"]
        if spec.get("kind") == "bot":
            from ..bots import level_label
            if self.s >= 0.7:  # three to a row (5-6 players): the tooltip says it
                who += "  · " + tr("computer")
            self.name.setToolTip(tr("A computer player, level {level}").format(
                level=level_label(spec.get("level") or "")))
        elif seat == ctx.viewer:
            who += "  · " + tr("you")
        self.name.setText(who)
        badges = []
        if pv["out"]:
            badges.append(("#8a8a8a", tr("OUT")))
        elif self.responding:
            badges.append(("#ff9f43", tr("RESPONDING")))
        if self.active and not pv["out"]:
            badges.append(("#f2c94c", "▶ " + tr("TO PLAY")))
        if pv.get("skips"):
            badges.append(("#9b8cff", tr("SKIPS NEXT TURN")))
        self.badge.setText(" ".join(
            f'<span style="background:{c}; color:#1d1d1d; font-weight:bold;">&nbsp;{t}&nbsp;</span>'
            for c, t in badges))
        count = pv["award_count"]
        self.info.setText(tr("Hand {count}").format(count=pv["hand_count"]))
        self.info.setToolTip(tr("Events in hand: {events}; awards: {awards}").format(
            events=pv["hand_count"], awards=count))
        if pv["awards"] is not None:
            slots = []
            for a in pv["awards"]:
                card = cards[a]
                frame = card.frame if isinstance(card, AwardCard) else "gold"
                slots.append(frame + ("" if counts_toward_win(state, a) else "-x"))
            names = ", ".join(_name(state, a) for a in pv["awards"]) or tr("none yet")
            tip = tr("Your awards: {names}").format(names=names)
        else:
            slots = ["hidden"] * count
            tip = tr("Awards held by {name}: {count} (hidden)").format(name=pv["name"], count=count)
        self.awards.set_slots(slots, tip)
        self._refresh_stars(ctx, pv["table"], cards)

    def _refresh_stars(self, ctx: TableContext, table: list[dict[str, Any]], cards: Any) -> None:
        order = [s["card"] for s in table]
        for gone in [c for c in self.stars if c not in order]:
            widget = self.stars.pop(gone)
            self.row.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        for star in table:
            card = star["card"]
            widget = self.stars.get(card)
            if widget is None:
                widget = StarWidget(self.star_scale, self)
                widget.clicked.connect(self.star_clicked)
                self.stars[card] = widget
            definition = cards[card]
            films = []
            for f in star["films"]:
                fc = cards[f]
                assert isinstance(fc, FilmCard)
                films.append(FilmData(card_name(fc), fc.color, fc.bonus))
            ability = definition.ability
            data = StarData(card=card, name=card_name(definition), psyche=star["psyche"],
                            charisma=star["charisma"], fame=star["fame"],
                            printed=(definition.psyche, definition.charisma, definition.fame),
                            ability_kind=ability.kind if ability else None,
                            text=card_text(definition) or (ability.text if ability else ""),
                            films=films, used=star["used"], owner_out=self.out)
            widget.set_data(data, card in ctx.selection, card in ctx.targets,
                            lambda state=ctx.state, card=card: star_tooltip(state, card))
        if order != self.order:
            for i, card in enumerate(order):
                self.row.insertWidget(i, self.stars[card], 0, Qt.AlignmentFlag.AlignTop)
                self.stars[card].show()
            self.order = order
            self._fit()
        self.empty.setVisible(not order)

    def set_room(self, width: int) -> None:
        """The width this area may take: stars shrink to fit rather than scroll off."""
        if width != self.room:
            self.room = width
            self._fit()

    def _fit(self) -> None:
        n = len(self.order)
        if not n or self.room is None:
            return
        cell = STAR_CELL_W
        usable = self.room - 28 - 2 * (n - 1)
        scale = self.s if n * cell * self.s <= usable else max(0.45, usable / (n * cell))
        scale = round(scale, 3)
        if scale != self.star_scale:
            self.star_scale = scale
            for widget in self.stars.values():
                widget.set_scale(scale)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.player_clicked.emit(self.seat)

    def paint_key(self) -> object:
        return (self.active, self.responding, self.out, self.targeted, self.mine)

    def draw(self, p: QPainter) -> None:
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        fill = QColor(0, 0, 0, 95 if self.mine else 70)
        if self.out:
            fill = QColor(40, 40, 40, 150)
        p.setBrush(fill)
        if self.targeted:
            pen = QPen(pal.TARGET, 3, Qt.PenStyle.DashLine)
        elif self.responding:
            pen = QPen(pal.RESPONDING, 3)
        elif self.active:
            pen = QPen(pal.ACTIVE, 3)
        else:
            pen = QPen(QColor(255, 255, 255, 40), 1)
        p.setPen(pen)
        p.drawRoundedRect(r, 14, 14)


class DeckWidget(Cached):
    """A deck (face down, with its count and what is public about its top) or the discard."""

    clicked = Signal()

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.count = 0
        self.top_label = ""
        self.lines: list[str] = []
        self.face: str | None = None  # the discard shows its top card face up
        self.setFixedSize(206, 92)

    def set_data(self, count: int, top_label: str, lines: list[str], face: str | None = None,
                 tooltip: str = "") -> None:
        data = (count, top_label, lines, face)
        if data != (self.count, self.top_label, self.lines, self.face):
            self.count, self.top_label, self.lines, self.face = count, top_label, list(lines), face
            self.update()
        self.setToolTip(tooltip)
        self.setAccessibleName(tr("{deck}: {count} cards.").format(deck=tr(self.title), count=count)
                               + " " + " ".join(lines))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()

    def paint_key(self) -> object:  # the cards only: the words are drawn on top each time
        return (min(self.count, 4), self.top_label, self.face)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        text_x = 76.0
        p.setPen(pal.PANEL_TEXT)
        p.setFont(font(9.5, bold=True))
        p.drawText(QRectF(text_x, 12, 130, 18), Qt.AlignmentFlag.AlignLeft, tr(self.title))
        p.setFont(font(8.5))
        p.setPen(QColor("#f0d890"))
        p.drawText(QRectF(text_x, 30, 130, 16), Qt.AlignmentFlag.AlignLeft,
                   tr("Cards: {count}").format(count=self.count))
        p.setPen(QColor("#cfe0d3"))
        for i, line in enumerate(self.lines[:3]):
            size = 7.8  # shrink a long line (German!) rather than cut it
            p.setFont(font(size))
            while size > 5.6 and p.fontMetrics().horizontalAdvance(line) > 128:
                size -= 0.3
                p.setFont(font(size))
            p.drawText(QRectF(text_x, 47 + i * 14, 130, 14), Qt.AlignmentFlag.AlignLeft, line)
        p.end()

    def draw(self, p: QPainter) -> None:
        card = QRectF(4, 8, 58, 80)
        if self.count == 0:
            p.setPen(QPen(QColor(255, 255, 255, 80), 1.4, Qt.PenStyle.DashLine))
            p.setBrush(QColor(0, 0, 0, 40))
            p.drawRoundedRect(card, 6, 6)
            p.setPen(QColor(255, 255, 255, 140))
            p.setFont(font(7.5))
            p.drawText(card, Qt.AlignmentFlag.AlignCenter, tr("empty"))
        else:
            for i in range(min(3, max(0, self.count - 1)), 0, -1):
                offset = i * 2.0
                if self.face is None:
                    card_back(p, card.translated(offset, -offset), 6)
                else:
                    card_face(p, card.translated(offset, -offset), 6)
            if self.face is None:
                card_back(p, card, 6, self.top_label)
            else:
                card_face(p, card, 6)
                p.setPen(pal.CARD_INK)
                fit_text(p, card.adjusted(4, 6, -4, -6), self.face, 7.5, 5.5, bold=True,
                         flags=Qt.AlignmentFlag.AlignCenter)


def ink(label: QLabel, color: str) -> None:
    """Text colour through the palette (a style sheet would restyle every child widget)."""
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(color))
    label.setPalette(palette)


class Rail(Cached):
    """The wooden rail under the table where the hand and the buttons lie."""

    def draw(self, p: QPainter) -> None:
        grad = QLinearGradient(0, 0, 0, self.height())
        grad.setColorAt(0, QColor("#3a2618"))
        grad.setColorAt(1, QColor("#22160e"))
        p.fillRect(self.rect(), grad)


class Banner(QWidget):
    """The strip above the table: whose turn, the showdown, an open window; autosave."""

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(0, 0, 0, 110))
        p.end()


class Felt(Cached):
    """The green baize everything lies on."""

    def draw(self, p: QPainter) -> None:
        r = self.rect()
        grad = QRadialGradient(r.center().x(), r.center().y() * 0.9, max(r.width(), r.height()) * 0.75)
        grad.setColorAt(0, pal.FELT_CENTER)
        grad.setColorAt(1, pal.FELT_EDGE)
        p.fillRect(r, grad)


class TablePage(Felt):
    """The whole table; the hand and the action bar sit on a rail below it."""

    star_clicked = Signal(str)
    player_clicked = Signal(int)
    card_clicked = Signal(str)
    discard_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table")
        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        self.banner = SteadyLabel()
        self.banner.setObjectName("banner")
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        ink(self.banner, "#f7f1df")
        self.banner.setContentsMargins(14, 6, 14, 6)
        self.banner.setFont(font(12.5, bold=True))
        self.saved = SteadyLabel()
        self.saved.setObjectName("saved")
        ink(self.saved, "#b9d3bf")
        self.saved.setContentsMargins(14, 6, 14, 6)
        self.saved.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.retranslate_widths()
        strip = Banner()
        top = QHBoxLayout(strip)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(0)
        top.addWidget(self.banner, 1)
        top.addWidget(self.saved)
        root.addWidget(strip)

        self.table_scroll = QScrollArea()
        self.table_scroll.setWidgetResizable(True)
        self.table_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.table_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table_scroll.viewport().setAutoFillBackground(False)
        self.content = QWidget()
        self.table_scroll.setWidget(self.content)
        self.content.setAutoFillBackground(False)  # setWidget turned it on: show the felt
        body = QVBoxLayout(self.content)
        body.setContentsMargins(12, 8, 12, 6)
        body.setSpacing(6)
        self.columns = 1
        self.opponents = QGridLayout()
        self.opponents.setSpacing(10)
        body.addLayout(self.opponents)
        decks = QHBoxLayout()
        decks.setSpacing(10)
        decks.addStretch(1)
        self.main_deck = DeckWidget(QT_TR_NOOP("Main deck"))
        self.film_deck = DeckWidget(QT_TR_NOOP("Films"))
        self.award_deck = DeckWidget(QT_TR_NOOP("Awards"))
        self.discard = DeckWidget(QT_TR_NOOP("Discard"))
        self.discard.setCursor(Qt.CursorShape.PointingHandCursor)
        self.discard.clicked.connect(self.discard_clicked)
        for w in (self.main_deck, self.film_deck, self.award_deck, self.discard):
            decks.addWidget(w)
        decks.addStretch(1)
        body.addLayout(decks)
        self.mine_box = QVBoxLayout()
        body.addLayout(self.mine_box)
        body.addStretch(1)
        root.addWidget(self.table_scroll, 1)

        self.rail = Rail()
        self.rail.setObjectName("rail")

        rail = QVBoxLayout(self.rail)
        rail.setContentsMargins(12, 6, 12, 8)
        rail.setSpacing(4)
        self.hand_title = SteadyLabel()
        ink(self.hand_title, "#f0e2c8")
        self.hand_title.setFont(font(9.5, bold=True))
        rail.addWidget(self.hand_title)
        self.hand_scroll = QScrollArea()
        self.hand_scroll.setWidgetResizable(True)
        self.hand_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.hand_scroll.viewport().setAutoFillBackground(False)
        self.hand_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        hand_box = QWidget()
        self.hand_row = QHBoxLayout(hand_box)
        self.hand_row.setContentsMargins(0, 0, 0, 0)
        self.hand_row.setSpacing(6)
        self.hand_row.addStretch(1)
        self.hand_scroll.setWidget(hand_box)
        hand_box.setAutoFillBackground(False)  # setWidget turned it on: show the rail
        self.hand_scroll.setFixedHeight(int(HandCardWidget(1.0).height()) + 14)
        rail.addWidget(self.hand_scroll)
        self.action_slot = QVBoxLayout()
        rail.addLayout(self.action_slot)
        root.addWidget(self.rail)

        self.areas: dict[int, PlayerArea] = {}
        self.arrangement: tuple[int | None, int] | None = None
        self.hand: dict[str, HandCardWidget] = {}
        self.hand_order: list[str] = []

    def set_action_bar(self, bar: QWidget) -> None:
        self.action_slot.addWidget(bar)

    # -- layout by who is looking ---------------------------------------------------------
    def _arrange(self, viewer: int | None, n: int) -> None:
        if self.arrangement == (viewer, n):
            return
        self.arrangement = (viewer, n)
        for area in self.areas.values():
            area.hide()
            area.setParent(None)
            area.deleteLater()
        self.areas = {}
        bottom = viewer if viewer is not None else 0
        others = [(bottom + i) % n for i in range(1, n)]
        scale = 0.86 if len(others) == 1 else (0.74 if len(others) <= 3 else 0.62)
        cols = 1 if len(others) == 1 else (2 if len(others) <= 4 else 3)
        self.columns = cols
        for i, seat in enumerate(others):
            area = self._area(seat, scale)
            self.opponents.addWidget(area, i // cols, i % cols)
        self.mine_box.addWidget(self._area(bottom, 1.0))
        for area in self.areas.values():
            area.show()
        self._share_room()

    def _share_room(self) -> None:
        width = self.table_scroll.viewport().width() - 24
        bottom = self.arrangement[0] if self.arrangement and self.arrangement[0] is not None else 0
        for seat, area in self.areas.items():
            if seat == bottom:
                area.set_room(width)
            else:
                area.set_room((width - 10 * (self.columns - 1)) // self.columns)

    def resizeEvent(self, event: Any) -> None:  # noqa: ANN401
        super().resizeEvent(event)
        self._share_room()

    def _area(self, seat: int, scale: float) -> PlayerArea:
        area = PlayerArea(seat, scale)
        area.star_clicked.connect(self.star_clicked)
        area.player_clicked.connect(self.player_clicked)
        self.areas[seat] = area
        return area

    # -- redraw ---------------------------------------------------------------------
    def refresh(self, ctx: TableContext) -> None:
        view = ctx.view
        n = len(view["players"])
        self._arrange(ctx.viewer, n)
        self.banner.setText(self._banner(ctx))
        for area in self.areas.values():
            area.refresh(ctx)
        self._refresh_decks(ctx)
        self._refresh_hand(ctx)

    def retranslate_widths(self) -> None:
        """Room for the longest "saved" note in the language now in use."""
        sample = tr("Autosaved · {count} moves").format(count=number(9999))
        self.saved.setMinimumWidth(self.saved.fontMetrics().horizontalAdvance(sample) + 30)

    def _banner(self, ctx: TableContext) -> str:
        view, players = ctx.view, ctx.view["players"]
        if view["status"] == "over":
            return tr("Game over")
        active = players[view["active"]]["name"]
        text = ("▶ " + tr("{name}'s turn").format(name=active)
                + "  <span style='color:#cfe0d3; font-weight:normal;'>· "
                + tr("turn {turn}").format(turn=number(view["turn"])) + "</span>")
        if view["status"] == "showdown":
            text += ("&nbsp;&nbsp;<span style='background:#b3261e; color:white;'>&nbsp;"
                     + tr("FINAL SHOWDOWN") + "&nbsp;</span> <span style='color:#f3c6c2; "
                     "font-weight:normal;'>" + tr("no more draws; a player with no star leaves")
                     + "</span>")
        window = view["window"]
        if window is not None:
            owner = players[window["seat"]]["name"]
            state = ctx.state
            if window["kind"] == "outshine":
                what = tr("{player}'s {star} outshining {target}").format(
                    player=players[window["actor"]]["name"], star=_name(state, window["attacker"]),
                    target=_name(state, window["target"]))
            else:
                what = _name(state, window["source"]) if window["source"] else tr("an effect")
            text += ("&nbsp;&nbsp;<span style='color:#ffbf80;'>· "
                     + tr("{owner} may respond to {what}").format(owner=owner, what=what) + "</span>")
        return text

    def _refresh_decks(self, ctx: TableContext) -> None:
        view = ctx.view
        self.main_deck.set_data(view["main"], "RED\nLIGHT",
                                [tr("stars and events;"), tr("empty = showdown")],
                                tooltip=tr("The main deck: stars and events. When it runs out, the "
                                           "final showdown begins (V3)."))
        req = view["film_top_required"]
        self.film_deck.set_data(view["films"], f"★ {req}" if req is not None else "",
                                [tr("top film needs fame {fame}").format(fame=req)
                                 if req is not None else tr("no film left"),
                                 tr("which film: hidden")],
                                tooltip=tr("Which film is on top stays hidden; its required fame is "
                                           "public (A2)."))
        costs = view["award_top_costs"]
        active = view["active"]
        lines = []
        top = ""
        cost = next_award_cost(ctx.state, active)
        if costs and cost is not None:
            top = f"★ {cost}"
            lines = [tr("next for {name}:").format(name=view["players"][active]["name"]),
                     tr("fame {cost}  (row {row})").format(
                         cost=cost, row=" · ".join(str(c) for c in costs))]
        self.award_deck.set_data(view["awards"], top, lines or [tr("no award left")],
                                 tooltip=tr("The top award's cost row is public (A3): the cost is "
                                            "read at the level of awards you hold + 1."))
        discard = view["discard"]
        top_name = _name(ctx.state, discard[-1]) if discard else None
        self.discard.set_data(len(discard), "",
                              [tr("click or press D"), tr("to look through")] if discard else [],
                              face=top_name, tooltip=tr("The discard pile, face up (D1). Click or "
                                                        "press D to look through it."))

    def _refresh_hand(self, ctx: TableContext) -> None:
        viewer, view, state = ctx.viewer, ctx.view, ctx.state
        cards = state.cardset.cards
        if viewer is None or view["players"][viewer]["hand"] is None:
            order: list[str] = []
            self.hand_title.setText(tr("Hands are hidden"))
        else:
            pv = view["players"][viewer]
            order = list(pv["hand"]) + list(pv["awards"] or [])
            self.hand_title.setText(
                tr("{name}'s hand — events: {events}, awards: {awards}   "
                   "(click a card to play it)").format(
                    name=pv["name"], events=len(pv["hand"]), awards=len(pv["awards"] or [])))
        for gone in [c for c in self.hand if c not in order]:
            widget = self.hand.pop(gone)
            self.hand_row.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        for card in order:
            widget = self.hand.get(card)
            if widget is None:
                widget = HandCardWidget(1.0)
                widget.setObjectName(f"hand-{card}")
                widget.clicked.connect(self.card_clicked)
                self.hand[card] = widget
            definition = cards[card]
            if isinstance(definition, EventCard):
                data = HandCardData(card, card_name(definition), "event", card_text(definition),
                                    phase=definition.phase)
            else:
                assert isinstance(definition, AwardCard)
                data = HandCardData(card, card_name(definition), "award", card_text(definition) or (
                    tr("An award: four of them win the game.") if definition.counts_toward_win else
                    tr("It does not count toward four.")), frame=definition.frame,
                    counts=counts_toward_win(state, card), has_effect=definition.effect is not None)
            widget.set_data(data, card in ctx.playable_cards, card in ctx.targets)
        if order != self.hand_order:
            for i, card in enumerate(order):
                self.hand_row.insertWidget(i, self.hand[card])
                self.hand[card].show()
            self.hand_order = order
        self.hand_scroll.setVisible(bool(order))
