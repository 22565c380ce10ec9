"""Fusion with three of its parts redrawn so that they show in the dark theme too: a check
box's box, a spin box's arrows, and the float and close buttons of a dock's title bar.
Given to those widgets only (`check_box`, `dark_safe`), not to the whole app: every other
part is Fusion's own.

- Fusion outlines a check box's box a shade darker than the window; on a dark window that is
  no outline at all, and the box (filled with the near-black Base) vanished: a user saw a
  tick floating on the dark panel, or nothing where an unticked box was. The outline is
  drawn again in the placeholder text's colour (a mid grey; dimmer on a disabled box),
  unless Fusion shows keyboard focus with it.
- A spin box's up and down arrows are Fusion's, in the window text's colour two thirds
  opaque: a dim grey on the dark theme's grey buttons, next to invisible. On a dark window
  they are drawn here as solid triangles in the text colour (a step that cannot be taken,
  at the top or bottom of the range, in the disabled text's colour), over Fusion's hidden
  ones.
- A dock's float and close glyphs are Fusion's small dark bitmaps: grey on near-black in the
  dark theme, and blurred when a 150% screen scales them up. They are drawn here as lines,
  in a mid grey that shows on both themes' title bars, at each size asked for."""
from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QProxyStyle,
    QSpinBox,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QStyleOptionSpinBox,
    QWidget,
)

GLYPH = QColor("#a0978b")  # the dock buttons' glyphs: shows on #2a2724 and on #f4efe6
_STYLE: list[DarkSafeStyle] = []  # one, made with the first widget (a QApplication exists then)

_FLOAT = QStyle.StandardPixmap.SP_TitleBarNormalButton
_CLOSE = (QStyle.StandardPixmap.SP_TitleBarCloseButton, QStyle.StandardPixmap.SP_DockWidgetCloseButton)


def _glyph(kind: QStyle.StandardPixmap, size: int) -> QPixmap:
    """The float (a window) or close (a cross) glyph, `size` pixels square."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(GLYPH, max(1.0, size / 10)))
    m = size * 0.22  # the margin around the glyph
    if kind == _FLOAT:  # a window, its title bar filled: "take this out as a window"
        frame = QRectF(m, m, size - 2 * m, size - 2 * m)
        p.drawRect(frame)
        p.fillRect(QRectF(frame.left(), frame.top(), frame.width(), max(2.0, size * 0.18)), GLYPH)
    else:
        p.drawLine(QLineF(m, m, size - m, size - m))
        p.drawLine(QLineF(m, size - m, size - m, m))
    p.end()
    return pixmap


def _dark(option: QStyleOption) -> bool:
    return option.palette.window().color().lightness() < 128


def _arrow(painter: QPainter, rect: QRectF, up: bool, color: QColor) -> None:
    """A solid triangle pointing up or down, centred in `rect` (a spin box's button)."""
    w = max(5.0, min(rect.width() * 0.6, rect.height() * 1.6))
    h = w / 2
    x, y = rect.center().x(), rect.center().y()
    tip, base = (y - h / 2, y + h / 2) if up else (y + h / 2, y - h / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPolygon(QPolygonF([QPointF(x - w / 2, base), QPointF(x + w / 2, base),
                                   QPointF(x, tip)]))


def _glyph_icon(kind: QStyle.StandardPixmap) -> QIcon:
    icon = QIcon()
    for size in (10, 12, 16, 20, 24, 32, 48):  # crisp at 100%, 150% and 200%
        icon.addPixmap(_glyph(kind, size))
    return icon


class DarkSafeStyle(QProxyStyle):
    def __init__(self, base: str) -> None:
        super().__init__(base)
        # drawn once: Fusion asks for them at every paint of a dock's title bar (to measure
        # where its title's words end), and the log's dock is painted after every move
        self.glyphs = {kind: _glyph_icon(kind) for kind in (_FLOAT, *_CLOSE)}

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,
                           painter: QPainter, widget: QWidget | None = None) -> None:
        if control != QStyle.ComplexControl.CC_SpinBox or widget is None or not _dark(option) or \
                not isinstance(option, QStyleOptionSpinBox) or \
                option.buttonSymbols != QAbstractSpinBox.ButtonSymbols.UpDownArrows:
            super().drawComplexControl(control, option, painter, widget)
            return
        hidden = QStyleOptionSpinBox(option)  # Fusion's arrows, in the buttons' own colour
        hidden.palette.setColor(QPalette.ColorRole.WindowText,
                                option.palette.color(QPalette.ColorRole.Button))
        super().drawComplexControl(control, hidden, painter, widget)
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        steps = option.stepEnabled
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for sub, flag, up in ((QStyle.SubControl.SC_SpinBoxUp,
                               QAbstractSpinBox.StepEnabledFlag.StepUpEnabled, True),
                              (QStyle.SubControl.SC_SpinBoxDown,
                               QAbstractSpinBox.StepEnabledFlag.StepDownEnabled, False)):
            group = QPalette.ColorGroup.Normal if enabled and steps & flag \
                else QPalette.ColorGroup.Disabled
            rect = QRectF(self.subControlRect(control, option, sub, widget))
            _arrow(painter, rect, up, option.palette.color(group, QPalette.ColorRole.WindowText))
        painter.restore()

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,
                      painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element != QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            return
        if not _dark(option):
            return  # a light window: Fusion's own outline shows
        focus = QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_KeyboardFocusChange
        if (option.state & focus) == focus:
            return  # Fusion's focus outline, in the highlight colour
        painter.save()
        if option.state & QStyle.StateFlag.State_Enabled:
            painter.setPen(option.palette.color(QPalette.ColorRole.PlaceholderText))
        else:  # dimmer, as its label is
            painter.setPen(option.palette.color(QPalette.ColorGroup.Disabled,
                                                QPalette.ColorRole.WindowText).darker(130))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(option.rect.adjusted(0, 0, -1, -1))
        painter.restore()

    def standardIcon(self, standard_icon: QStyle.StandardPixmap, option: QStyleOption | None = None,
                     widget: QWidget | None = None) -> QIcon:
        glyph = self.glyphs.get(standard_icon)
        return glyph if glyph is not None else super().standardIcon(standard_icon, option, widget)


def _style() -> DarkSafeStyle:
    if not _STYLE:
        _STYLE.append(DarkSafeStyle("Fusion"))
    return _STYLE[0]


def check_box(text: str) -> QCheckBox:
    """A QCheckBox labelled `text` whose box shows on a dark window as on a light one."""
    box = QCheckBox(text)
    box.setStyle(_style())
    return box


def spin_box() -> QSpinBox:
    """A QSpinBox whose arrows show on a dark window as on a light one."""
    box = QSpinBox()
    box.setStyle(_style())
    return box


def dark_safe(widget: QWidget) -> QWidget:
    """`widget` (a dock, a spin box) drawn with this style: its title bar's glyphs, or its
    arrows, show on both themes."""
    widget.setStyle(_style())
    return widget
