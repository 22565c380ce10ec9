"""The table: players' areas with their stars, the decks, the banner saying whose turn it is.

`TablePage.refresh(ctx)` redraws from the game (through the seat's view); clicks come out
as signals and the main window turns them into moves through the interaction model.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QRadialGradient,
    QRegion,
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

from ...bidi import isolate
from ...engine.cards import AwardCard, EventCard, FilmCard, StarCard
from ...engine.flow import counts_toward_win
from ...engine.queries import next_award_cost, team_fame
from ...engine.state import GameState
from ...engine.values import breakdown
from .. import i18n
from ..after_paint import after_paint
from ..bots import level_label
from ..font_scale import font_generation
from ..i18n import QT_TR_NOOP, card_name, card_text, number, tr
from ..plain_text import html_text, plain_label, set_tooltip, tooltip
from ..plain_text import tooltip as plain_tooltip
from . import palette as pal
from .badge_label import BadgeLabel
from .banner import ElidedBanner
from .cards import (
    COMPACT_BELOW,
    MIN_TILE_W,
    STAR_CELL_H,
    STAR_CELL_W,
    TILE_W,
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
    min_point_size,
    star_below,
    tile_height,
)
from .respond_panel import RespondPanel, window_summary
from .rounded_frame import fill_rounded_rect, stroke_rounded_rect
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
    hint: HintMarks | None = None


@dataclass
class HintMarks:
    """What a hint points at on the table: its cards (stars, a hand card) and targets."""

    cards: set[str]


@runtime_checkable
class ExplainingBar(Protocol):
    """An action bar whose refusal (`explain`) the table floats over itself: the table
    places it through `place_explanation`, so saying "no" never moves the hand."""

    explain: QWidget
    place_explanation: Callable[[], None] | None


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
                what = tr("{name} (film)").format(name=html_text(_name(state, key[5:])))
            elif key.startswith("passive "):
                what = tr("{star}'s ability").format(star=html_text(_name(state, key[8:])))
            elif "end_of_turn" in key:
                what = tr("this turn")
            else:
                what = tr("for good")
            pieces.append(f"{sign} {abs(amount)} {what}")
        rows.append(f"<tr><td><b>{label}</b></td><td>&nbsp;{total}</td>"
                    f"<td>&nbsp;= {' '.join(pieces)}</td></tr>")
    text = card_text(star) or (star.ability.text if star.ability else "")
    tip = f"<b>{html_text(card_name(star))}</b><table>{''.join(rows)}</table>"
    if text:
        tip += f"<i>{html_text(text)}</i>"
    return tip


FRAME_INSET, FRAME_RADIUS, FRAME_PEN = 3, 14, 3
BIG_TABLE_H, BIG_SCALE = 900, 1.4  # a table this tall: your stars up to this scale
SLIM_SLOTS = 0.62  # the award slots' scale in an opponent's slim header  # a player area's frame: inset, corner, line


class PlayerArea(Cached):
    """One player's place at the table: name, badges, score strip, award slots, stars.

    `set_room(width, height)` gives the room it may take: stars shrink to fit it, and below
    COMPACT_BELOW they are drawn as compact tiles (opponents' areas get there first)."""

    star_clicked = Signal(str)
    player_clicked = Signal(int)
    placed = Signal()  # moved or resized by the page's layout

    def __init__(self, seat: int, scale: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.s = scale  # the scale the stars are drawn at when there is room
        self.star_scale = scale  # the scale they are drawn at now
        self.tile_w = TILE_W
        self.room: tuple[int, int | None] | None = None
        self.low = False  # as tiles, take the least height (your own area), not the widest
        self.tiles_only = False  # an opponent's area while your own stars are tiles
        self.slim = False  # the score strip in the header line (set_slim)
        self.active = self.responding = self.out = self.targeted = self.mine = False
        self.setObjectName(f"player-{seat}")
        self.outer = outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 5, 12, 6)
        outer.setSpacing(3)
        head = QHBoxLayout()
        head.setSpacing(8)
        self.name = plain_label(QLabel())
        self.name.setObjectName(f"player-name-{seat}")
        ink(self.name, "#f4efe2")
        self.name.setFont(font(11.0 * max(scale, 0.9), bold=True))
        self.badge = BadgeLabel()
        self.badge.setTextFormat(Qt.TextFormat.RichText)
        self.awards = AwardSlots(0.75)
        # the badge takes the room left and asks for none: on a six-player table the
        # areas must fit three to a row, and a badge may then be cut short (the area's
        # frame still shows whose turn it is; the badge's tooltip says it whole)
        self.badge.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        head.addWidget(self.name)
        head.addWidget(self.badge, 1)
        head.addWidget(self.awards)
        outer.addLayout(head)
        self.score = SteadyLabel()
        self.score.setObjectName(f"score-{seat}")
        ink(self.score, "#d8e6da")
        self.score.setFont(font(8.5))
        self.score.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        outer.addWidget(self.score)
        self.head = head
        self.row = QGridLayout()
        self.row.setSpacing(4)
        self.row.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.per_row = 99
        self.empty = QLabel()
        self.empty.setObjectName(f"no-star-{seat}")
        ink(self.empty, "#b9c9bd")
        self.empty.setFont(font(9, italic=True))
        self.row.addWidget(self.empty, 0, 0)
        outer.addLayout(self.row)
        outer.addStretch(1)
        self.stars: dict[str, StarWidget] = {}
        self.spare: list[StarWidget] = []  # hidden, for the next stars to come
        self.order: list[str] = []
        self.films_most = 0
        self.films_key: tuple = ()  # each star's films: a change may change her height
        self.plans: dict[tuple, list[tuple[int, float, float]]] = {}  # tile_plans, by width
        self.refreshed: object = None  # what the area was last drawn from
        self.least_known: dict[tuple[int, bool, int], int] = {}  # least_height's answers
        self.sized_from: object = None  # what least_known was measured from
        self.state: GameState | None = None
        # the table gives each area its share (set_room): the stars shrink to it
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def _show_score(self, show: bool = True) -> None:
        """The whole score strip, or its short form when the area is narrow; in a slim
        area, the shortest form that fits in the header. A badge line that was hidden is
        shown at once, or with `show` False by `show_placed`."""
        texts = getattr(self, "score_texts", None)
        if not texts:
            return
        fm = self.score.fontMetrics()
        if self.slim:
            room = self.width() - self.head_room()
            text = next((t for t in texts[1:] if fm.horizontalAdvance(t) + 4 <= room), texts[-1])
            self.score.setText(text)
            self.score.setFixedWidth(fm.horizontalAdvance(text) + 4)
            self._show_badges(room - fm.horizontalAdvance(text) - 4 - self.head.spacing(), show)
            return
        self._show_badges(self.width() - self.head_room(), show)
        room = self.width() - 24
        self.score.setText(texts[0] if fm.horizontalAdvance(texts[0]) <= room else texts[1])

    def _show_badges(self, room: int, show: bool = True) -> None:
        """The badges (OUT, TO PLAY, computer, …) that fit whole in `room`, the first ones
        first; none cut short (the tooltip and the area's frame say them all)."""
        badges = getattr(self, "badges", [])
        # tried again only when the badges or the room changed (each try lays out rich text)
        key = (tuple(badges), room, font_generation())
        if key == getattr(self, "badges_shown", None):
            return
        self.badges_shown = key
        for count in range(len(badges), -1, -1):
            text = " ".join(f'<span style="background:{c}; color:#1d1d1d; font-weight:bold;">'
                            f'&nbsp;{t}&nbsp;</span>' for c, t in badges[:count])
            if not text or self._badge_width(text) <= room:
                break
        self.badge.setText(text)
        if not text:
            self.badge.hide()
        elif show:
            self.badge.show()

    def _badge_width(self, text: str) -> int:
        """The width the badge label asks for with `text` (rich text: laid out once per
        text and font, then remembered for every area: the same few badge lines pass
        from area to area as the turn goes round)."""
        return self.badge.width_for(text)

    def head_room(self, slim: bool | None = None) -> int:
        """The width of a header's margins, name, award slots and spacing (a slim area's
        score goes in what is left)."""
        m = self.outer.contentsMargins()
        return (m.left() + m.right() + self.name.sizeHint().width() + self.slots_size(slim)[0]
                + 3 * self.head.spacing())

    def slots_size(self, slim: bool | None = None) -> tuple[int, int]:
        """The award slots' size in the header, slim (an opponent's: smaller) or not."""
        slim = self.slim if slim is None else slim
        scale = SLIM_SLOTS if slim and not self.low else 0.75
        n = max(4, len(self.awards.slots))
        return int((n * 25 + 2) * scale), int(34 * scale)

    def set_slim(self, slim: bool) -> None:
        """Slim: the score strip in the header line, in its short form (a crowded table's
        opponents: a line less each)."""
        if slim == self.slim:
            return
        self.slim = slim
        outer = self.outer
        if not self.low:  # an opponent's slim header: smaller award slots, a few pixels less
            self.awards.set_scale(SLIM_SLOTS if slim else 0.75)
        if slim:
            outer.removeWidget(self.score)
            self.head.insertWidget(2, self.score)
            self.score.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        else:
            self.head.removeWidget(self.score)
            outer.insertWidget(1, self.score)
            self.score.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.score.setMinimumWidth(0)
            self.score.setMaximumWidth(16777215)  # (QWIDGETSIZE_MAX)
        self._show_score()
        room, self.room = self.room, None
        if room is not None:
            self.set_room(*room)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._show_score()  # (the score's form and the badges that fit follow the width)
        self.placed.emit()

    def moveEvent(self, event: Any) -> None:
        super().moveEvent(event)
        self.placed.emit()

    def chrome_height(self, slim: bool | None = None) -> int:
        """The height of everything but the stars: margins, the header and the score strip
        (in the header when `slim`, by default as the area is now). Kept with the least
        sizes (asked for at every width tried while the table's room is shared)."""
        slim = self.slim if slim is None else slim
        key = (-2, slim, font_generation())
        known = self.least_known.get(key)
        if known is not None:
            return known
        m = self.outer.contentsMargins()
        head = max(self.name.sizeHint().height(), self.slots_size(slim)[1])
        if slim:
            height = m.top() + m.bottom() + max(head, self.score.sizeHint().height()) \
                + self.outer.spacing()
        else:
            height = m.top() + m.bottom() + head + self.score.sizeHint().height() \
                + 2 * self.outer.spacing()
        self.least_known[key] = height
        return height

    def films_tall(self, scale: float) -> float:
        """The tallest filmography under this area's stars at `scale` (long film names take
        a second line), in card units."""
        dpi = self.logicalDpiY()
        return max((star_below(w.data, scale, dpi) for w in self.stars.values()
                    if w.data is not None and w.card_id() in self.order), default=0.0)

    def height_at(self, scale: float) -> int:
        """How tall the area is with its stars drawn at `scale` (tiles below COMPACT_BELOW,
        laid out as they are now)."""
        if scale < COMPACT_BELOW:
            stars = self.tiles_height(self.per_row, self.tile_w)
        else:
            stars = (STAR_CELL_H + 6 + self.films_tall(scale)) * scale
        return int(self.chrome_height() + stars + 2)

    def _shown(self) -> list[StarWidget]:
        return [self.stars[c] for c in self.order if c in self.stars and self.stars[c].data]

    def tiles_height(self, per_row: int, tile_w: float) -> float:
        """The height of this area's stars as tiles `tile_w` wide, `per_row` to a row."""
        shown = self._shown()
        if not shown:
            return float(self.empty.sizeHint().height())
        dpi = self.logicalDpiY()
        per_row = max(1, per_row)
        rows = [shown[i:i + per_row] for i in range(0, len(shown), per_row)]
        return sum(max(tile_height(w.data, tile_w, dpi) for w in row) for row in rows) \
            + (len(rows) - 1) * self.row.spacing()

    def tile_plans(self, width: int) -> list[tuple[int, float, float]]:
        """The ways the stars fit across `width` as tiles: (per row, tile width, height of
        the stars), the widest tiles last; a row never holds tiles narrower than MIN_TILE_W."""
        n = len(self.order)
        m = self.outer.contentsMargins()
        inner = width - m.left() - m.right()
        spacing = self.row.spacing()
        # asked for again and again while the table's room is shared (every way of laying
        # out the opponents): worked out once per width and what the tiles show
        key = (width, n, inner, spacing, self.logicalDpiY(), font_generation(),
               tuple((w.data.name, tuple((f.name, f.color, f.bonus) for f in w.data.films))
                     for w in self._shown() if w.data is not None))
        found = self.plans.get(key)
        if found is not None:
            return found
        if len(self.plans) > 64:
            self.plans.clear()
        plans: list[tuple[int, float, float]] = []
        for per_row in range(max(1, n), 0, -1):
            tile_w = min(TILE_W, (inner - spacing * (per_row - 1)) / per_row)
            if tile_w < MIN_TILE_W and per_row > 1:
                continue
            tile_w = max(tile_w, min(MIN_TILE_W, float(inner)), 40.0)  # (before any width)
            plans.append((per_row, tile_w, self.tiles_height(per_row, tile_w)))
            if tile_w >= TILE_W:
                break  # fewer to a row: no wider, only taller
        self.plans[key] = plans
        return plans

    def least_width(self, slim: bool | None = None) -> int:
        """The narrowest this area may be: its header (name and award slots; a slim
        area's shortest score too), its score strip's short form, a tile."""
        slim = self.slim if slim is None else slim
        key = (-1, slim, font_generation())
        known = self.least_known.get(key)
        if known is not None:
            return known
        texts = getattr(self, "score_texts", None)
        fm = self.score.fontMetrics()
        m = self.outer.contentsMargins()
        head = self.head_room(slim) - m.left() - m.right()
        score = fm.horizontalAdvance(texts[1]) if texts else 0
        if slim:
            head += fm.horizontalAdvance(texts[-1]) + 4 if texts else 0
            score = 0
        stars = MIN_TILE_W if self.order else self.empty.sizeHint().width()
        least = self.least_known[key] = int(m.left() + m.right() + max(head, score, stars) + 4)
        return least

    def least_height(self, width: int, slim: bool | None = None) -> int:
        """The least height this area needs `width` wide: its stars as tiles in as few rows
        as fit across (or its chrome alone, with no star). Kept until the area is drawn
        from something else (the table's room is shared by trying many widths)."""
        slim = self.slim if slim is None else slim
        key = (int(width), slim, font_generation())
        known = self.least_known.get(key)
        if known is not None:
            return known
        if not self.order:
            least = int(self.chrome_height(slim) + self.empty.sizeHint().height() + 2)
        else:
            least = int(self.chrome_height(slim) + min(h for _, _, h in self.tile_plans(width)) + 2)
        self.least_known[key] = least
        return least

    def _frame_ring(self) -> QRegion:
        """`frame_region()`, built once per size of the area (a change of turn repaints the
        frames of the two areas whose turn it was and is: building the region anew cost
        more than the rest of such an area's refresh)."""
        size = (self.width(), self.height())
        known = getattr(self, "_ring", None)
        if known is None or known[0] != size:
            known = self._ring = (size, self.frame_region())
        return known[1]

    def refresh(self, ctx: TableContext) -> None:
        state, view, seat = ctx.state, ctx.view, self.seat
        pv = view["players"][seat]
        cards = state.cardset.cards
        window = view["window"]
        flags = (seat == view["active"] and view["status"] != "over",
                 window is not None and window["seat"] == seat, pv["out"],
                 seat in ctx.target_players, seat == ctx.viewer)
        before = (self.active, self.responding, self.out, self.targeted, self.mine)
        if flags != before:
            self.active, self.responding, self.out, self.targeted, self.mine = flags
            if flags[2:3] + flags[4:] == before[2:3] + before[4:]:
                self.update(self._frame_ring())  # whose turn: only the frame's colour
            else:
                self.update()  # out, or whose area: the fill under the stars too
        self.state = ctx.state  # what the stars' tooltips read when the pointer rests
        spec = ctx.seats[seat] if seat < len(ctx.seats) else {}
        # a move changes one or two areas: the others keep their texts and their stars
        # (no tooltip, accessible text or card data rebuilt for nothing)
        mine = {s["card"] for s in pv["table"]}
        hinted = ctx.hint.cards if ctx.hint is not None else set()
        fame = team_fame(state, [s["card"] for s in pv["table"]])
        key = (flags, pv, fame, spec.get("kind"), spec.get("level"), ctx.viewer,
               mine & ctx.selection, mine & ctx.targets, mine & hinted,
               tuple(counts_toward_win(state, a) for a in pv["awards"] or ()),
               i18n.generation)
        if key == self.refreshed:
            return
        self.refreshed = key
        who = pv["name"]
        self.name.setText(who)
        if spec.get("kind") == "bot":
            tip = tr("{name}: a computer player, level {level}").format(
                name=isolate(who), level=level_label(spec.get("level") or ""))
        elif seat == ctx.viewer:
            tip = tr("{name}: your seat").format(name=isolate(who))
        else:
            tip = tr("{name}: a human player").format(name=isolate(who))
        set_tooltip(self.name, tip)
        self.setAccessibleName(tip)
        badges = []
        if pv["out"]:
            badges.append(("#8a8a8a", tr("OUT")))
        elif self.responding:
            badges.append(("#ff9f43", tr("RESPONDING")))
        if self.active and not pv["out"]:
            badges.append(("#f2c94c", "▶ " + tr("TO PLAY")))
        if pv.get("skips"):
            badges.append(("#9b8cff", tr("SKIPS NEXT TURN")))
        if spec.get("kind") == "bot":
            badges.append(("#9fb3c8", tr("computer")))
        self.badges = badges
        set_tooltip(self.badge, " · ".join(t for _, t in badges))
        self.badge.setAccessibleName(" · ".join(t for _, t in badges))
        count = pv["award_count"]
        if pv["awards"] is not None:
            counting = sum(1 for a in pv["awards"] if counts_toward_win(state, a))
        else:
            counting = count
        self.score_texts = (
            tr("Awards {count} of 4 · fame {fame} · stars {stars} · events {hand}").format(
                count=counting, fame=fame, stars=len(pv["table"]), hand=pv["hand_count"]),
            tr("Awards {count}/4 · fame {fame}").format(count=counting, fame=fame),
            tr("{count}/4 · ★{fame}").format(count=counting, fame=fame))
        self._show_score(show=False)
        set_tooltip(self.score, tr(
            "Awards that count toward the four that win: {count}. Fame of all stars on the table: "
            "{fame}. Stars on the table: {stars}. Events in hand: {hand}.").format(
            count=counting, fame=fame, stars=len(pv["table"]), hand=pv["hand_count"]))
        self.score.setAccessibleName(self.score_texts[0])
        if pv["awards"] is not None:
            slots = []
            for a in pv["awards"]:
                card = cards[a]
                frame = card.frame if isinstance(card, AwardCard) else "gold"
                slots.append(frame + ("" if counts_toward_win(state, a) else "-x"))
            names = ", ".join(_name(state, a) for a in pv["awards"]) or tr("none yet")
            tip = tr("Award slots: four awards that count win the game. Held: {names}").format(
                names=names)
        else:
            slots = ["hidden"] * count
            tip = tr("Award slots: four awards that count win the game. {name} holds {count} "
                     "(face down).").format(name=isolate(pv["name"]), count=count)
        self.awards.set_slots(slots, tooltip(tip), tip)
        self.empty.setText(tr("No star on the table"))
        # the least sizes known (the table's room is shared from them) stay while what they
        # are measured from stays: a change of turn or of a star's values keeps them
        sizes = (who, self.score_texts, len(slots), i18n.generation, cards,
                 tuple((s["card"], tuple(s["films"])) for s in pv["table"]))
        if sizes != self.sized_from:
            self.sized_from = sizes
            self.least_known = {}
        self._refresh_stars(ctx, pv["table"], cards)

    def _refresh_stars(self, ctx: TableContext, table: list[dict[str, Any]], cards: Any) -> None:
        order = [s["card"] for s in table]
        for gone in [c for c in self.stars if c not in order]:
            leaving = self.stars.pop(gone)
            self.row.removeWidget(leaving)
            leaving.hide()
            if len(self.spare) < SPARE_STARS:  # the next star to come takes it (a widget
                self.spare.append(leaving)  # built and polished costs more than new data)
            else:
                leaving.deleteLater()
        hinted = ctx.hint.cards if ctx.hint is not None else set()
        for star in table:
            card = star["card"]
            widget = self.stars.get(card)
            if widget is None:
                if self.spare:
                    widget = self.spare.pop()
                    widget.data = widget.source = None  # sized again for her data below
                else:
                    widget = StarWidget(self.star_scale, self)
                    widget.clicked.connect(self.star_clicked)
                widget.set_scale(self.star_scale, self.tile_w)
                widget.setObjectName(f"star-{card}")
                self.stars[card] = widget
            # a star whose entry, marks and owner did not change keeps her data (no texts
            # built or translated again for the stars a move did not touch)
            source = (star, card in ctx.selection, card in ctx.targets, card in hinted,
                      self.out, cards, i18n.generation)
            if source == widget.source:
                continue
            widget.source = source
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
                            functools.partial(self.star_tooltip, card),
                            hinted=card in hinted)
        films_most = max((len(s["films"]) for s in table), default=0)
        films_key = tuple(tuple(s["films"]) for s in table)
        if order != self.order or films_most != self.films_most or films_key != self.films_key:
            self.order = order
            self.films_most, self.films_key = films_most, films_key
            self._place_stars()
            self._fit()

    def star_tooltip(self, card: str) -> str:
        """A star's totals broken down, from the state this area last showed."""
        return star_tooltip(self.state, card) if self.state is not None else ""

    def set_room(self, width: int, height: int | None = None) -> None:
        """The room this area may take: stars shrink to fit rather than scroll off."""
        if (width, height) != self.room:
            self.room = (width, height)
            self._fit()

    def _fit(self) -> None:
        n = len(self.order)
        if not n or self.room is None:
            return
        width, height = self.room
        cell = STAR_CELL_W
        usable = width - 28 - self.row.spacing() * (n - 1)
        scale = self.s if n * cell * self.s <= usable else usable / (n * cell)
        if height is not None:
            fixed = scale
            for _ in range(3):  # a smaller scale may wrap a film's name onto another line
                per_star = STAR_CELL_H + 6 + self.films_tall(max(COMPACT_BELOW, scale))
                scale = min(fixed, (height - self.chrome_height() - 2) / per_star)
                if scale < COMPACT_BELOW:
                    break  # tiles: their films' height does not follow the scale
        if self.tiles_only:  # opponents give up room first: never whole beside your tiles
            scale = min(scale, COMPACT_BELOW - 0.01)
        scale = round(max(0.3, scale), 3)
        tile_w, per_row = TILE_W, 99
        if scale < COMPACT_BELOW:
            # tiles: the widest that fit the height (names read whole on fewer lines), in as
            # many rows as that takes; if none fits, the fewest rows
            plans = self.tile_plans(width)
            room = None if height is None else height - self.chrome_height() - 2
            fitting = [p for p in plans if room is None or p[2] <= room]
            if self.low or not fitting:  # your own tiles leave the room to the opponents:
                low = min(p[2] for p in plans)  # the fewest rows, the widest tiles in them
                fitting = [p for p in plans if p[2] <= low + 0.5]
            per_row, tile_w, _ = fitting[-1]
        if (scale, tile_w) != (self.star_scale, self.tile_w):
            self.star_scale, self.tile_w = scale, tile_w
            for widget in self.stars.values():
                widget.set_scale(scale, tile_w)
        if per_row != self.per_row:
            self.per_row = per_row
            self._place_stars()

    def _place_stars(self) -> None:
        """The stars in the grid, `per_row` to a row, in table order: only those whose cell
        changed are moved (a star joining at the end is added alone)."""
        row = self.row
        for i, card in enumerate(self.order):
            widget = self.stars[card]
            cell = divmod(i, self.per_row)
            index = row.indexOf(widget)
            if index >= 0:
                at: Any = row.getItemPosition(index)  # (row, column, row span, column span)
                if (at[0], at[1]) == cell:
                    continue
                row.removeWidget(widget)
            row.addWidget(widget, cell[0], cell[1], Qt.AlignmentFlag.AlignTop)

    def show_placed(self) -> None:
        """What `refresh` placed and has not shown, shown: the new stars, the badge line
        (and the "no star" line as it applies), once the table's room is shared. Showing a
        widget lays its window out at once: shown in the middle of a refresh, each made a
        layout pass with the sizes of before, and another followed with the new ones."""
        for card in self.order:
            widget = self.stars[card]
            if widget.isHidden():
                widget.show()
        if self.empty.isHidden() != bool(self.order):
            self.empty.setVisible(not self.order)
        if self.badge.isHidden() and self.badge.text():
            self.badge.show()

    def stars_in_order(self) -> list[StarWidget]:
        return [self.stars[c] for c in self.order if c in self.stars]

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.player_clicked.emit(self.seat)

    def paint_key(self) -> object:
        return (self.active, self.responding, self.out, self.targeted, self.mine)

    def frame_region(self) -> QRegion:
        """Where the frame's line is drawn (see `draw`): the edge and the rounded corners.
        A change of turn repaints this ring, not the stars inside it."""
        r = self.rect()
        edge = FRAME_INSET + FRAME_PEN  # the line's outer half and antialiasing inside this
        corner = FRAME_INSET + FRAME_RADIUS + FRAME_PEN
        ring = QRegion(r).subtracted(QRegion(r.adjusted(edge, edge, -edge, -edge)))
        for x, y in ((r.left(), r.top()), (r.right() - corner + 1, r.top()),
                     (r.left(), r.bottom() - corner + 1),
                     (r.right() - corner + 1, r.bottom() - corner + 1)):
            ring = ring.united(QRegion(x, y, corner, corner))
        return ring

    def reaches_frame(self, dirty: QRect) -> bool:
        """Whether `dirty` (a paint event's rectangle) reaches `frame_region`'s ring: a
        repaint inside it (under a star that changed) only fills."""
        r = self.rect()
        edge = FRAME_INSET + FRAME_PEN
        if not r.adjusted(edge, edge, -edge, -edge).contains(dirty):
            return True
        corner = FRAME_INSET + FRAME_RADIUS + FRAME_PEN
        return (dirty.left() < r.left() + corner or dirty.right() > r.right() - corner) and \
            (dirty.top() < r.top() + corner or dirty.bottom() > r.bottom() - corner)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Drawn straight onto the screen, clipped to what needs it: one rounded rectangle
        costs less than rendering an area-sized look on every change of turn (and keeps
        no area-sized pixmap per look in memory)."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(p, event.rect())
        p.end()

    def draw(self, p: QPainter, dirty: QRect | None = None) -> None:
        """The area's fill and frame; `dirty`: only that part needs painting."""
        r = QRectF(self.rect()).adjusted(FRAME_INSET, FRAME_INSET, -FRAME_INSET, -FRAME_INSET)
        fill = QColor(0, 0, 0, 95 if self.mine else 70)
        if self.out:
            fill = QColor(40, 40, 40, 150)
        if dirty is not None and not self.reaches_frame(dirty):
            p.fillRect(dirty, fill)  # what the rounded rectangle's fill gives there
            return
        if self.targeted:
            pen = QPen(pal.TARGET, 3, Qt.PenStyle.DashLine)
        elif self.responding:
            pen = QPen(pal.RESPONDING, 3)
        elif self.active:
            pen = QPen(pal.ACTIVE, 3)
        else:
            pen = QPen(QColor(255, 255, 255, 40), 1)
        # what one drawRoundedRect with this brush and pen draws: the fill, then the line
        fill_rounded_rect(p, r, FRAME_RADIUS, fill)
        stroke_rounded_rect(p, r, FRAME_RADIUS, pen)


class DeckWidget(Cached):
    """A deck (face down, with its count and what is public about its top) or the discard."""

    clicked = Signal()
    W, H = 196, 84

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.count = 0
        self.top_label = ""
        self.lines: list[str] = []
        self.face: str | None = None  # the discard shows its top card face up
        self.setFixedSize(self.W, self.H)
        self.setObjectName("deck-" + title.split()[0].lower())

    def set_data(self, count: int, top_label: str, lines: list[str], face: str | None = None,
                 tooltip: str = "") -> None:
        data = (count, top_label, lines, face)
        if data != (self.count, self.top_label, self.lines, self.face):
            self.count, self.top_label, self.lines, self.face = count, top_label, list(lines), face
            self.update()
        whole = tr("{deck}: {count} cards.").format(deck=tr(self.title), count=count) + " " + \
            " ".join(lines)
        self.setToolTip(plain_tooltip(whole + ("\n" + tooltip if tooltip else "")))
        self.setAccessibleName(whole)
        self.setAccessibleDescription(tooltip or whole)  # never the tooltip's markup

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()

    def keyPressEvent(self, event: Any) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit()
            return
        super().keyPressEvent(event)

    def paint_key(self) -> object:  # the words with the cards: a repaint is one blit
        return (self.title, self.count, self.top_label, tuple(self.lines), self.face,
                self.hasFocus())

    def _words(self, p: QPainter) -> None:
        """The deck's name, its count and what is public about its top, beside the cards."""
        text_x = 64.0
        room = self.W - text_x - 2
        p.setPen(pal.PANEL_TEXT)
        p.setFont(font(9.5, bold=True))
        p.drawText(QRectF(text_x, 6, room, 18), Qt.AlignmentFlag.AlignLeft, tr(self.title))
        p.setFont(font(8.5))
        p.setPen(QColor("#f0d890"))
        p.drawText(QRectF(text_x, 24, room, 16), Qt.AlignmentFlag.AlignLeft,
                   tr("Cards: {count}").format(count=self.count))
        p.setPen(QColor("#cfe0d3"))
        for i, line in enumerate(self.lines[:3]):
            size = 7.6  # shrink a long line (German!) rather than cut it, down to 9 px
            floor = min_point_size(p)
            p.setFont(font(size))
            while size > floor and p.fontMetrics().horizontalAdvance(line) > room:
                size -= 0.2
                p.setFont(font(max(size, floor)))
            shown = p.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, int(room))
            p.drawText(QRectF(text_x, 40 + i * 13.5, room, 14), Qt.AlignmentFlag.AlignLeft, shown)

    def draw(self, p: QPainter) -> None:
        card = QRectF(4, 6, 52, 72)
        if self.count == 0:
            p.setPen(QPen(QColor(255, 255, 255, 80), 1.4, Qt.PenStyle.DashLine))
            p.setBrush(QColor(0, 0, 0, 40))
            p.drawRoundedRect(card, 6, 6)
            p.setPen(QColor(255, 255, 255, 160))
            fit_text(p, card, tr("empty"), 7.5, 6.8, flags=Qt.AlignmentFlag.AlignCenter)
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
                fit_text(p, card.adjusted(3, 5, -3, -5), self.face, 7.5, 6.8, bold=True,
                         flags=Qt.AlignmentFlag.AlignCenter)
        self._words(p)


def ink(label: QLabel, color: str) -> None:
    """Text colour through the palette (a style sheet would restyle every child widget)."""
    palette = label.palette()
    wanted = QColor(color)
    if palette.color(QPalette.ColorRole.WindowText) == wanted:
        return  # a new palette restyles the label and asks its layout again: only on change
    palette.setColor(QPalette.ColorRole.WindowText, wanted)
    label.setPalette(palette)


class Rail(Cached):
    """The wooden rail under the table where the hand and the buttons lie."""

    opaque = True  # (its gradient covers it: what lies under it is not painted)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

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

    opaque = True  # (its gradient covers it: kept without alpha, blitted by copying)

    def draw(self, p: QPainter) -> None:
        r = self.rect()
        grad = QRadialGradient(r.center().x(), r.center().y() * 0.9, max(r.width(), r.height()) * 0.75)
        grad.setColorAt(0, pal.FELT_CENTER)
        grad.setColorAt(1, pal.FELT_EDGE)
        p.fillRect(r, grad)


# the opponents' grid: SUB grid columns to an opponent's column, so that a crowded area
# may take more of its row than one with few stars (at most MOST_GRID grid columns)
SUB = 4
MOST_GRID = 6 * SUB
OPPONENT_SPACING = 8
# the legend's cost of covering a pixel of what a player needs (a star, a name, a deck, the
# hand) against one of a player's area's empty felt (1)
NEEDED = 10_000
SPARE_STARS, SPARE_HAND = 4, 8  # widgets kept hidden for the next stars and cards to come


def rect_of(page: QWidget, w: QWidget) -> QRect:
    """Where `w` lies in `page`; a label by its text alone (a score strip or a name spans
    its area's width, its text only the start of it)."""
    size = w.size()
    if isinstance(w, QLabel) and not w.wordWrap():
        text_w = QLabel.sizeHint(w).width()
        if w.textFormat() != Qt.TextFormat.RichText:  # rich text: its markup is not drawn
            text_w = max(text_w, w.fontMetrics().horizontalAdvance(w.text()) + 8)
        size = QSize(min(size.width(), text_w), size.height())
    return QRect(w.mapTo(page, w.rect().topLeft()), size)


def _compositions(total: int, floors: list[int]) -> list[list[int]]:
    """Every way to write `total` as len(floors) parts, each at least its floor."""
    return [list(c) for c in _compositions_of(total, tuple(floors))]


@functools.lru_cache(maxsize=512)
def _compositions_of(total: int, floors: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    if not floors:
        return ((),) if total == 0 else ()
    if len(floors) == 1:
        return ((total,),) if total >= floors[0] else ()
    out: list[tuple[int, ...]] = []
    for first in range(floors[0], total - sum(floors[1:]) + 1):
        out += [(first, *rest) for rest in _compositions_of(total - first, floors[1:])]
    return tuple(out)


class TablePage(Felt):
    """The whole table: opponents above (they give up room first), your area beside the
    decks, and the hand and the action bar on a rail below; nothing of yours scrolls."""

    star_clicked = Signal(str)
    player_clicked = Signal(int)
    card_clicked = Signal(str)
    discard_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the felt covers the page: the window under it is not painted first at each move
        # (not on the result page: shown in place of the table, an opaque page was painted
        # twice, before and after its layout)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setObjectName("table")
        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        self.banner = ElidedBanner()
        self.banner.setObjectName("banner")
        ink(self.banner, "#f7f1df")
        self.banner.setContentsMargins(14, 5, 14, 5)
        self.banner.setFont(font(12.0, bold=True))
        self.saved = plain_label(SteadyLabel())
        self.saved.setObjectName("saved")
        ink(self.saved, "#b9d3bf")
        self.saved.setContentsMargins(14, 5, 14, 5)
        self.saved.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.retranslate_widths()
        self.strip = strip = Banner()
        top = QHBoxLayout(strip)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(0)
        top.addWidget(self.banner, 1)
        top.addWidget(self.saved)
        root.addWidget(strip)

        # opponents: the only part that may scroll, and only when even tiles do not fit
        self.table_scroll = QScrollArea()
        self.table_scroll.setObjectName("opponents-scroll")
        self.table_scroll.setWidgetResizable(True)
        self.table_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.table_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table_scroll.viewport().setAutoFillBackground(False)
        self.table_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.content = QWidget()
        self.table_scroll.setWidget(self.content)
        self.content.setAutoFillBackground(False)  # setWidget turned it on: show the felt
        body = QVBoxLayout(self.content)
        body.setContentsMargins(12, 6, 12, 0)
        body.setSpacing(0)
        self.columns = 1
        self.opponents = QGridLayout()
        self.opponents.setSpacing(OPPONENT_SPACING)
        body.addLayout(self.opponents)
        body.addStretch(1)
        root.addWidget(self.table_scroll, 1)

        middle = QHBoxLayout()
        middle.setContentsMargins(12, 6, 12, 6)
        middle.setSpacing(10)
        self.mine_box = QVBoxLayout()
        middle.addLayout(self.mine_box, 1)
        self.decks = QWidget()
        self.decks.setObjectName("decks")
        grid = QGridLayout(self.decks)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        self.main_deck = DeckWidget(QT_TR_NOOP("Main deck"))
        self.film_deck = DeckWidget(QT_TR_NOOP("Films"))
        self.award_deck = DeckWidget(QT_TR_NOOP("Awards"))
        self.discard = DeckWidget(QT_TR_NOOP("Discard"))
        self.discard.setCursor(Qt.CursorShape.PointingHandCursor)
        self.discard.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.discard.clicked.connect(self.discard_clicked)
        self.deck_grid = grid
        self.decks_across = 2  # two by two; four in a row when the table is short of height
        for i, w in enumerate(self.deck_widgets()):
            grid.addWidget(w, i // 2, i % 2)
        middle.addWidget(self.decks, 0, Qt.AlignmentFlag.AlignTop)
        root.addLayout(middle)
        self.middle = middle
        self.decks_with_opponents = False  # the decks fill the opponents' last row's gap

        self.rail = Rail()
        self.rail.setObjectName("rail")
        rail = QVBoxLayout(self.rail)
        rail.setContentsMargins(12, 4, 12, 6)
        rail.setSpacing(2)
        self.hand_title = plain_label(SteadyLabel())
        self.hand_title.setObjectName("hand-title")
        ink(self.hand_title, "#f0e2c8")
        self.hand_title.setFont(font(9.5, bold=True))
        self.hand_title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        rail.addWidget(self.hand_title)
        self.hand_scroll = QScrollArea()
        self.hand_scroll.setObjectName("hand-scroll")
        self.hand_scroll.setWidgetResizable(True)
        self.hand_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.hand_scroll.viewport().setAutoFillBackground(False)
        self.hand_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hand_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hand_box = hand_box = QWidget()
        self.hand_row = QHBoxLayout(hand_box)
        self.hand_row.setContentsMargins(0, 0, 0, 0)
        self.hand_row.setSpacing(4)
        self.hand_row.addStretch(1)
        self.hand_scroll.setWidget(hand_box)
        hand_box.setAutoFillBackground(False)  # setWidget turned it on: show the rail
        self.hand_scroll.setFixedHeight(int(HandCardWidget(1.0).height()) + 12)
        rail.addWidget(self.hand_scroll)
        self.action_slot = QVBoxLayout()
        rail.addLayout(self.action_slot)
        root.addWidget(self.rail)

        self.respond_panel = RespondPanel(self)
        self.respond_panel.hide()
        self.bar: Any = None
        self.areas: dict[int, PlayerArea] = {}
        self.arrangement: tuple[int | None, int] | None = None
        self.hand: dict[str, HandCardWidget] = {}
        self.spare_hand: list[HandCardWidget] = []  # hidden, for the next cards drawn
        self.hand_order: list[str] = []
        self.shortcuts = True  # the number keys reach the cards: each shows its key

    def show_rail(self, shown: bool) -> None:
        """The hand and the action bar shown or not (a replay with every card open has
        neither): the table takes the height they leave."""
        if shown != (not self.rail.isHidden()):
            self.rail.setVisible(shown)
            self._share_room()

    def set_action_bar(self, bar: QWidget) -> None:
        self.action_slot.addWidget(bar)
        self.bar = bar
        if isinstance(bar, ExplainingBar):  # the refusal floats over the table: the hand never moves
            bar.explain.setParent(self)
            bar.place_explanation = self._place_explanation

    def offer_legend(self, settings: Any) -> None:
        """The one-time legend, unless `settings` says it was seen (QSettings "legend_seen")."""
        if settings.value("legend_seen", False) in (True, "true", "1", 1):
            return
        from .legend import Legend
        if getattr(self, "legend", None) is None:
            self.legend = Legend(self)
            self.legend.closed.connect(lambda: settings.setValue("legend_seen", True))
        self.legend.retranslate()
        self.legend.show()
        self.place_legend()
        QTimer.singleShot(0, self.place_legend)  # again once the table is laid out

    def needed_rects(self) -> list[tuple[QRect, int]]:
        """What the legend must not cover, in this page's coordinates, each with its weight:
        the stars, the players' names, scores and slots, the decks, the hand and the bar
        (heavy); the rest of a player's area (light: its empty felt may be covered)."""
        out: list[tuple[QRect, int]] = []
        for area in self.areas.values():
            if not area.isVisible():
                continue
            out.append((rect_of(self, area), 1))
            for w in [area.name, area.badge, area.awards, area.score, *area.stars.values()]:
                if w.isVisible():
                    out.append((rect_of(self, w), NEEDED))
        for w in [*self.deck_widgets(), *self.hand.values(), self.hand_title, self.strip,
                  self.respond_panel]:
            if w.isVisible():
                out.append((rect_of(self, w), NEEDED))
        if self.bar is not None and self.bar.isVisible():
            out.append((rect_of(self, self.bar), NEEDED))
        return out

    def keep_legend_clear(self) -> None:
        """After the table changed under the legend: placed again only if it now covers
        something needed or lies outside the page (finding a place costs 50-100 ms of CPU;
        checking the place it has costs next to nothing, so a move's repaint stays cheap)."""
        legend = getattr(self, "legend", None)
        if legend is None or not legend.isVisible():
            return
        box = legend.geometry()
        if self.rect().contains(box) and not any(
                weight >= NEEDED and box.intersects(r) for r, weight in self.needed_rects()):
            return
        self.place_legend()

    def place_legend(self) -> None:
        """The legend where it covers the least of what is needed (empty felt when there
        is some), nearest the top left among equals."""
        legend = getattr(self, "legend", None)
        if legend is None or not legend.isVisible():
            return
        from ..layout.legend_spot import least_covering_spot
        from .legend import WIDTHS
        rects = [(r.left(), r.top(), r.width(), r.height(), weight)
                 for r, weight in self.needed_rects()]
        widths = [w for w in WIDTHS if w <= self.width() - 16] or [WIDTHS[0]]
        best = least_covering_spot(rects, self.width(), self.height(), self.strip.height() + 4,
                                   widths, legend.height_for)
        if best is not None:
            legend.set_width(best[0])
            legend.move(best[1], best[2])
        legend.raise_()

    def _place_respond_panel(self) -> tuple[int, int]:
        """Where the respond panel goes: over the decks (public, not needed while answering),
        its bottom on theirs."""
        corner = self.decks.mapTo(self, self.decks.rect().bottomLeft())
        return corner.x(), corner.y()

    def _place_explanation(self) -> None:
        explain = self.bar.explain
        width = min(self.width() - 24, 900)
        explain.setFixedWidth(width)
        height = explain.heightForWidth(width)
        explain.setFixedHeight(max(height, explain.sizeHint().height()))
        explain.move((self.width() - width) // 2, self.rail.y() - explain.height() - 6)
        explain.raise_()

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
        self.others = [(bottom + i) % n for i in range(1, n)]
        # the opponents' stars as large as their room allows, up to this (a large screen's
        # spare felt is used); they shrink to fit, down to tiles
        scale = 0.86 if len(self.others) == 1 else 0.8
        for seat in self.others:
            # an opponent's frame hugs its stars (a crowded table has no height to spare)
            self._area(seat, scale).outer.setContentsMargins(8, 3, 8, 3)
        self.columns = 0
        self._place_opponents()
        self.mine_box.addWidget(self._area(bottom, 1.0))
        self.areas[bottom].low = True
        for area in self.areas.values():
            area.show()
        self._share_room()

    def _columns(self) -> int:
        """Opponents side by side, as many to a row as the width allows (each at least
        about 330 pixels), so that they take as few rows of height as they can."""
        n = len(getattr(self, "others", []))
        cols = max(1, min(n, (self.width() - 24) // 330)) if self.width() > 100 else min(n, 3)
        return 2 if n == 4 and cols == 3 else cols  # two and two rather than three and one

    def _place_opponents(self, gap: bool | None = None,
                         layout: list[list[tuple[int, int, int]]] | None = None) -> None:
        """The opponents in rows of `_columns()` (each column SUB grid columns wide, an
        area spanning more or fewer of them as its stars need: `layout`, from
        `_opponent_rows`); with `gap` (a row has room to spare: five opponents three to a
        row), the decks take the end of the first row (its top stays in view should the
        opponents scroll) and your area the whole width below."""
        n = len(getattr(self, "others", []))
        if not n:
            return
        cols = self._columns()
        gap = self.decks_with_opponents if gap is None else gap
        gap = gap and n % cols != 0
        if layout is None:
            layout = self._opponent_rows(cols, gap, self.width() - 24)
        if (cols, gap, layout) == (self.columns, self.decks_with_opponents,
                                   getattr(self, "opponent_rows", None)):
            return
        self.columns = cols
        self.opponent_rows = layout
        for seat in self.others:
            self.opponents.removeWidget(self.areas[seat])
        grid = cols * SUB
        for col in range(MOST_GRID):
            self.opponents.setColumnStretch(col, 1 if col < grid else 0)
        for r, row in enumerate(layout):
            for i, col, span in row:
                self.opponents.addWidget(self.areas[self.others[i]], r, col, 1, span)
        if gap != self.decks_with_opponents:
            self.decks_with_opponents = gap
            if gap:
                self.middle.removeWidget(self.decks)
            else:
                self.opponents.removeWidget(self.decks)
                self.middle.addWidget(self.decks, 0, Qt.AlignmentFlag.AlignTop)
        if gap:
            self._set_decks_across(2)
            self.opponents.removeWidget(self.decks)
            used = sum(span for _, _, span in layout[0]) if layout else 0
            self.opponents.addWidget(self.decks, 0, used, 1, grid - used,
                                     Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

    def _grid_width(self, cols: int, total: int) -> float:
        """The width of one grid column (SUB to an opponents' column) `total` wide."""
        grid = cols * SUB
        return (total - OPPONENT_SPACING * (grid - 1)) / grid

    def _opponent_rows(self, cols: int, gap: bool, total: int, slim: bool | None = None,
                       flexible: bool = False,
                       chunks: list[list[int]] | None = None) -> list[list[tuple[int, int, int]]]:
        """The opponents' rows as (index in `others`, first grid column, grid columns
        spanned), the opponents `total` wide: rows of `cols` areas (the first one an area
        short with `gap`, the decks at its end), or the areas in `chunks` to a row, or with
        `flexible` the rows that take the least height in all (`_flexible_rows`). Each row's
        grid columns are shared the way that makes the row lowest (each area at least as
        wide as its header), the evenest among those: a crowded area takes the columns an
        area with no star or few does not need, its stars take fewer rows of tiles, and a
        crowded table need not scroll. With `chunks`, [] when a row's headers do not fit."""
        n = len(self.others)
        grid = cols * SUB
        sw = self._grid_width(cols, total)

        def width_of(span: int) -> int:
            return int(span * sw + OPPONENT_SPACING * (span - 1))
        given = chunks is not None
        if flexible and not given:
            return self._flexible_rows(cols, gap, total, slim)
        if chunks is None:
            first = cols - 1 if gap else cols
            chunks = [list(range(min(first, n)))] + [list(range(i, min(i + cols, n)))
                                                     for i in range(first, n, cols)]
        room = grid
        if gap:
            decks_w = self._decks_size(2)[0]
            room = grid - max(SUB, -(-int(decks_w + OPPONENT_SPACING) // int(sw + OPPONENT_SPACING)))
        heights: dict[tuple[int, int], int] = {}

        def least(i: int, span: int) -> int:
            if (i, span) not in heights:
                area = self.areas.get(self.others[i])
                heights[(i, span)] = 0 if area is None else area.least_height(width_of(span), slim)
            return heights[(i, span)]

        def narrowest(i: int) -> int:
            area = self.areas.get(self.others[i])
            need = area.least_width(slim) if area is not None else 0
            return max(1, -(-int(need + OPPONENT_SPACING) // int(sw + OPPONENT_SPACING)))
        rows: list[list[tuple[int, int, int]]] = []
        for r, chunk in enumerate(chunks):
            if not chunk:
                continue
            across = room if r == 0 else grid
            # every way to share the row's grid columns (each area at least as wide as its
            # header): the lowest row, then the evenest shares (a crowded area beside an
            # empty one takes what the empty one does not need)
            floors = [narrowest(i) for i in chunk]
            even = across / len(chunk)
            best: tuple[tuple[int, float], list[int]] | None = None
            for spans_try in _compositions(across, floors):
                tall = [least(i, span) for i, span in zip(chunk, spans_try, strict=True)]
                score = (max(tall), sum((span - even) ** 2 for span in spans_try))
                if best is None or score < best[0]:
                    best = (score, spans_try)
            if best is None and given:
                return []  # (a row of given areas whose headers do not fit across)
            if best is None:  # the headers do not fit across: equal shares
                spans = [across // len(chunk)] * len(chunk)
                for k in range(across - sum(spans)):
                    spans[k] += 1
            else:
                spans = best[1]
            col, row = 0, []
            for i, span in zip(chunk, spans, strict=True):
                row.append((i, col, span))
                col += span
            rows.append(row)
        return rows

    def _flexible_rows(self, cols: int, gap: bool, total: int,
                       slim: bool | None) -> list[list[tuple[int, int, int]]]:
        """The opponents split into rows of any number of areas, in seat order, each area
        at least as wide as its header: the split whose rows take the least height in all
        (a crowded area gets a row with fewer beside it, areas with no star share one)."""
        n = len(self.others)
        best: tuple[tuple[int, int], list[list[tuple[int, int, int]]]] | None = None
        for cuts in range(1 << max(0, n - 1)):
            chunks, start = [], 0
            for i in range(1, n):
                if cuts & (1 << (i - 1)):
                    chunks.append(list(range(start, i)))
                    start = i
            chunks.append(list(range(start, n)))
            if any(len(c) > cols + 1 for c in chunks):
                continue
            rows = self._opponent_rows(cols, gap, total, slim, chunks=chunks)
            if sum(len(r) for r in rows) != n:
                continue  # a row whose headers do not fit across
            sw = self._grid_width(cols, total)
            height = 0
            for row in rows:
                height += max(self.areas[self.others[i]].least_height(
                    int(span * sw + OPPONENT_SPACING * (span - 1)), slim) for i, _, span in row)
            score = (height + 8 * (len(rows) - 1), len(rows))
            if best is None or score < best[0]:
                best = (score, rows)
        return best[1] if best is not None else self._opponent_rows(cols, gap, total, slim)

    def deck_widgets(self) -> tuple[DeckWidget, DeckWidget, DeckWidget, DeckWidget]:
        return (self.main_deck, self.film_deck, self.award_deck, self.discard)

    def _decks_size(self, across: int) -> tuple[int, int]:
        spacing = self.deck_grid.spacing()
        rows = -(-4 // across)
        return (across * DeckWidget.W + (across - 1) * spacing,
                rows * DeckWidget.H + (rows - 1) * spacing)

    def _set_decks_across(self, across: int) -> None:
        if across == self.decks_across:
            return
        self.decks_across = across
        for w in self.deck_widgets():
            self.deck_grid.removeWidget(w)
        for i, w in enumerate(self.deck_widgets()):
            self.deck_grid.addWidget(w, i // across, i % across)
        self.decks.setFixedSize(*self._decks_size(across))

    def _bottom(self) -> int:
        return self.arrangement[0] if self.arrangement and self.arrangement[0] is not None else 0

    def _share_room(self) -> None:
        """Your area gets the height it needs at full size when it can; the opponents give
        up room first (down to tiles); then your stars shrink too. Each row of opponents
        gets at least what its most crowded area needs as tiles, and a share of what is
        left. The decks sit two by two beside your area; when that leaves too little height,
        four in a row, or in a gap of the opponents' rows, whichever fits. The opponents
        scroll only when nothing fits (the decks are then beside your area, always in view)."""
        if not self.areas:
            return
        bottom = self._bottom()
        mine = self.areas.get(bottom)
        others = [self.areas[s] for s in getattr(self, "others", []) if s in self.areas]
        cols = max(1, self._columns())
        rail = self.rail.layout()
        rail_h = rail.totalHeightForWidth(self.width()) \
            if rail is not None and rail.hasHeightForWidth() else self.rail.sizeHint().height()
        if self.rail.isHidden():  # a replay with every card open: no hand, no bar
            rail_h = 0
        avail = self.height() - self.strip.sizeHint().height() - rail_h - 12 - 6
        width = self.width() - 24

        def plan(where: str, total: int, slim: bool = False, flexible: bool = False,
                 mine_slim: bool = False) -> tuple[
                int, list[list[tuple[PlayerArea, int]]], list[int], list[list[tuple[int, int, int]]]]:
            """(height missing, rows of (area, width), each row's least height, the grid
            layout) with the decks `where`: "2", "4" (across, beside your area) or "gap",
            the opponents `total` wide (`slim`: their score strips in their headers;
            `flexible`: their rows of any length, the least height in all; `mine_slim`:
            your own score strip in your header)."""
            gap = where == "gap"
            layout = self._opponent_rows(cols, gap, total, slim, flexible) if others else []
            sw = self._grid_width(cols, total)
            decks_w, decks_h = self._decks_size(4 if where == "4" else 2)
            rows = [[(others[i], int(span * sw + OPPONENT_SPACING * (span - 1)))
                     for i, _, span in row] for row in layout]
            least = [max((a.least_height(w, slim) for a, w in row), default=0) for row in rows]
            if gap and least:
                least[0] = max(least[0], decks_h)
            mine_least = 0
            if mine is not None:
                mine_w = width if gap else width - decks_w - 10
                if mine_slim and mine.least_width(True) > mine_w:
                    return avail, rows, least, layout  # (no room for a slim header)
                mine_least = mine.least_height(mine_w, mine_slim)
            mine_least = max(mine_least, 0 if gap else decks_h)
            gaps = 8 * (len(rows) - 1) + 6 if rows else 0
            return mine_least + 6 + sum(least) + gaps - avail, rows, least, layout

        wheres = ["2", "4"] + (["gap"] if others and len(others) % cols else [])
        # the decks two by two beside your area, its full size; then, on a crowded table,
        # the opponents' score strips in their headers (a line less each) before the decks
        # go four in a row (your area narrower) or into the opponents' rows
        # go four in a row (your area narrower) or into the opponents' rows; last, when
        # none of that fits, the opponents' rows of any length (a crowded area with fewer
        # beside it) and your own score strip in your header too
        slims = [False, True] if len(others) > cols else [False]
        tries = [("2", slim) for slim in slims] + [(w, slim) for slim in slims for w in wheres[1:]]
        tries4 = [(w, sl, False, False) for w, sl in tries]
        if len(others) > cols:
            tries4 += [(w, True, True, False) for w in wheres]
            tries4 += [(w, True, flex, True) for flex in (False, True) for w in wheres]
        plans: dict[tuple[str, bool, bool, bool], Any] = {}
        for key in tries4:
            plans[key] = plan(key[0], width, *key[1:])
            if plans[key][0] <= 0:
                chosen = key
                break
        else:  # nothing fits: the opponents scroll, as little as can be
            chosen = min(tries4, key=lambda k: (plans[k][0], tries4.index(k)))
        where, slim, flexible, mine_slim = chosen
        for area in others:
            area.set_slim(slim)
        if mine is not None:
            mine.set_slim(mine_slim)
        if where != "gap":
            self._set_decks_across(int(where))
        short, rows, least, layout = plans[chosen]
        decks_w, decks_h = self._decks_size(4 if where == "4" else 2)
        gaps = 8 * (len(rows) - 1) + 6 if rows else 0
        beside = where != "gap"
        big = self.height() >= BIG_TABLE_H  # a large screen: larger cards where they fit
        if mine is not None:
            if mine.s != (BIG_SCALE if big else 1.0):
                mine.s, mine.room = (BIG_SCALE if big else 1.0), None
            floor = decks_h if beside else mine.least_height(width, mine_slim)
            mine.set_room(width - decks_w - 10 if beside else width,
                          max(floor, avail - sum(least) - gaps))
            mine_h = max(floor, mine.height_at(mine.star_scale))
        else:
            mine_h = decks_h if beside else 0
        room = avail - mine_h - 6 - gaps
        total = width
        if rows and sum(least) > room:  # the opponents scroll: the bar takes its width
            total = width - self.table_scroll.verticalScrollBar().sizeHint().width()
            _, rows, least, layout = plan(where, total, slim, flexible, mine_slim)
        self._place_opponents(gap=where == "gap", layout=layout)
        sw = int(self._grid_width(cols, total))
        for col in range(MOST_GRID):
            self.opponents.setColumnMinimumWidth(col, sw if col < cols * SUB else 0)
        extra = max(0, room - sum(least)) // len(rows) if rows else 0
        tiles_only = mine is not None and mine.star_scale < COMPACT_BELOW
        # the opponents' stars as large as their room allows up to their base size (on a
        # large screen up to your own stars' size: the spare felt is used), never larger
        # than yours
        base = 0.86 if len(others) == 1 else 0.8
        if big:
            base = min(1.2, mine.star_scale) if mine is not None and not tiles_only else 1.0
        for row, need in zip(rows, least, strict=True):
            for area, area_w in row:
                if area.s != max(COMPACT_BELOW, base):
                    area.s, area.room = max(COMPACT_BELOW, base), None
                if area.tiles_only != tiles_only:
                    area.tiles_only = tiles_only
                    area.room = None  # fitted again below
                area.set_room(area_w, need + extra)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._place_opponents()
        self._share_room()
        if getattr(self, "legend", None) is not None and self.legend.isVisible():
            QTimer.singleShot(0, self.place_legend)
        if self.bar is not None and self.bar.explain.isVisible():
            self._place_explanation()
        self.respond_panel.place()

    def _area(self, seat: int, scale: float) -> PlayerArea:
        area = PlayerArea(seat, scale)
        area.star_clicked.connect(self.star_clicked)
        area.player_clicked.connect(self.player_clicked)
        area.placed.connect(self._check_legend_soon)
        self.areas[seat] = area
        return area

    def _check_legend_soon(self) -> None:
        """An area moved or grew as the layout settled: once the layout is done, the legend
        is checked (and placed again if it now covers what a player needs)."""
        legend = getattr(self, "legend", None)
        if legend is None or not legend.isVisible() or getattr(self, "_legend_check_due", False):
            return
        self._legend_check_due = True
        after_paint(self._check_legend_now)

    def _check_legend_now(self) -> None:
        self._legend_check_due = False
        self.keep_legend_clear()

    # -- redraw ---------------------------------------------------------------------
    def refresh(self, ctx: TableContext) -> None:
        view = ctx.view
        n = len(view["players"])
        self._arrange(ctx.viewer, n)
        self.banner.set_parts(self._banner(ctx))
        for area in self.areas.values():
            area.refresh(ctx)
        self._refresh_decks(ctx)
        self._refresh_hand(ctx)
        # the room is shared again only when what needs room changed (a move's repaint
        # stays cheap): stars, films, a hand appearing or going
        room_key = (tuple((s, len(a.order), a.films_key) for s, a in self.areas.items()),
                    bool(self.hand_order))
        if room_key != getattr(self, "_room_key", None):
            self._room_key = room_key
            self._share_room()
            if getattr(self, "legend", None) is not None and self.legend.isVisible():
                # the table changed under it: checked once the move's frame is painted
                # (placing it again, when it must move, costs more than the move's repaint)
                after_paint(self._check_legend_now)
        self._show_new_cards()
        self._number_cards(ctx)
        self.respond_panel.show_window(ctx)

    def _show_new_cards(self) -> None:
        """The stars and hand cards placed by this refresh, shown now that the room is
        shared (each shown widget lays the window out at once: at the sizes it keeps)."""
        for area in self.areas.values():
            area.show_placed()
        for card in self.hand_order:
            widget = self.hand[card]
            if widget.isHidden():
                widget.show()

    def retranslate(self) -> None:
        """The texts not redrawn by `refresh`, in the language now installed."""
        self.retranslate_widths()
        legend = getattr(self, "legend", None)
        if legend is not None:
            legend.retranslate()

    def retranslate_widths(self) -> None:
        """Room for the longest "saved" note in the language now in use."""
        sample = tr("Autosaved · {count} moves").format(count=number(9999))
        self.saved.setMinimumWidth(self.saved.fontMetrics().horizontalAdvance(sample) + 30)

    def _banner(self, ctx: TableContext) -> list[tuple[str, str]]:
        """The banner as (text, style) parts, most important first (the last ones elide)."""
        view, players = ctx.view, ctx.view["players"]
        if view["status"] == "over":
            return [(tr("Game over"), "")]
        active = players[view["active"]]["name"]
        parts = [("▶ " + tr("{name}'s turn").format(name=isolate(active)), ""),
                 ("  · " + tr("turn {turn}").format(turn=number(view["turn"])),
                  "color:#cfe0d3; font-weight:normal;")]
        if view["status"] == "showdown":
            parts.append(("  ", ""))
            parts.append((" " + tr("FINAL SHOWDOWN") + " ", "background:#b3261e; color:white;"))
            parts.append((" " + tr("no more draws; a player with no star leaves"),
                          "color:#f3c6c2; font-weight:normal;"))
        window = view["window"]
        if window is not None:
            owner = isolate(players[window["seat"]]["name"])
            parts.append(("  · " + tr("{owner} may respond to: {what}").format(
                owner=owner, what=window_summary(ctx)), "color:#ffbf80;"))
        return parts

    def _refresh_decks(self, ctx: TableContext) -> None:
        view = ctx.view
        self.main_deck.set_data(view["main"], "RED\nLIGHT",
                                [tr("stars and events;"), tr("empty = showdown")],
                                tooltip=tr("The main deck: stars and events. When it runs out, the "
                                           "final showdown begins."))
        req = view["film_top_required"]
        self.film_deck.set_data(view["films"], f"★ {req}" if req is not None else "",
                                [tr("top film needs fame {fame}").format(fame=req)
                                 if req is not None else tr("no film left"),
                                 tr("which film: hidden")],
                                tooltip=tr("Which film is on top stays hidden; its required fame is "
                                           "public."))
        costs = view["award_top_costs"]
        active = view["active"]
        lines = []
        top = ""
        cost = next_award_cost(ctx.state, active)
        if costs and cost is not None:
            top = f"★ {cost}"
            lines = [tr("next for {name}:").format(name=isolate(view["players"][active]["name"])),
                     tr("fame {cost}  (row {row})").format(
                         cost=cost, row=" · ".join(str(c) for c in costs))]
        self.award_deck.set_data(view["awards"], top, lines or [tr("no award left")],
                                 tooltip=tr("The top award's cost row is public: the cost is read "
                                            "at the level of awards you hold + 1."))
        discard = view["discard"]
        top_name = _name(ctx.state, discard[-1]) if discard else None
        self.discard.set_data(len(discard), "",
                              [tr("click or press D"), tr("to look through")] if discard else [],
                              face=top_name, tooltip=tr("The discard pile, face up. Click or "
                                                        "press D to look through it."))

    def _refresh_hand(self, ctx: TableContext) -> None:
        viewer, view, state = ctx.viewer, ctx.view, ctx.state
        cards = state.cardset.cards
        hinted = ctx.hint.cards if ctx.hint is not None else set()
        if viewer is None or view["players"][viewer]["hand"] is None:
            order: list[str] = []
            self.hand_title.setText(tr("Hands are hidden"))
        else:
            pv = view["players"][viewer]
            order = list(pv["hand"]) + list(pv["awards"] or [])
            self.hand_title.setText(
                tr("{name}'s hand — events: {events}, awards: {awards}   "
                   "(click a card, or Ctrl+number, to play it)").format(
                    name=pv["name"], events=len(pv["hand"]), awards=len(pv["awards"] or [])))
        for gone in [c for c in self.hand if c not in order]:
            leaving = self.hand.pop(gone)
            self.hand_row.removeWidget(leaving)
            leaving.hide()
            if len(self.spare_hand) < SPARE_HAND:  # the next card drawn takes it
                self.spare_hand.append(leaving)
            else:
                leaving.deleteLater()
        for card in order:
            widget = self.hand.get(card)
            if widget is None:
                if self.spare_hand:
                    widget = self.spare_hand.pop()
                else:
                    widget = HandCardWidget(1.0, self.hand_box)
                    widget.clicked.connect(self.card_clicked)
                widget.setObjectName(f"hand-{card}")
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
            widget.set_data(data, card in ctx.playable_cards, card in ctx.targets,
                            hinted=card in hinted)
        if order != self.hand_order:
            for i, card in enumerate(order):  # only the cards not yet in their place move
                widget = self.hand[card]
                if self.hand_row.indexOf(widget) != i:
                    self.hand_row.insertWidget(i, widget)
            self.hand_order = order  # (new cards are shown by `refresh`, after the room is shared)
        self.hand_scroll.setVisible(bool(order))

    def _number_cards(self, ctx: TableContext) -> None:
        """The shortcut on each card, as the keys reach them: while a target is being chosen
        the number keys pick among the highlighted stars (table order), else your own stars;
        Ctrl+number plays the n-th card of the hand. Also the Tab order: your stars, your
        hand, the opponents' stars, the discard pile."""
        bottom = self._bottom()
        mine = self.areas.get(bottom)
        ordered_targets = [s["card"] for p in ctx.view["players"] for s in p["table"]
                           if s["card"] in ctx.targets]
        keys = self.shortcuts  # (a replay's table: no key plays a card, none is shown)
        for seat, area in self.areas.items():
            for widget in area.stars.values():
                card = widget.card_id()
                if ordered_targets:
                    n = ordered_targets.index(card) + 1 if card in ordered_targets else 0
                elif seat == bottom and ctx.viewer is not None:
                    n = area.order.index(card) + 1 if card in area.order else 0
                else:
                    n = 0
                widget.set_shortcut(str(n) if 0 < n <= 9 and keys else "")
        for i, card in enumerate(self.hand_order):
            self.hand[card].set_shortcut(tr("Ctrl+{n}").format(n=i + 1) if i < 9 and keys else "")
        chain: list[QWidget] = []
        if mine is not None:
            chain += mine.stars_in_order()
        chain += [self.hand[c] for c in self.hand_order]
        for seat in sorted(self.areas, key=lambda s: (s - bottom) % max(1, len(self.areas))):
            if seat != bottom:
                chain += self.areas[seat].stars_in_order()
        chain.append(self.discard)
        if self.bar is not None:
            chain += [b for b in self.bar.buttons.values()]
        key = tuple(id(w) for w in chain)
        if key != getattr(self, "_tab_key", None):
            self._tab_key = key
            for a, b in zip(chain, chain[1:], strict=False):
                QWidget.setTabOrder(a, b)
