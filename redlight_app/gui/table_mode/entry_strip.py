"""The entry strip under the table in table mode: what happened at the real table, entered
by mouse, keyboard or touch. It only shows what the page gives it and reports what was
chosen; every control is at least 40 px high (touch) and says what it does in words.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..i18n import tr
from ..plain_text import plain_label

TOUCH = 40  # px: the smallest control a finger hits reliably
MAX_CHIPS = 8  # more than this and the type-ahead narrows them first

STYLE = """
QPushButton { background: #f1e6cf; color: #2a2018; border: 1px solid #6b5236; border-radius: 7px;
              padding: 4px 12px; font-weight: bold; }
QPushButton:focus { border: 2px solid #ffd54f; }
QPushButton:disabled { background: #4a3a2e; color: #a8998a; border: 1px solid #5e4a3a; }
QPushButton[chip="true"] { background: #fff8e6; border: 2px solid #c99a3b; font-weight: normal; }
QPushButton[chip="true"]:focus { border: 2px solid #ffd54f; }
QPushButton[role="end"] { background: #f2c94c; }
QPushButton[role="event"] { background: #d9c7f0; }
QLineEdit, QSpinBox { background: #fffaf0; color: #2a2018; border: 1px solid #6b5236;
                      border-radius: 6px; padding: 2px 8px; }
"""


def _ink(label: QLabel, color: str) -> None:
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(color))
    label.setPalette(palette)


def touch_button(text: str, name: str, accessible: str = "") -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    button.setMinimumHeight(TOUCH)
    button.setAccessibleName(accessible or text)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


class ChipRow(QWidget):
    """A row of card names to tap; `chosen(key)` says which."""

    chosen = Signal(str)

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(6)
        self.title = plain_label(QLabel())
        _ink(self.title, "#f0e2c8")
        self.row.addWidget(self.title)
        self.buttons: list[QPushButton] = []
        self.items: list[tuple[str, str, str]] = []
        self.more = plain_label(QLabel())
        _ink(self.more, "#cfe0d3")
        self.row.addWidget(self.more)
        self.row.addStretch(1)

    def set_items(self, title: str, items: list[tuple[str, str, str]], narrow: str = "") -> None:
        """`items` are (key, name, note); those whose name holds `narrow` are shown, up to
        MAX_CHIPS; the note is written on the chip (no hover-only information)."""
        self.title.setText(title)
        self.title.setVisible(bool(title))
        self.items = items
        wanted = narrow.strip().lower()
        shown = [it for it in items if wanted in it[1].lower()] if wanted else list(items)
        hidden = max(0, len(shown) - MAX_CHIPS)
        shown = shown[:MAX_CHIPS]
        while len(self.buttons) < len(shown):
            button = touch_button("", f"{self.objectName()}-chip")
            button.setProperty("chip", True)
            button.clicked.connect(lambda _=False, b=button: self.chosen.emit(b.property("key")))
            self.row.insertWidget(1 + len(self.buttons), button)
            self.buttons.append(button)
        for button, (key, name, note) in zip(self.buttons, shown, strict=False):
            text = f"{name}  ·  {note}" if note else name
            button.setText(text.replace("&", "&&"))
            button.setAccessibleName(text)
            button.setProperty("key", key)
            button.show()
        for button in self.buttons[len(shown):]:
            button.hide()
        self.more.setText(tr("+{count} more: type to narrow").format(count=hidden) if hidden else "")
        self.more.setVisible(bool(hidden))
        self.setVisible(bool(title) or bool(shown))

    def first(self) -> str | None:
        visible = [b for b in self.buttons if not b.isHidden()]
        return visible[0].property("key") if visible else None

    def chip(self, key: str) -> QPushButton:
        for button in self.buttons:
            if not button.isHidden() and button.property("key") == key:
                return button
        raise LookupError(key)

    def keys(self) -> list[str]:
        return [b.property("key") for b in self.buttons if not b.isHidden()]


class EntryStrip(QWidget):
    """Prompt and helpers on top; a type-ahead line with its chips; the films and awards
    the selected stars can take; the buttons of the turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tm-strip")
        self.setStyleSheet(STYLE)
        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(4)
        top = QHBoxLayout()
        self.prompt = QLabel()
        self.prompt.setObjectName("tm-prompt")
        self.prompt.setTextFormat(Qt.TextFormat.RichText)  # composed here, names escaped
        self.prompt.setWordWrap(True)
        _ink(self.prompt, "#fff3d6")
        f = self.prompt.font()
        f.setPointSizeF(f.pointSizeF() * 1.15)
        f.setBold(True)
        self.prompt.setFont(f)
        self.helper = QLabel()
        self.helper.setObjectName("tm-helper")
        self.helper.setTextFormat(Qt.TextFormat.RichText)  # composed here, names escaped
        self.helper.setWordWrap(True)
        _ink(self.helper, "#e8f0e0")
        top.addWidget(self.prompt, 3)
        top.addWidget(self.helper, 4)
        root.addLayout(top)
        self.message = plain_label(QLabel())
        self.message.setObjectName("tm-message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("QLabel { background: #fbe9e7; color: #3b1a14; border: 2px solid #d9534f;"
                                   " border-radius: 6px; padding: 3px 8px; }")
        self.message.hide()
        root.addWidget(self.message)

        entry = QHBoxLayout()
        entry.setSpacing(6)
        self.search = QLineEdit()
        self.search.setObjectName("tm-search")
        self.search.setMinimumHeight(TOUCH)
        self.search.setClearButtonEnabled(True)
        self.search.setMaximumWidth(230)
        self.search.installEventFilter(self)  # Ctrl+E is "an event" here, not "end of line"
        entry.addWidget(self.search)
        self.chips = ChipRow("tm-chips")
        entry.addWidget(self.chips, 1)
        self.event_button = touch_button("", "tm-drew-event")
        self.event_button.setProperty("role", "event")
        entry.addWidget(self.event_button)
        root.addLayout(entry)

        take = QHBoxLayout()
        take.setSpacing(12)
        self.films = ChipRow("tm-films")
        self.awards = ChipRow("tm-awards")
        take.addWidget(self.films)
        take.addWidget(self.awards)
        take.addStretch(1)
        root.addLayout(take)

        buttons = QHBoxLayout()
        buttons.setSpacing(8)
        self.ability = touch_button("", "tm-ability")
        self.adjust = touch_button("", "tm-adjust")
        self.film_top_label = plain_label(QLabel())
        _ink(self.film_top_label, "#f0e2c8")
        self.film_top = QSpinBox()
        self.film_top.setObjectName("tm-film-top")
        self.film_top.setRange(0, 999)
        self.film_top.setSpecialValueText("?")
        self.film_top.setMinimumHeight(TOUCH)
        self.film_top.setMinimumWidth(64)
        self.film_top_set = touch_button("", "tm-film-top-set")
        self.export = touch_button("", "tm-export")
        self.cancel = touch_button("", "tm-cancel")
        self.pass_button = touch_button("", "tm-pass")
        self.end_turn = touch_button("", "tm-end-turn")
        self.end_turn.setProperty("role", "end")
        for w in (self.ability, self.adjust, self.film_top_label, self.film_top, self.film_top_set,
                  self.export):
            buttons.addWidget(w)
        buttons.addStretch(1)
        for w in (self.cancel, self.pass_button, self.end_turn):
            buttons.addWidget(w)
        root.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.event_button.setText(tr("An event (Ctrl+E)"))
        self.event_button.setShortcut("Ctrl+E")  # after setText, which resets it to a mnemonic
        self.event_button.setAccessibleName(tr("Drew an event, kept secret"))
        self.film_top_label.setText(tr("Top film's back: fame"))
        self.film_top.setAccessibleName(tr("Fame printed on the top film's back"))
        self.film_top_set.setText(tr("Set"))
        self.film_top_set.setAccessibleName(tr("Enter the fame on the top film's back"))
        self.export.setText(tr("Export…"))
        self.export.setAccessibleName(tr("Export the game to a file"))
        self.cancel.setText(tr("Cancel (Esc)"))
        self.pass_button.setText(tr("Pass (P)"))
        self.end_turn.setText(tr("End turn (E)"))
        for button in (self.cancel, self.pass_button, self.end_turn):
            button.setAccessibleName(button.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and \
                event.matches(QKeySequence.StandardKey.MoveToEndOfLine) and \
                self.event_button.isVisible() and \
                event.keyCombination().keyboardModifiers() & Qt.KeyboardModifier.ControlModifier:  # type: ignore[attr-defined]
            event.ignore()  # let the button's shortcut have it
            return True
        return super().eventFilter(watched, event)

    def say(self, text: str) -> None:
        """A refusal or a problem, in words (empty hides it)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))
