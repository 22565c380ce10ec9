"""What a screen reader finds in a window, read through Qt's accessibility interfaces (the
tree the platform bridge, AT-SPI on Linux, hands to it): names and descriptions."""
from __future__ import annotations

import re

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

Role = QAccessible.Role
# roles a person acts on: each needs a name that says what it is
ACTING = {Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.EditableText,
          Role.SpinBox, Role.Slider, Role.ScrollBar, Role.List, Role.ListItem, Role.Table, Role.Tree,
          Role.TreeItem, Role.PageTab, Role.PageTabList, Role.MenuItem, Role.Link, Role.ButtonMenu,
          Role.ButtonDropDown, Role.Dialog, Role.Cell, Role.Row}
# a number in a table's cell is read with its column's header ("Copies: 12")
CELLS = {Role.Cell, Role.TreeItem, Role.ColumnHeader, Role.RowHeader}
MARKUP = re.compile(r"<\s*/?\s*(qt|b|i|u|s|br|small|big|span|a|p|html|body|font|img|ul|ol|li|"
                    r"table|tr|td|th|div|h[1-6]|em|strong|sup|sub|tt|code|pre|nobr)\b[^>]*>", re.I)


def acting(face) -> bool:
    """A role a person acts on; a tab list only with tabs (Qt keeps the docks' empty one,
    off the window, taking no focus)."""
    if face.role() == Role.PageTabList:
        return any(face.child(i).role() == Role.PageTab for i in range(face.childCount()))
    return face.role() in ACTING


def where(face) -> str:
    obj = face.object()
    name = obj.objectName() if obj is not None else ""
    return f"{face.role().name}:{type(obj).__name__}#{name}"


def problems(root: QWidget) -> list[str]:
    """Objects shown in `root` that a screen reader would read badly: a focusable or
    actionable one with no name, a name or description with markup in it, a name that is
    only a symbol or a number ("→", "1.")."""
    out: list[str] = []
    seen: set[int] = set()

    def visit(face, depth: int) -> None:
        if face is None or not face.isValid() or depth > 60:
            return
        key = QAccessible.uniqueId(face)
        if key in seen:
            return
        seen.add(key)
        state = face.state()
        if state.invisible or state.offscreen:
            return
        name = face.text(QAccessible.Text.Name).strip()
        description = face.text(QAccessible.Text.Description)
        if (state.focusable or acting(face)) and not name:
            out.append(f"no name: {where(face)}")
        if MARKUP.search(name) or MARKUP.search(description):
            out.append(f"markup: {where(face)}: {(name + ' | ' + description)[:80]!r}")
        if name and not any(ch.isalpha() for ch in name) and face.role() not in CELLS:
            out.append(f"only a symbol: {where(face)}: {name!r}")
        for i in range(face.childCount()):
            visit(face.child(i), depth + 1)

    visit(QAccessible.queryAccessibleInterface(root), 0)
    return out
