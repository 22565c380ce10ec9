"""Every text a window shows or hands to a screen reader: widget texts, list, table and
combo-box items, tooltips, window titles, and the accessible names, descriptions and values
of its accessibility tree."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)


def _model_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    out: list[str] = []
    if model is None:
        return out

    def rows(parent) -> None:  # type: ignore[no-untyped-def]
        for row in range(model.rowCount(parent)):
            column = 0  # a list's model keeps columnCount private: columns until invalid
            while (index := model.index(row, column, parent)).isValid():
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                             Qt.ItemDataRole.AccessibleTextRole,
                             Qt.ItemDataRole.AccessibleDescriptionRole):
                    value = index.data(role)
                    if isinstance(value, str):
                        out.append(value)
                if column == 0 and model.rowCount(index) > 0:
                    rows(index)
                column += 1

    rows(view.rootIndex())
    return out


def shown_texts(root: QWidget) -> list[str]:
    """The texts `root` and its children show or name (hidden widgets too: a row scrolled
    away or a page not on top shows its text once there)."""
    out: list[str] = [root.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription()]
        if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
            out.append(w.text())
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QAbstractItemView):
            out += _model_texts(w)
    seen: set[int] = set()

    def visit(face, depth: int) -> None:  # type: ignore[no-untyped-def]
        if face is None or not face.isValid() or depth > 60:
            return
        key = QAccessible.uniqueId(face)
        if key in seen:
            return
        seen.add(key)
        for kind in (QAccessible.Text.Name, QAccessible.Text.Description,
                     QAccessible.Text.Value):
            out.append(face.text(kind))
        for i in range(face.childCount()):
            visit(face.child(i), depth + 1)

    visit(QAccessible.queryAccessibleInterface(root), 0)
    return [t for t in out if t]
