"""The look of the dialogs that open over the table's felt (the new game dialog): the dark
green baize and cream fields of the table itself, whatever the light or dark theme, so that
a dialog is never the light Fusion default on the dark felt.

Everything goes into the dialog's palette (the baize is its window brush), so that Fusion
draws every control in it (check marks, spin box arrows, drop-down lists): no style sheet,
which would hand the children the application's palette again.

Fusion shows the keyboard focus in the highlight colour, a one-pixel outline at most: on the
felt nothing at all around a drop-down list, a push button or a check box. A gold ring
(`FocusRing`, a QFocusFrame) follows the focus around every control of the dialog instead."""
from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QGradient, QPalette, QRadialGradient
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QFocusFrame, QWidget

from ..widgets import palette as pal

GAP = 10  # px: between rows and between the parts of the dialog, everywhere the same
FOCUS_MARGIN = 2  # px: the focus ring's width, outside the control (Fusion's focus frame margins)
CREAM, INK, LIGHT_INK = QColor("#fffaf0"), QColor("#2a2018"), QColor("#f4efe2")


def felt_palette() -> QPalette:
    p = QPalette()
    baize = QRadialGradient(0.5, 0.4, 0.95)
    baize.setCoordinateMode(QGradient.CoordinateMode.ObjectBoundingMode)
    baize.setColorAt(0, pal.FELT_CENTER)
    baize.setColorAt(1, pal.FELT_EDGE)
    p.setBrush(QPalette.ColorRole.Window, QBrush(baize))
    p.setColor(QPalette.ColorRole.WindowText, LIGHT_INK)
    p.setColor(QPalette.ColorRole.Base, CREAM)
    p.setColor(QPalette.ColorRole.AlternateBase, QColor("#f1e6cf"))
    p.setColor(QPalette.ColorRole.Text, INK)
    p.setColor(QPalette.ColorRole.PlaceholderText, QColor("#8a7a66"))
    p.setColor(QPalette.ColorRole.Button, QColor("#f1e6cf"))
    p.setColor(QPalette.ColorRole.ButtonText, INK)
    p.setColor(QPalette.ColorRole.Highlight, QColor("#7a2333"))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    p.setColor(QPalette.ColorRole.ToolTipBase, QColor("#fff8e6"))
    p.setColor(QPalette.ColorRole.ToolTipText, INK)
    for role, colour in ((QPalette.ColorRole.WindowText, "#a9c2b0"), (QPalette.ColorRole.Text, "#8a7f70"),
                         (QPalette.ColorRole.ButtonText, "#8a7f70"), (QPalette.ColorRole.Base, "#d9d2c2"),
                         (QPalette.ColorRole.Button, "#cfc6b2")):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    return p


class FocusRing(QFocusFrame):
    """A gold ring around the control of `dialog` that has the keyboard focus (Qt draws a
    focus frame in its window text colour, in the style's focus margins around the control)."""

    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        ring = self.palette()
        ring.setColor(QPalette.ColorRole.WindowText, pal.SELECTED)
        self.setPalette(ring)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self.follow)

    def follow(self, _old: QWidget | None, new: QWidget | None) -> None:
        inside = new is not None and self.dialog.isAncestorOf(new)
        self.setWidget(new if inside else None)  # type: ignore[arg-type]  # None: no widget (Qt's own)


def dress_on_felt(dialog: QWidget, error: QWidget | None = None) -> None:
    """Give `dialog` the felt's palette and a focus ring; `error`, its line of problems, a
    light red."""
    dialog.setPalette(felt_palette())
    FocusRing(dialog)
    dialog.setAutoFillBackground(True)
    for spin in dialog.findChildren(QAbstractSpinBox):  # Fusion draws its arrows in the
        ink = spin.palette()                             # window's text colour: dark on cream
        ink.setColor(QPalette.ColorRole.WindowText, INK)
        spin.setPalette(ink)
    if error is not None:
        warn = error.palette()
        warn.setColor(QPalette.ColorRole.WindowText, QColor("#ffb3a7"))
        error.setPalette(warn)
