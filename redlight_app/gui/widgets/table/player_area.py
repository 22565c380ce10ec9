"""One player's place at the table: the header (name, badges, award slots), the score
strip, and the stars, each where the layout says. Clicking the header chooses the player
(when a player is the target being asked for)."""
from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QRegion,
)
from PySide6.QtWidgets import QLabel, QWidget

from ...layout.table import AreaLayout
from ...plain_text import plain_label, set_tooltip
from ...viewmodel.table_view import SeatView
from .. import palette as pal
from ..cards.award_slots import AwardSlots
from ..cards.star_card import StarCard
from ..cards.text import font
from .felt import ink
from .measure import NAME_FONT, SCORE_FONT

FRAME_INSET, FRAME_RADIUS = 3, 14
SLOTS_CLEAR = (6, 3)  # px the award slots keep from the header's right end and its top
BADGE_COLORS = {"out": "#8a8a8a", "responding": "#ff9f43", "to_play": "#f2c94c",
                "skips": "#9b8cff", "computer": "#9fb3c8"}


def badges_html(badges: list[tuple[str, str]]) -> str:
    return " ".join(f'<span style="background:{BADGE_COLORS.get(kind, "#ccc")}; color:#1d1d1d; '
                    f'font-weight:bold;">&nbsp;{text}&nbsp;</span>' for kind, text in badges)


class PlayerArea(QWidget):
    star_clicked = Signal(str)
    player_clicked = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"player-{seat}")
        self.view: SeatView | None = None
        self.layout_: AreaLayout | None = None
        self.name = plain_label(QLabel(self))
        self.name.setObjectName(f"player-name-{seat}")
        ink(self.name, "#f4efe2")
        self.name.setFont(font(*NAME_FONT))
        self.badge = QLabel(self)
        self.badge.setTextFormat(Qt.TextFormat.RichText)
        self.badge.setFont(font(*SCORE_FONT))
        self.score = plain_label(QLabel(self))
        self.score.setObjectName(f"score-{seat}")
        ink(self.score, "#d8e6da")
        self.score.setFont(font(*SCORE_FONT))
        self.awards = AwardSlots(self)
        self.empty = QLabel(self)
        self.empty.setObjectName(f"no-star-{seat}")
        ink(self.empty, "#b9c9bd")
        self.empty.setFont(font(9, italic=True))
        self.stars: dict[str, StarCard] = {}
        self.order: list[str] = []

    # -- what it shows ------------------------------------------------------------------
    def show_seat(self, view: SeatView, layout: AreaLayout) -> None:
        """Render `view` where `layout` says (both from the page's one refresh)."""
        before = self.view
        self.view = view
        if before is None or (before.name, before.name_tip) != (view.name, view.name_tip):
            self.name.setText(view.name)
            set_tooltip(self.name, view.name_tip)
            self.setAccessibleName(view.name_tip)
        if before is None or before.score_tip != view.score_tip:
            set_tooltip(self.score, view.score_tip)
            self.score.setAccessibleName(view.score[0])
        self.awards.set_slots(view.award_slots, view.awards_tip)
        self.empty.setText(view.empty_text)
        if before is None or (view.out, view.mine) != (before.out, before.mine):
            self.update()  # the fill under the stars changes
        elif (view.active, view.responding, view.targeted) != \
                (before.active, before.responding, before.targeted):
            self.update(self.frame_ring())  # only the frame's line
        self._show_stars(view)
        if layout != self.layout_ or before is None or before.badges != view.badges \
                or before.score != view.score or before.name != view.name:
            self.layout_ = layout
            self._place(layout)
        self._place_stars()

    def _show_stars(self, view: SeatView) -> None:
        order = [s.card for s in view.stars]
        for gone in [c for c in self.stars if c not in order]:
            widget = self.stars.pop(gone)
            widget.hide()
            widget.deleteLater()
        for card in order:
            if card not in self.stars:
                widget = StarCard(self)
                widget.chosen.connect(self.star_clicked)
                self.stars[card] = widget
        self.order = order

    def _place(self, layout: AreaLayout) -> None:
        """The header's parts: the name at the left (elided if it must be; whole in its
        tooltip), the award slots at the right, between them the badges that fit whole
        (and in a slim header the score's shortest form that fits)."""
        view = self.view
        assert view is not None
        origin = layout.rect
        head = layout.head.moved(-origin.x, -origin.y)
        # the award slots clear of the frame: below its line (3 px when her turn thickens
        # it) and left of its rounded corner (they ran into both at 1366 x 768)
        slots = self.awards.sizeHint()
        slots_h = min(slots.height(), head.h - SLOTS_CLEAR[1])
        slots_w = int(slots.width() * slots_h / max(1, slots.height()))
        self.awards.setGeometry(head.right - SLOTS_CLEAR[0] - slots_w,
                                head.y + SLOTS_CLEAR[1] + (head.h - SLOTS_CLEAR[1] - slots_h) // 2,
                                slots_w, slots_h)
        fm = self.name.fontMetrics()
        name_w = min(fm.horizontalAdvance(view.name) + 4, max(40, head.w // 2))
        self.name.setText(fm.elidedText(view.name, Qt.TextElideMode.ElideRight, name_w))
        self.name.setGeometry(head.x, head.y, name_w, head.h)
        left = head.x + name_w + 8
        room = head.right - SLOTS_CLEAR[0] - slots_w - 8 - left
        score_fm = self.score.fontMetrics()
        if layout.slim:
            text = next((t for t in view.score[1:] if score_fm.horizontalAdvance(t) + 4 <= room),
                        view.score[-1])
            width = min(room, score_fm.horizontalAdvance(text) + 4)
            self.score.setText(text)
            self.score.setGeometry(head.right - SLOTS_CLEAR[0] - slots_w - 8 - width, head.y,
                                   width, head.h)
            room -= width + 8
        elif layout.score is not None:
            score = layout.score.moved(-origin.x, -origin.y)
            text = view.score[0] if score_fm.horizontalAdvance(view.score[0]) <= score.w else view.score[1]
            self.score.setText(text)
            self.score.setGeometry(QRect(score.x, score.y, score.w, score.h))
        badge_fm = QFontMetrics(font(SCORE_FONT[0], bold=True))
        shown: list[tuple[str, str]] = []
        used = 0
        for badge in view.badges:
            width = badge_fm.horizontalAdvance(f"  {badge.text}  ") + badge_fm.horizontalAdvance(" ")
            if used + width > room:
                break
            shown.append((badge.kind, badge.text))
            used += width
        self.badge.setText(badges_html(shown))
        set_tooltip(self.badge, " · ".join(b.text for b in view.badges))
        self.badge.setAccessibleName(" · ".join(b.text for b in view.badges))
        self.badge.setGeometry(left, head.y, max(0, room), head.h)
        self.badge.setVisible(bool(shown))
        room_r = layout.stars_room.moved(-origin.x, -origin.y)
        self.empty.setGeometry(room_r.x, room_r.y, room_r.w, min(room_r.h, 24))

    def _place_stars(self) -> None:
        layout, view = self.layout_, self.view
        if layout is None or view is None:
            return
        room = layout.stars_room.moved(-layout.rect.x, -layout.rect.y)
        placement = layout.stars
        for i, star in enumerate(view.stars):
            widget = self.stars[star.card]
            if i < len(placement.cells):
                cell = placement.cells[i].moved(room.x, room.y)
                rect = QRect(cell.x, cell.y, min(cell.w, room.right - cell.x),
                             min(cell.h, room.bottom - cell.y))
                if widget.geometry() != rect:
                    widget.setGeometry(rect)
            widget.show_star(star, placement)
            if widget.isHidden():
                widget.show()
        self.empty.setVisible(not view.stars)

    def stars_in_order(self) -> list[StarCard]:
        return [self.stars[c] for c in self.order if c in self.stars]

    # -- the frame ----------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.player_clicked.emit(self.seat)

    def frame_ring(self) -> QRegion:
        """The frame's line with its rounded corners, and the felt outside it: what a change
        of turn or mark repaints (not the header's parts and the stars inside, which did not
        change)."""
        # inside this the thickest line's inner half (1.5 px) and its antialiased pixel
        # never reach (the award slots lie just inside, 4 px below the line)
        clear = FRAME_INSET + 3
        inside = QPainterPath()
        inside.addRoundedRect(QRectF(self.rect()).adjusted(clear, clear, -clear, -clear),
                              FRAME_RADIUS - 3, FRAME_RADIUS - 3)
        return QRegion(self.rect()).subtracted(QRegion(inside.toFillPolygon().toPolygon()))

    def paintEvent(self, event: QPaintEvent) -> None:
        view = self.view
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(FRAME_INSET, FRAME_INSET, -FRAME_INSET, -FRAME_INSET)
        mine = view is not None and view.mine
        fill = QColor(0, 0, 0, 95 if mine else 70)
        if view is not None and view.out:
            fill = QColor(40, 40, 40, 150)
        if view is not None and view.targeted:
            pen = QPen(pal.TARGET, 3, Qt.PenStyle.DashLine)
        elif view is not None and view.responding:
            pen = QPen(pal.RESPONDING, 3)
        elif view is not None and view.active:
            pen = QPen(pal.ACTIVE, 3)
        else:
            pen = QPen(QColor(255, 255, 255, 40), 1)
        if inside_frame(QRectF(event.rect()), r, pen.widthF()):
            p.fillRect(event.rect(), fill)  # a star's repaint, clear of the frame's line
        else:
            p.setPen(pen)
            p.setBrush(fill)
            p.drawRoundedRect(r, FRAME_RADIUS, FRAME_RADIUS)
        p.end()


def inside_frame(exposed: QRectF, frame: QRectF, pen_width: float) -> bool:
    """Whether `exposed` lies in the frame's fill, clear of its line and rounded corners
    (there the fill alone is what the frame paints)."""
    edge = pen_width / 2 + 1  # the line's inner half and its antialiased pixel
    across = frame.adjusted(FRAME_RADIUS, edge, -FRAME_RADIUS, -edge)
    down = frame.adjusted(edge, FRAME_RADIUS, -edge, -FRAME_RADIUS)
    return across.contains(exposed) or down.contains(exposed)
