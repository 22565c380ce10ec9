"""The look of the dialogs that open over the table's felt (the new game dialog): the dark
green baize and cream fields of the table itself, whatever the light or dark theme, so that
a dialog is never the light Fusion default on the dark felt.

Everything goes into the dialog's palette (the baize is its window brush), so that Fusion
draws every control in it (check marks, spin box arrows, drop-down lists): no style sheet,
which would hand the children the application's palette again."""
from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QGradient, QPalette, QRadialGradient
from PySide6.QtWidgets import QAbstractSpinBox, QWidget

from ..widgets import palette as pal

GAP = 10  # px: between rows and between the parts of the dialog, everywhere the same
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


def dress_on_felt(dialog: QWidget, error: QWidget | None = None) -> None:
    """Give `dialog` the felt's palette; `error`, its line of problems, a light red."""
    dialog.setPalette(felt_palette())
    dialog.setAutoFillBackground(True)
    for spin in dialog.findChildren(QAbstractSpinBox):  # Fusion draws its arrows in the
        ink = spin.palette()                             # window's text colour: dark on cream
        ink.setColor(QPalette.ColorRole.WindowText, INK)
        spin.setPalette(ink)
    if error is not None:
        warn = error.palette()
        warn.setColor(QPalette.ColorRole.WindowText, QColor("#ffb3a7"))
        error.setPalette(warn)
