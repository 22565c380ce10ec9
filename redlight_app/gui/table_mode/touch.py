"""Touch sizes: at a real table the app is used with fingers as often as with a mouse, so
every control of table mode is at least 40 px high (issue 16)."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTabBar,
    QWidget,
)

TOUCH = 40  # px: the smallest control a finger hits reliably
CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit)


def touch_friendly(root: QWidget) -> QWidget:
    """Make every control under `root` (and the tabs of its tab bars) at least TOUCH high,
    and a form's labels as high, so that their words stand level with their fields' (a
    form sets a label at its row's top: it stood above the middle of a tall field)."""
    for kind in CONTROLS:
        for w in root.findChildren(kind):
            if isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox, QLineEdit)):
                continue  # part of a box (its line edit, a clear button): sized with it
            w.setMinimumHeight(max(TOUCH, w.minimumHeight()))
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                label.setMinimumHeight(max(TOUCH, label.minimumHeight()))  # words centred in it
    for bar in root.findChildren(QTabBar):
        bar.setStyleSheet(f"QTabBar::tab {{ min-height: {TOUCH - 8}px; padding: 4px 12px; }}")
    return root
