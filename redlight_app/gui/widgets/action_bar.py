"""The action buttons under the hand, the prompt, and the explanation of a refusal.

A button that cannot be used now is greyed out but still answers: its tooltip and a click
say why, with the rule id (a link into the rules dock) and the rule's text.
"""
from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..i18n import QT_TR_NOOP, tr
from ..interaction import Refusal
from ..plain_text import plain_label, tooltip

BUTTONS = [("make_film", QT_TR_NOOP("Make film"), "F"), ("buy_award", QT_TR_NOOP("Buy award"), "B"),
           ("outshine", QT_TR_NOOP("Outshine"), "O"), ("ability", QT_TR_NOOP("Ability"), "A"),
           ("pass", QT_TR_NOOP("Pass"), "P"), ("end_turn", QT_TR_NOOP("End turn"), "E"),
           ("done", QT_TR_NOOP("Done"), "Esc")]

STYLE = """
QPushButton { background: #f1e6cf; color: #2a2018; border: 1px solid #6b5236; border-radius: 7px;
              padding: 6px 14px; font-weight: bold; }
QPushButton:hover { background: #fff6e2; }
QPushButton:focus { border: 2px solid #ffd54f; }
QPushButton[available="false"] { background: #4a3a2e; color: #a8998a; border: 1px solid #5e4a3a; }
"""


class ActionBar(QWidget):
    triggered = Signal(str)
    rule_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(STYLE)
        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(4)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.buttons: dict[str, QPushButton] = {}
        for kind, label, key in BUTTONS:
            button = QPushButton(f"{tr(label)}  ({key})")
            button.setObjectName(f"action-{kind}")
            button.setProperty("available", True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, k=kind: self.triggered.emit(k))
            self.buttons[kind] = button
            row.addWidget(button)
        row.addStretch(1)
        root.addLayout(row)
        self.prompt = plain_label(QLabel())
        self.prompt.setObjectName("prompt")
        palette = self.prompt.palette()
        palette.setColor(palette.ColorRole.WindowText, QColor("#f4e9d2"))
        self.prompt.setPalette(palette)
        self.prompt.setWordWrap(True)
        # room for two lines whatever the prompt says: a one-line prompt after a two-line
        # one must not resize the rail and with it the whole table (a full repaint)
        self.prompt.setMinimumHeight(2 * self.prompt.fontMetrics().lineSpacing() + 4)
        root.addWidget(self.prompt)
        self.explain = QLabel()
        self.explain.setObjectName("refusal")
        self.explain.setTextFormat(Qt.TextFormat.RichText)
        self.explain.setWordWrap(True)
        self.explain.setFrameShape(QFrame.Shape.StyledPanel)
        self.explain.setStyleSheet("QLabel#refusal { background: #fbe9e7; color: #3b1a14;"
                                   " border: 2px solid #d9534f; border-radius: 7px; padding: 6px 10px; }")
        self.explain.linkActivated.connect(self._link)
        self.explain.hide()
        root.addWidget(self.explain)
        self.reasons: dict[str, Refusal | None] = {}

    def retranslate(self) -> None:
        for kind, label, key in BUTTONS:
            self.buttons[kind].setText(f"{tr(label)}  ({key})")

    def _link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.rule_clicked.emit(href[5:])

    def set_status(self, kind: str, available: bool, reason: Refusal | None, visible: bool = True) -> None:
        button = self.buttons[kind]
        button.setVisible(visible)
        self.reasons[kind] = reason
        if button.property("available") != available:
            button.setProperty("available", available)
            button.style().unpolish(button)
            button.style().polish(button)
        tip = "" if available or reason is None else \
            tr("Not possible now: {reason}").format(reason=reason.message) + (
                f" ({reason.rule})" if reason.rule else "")
        if button.toolTip() != tooltip(tip):
            button.setToolTip(tooltip(tip))

    def set_prompt(self, text: str) -> None:
        if self.prompt.text() != text:
            self.prompt.setText(text)

    def show_refusal(self, refusal: Refusal, rule_text: str) -> None:
        parts = [f"<b>{tr('Not possible:')}</b> {html.escape(refusal.message, quote=False)}"]
        if refusal.rule:
            quote = rule_text if len(rule_text) <= 260 else rule_text[:257].rsplit(" ", 1)[0] + " …"
            parts.append(f"<br>{tr('Rule')} <a href='rule:{refusal.rule}' style='color:#a01818;'>"
                         f"<b>{refusal.rule}</b></a>: <i>{html.escape(quote, quote=False)}</i>")
        self.explain.setText("".join(parts))
        self.explain.show()

    def clear_refusal(self) -> None:
        if self.explain.isVisible():
            self.explain.hide()
            self.explain.clear()
