"""Touch sizes: at a real table the app is used with fingers as often as with a mouse, so
every control of table mode is at least 40 px high (issue 16)."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QTabBar,
    QWidget,
)

TOUCH = 40  # px: the smallest control a finger hits reliably
CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit)


def touch_friendly(root: QWidget) -> QWidget:
    """Make every control under `root` (and the tabs of its tab bars) at least TOUCH high."""
    for kind in CONTROLS:
        for w in root.findChildren(kind):
            if isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox, QLineEdit)):
                continue  # part of a box (its line edit, a clear button): sized with it
            w.setMinimumHeight(max(TOUCH, w.minimumHeight()))
    for bar in root.findChildren(QTabBar):
        bar.setStyleSheet(f"QTabBar::tab {{ min-height: {TOUCH - 8}px; padding: 4px 12px; }}")
    return root
