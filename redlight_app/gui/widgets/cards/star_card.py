"""A star on a table, as the layout places her: a whole card (films in strips beneath; a
used one turned sideways, as on the table), a compact tile, or a one-line tile on the most
crowded tables. She is a button: pressed to select her (checkable when the game lets her
be selected) or to choose her as a target."""
from __future__ import annotations

import html

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from ...i18n import QT_TR_NOOP, tr
from ...layout.stars import CARD_H, CARD_PAD, CARD_W, TILE_H, StarsPlacement
from ...viewmodel.table_view import StarView
from .. import palette as pal
from .card_button import CardButton
from .faces import card_face, film_chip, film_chip_width, film_strip, stat_circle, value_pill
from .looks import paint_look
from .text import fit_text, fitted_text, font, min_point_size

FILM_UNITS = {"green": QT_TR_NOOP("psy"), "red": QT_TR_NOOP("cha"), "blue": "★"}
KIND_LABELS = {"action": "action", "reaction": "reaction", "passive": "passive"}


def _face(p: QPainter, rect: QRectF, used: bool) -> None:
    """A whole card's face in card units, and its inner frame: a hairline, one screen pixel
    at the card's scale (a scaled pen's dashes are stroked as a path, some 20x the time of
    the hairline's), dashed on a used card."""
    if used:
        card_face(p, rect, 9, top=pal.USED_FACE, bottom=pal.USED_FACE.darker(108))
    else:
        card_face(p, rect, 9, top=pal.CARD_FACE_TOP, bottom=pal.CARD_FACE_BOTTOM)
    frame = QPen(QColor(59, 42, 26, 60), 1,
                 Qt.PenStyle.DashLine if used else Qt.PenStyle.SolidLine)
    frame.setCosmetic(True)
    p.setPen(frame)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 6, 6)


def fame_text(fame: int) -> str:
    """Fame as stars, a number beside one when there are many."""
    return "★" * fame if 0 < fame <= 5 else (f"★×{fame}" if fame else "☆")


def without_kind_label(kind: str, text: str) -> str:
    """An ability's text without the kind it opens with ("Passive: …", "Passiv: …"): the
    card prints the kind as a label of its own above the text."""
    words = {kind.casefold(), tr(kind).casefold()}
    head, colon, rest = text.partition(":")
    if colon and head.strip().casefold() in words:
        rest = rest.strip()
        return rest[:1].upper() + rest[1:]
    return text


def bonus_text(color: str, bonus: int) -> str:
    unit = FILM_UNITS.get(color, "")
    return f"+{bonus} {tr(unit) if unit != '★' else unit}".strip()


def star_tooltip(view: StarView) -> str:
    """Her name, each value with what it adds up from, her text, and why a click does not
    help now (rich text; every name escaped)."""
    rows = "".join(f"<tr><td><b>{html.escape(s.label)}</b></td><td>&nbsp;{s.total}</td>"
                   f"<td>&nbsp;= {html.escape(s.explained)}</td></tr>" for s in view.stats)
    tip = f"<b>{html.escape(view.name)}</b><table>{rows}</table>"
    if view.text:
        tip += f"<i>{html.escape(view.text)}</i>"
    if view.films:
        tip += "<br>" + html.escape("; ".join(f.described for f in view.films))
    if view.why_not:
        tip += f"<br><i>{html.escape(view.why_not)}</i>"
    return tip


def looks(view: StarView) -> tuple:
    """What of her is drawn (her names for screen readers and her refusals are not)."""
    return (view.name, view.psyche, view.charisma, view.fame, view.printed, view.ability_kind,
            view.text, view.films, view.used, view.owner_out, view.selected, view.target,
            view.outshine_target, view.hinted, view.shortcut)


def drawn_as(placement: StarsPlacement) -> tuple:
    """What of her area's placement is drawn on her: not where the other cells are (a star
    joining or leaving her area moves them; her own size is her widget's)."""
    return (placement.kind, placement.scale, placement.films, placement.film_h, placement.name_lines)


class StarCard(CardButton):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: StarView | None = None
        self.placement: StarsPlacement | None = None
        self.used_whole = True  # as last drawn: the USED word whole on a tile
        self.name_whole = True  # as last drawn: her name whole (an upright card, a tile, a line tile)
        self.used_badge = QRectF()  # as last drawn: the USED label of a sideways card
        self.sideways_card = QRectF()  # as last drawn: a used card, turned across her cell

    def show_star(self, view: StarView, placement: StarsPlacement) -> None:
        """Draw her from `view`, as `placement` says (her cell's size comes from it); only
        what is drawn changing repaints her (a new refusal sentence is words, not paint)."""
        if (view, placement) == (self.view, self.placement):
            return
        repaint = self.view is None or self.placement is None or looks(view) != looks(self.view) \
            or drawn_as(placement) != drawn_as(self.placement)
        self.view, self.placement = view, placement
        self.show_state(view.card, view.accessible_name, view.accessible_description,
                        view.selectable or view.selected, view.selected, view.shortcut)
        self.setToolTip(star_tooltip(view))
        self.setObjectName(f"star-{view.card}")
        if repaint:
            self.update()

    @property
    def kind(self) -> str:
        return self.placement.kind if self.placement is not None else "card"

    @property
    def compact(self) -> bool:
        """Drawn as a tile (compact or one-line), not a whole card."""
        return self.kind != "card"

    def sizeHint(self) -> QSize:
        placement = self.placement
        if placement is None or not placement.cells:
            return QSize(int(CARD_W + 2 * CARD_PAD), int(CARD_H + 2 * CARD_PAD))
        cell = placement.cells[0]
        return QSize(cell.w, cell.h)

    # -- painting ---------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if self.view is not None and self.placement is not None:
            paint_look(self, (looks(self.view), drawn_as(self.placement)), self._draw)

    def _draw(self, p: QPainter) -> None:
        view, placement = self.view, self.placement
        assert view is not None and placement is not None
        if placement.kind == "card":
            self._whole(p, view, placement)
        elif placement.kind == "tile":
            self._tile(p, view, placement)
        else:
            self._line(p, view)

    def _marks(self, p: QPainter, rect: QRectF, radius: float, view: StarView) -> None:
        """Selection, focus, target and hint rings around the card (`rect` in the painter's
        units), each whole inside the widget (a tile has little room around it: its target
        ring was cut off at the edges). The keyboard focus's white ring lies under the target's
        dashed one: a focused target is drawn as every other target, white between its
        dashes (drawn over it, the focus hid that the star is a target)."""
        room = p.worldTransform().inverted()[0].mapRect(QRectF(self.rect()))
        p.save()

        def ring(pen: QPen, brush: QColor | Qt.BrushStyle, out: float) -> None:
            half = pen.widthF() / 2
            box = rect.adjusted(-out, -out, out, out).intersected(
                room.adjusted(half, half, -half, -half))
            p.setPen(pen)
            p.setBrush(brush)
            p.drawRoundedRect(box, radius + out, radius + out)
        if view.selected:
            ring(QPen(pal.SELECTED, 4), Qt.BrushStyle.NoBrush, 3)
        if self.hasFocus():
            ring(QPen(pal.FOCUS, 3), Qt.BrushStyle.NoBrush, 4)
        if view.target or view.outshine_target:
            ring(QPen(pal.TARGET, 3, Qt.PenStyle.DashLine), QColor(255, 107, 107, 40), 4)
        if view.hinted:
            ring(QPen(pal.HINT, 3, Qt.PenStyle.DotLine), Qt.BrushStyle.NoBrush, 2)
        p.restore()

    def _grey_out(self, p: QPainter, rect: QRectF, radius: float) -> None:
        p.save()
        p.setBrush(QColor(40, 40, 40, 110))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(rect, radius, radius)
        p.restore()

    def _whole(self, p: QPainter, view: StarView, placement: StarsPlacement) -> None:
        s = placement.scale
        card_w, card_h = CARD_W * s, CARD_H * s
        self.sideways_card = QRectF()
        if view.used:  # turned sideways: the card lies across her cell, as on the table,
            k = card_w / CARD_H  # at its foot, on her films (the USED label in the room above)
            box = QRectF(CARD_PAD, CARD_PAD + card_h - CARD_W * k, CARD_H * k, CARD_W * k)
            self.sideways_card = box
            self._marks(p, box, 9 * k, view)
            p.save()
            p.translate(box.left(), box.top())
            p.scale(k, k)
            self._sideways(p, view)
            p.restore()
            if view.owner_out:
                self._grey_out(p, box, 9 * k)
            # USED and her key stand side by side in the room above her, not on her text
            # (at her foot the key sat on its last line); the label over the focus ring
            label = self._used_label_rect(p, box)
            key = self.badge_rect(p, box)
            self.draw_keys(p, box, 9 * k, QRectF(label.right() + 4, label.top(), key.width(),
                                                 label.height()), focus_ring=False)
            self._used_label(p, label)
        else:
            p.save()
            p.translate(CARD_PAD, CARD_PAD)
            p.scale(s, s)
            rect = QRectF(0, 0, CARD_W, CARD_H)
            self._marks(p, rect, 9, view)
            self._card(p, view)
            if view.owner_out:
                self._grey_out(p, rect, 9)
            self.draw_keys(p, rect, 9, self._top_badge(p, rect), focus_ring=False)
            p.restore()
        top = CARD_PAD + card_h + 2
        for film in view.films:
            film_strip(p, QRectF(CARD_PAD, top, card_w, placement.film_h - 3), film.color,
                       film.name, bonus_text(film.color, film.bonus))
            top += placement.film_h

    def _top_badge(self, p: QPainter, rect: QRectF) -> QRectF:
        """A whole card's shortcut badge: at its top, between her values."""
        badge = self.badge_rect(p, rect)
        return QRectF(badge.left(), rect.top() + 10, badge.width(), badge.height())

    def _card(self, p: QPainter, view: StarView) -> None:
        """The whole card upright (not used) in card units: face, name, fame, ability, text,
        values."""
        rect = QRectF(0, 0, CARD_W, CARD_H)
        _face(p, rect, used=False)
        p.setPen(pal.CARD_INK)
        # down to the 9 px floor before it is elided (at 6.8 points, scaled by a 125% system
        # font, "Honey Honorable-Mention" read "Honey Honorable-…" on her own whole card)
        self.name_whole = fit_text(p, QRectF(6, 36, CARD_W - 12, 34), view.name, 9.2, 0.0,
                                   bold=True, flags=int(Qt.AlignmentFlag.AlignHCenter
                                                        | Qt.AlignmentFlag.AlignVCenter))
        # fame as stars (a number beside them when there are many) and, for a star with an
        # ability, its kind on the same line at the right
        fame = fame_text(view.fame)
        line = QRectF(8, 70, CARD_W - 16, 18)
        p.setPen(pal.FAME.darker(110) if not view.changed[2] else QColor("#2f6fd0"))
        p.setFont(font(max(9.0, min_point_size(p))))
        labelled = bool(view.ability_kind)
        align = Qt.AlignmentFlag.AlignLeft if labelled else Qt.AlignmentFlag.AlignHCenter
        p.drawText(line, align | Qt.AlignmentFlag.AlignVCenter, fame)
        p.setPen(QPen(QColor(59, 42, 26, 90), 0.8))
        p.drawLine(QPointF(12, 89), QPointF(CARD_W - 12, 89))
        text = view.text
        # the ability's kind on a label of its own where it fits whole beside her stars; a
        # card with many stars keeps it at the start of her text ("Action: …") instead, as a
        # used one does
        if view.ability_kind:
            label = tr(KIND_LABELS.get(view.ability_kind, view.ability_kind)).upper()
            stars_w = p.fontMetrics().horizontalAdvance(fame) + 4
            beside = line.adjusted(stars_w, 0, 0, 0)
            flags = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if fitted_text(beside, label, 6.3, min_point_size(p), True, False, flags)[3]:
                p.setPen(pal.CARD_SOFT_INK)
                fit_text(p, beside, label, 6.3, 0.0, bold=True, flags=flags)
                text = without_kind_label(view.ability_kind, text)
        if text:
            p.setPen(pal.CARD_INK)
            fit_text(p, QRectF(7, 91, CARD_W - 14, CARD_H - 95), text, 7.2, 0.0,
                     italic=not view.ability_kind)
        changed = view.changed
        stat_circle(p, QPointF(22, 22), 16, pal.PSYCHE, view.psyche, changed[0])
        stat_circle(p, QPointF(CARD_W - 22, 22), 16, pal.CHARISMA, view.charisma, changed[1])

    def _sideways(self, p: QPainter, view: StarView) -> None:
        """A used card, in card units turned across (CARD_H wide, CARD_W high): as a card
        turned on the table, but its words read across, not down the card's side (on a small
        card a name turned with it read "Velvet…", one word a line): her values in its top
        corners, her fame between them, her name under them the card's whole width, then
        her ability."""
        rect = QRectF(0, 0, CARD_H, CARD_W)
        _face(p, rect, used=True)
        p.setPen(pal.FAME.darker(110) if not view.changed[2] else QColor("#2f6fd0"))
        p.setFont(font(max(9.0, min_point_size(p))))
        p.drawText(QRectF(40, 8, CARD_H - 80, 24), Qt.AlignmentFlag.AlignCenter, fame_text(view.fame))
        p.setPen(pal.CARD_INK)
        # her name on a line, or on the two or three she needs, before her text (a used
        # card's ability is spent: her name comes first), which keeps a line at least
        name = QRectF(6, 36, CARD_H - 12, 32)
        least = max(6.8, min_point_size(p))
        text_line = QFontMetricsF(font(least, italic=True)).lineSpacing() + 1
        most = CARD_W - 7 - text_line - 3 - name.top()
        while name.height() + 14 <= most and \
                not fitted_text(name, view.name, 9.2, least, bold=True)[3]:
            name.setHeight(name.height() + 14)
        fit_text(p, name, view.name, 9.2, 6.8, bold=True,
                 flags=int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter))
        p.setPen(QPen(QColor(59, 42, 26, 90), 0.8))
        p.drawLine(QPointF(12, name.bottom() + 1), QPointF(CARD_H - 12, name.bottom() + 1))
        if view.text:
            p.setPen(pal.CARD_INK)
            fit_text(p, QRectF(7, name.bottom() + 3, CARD_H - 14, CARD_W - name.bottom() - 7),
                     view.text, 7.2, 0.0, italic=not view.ability_kind)
        changed = view.changed
        stat_circle(p, QPointF(22, 22), 16, pal.PSYCHE, view.psyche, changed[0])
        stat_circle(p, QPointF(CARD_H - 22, 22), 16, pal.CHARISMA, view.charisma, changed[1])

    def _used_label_rect(self, p: QPainter, box: QRectF) -> QRectF:
        """Where USED stands: on the sideways card's top edge, in the room above it (over the
        edge it covered the first letters of her name)."""
        metrics = QFontMetricsF(font(min_point_size(p), bold=True))
        w = metrics.horizontalAdvance(tr("USED")) + 10
        h = metrics.height() + 2
        return QRectF(box.center().x() - w / 2, max(0.0, box.top() - h + 2), w, h)

    def _used_label(self, p: QPainter, badge: QRectF) -> None:
        """USED on a small dark label at `badge` (`_used_label_rect`)."""
        self.used_badge = badge
        p.save()
        p.setFont(font(min_point_size(p), bold=True))
        p.setPen(QPen(QColor("#f4efe2"), 1))
        p.setBrush(QColor("#4b4038"))
        p.drawRoundedRect(badge, 4, 4)
        p.setPen(QColor("#f4efe2"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, tr("USED"))
        p.restore()

    def _used_word(self, p: QPainter, box: QRectF) -> None:
        """USED on a small dark label in `box` (a used star's tile), read whole."""
        p.save()
        p.setFont(font(min_point_size(p), bold=True))
        w = min(box.width(), p.fontMetrics().horizontalAdvance(tr("USED")) + 8)
        h = min(box.height(), p.fontMetrics().height() + 1)
        label = QRectF(box.left(), box.top() + (box.height() - h) / 2, w, h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#4b4038"))
        p.drawRoundedRect(label, 3, 3)
        p.setPen(QColor("#f4efe2"))
        self.used_whole = fit_text(p, label, tr("USED"), 6.8, 0.0, bold=True,
                                   flags=int(Qt.AlignmentFlag.AlignCenter))
        p.restore()

    def _tile(self, p: QPainter, view: StarView, placement: StarsPlacement) -> None:
        """A compact tile: the values in circles beside her name and fame; films beneath
        (strips) or on one line of chips."""
        w = self.width()
        rect = QRectF(3, 3, w - 6, TILE_H - 6)
        self._marks(p, rect, 7, view)
        face = pal.CARD_FACE_TOP if not view.used else pal.USED_FACE
        card_face(p, rect, 7, top=face,
                  bottom=pal.CARD_FACE_BOTTOM if not view.used else face.darker(108))
        changed = view.changed
        stat_circle(p, QPointF(rect.left() + 14, rect.top() + 13), 11, pal.PSYCHE, view.psyche,
                    changed[0])
        stat_circle(p, QPointF(rect.left() + 14, rect.top() + 39), 11, pal.CHARISMA,
                    view.charisma, changed[1])
        text_x = rect.left() + 29
        room = rect.right() - text_x - 2
        fame = f"★ {view.fame}"
        fame_font = font(max(7.5, min_point_size(p)), bold=True)
        key_w = self.badge_rect(p, rect).width() + 3 if self.key_text else 0.0
        # her name on two lines, her fame below; a used star's name takes one line, her
        # fame the second, and USED the line below, whole in every language; unless her name
        # is cut on one line and USED fits whole beside her fame (and her key): then her
        # name has the two lines (a rival's "Honey Honorable-Mention" read "Honey
        # Honorable-M…" on a crowded table)
        used_beside = None
        if view.used:
            used_w = QFontMetricsF(font(min_point_size(p), bold=True)).horizontalAdvance(tr("USED")) + 8
            fame_w = QFontMetricsF(fame_font).horizontalAdvance(fame) + 6
            one_line = fitted_text(QRectF(0, 0, room, 15.0), view.name, 8.0,
                                   max(6.8, min_point_size(p)), True)[3]
            if not one_line and fame_w + used_w + key_w <= room:
                used_beside = fame_w
        name_h = 15.0 if view.used and used_beside is None else 29.0
        p.setPen(pal.CARD_INK)
        # down to the 9 px floor before it is elided (the tooltip and the screen reader's
        # name have it whole)
        self.name_whole = fit_text(p, QRectF(text_x, rect.top() + 1, room, name_h), view.name,
                                   8.0, 0.0, bold=True,
                                   flags=int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter))
        top = rect.top() + 2 + name_h
        line = QRectF(text_x, top, room, 16.0 if name_h < 29 else rect.bottom() - top - 1)
        p.setFont(fame_font)
        p.setPen(pal.FAME.darker(120) if not changed[2] else QColor("#2f6fd0"))
        p.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, fame)
        badge = None
        if self.key_text:
            badge = self.badge_rect(p, rect)
            badge = QRectF(rect.right() - badge.width() - 3, line.center().y() - badge.height() / 2,
                           badge.width(), badge.height())
        if used_beside is not None:
            self._used_word(p, QRectF(text_x + used_beside, line.top(),
                                      room - used_beside - key_w, line.height()))
        elif view.used:
            self._used_word(p, QRectF(text_x, line.bottom(), room, rect.bottom() - line.bottom()))
        if view.owner_out:
            self._grey_out(p, rect, 7)
        self.draw_keys(p, rect, 7, badge, focus_ring=False)
        y = TILE_H - 2
        if placement.films == "strips":
            for film in view.films:
                film_strip(p, QRectF(3, y, w - 6, placement.film_h - 2), film.color, film.name,
                           bonus_text(film.color, film.bonus))
                y += placement.film_h
        else:
            self._chips(p, view, 3.0, y, placement.film_h - 3, w - 3, 3)

    def _chips(self, p: QPainter, view: StarView, x: float, y: float, height: float,
               right: float, gap: float) -> None:
        """Her films as chips from `x` up to `right`; those that do not fit are a "…" (the
        card's tooltip and description name them all)."""
        for film in view.films:
            bonus = f"+{film.bonus}"
            if x + film_chip_width(p, film.color, bonus) > right:
                p.setPen(pal.CARD_INK)
                p.setFont(font(min_point_size(p), bold=True))
                p.drawText(QRectF(x, y, max(0.0, right - x), height),
                           int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), "…")
                return
            x += film_chip(p, x, y, height, film.color, bonus) + gap

    def _line(self, p: QPainter, view: StarView) -> None:
        """The most crowded tables: her name on one line (or two, in a narrow cell: the
        placement's `name_lines`), her values and films on the next."""
        w, h = self.width(), self.height()
        rect = QRectF(2, 2, w - 4, h - 4)
        self._marks(p, rect, 5, view)
        face = pal.CARD_FACE_TOP if not view.used else pal.USED_FACE
        card_face(p, rect, 5, top=face,
                  bottom=pal.CARD_FACE_BOTTOM if not view.used else face.darker(108))
        placement = self.placement
        two = placement is not None and placement.name_lines == 2
        # the values' line as tall as on a one-line tile (the smallest line and 3 pixels:
        # film_h - 1); on two lines, her name has the rest
        values_h = float(placement.film_h - 1) if two and placement is not None \
            else (rect.height() - 4) / 2
        name_h = rect.height() - 4 - values_h
        p.setPen(pal.CARD_INK)
        badge = None
        right = rect.right() - 3
        values_right = rect.right() - 2
        if self.key_text:
            badge = self.badge_rect(p, rect)
            if two:  # on the values' line: her name keeps the cell's width
                badge = QRectF(rect.right() - badge.width() - 2, rect.top() + 2 + name_h,
                               badge.width(), values_h)
                values_right = badge.left() - 2
            else:
                badge = QRectF(rect.right() - badge.width() - 2, rect.top() + 2, badge.width(),
                               name_h)
                right = badge.left() - 2
        # down to the 9 px floor before it is elided
        self.name_whole = fit_text(
            p, QRectF(rect.left() + 4, rect.top() + 2, right - rect.left() - 4, name_h),
            view.name, 7.5, 0.0, bold=True,
            flags=int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter))
        x, y = rect.left() + 3, rect.top() + 2 + name_h
        changed = view.changed
        x += value_pill(p, x, y, values_h - 1, pal.PSYCHE, str(view.psyche), changed[0]) + 2
        x += value_pill(p, x, y, values_h - 1, pal.CHARISMA, str(view.charisma), changed[1]) + 2
        x += value_pill(p, x, y, values_h - 1, pal.FAME.darker(120), f"★{view.fame}", changed[2]) + 3
        self._chips(p, view, x, y, values_h - 1, values_right, 2)
        if view.owner_out or view.used:
            self._grey_out(p, rect, 5)
        self.draw_keys(p, rect, 5, badge, focus_ring=False)
