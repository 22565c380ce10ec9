"""Untrusted text (names and texts from card sets, game files and players) for Qt widgets.

Qt guesses whether a string is rich text (`Qt::mightBeRichText`) for labels set to
`AutoText` and for every tooltip, so a name such as `<img src=...>` would be read as markup:
Qt would open that file. Everything that can hold such text goes through here:
`plain_label` fixes a label to plain text; `tooltip` and `html_text` escape text that is
placed inside markup (a tooltip, or a rich label the app composes itself); `set_tooltip`
also gives screen readers the plain words.

The start page uses `plain_label` before its first paint, so nothing here touches PySide6's
`Qt` namespace at import or in `plain_label` (its first use builds some 200 enum classes,
25-50 ms of start-up): the label's `textFormat` property takes the enum's number, and
`plain_message` looks `QtCore.Qt` up when it runs.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore, QtWidgets

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QWidget

PLAIN_TEXT = 0  # Qt.TextFormat.PlainText, as QObject.setProperty takes it


def html_text(text: object) -> str:
    """`text` escaped for use inside markup the app writes itself (never interpreted): as
    element text, never inside an attribute value, so quotes stay as they are. (What
    `html.escape(text, quote=False)` does; the `html` module, with its table of entities,
    would cost some 2 ms of the READY budget, benchmarks/FIGURES.md.)"""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def tooltip(text: object) -> str:
    """A tooltip string that shows `text` literally (tooltips are always markup-sniffed)."""
    escaped = html_text(text).replace("\n", "<br>")
    return f"<qt>{escaped}</qt>" if escaped else ""


def set_tooltip(widget: QWidget, text: object) -> None:
    """`widget`'s tooltip showing `text` literally, and the same words as its accessible
    description (with none, Qt hands screen readers the tooltip, markup and all)."""
    widget.setToolTip(tooltip(text))
    widget.setAccessibleDescription(str(text))


def plain_label(label: QLabel) -> QLabel:
    """`label` set to show its text as plain text; returns it for chaining."""
    label.setProperty("textFormat", PLAIN_TEXT)
    return label


def plain_message(box: QWidget) -> QWidget:
    """A QMessageBox (or any dialog) whose text, informative text and every other label show
    plain text; call it once the texts are set (the box makes its labels as they are
    needed). Returns it for chaining."""
    set_format = getattr(box, "setTextFormat", None)
    if set_format is not None:
        set_format(QtCore.Qt.TextFormat.PlainText)
    for label in box.findChildren(QtWidgets.QLabel):
        label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    return box
