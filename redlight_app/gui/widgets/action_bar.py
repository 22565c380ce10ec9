"""The action buttons under the hand, the prompt beside them, and the explanation of a
refusal.

A button that cannot be used now is greyed out but still answers: its tooltip and a click
say why, with the rule's text and a link ("rule A4") into the rules dock.
"""
from __future__ import annotations

import html
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..i18n import QT_TR_NOOP, tr
from ..interaction import Refusal
from ..plain_text import plain_label, tooltip

# the keys are the menu's shortcuts (window_menus.ACTION_KEYS): a letter of the action's name
# in each language
BUTTONS = [("make_film", QT_TR_NOOP("Make film"), QT_TR_NOOP("F")),
           ("buy_award", QT_TR_NOOP("Buy award"), QT_TR_NOOP("B")),
           ("outshine", QT_TR_NOOP("Outshine"), QT_TR_NOOP("O")),
           ("ability", QT_TR_NOOP("Ability"), QT_TR_NOOP("A")),
           ("pass", QT_TR_NOOP("Pass"), QT_TR_NOOP("P")),
           ("end_turn", QT_TR_NOOP("End turn"), QT_TR_NOOP("E")),
           ("done", QT_TR_NOOP("Done"), QT_TR_NOOP("Esc"))]

# The focused border is 1 px wider and the padding 1 px narrower: the text stays put; an
# action not available now shows its focus as plainly (its own border hid it).
STYLE = """
QPushButton { background: #f1e6cf; color: #2a2018; border: 1px solid #6b5236; border-radius: 7px;
              padding: 6px 14px; font-weight: bold; }
QPushButton:hover { background: #fff6e2; }
QPushButton:focus { border: 2px solid #ffd54f; padding: 5px 13px; text-decoration: underline; }
QPushButton[available="false"] { background: #4a3a2e; color: #a8998a; border: 1px solid #5e4a3a; }
QPushButton[available="false"]:focus { border: 2px solid #ffd54f; padding: 5px 13px; }
"""


BACK_TO_RESULT = (QT_TR_NOOP("Back to the result"), QT_TR_NOOP("Esc"))
PROMPT_MIN_W = 260  # px: about 36 characters a line, the prompt's sentences in 2-3 lines


class ActionBar(QWidget):
    triggered = Signal(str)
    back_to_result = Signal()  # the final table's way back to the result page
    rule_clicked = Signal(str)
    refused = Signal(str)  # a refusal was shown: its reason (a screen reader says it)

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
            button = QPushButton(f"{tr(label)}  ({tr(key)})")
            button.setObjectName(f"action-{kind}")
            button.setProperty("available", True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, k=kind: self.triggered.emit(k))
            button.setAccessibleName(tr(label))
            button.setAccessibleDescription(tr("Key: {key}").format(key=tr(key)))
            self.buttons[kind] = button
            row.addWidget(button)
        # once the game is over the table is only looked at: its one button goes back
        self.back = QPushButton()
        self.back.setObjectName("action-back-to-result")
        self.back.setCursor(Qt.CursorShape.PointingHandCursor)
        self.back.clicked.connect(self.back_to_result)
        self.back.hide()
        self._name_back()
        row.addWidget(self.back)
        self.prompt = plain_label(QLabel())
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("prompt")
        palette = self.prompt.palette()
        palette.setColor(palette.ColorRole.WindowText, QColor("#f4e9d2"))
        self.prompt.setPalette(palette)
        # room for two lines whatever the prompt says: a one-line prompt after a two-line
        # one must not resize the rail and with it the whole table (a full repaint)
        self.prompt.setMinimumHeight(2 * self.prompt.fontMetrics().lineSpacing() + 4)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row.addSpacing(6)
        row.addWidget(self.prompt, 1)
        row.addStretch(0)  # keeps the buttons at their width when the prompt is below them
        root.addLayout(row)
        self._row, self._root = row, root
        self._prompt_beside = True
        # the refusal floats over the table, just above the rail (the table page places it
        # through `place_explanation`): showing it never moves the hand, and its rule is
        # quoted whole
        self.place_explanation: Callable[[], None] | None = None
        self.explain = QLabel()
        self.explain.setObjectName("refusal")
        self.explain.setTextFormat(Qt.TextFormat.RichText)
        self.explain.setWordWrap(True)
        self.explain.setFrameShape(QFrame.Shape.StyledPanel)
        self.explain.setStyleSheet("QLabel#refusal { background: #fbe9e7; color: #3b1a14;"
                                   " border: 2px solid #d9534f; border-radius: 7px; padding: 6px 10px; }")
        self.explain.linkActivated.connect(self._link)
        self.explain.setAccessibleName(tr("Why this is not possible"))
        self.explain.hide()
        self.reasons: dict[str, Refusal | None] = {}

    def retranslate(self) -> None:
        for kind, label, key in BUTTONS:
            self.buttons[kind].setText(f"{tr(label)}  ({tr(key)})")
            self.buttons[kind].setAccessibleName(tr(label))
            self.buttons[kind].setAccessibleDescription(tr("Key: {key}").format(key=tr(key)))
        self._name_back()
        self._place_prompt()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_prompt()

    def _place_prompt(self) -> None:
        """The prompt beside the buttons if, at their widest, they leave it PROMPT_MIN_W px
        there; under them, as wide as the bar, if not (squeezed beside them it broke into
        a column of syllables, and the rail grew to hold it). Their widest, not the ones
        shown now: the prompt stays where it is from one phase of a turn to the next, so
        the rail keeps its height."""
        beside = self.width() - self._widest_row() >= PROMPT_MIN_W
        if beside == self._prompt_beside:
            return
        self._prompt_beside = beside
        if beside:
            self._root.removeWidget(self.prompt)
            self._row.insertWidget(self._row.count() - 1, self.prompt, 1)
        else:
            self._row.removeWidget(self.prompt)
            self._root.addWidget(self.prompt)

    def _widest_row(self) -> int:
        """The buttons' row at its widest: the four moves, with End turn or, in a window,
        Pass (and Done, when someone plays out of turn)."""
        def width(kind: str) -> int:
            return self.buttons[kind].sizeHint().width() + self._row.spacing()
        moves = sum(width(kind) for kind in ("make_film", "buy_award", "outshine", "ability"))
        return moves + max(width("end_turn"), width("pass") + width("done")) + 6

    def _name_back(self) -> None:
        label, key = BACK_TO_RESULT
        self.back.setText(f"{tr(label)}  ({tr(key)})")
        self.back.setAccessibleName(tr(label))
        self.back.setAccessibleDescription(tr("Key: {key}").format(key=tr(key)))

    def show_game_over(self, over: bool) -> None:
        """The game is over: the move buttons give way to "Back to the result"."""
        if over:
            for button in self.buttons.values():
                button.hide()
        self.back.setVisible(over)

    def _link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.rule_clicked.emit(href[5:])

    def set_status(self, kind: str, available: bool, reason: Refusal | None, visible: bool = True) -> None:
        button = self.buttons[kind]
        button.setVisible(visible)
        self.reasons[kind] = reason
        if button.property("available") != available:
            button.setProperty("available", available)
            # the style sheet's [available=...] rule applied again: polishing alone drops the
            # button's cached rules (unpolishing first cost ~0.5 ms a button at each turn)
            button.style().polish(button)
        tip = "" if available or reason is None else \
            tooltip(tr("Not possible now: {reason}").format(reason=reason.message))
        if button.toolTip() != tip:
            button.setToolTip(tip)

    def set_prompt(self, text: str) -> None:
        if self.prompt.text() != text:
            self.prompt.setText(text)

    def show_refusal(self, refusal: Refusal, rule_text: str) -> None:
        parts = [f"<b>{tr('Not possible:')}</b> {html.escape(refusal.message, quote=False)}"]
        if refusal.rule:
            link = tr("rule {id}").format(id=refusal.rule)
            parts.append(f"<br><i>{html.escape(rule_text, quote=False)}</i> "
                         f"<a href='rule:{refusal.rule}' style='color:#a01818;'>({link})</a>")
        closes = tr("Esc closes this note.")  # outside the f-string, where lupdate finds it
        parts.append(f"<br><small>{closes}</small>")
        self.explain.setText("".join(parts))
        self.explain.setAccessibleDescription(refusal.message + (" " + rule_text if rule_text else ""))
        self.explain.show()
        if self.place_explanation is not None:
            self.place_explanation()
        self.refused.emit(refusal.message)

    def clear_refusal(self) -> None:
        if self.explain.isVisible():
            self.explain.hide()
            self.explain.clear()
