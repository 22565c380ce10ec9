"""A card that acts: a button (checkable where it can be selected) that screen readers can
press and read, that Enter and Space press, that the arrows leave for its neighbour, and
that shows its whole text in a tooltip on hover and on keyboard focus."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QToolTip, QWidget

from .. import palette as pal
from .text import font, min_point_size

KEYBOARD = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
            Qt.FocusReason.ShortcutFocusReason, Qt.FocusReason.OtherFocusReason)


class CardButton(QAbstractButton):
    """`chosen(card)` when pressed (mouse, Enter, Space, a screen reader's press action).
    The checked state is the game's (the engine decides whether a click selects): a click
    never flips it by itself; `show_state` sets it from the view-model."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = ""
        self.key_text = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.clicked.connect(lambda _checked=False: self.chosen.emit(self.card))

    def nextCheckState(self) -> None:
        """A click asks the game; the selection it makes comes back through `show_state`."""

    def show_state(self, card: str, name: str, description: str, checkable: bool,
                   checked: bool, shortcut: str) -> None:
        """What the card is for people and screen readers: its name (with its key and
        marks), its description, whether it can be selected and is."""
        self.card = card
        if checkable != self.isCheckable():
            self.setCheckable(checkable)
        if checked != self.isChecked():
            self.setChecked(checked)
        if name != self.accessibleName():
            self.setAccessibleName(name)
        description = description or name  # (with none, Qt reads out the tooltip's markup)
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
        if shortcut != self.key_text:
            self.key_text = shortcut
            self.update()

    def full_text(self) -> str:
        """The card's whole text (its tooltip): what an elided card hides."""
        return self.toolTip()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.click()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            parent = self.parentWidget()
            direct = Qt.FindChildOption.FindDirectChildrenOnly
            row = [w for w in parent.findChildren(CardButton, options=direct)
                   if w.isVisible()] if parent is not None else []
            row.sort(key=lambda w: (w.y() // 40, w.x()))
            if self in row:
                i = row.index(self) + (1 if key == Qt.Key.Key_Right else -1)
                if 0 <= i < len(row):
                    row[i].setFocus(Qt.FocusReason.OtherFocusReason)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()
        if event.reason() in KEYBOARD and self.full_text():  # the whole text, as on hover
            QToolTip.showText(self.mapToGlobal(QPoint(0, self.height())), self.full_text(), self)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def draw_keys(self, p: QPainter, rect: QRectF, radius: float, badge: QRectF | None = None,
                  focus_ring: bool = True) -> None:
        """The focus ring around `rect` (the card's face; unless `focus_ring` is False: the
        card draws it with its other rings) and the shortcut's badge (at `badge`, or centred
        at the card's foot)."""
        if focus_ring and self.hasFocus():
            p.setPen(QPen(pal.FOCUS, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
        if self.key_text:
            box = badge if badge is not None else self.badge_rect(p, rect)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 200))
            p.drawRoundedRect(box, 4, 4)
            p.setPen(QColor("#ffe9a8"))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, self.key_text)

    def badge_rect(self, p: QPainter, rect: QRectF) -> QRectF:
        """The shortcut's badge centred at the foot of `rect`; sets the painter's font."""
        p.setFont(font(min_point_size(p), bold=True))
        fm = QFontMetricsF(p.font())
        w = fm.horizontalAdvance(self.key_text) + 8
        return QRectF(rect.left() + (rect.width() - w) / 2, rect.bottom() - fm.height() - 1,
                      w, fm.height())

    def badge_height(self, p: QPainter) -> float:
        """The room a card keeps at its foot for the badge (in the painter's units)."""
        return QFontMetricsF(font(min_point_size(p), bold=True)).height() + 1 if self.key_text else 0.0
