"""Small pieces the editor's forms share: inputs that ignore a passing scroll wheel (a number
field also says its range when it does not take what was typed), the kind icons of the card
list, and the colours of problems."""
from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QLineEdit, QSizePolicy, QSpinBox, QWidget

from ...name_text import MAX_NAME
from ..i18n import QT_TR_NOOP, fill, number, tr
from ..widgets.dark_safe_style import dark_safe
from .messages import say_not_taken

PROBLEM = QColor("#c62828")
PROBLEM_CSS = "#c62828"
OK_CSS = "#2e7d32"
PROBLEM_ON_DARK = QColor("#ff7b72")
OK_ON_DARK = "#7fd68a"


def is_dark(widget: QWidget | None = None) -> bool:
    """Whether the window background is dark (the theme's dark palette). The application's
    palette is asked: it changes at once, widgets follow it only after an event loop pass."""
    return QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 110


def problem_color(widget: QWidget | None = None) -> QColor:
    """Red that reads well on the current background."""
    return PROBLEM_ON_DARK if is_dark(widget) else PROBLEM


def problem_css(widget: QWidget | None = None) -> str:
    return problem_color(widget).name()


def ok_css(widget: QWidget | None = None) -> str:
    return OK_ON_DARK if is_dark(widget) else OK_CSS

KIND_COLOR = {
    "stars": QColor("#e0a22e"), "events": QColor("#4d6fc4"), "films": QColor("#3c8f58"),
    "awards": QColor("#d8a93b"),
}
PHASE_COLOR = {"own_turn": QColor("#4d6fc4"), "any_turn": QColor("#7d55c7"),
               "reaction": QColor("#cc7a22")}
FILM_COLOR = {"green": QColor("#3c8f58"), "red": QColor("#b8403d"), "blue": QColor("#3b69b8")}
FRAME_COLOR = {"gold": QColor("#d8a93b"), "silver": QColor("#aeb6c0")}
# shown through tr(); KIND_TITLE also makes ids ("s-…") and stays English there
SECTION_TITLE = {"stars": QT_TR_NOOP("Stars"), "events": QT_TR_NOOP("Events"),
                 "films": QT_TR_NOOP("Films"), "awards": QT_TR_NOOP("Awards")}
KIND_TITLE = {"stars": QT_TR_NOOP("Star"), "events": QT_TR_NOOP("Event"), "films": QT_TR_NOOP("Film"),
              "awards": QT_TR_NOOP("Award")}


class SpinBox(QSpinBox):
    """A spin box that a scroll wheel passing over the form does not change.

    A number typed or pasted outside its range is kept at the nearest end of the range, and
    the status bar says so ("Psyche goes from 0 to 999, so it stays at 999."); other input it
    does not take (a letter) gets the range alone. Qt dropped the digit or went back to the
    last value without a word. `what` names the field as the subject of that sentence, in
    the chosen language."""

    def __init__(self, lo: int, hi: int, step: int = 1, parent: QWidget | None = None, *,
                 what: str) -> None:
        super().__init__(parent)
        dark_safe(self)  # its arrows show on the dark theme too
        self.setRange(lo, hi)
        self.setSingleStep(step)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccelerated(True)
        self.setMinimumWidth(84)
        self.what = what
        self._typed = ""  # the text as last typed, until the field interprets it
        line = self.lineEdit()
        line.inputRejected.connect(self._not_taken)  # above the top (or below a negative bottom)
        line.textEdited.connect(self._edited)
        self.editingFinished.connect(self._finished)  # below a bottom above 0 ("0" copies)

    def range_sentence(self, kept: int | None = None) -> str:
        """"Psyche goes from 0 to 999." and, when the value was kept at an end, what it is."""
        fields = {"field": self.what, "lo": number(self.minimum()),
                  "hi": number(self.maximum())}
        if kept is None:
            return fill(tr("{field} goes from {lo} to {hi}."), **fields)
        return fill(tr("{field} goes from {lo} to {hi}, so it stays at {value}."), value=number(kept), **fields)

    def _number(self, text: str) -> int | None:
        text = text.strip().removeprefix(self.prefix().strip()).removesuffix(self.suffix().strip()).strip()
        try:
            return int(text)
        except ValueError:
            return None

    def setValue(self, value: int) -> None:
        """A value put in from outside (a card shown): what was typed before is gone."""
        self._typed = ""
        super().setValue(value)

    def _edited(self, text: str) -> None:
        self._typed = text

    def _not_taken(self) -> None:
        """The field refused an edit; its text is still the edit refused."""
        typed = self._number(self.lineEdit().text())
        if typed is None or self.minimum() <= typed <= self.maximum():
            say_not_taken(self, self.range_sentence())
            return
        QTimer.singleShot(0, self, lambda: self._keep_in_range(typed))  # after the edit is undone

    def _finished(self) -> None:
        typed, self._typed = self._number(self._typed), ""
        if typed is not None and not self.minimum() <= typed <= self.maximum():
            self._keep_in_range(typed)  # Qt went back to the last value

    def _keep_in_range(self, typed: int) -> None:
        kept = self.maximum() if typed > self.maximum() else self.minimum()
        self.setValue(kept)
        self.selectAll()  # typing on replaces it
        say_not_taken(self, self.range_sentence(kept))

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()

    def event(self, event: QEvent) -> bool:
        """Ctrl+Z and its redo reach the editor's Undo (the card's last change) unless the
        field has typing of its own to take back: a spin box took every Ctrl+Z, with
        nothing to undo, and nothing happened."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            line = self.lineEdit()
            if (event.matches(QKeySequence.StandardKey.Undo) and not line.isUndoAvailable()) or \
                    (event.matches(QKeySequence.StandardKey.Redo) and not line.isRedoAvailable()):
                event.ignore()  # not the field's: the window's shortcut runs
                return True
        return super().event(event)


def name_field() -> QLineEdit:
    """A field for a card's or the set's name: it stops at the card-set reader's limit
    (name_text.py) and says so when a key or a paste went past it (it cut a pasted name at
    the limit without a word)."""
    field = QLineEdit()
    field.setMaxLength(MAX_NAME)
    field.inputRejected.connect(lambda: say_not_taken(field, tr(
        "A name holds at most {limit} characters; the rest was left out.").format(limit=number(MAX_NAME))))
    return field


class ComboBox(QComboBox):
    """A combo box that a scroll wheel passing over the form does not change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()

    def select_data(self, value: Any) -> None:
        index = self.findData(value)
        self.setCurrentIndex(index if index >= 0 else 0)


_ICONS: dict[tuple[str, str, bool], QIcon] = {}


def kind_icon(section: str, variant: str = "", problem: bool = False) -> QIcon:
    """A small round chip in the card's colour (phase, film colour, frame); red with "!" when
    the card has a problem."""
    key = (section, variant, problem)
    icon = _ICONS.get(key)
    if icon is not None:
        return icon
    size = 32
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if problem:
        color = PROBLEM
    else:
        color = (PHASE_COLOR.get(variant) or FILM_COLOR.get(variant) or FRAME_COLOR.get(variant)
                 or KIND_COLOR.get(section, QColor("#888888")))
    p.setPen(QPen(color.darker(140), 2))
    p.setBrush(color)
    if section == "stars" and not problem:
        p.drawPath(_star_path(size))
    elif section == "films" and not problem:
        p.drawRoundedRect(QRectF(5, 7, size - 10, size - 14), 3, 3)
    elif section == "awards" and not problem:
        p.drawEllipse(QRectF(6, 4, size - 12, size - 12))
        p.drawRect(QRectF(12, size - 9, size - 24, 6))
    else:
        p.drawEllipse(QRectF(4, 4, size - 8, size - 8))
    if problem:
        p.setPen(QColor("white"))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(20)
        p.setFont(font)
        p.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, "!")
    p.end()
    icon = QIcon(pm)
    _ICONS[key] = icon
    return icon


def _star_path(size: int) -> QPainterPath:
    path = QPainterPath()
    cx = cy = size / 2
    outer, inner = size / 2 - 2, size / 5
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        angle = math.pi / 2 + i * math.pi / 5
        x, y = cx + r * math.cos(angle), cy - r * math.sin(angle)
        if i == 0:
            path.moveTo(x, y)
        else:
            path.lineTo(x, y)
    path.closeSubpath()
    return path


def variant_of(section: str, card: Any) -> str:
    if not isinstance(card, dict):
        return ""
    key = {"events": "phase", "films": "color", "awards": "frame"}.get(section)
    value = card.get(key) if key else ""
    return value if isinstance(value, str) else ""


class HintLabel(QLabel):
    """A wrapping label whose height follows its width (a form layout otherwise reserves the
    height of the text wrapped at its narrowest, leaving a gap under one short line)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self._last_height = -1

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        width = self.width() if self.width() > 80 else max(hint.width(), 420)
        return QSize(hint.width(), max(self.heightForWidth(width), self.fontMetrics().height()))

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.sizeHint().height())

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        height = self.heightForWidth(self.width())
        if height != self._last_height:
            self._last_height = height
            self.updateGeometry()


def hint_label(text: str = "") -> QLabel:
    """Grey, small, wrapping: the explanations under fields."""
    label = HintLabel(text)
    label.setProperty("hint", True)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    font = label.font()
    font.setPointSizeF(max(7.5, font.pointSizeF() - 1))
    label.setFont(font)
    return label
