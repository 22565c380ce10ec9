"""The entry strip under the table in table mode: what happened at the real table, entered
by mouse, keyboard or touch. It only shows what the page gives it and reports what was
chosen; every control is at least 40 px high (touch) and says what it does in words.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import number, tr
from ..plain_text import html_text, plain_label
from ..widgets.dark_safe_style import dark_safe

TOUCH = 40  # px: the smallest control a finger hits reliably
MAX_CHIPS = 8  # more than this and the type-ahead narrows them first

# The focused border is 1 px wider and the padding 1 px narrower: the text stays put.
STYLE = """
QPushButton { background: #f1e6cf; color: #2a2018; border: 1px solid #6b5236; border-radius: 7px;
              padding: 4px 12px; font-weight: bold; }
QPushButton:focus { border: 2px solid #ffd54f; padding: 3px 11px; text-decoration: underline; }
QPushButton:disabled { background: #4a3a2e; color: #a8998a; border: 1px solid #5e4a3a; }
QPushButton[chip="true"] { background: #fff8e6; border: 2px solid #c99a3b; font-weight: normal; }
QPushButton[chip="true"]:focus { border: 2px solid #ffd54f; text-decoration: underline; }
QPushButton[role="end"] { background: #f2c94c; }
QPushButton[role="event"] { background: #d9c7f0; }
QLineEdit { background: #fffaf0; color: #2a2018; border: 1px solid #6b5236;
            border-radius: 6px; padding: 2px 8px; }
"""  # the spin box keeps the style's own look: styled here, its arrows were drawn blank


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


SEARCH_MOST = 230  # px: the search field's widest


class EnterSpinBox(QSpinBox):
    """A number field whose Enter does what its button beside it does: `entered` (the
    number typed is taken first)."""

    entered = Signal()

    def __init__(self) -> None:
        super().__init__()
        dark_safe(self)  # its arrows show on the dark felt

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            super().keyPressEvent(event)  # the typed text becomes the value
            self.entered.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class ChipRow(QWidget):
    """A row of card names to tap; `chosen(key)` says which."""

    chosen = Signal(str)

    def __init__(self, name: str, says_no_match: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.says_no_match = says_no_match  # the row the typing is for (not the films' row)
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
        self.shown: list[tuple[str, str, str]] = []
        self.no_match = ""  # what the row says when the typed letters match no card
        self.beyond = 0  # matching items past MAX_CHIPS
        # the row takes the room it is given and shows the chips that fit in it: it never
        # widens the window (and squeezes the log) for a long German card name
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_items(self, title: str, items: list[tuple[str, str, str]], narrow: str = "") -> None:
        """`items` are (key, name, note); those whose name holds `narrow` are shown, up to
        MAX_CHIPS; the note is written on the chip (no hover-only information)."""
        self.title.setText(title)
        self.title.setVisible(bool(title))
        self.items = items
        wanted = narrow.strip().lower()
        shown = [it for it in items if wanted in it[1].lower()] if wanted else list(items)
        # typed letters that match none of the cards: say so (or step aside), never a
        # title over nothing
        filtered_out = bool(items) and bool(wanted) and not shown
        self.no_match = tr("nothing matches “{typed}”").format(typed=narrow.strip()) \
            if filtered_out and self.says_no_match else ""
        self.beyond = max(0, len(shown) - MAX_CHIPS)
        shown = shown[:MAX_CHIPS]
        self.shown = shown
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
        self.setVisible(bool(shown) or bool(self.no_match) or (bool(title) and not filtered_out))
        self.updateGeometry()
        self._fit()

    def _widths(self) -> tuple[int, list[int], int]:
        """(title, each chip, the "+N more" note) widths with their spacing."""
        gap = self.row.spacing()
        title = self.title.sizeHint().width() + gap if self.title.text() else 0
        chips = [b.sizeHint().width() + gap for b in self.buttons[:len(self.shown)]]
        sample = tr("+{count} more").format(count=99)
        return title, chips, self.more.fontMetrics().horizontalAdvance(sample) + gap

    def sizeHint(self) -> QSize:
        title, chips, more = self._widths()
        return QSize(title + sum(chips) + (more if self.beyond else 0), TOUCH)

    def minimumSizeHint(self) -> QSize:
        title, chips, more = self._widths()
        least = title + (chips[0] if chips else 0) + (more if len(chips) > 1 else 0)
        return QSize(min(least, self.sizeHint().width()), TOUCH)

    def _fit(self) -> None:
        """Show the chips that fit the row's width; say how many more there are."""
        title, chips, more = self._widths()
        room = self.width() - title
        if sum(chips) > room or self.beyond:
            room -= more  # not all of them: the note says how many are left out
        fits = 0
        for width in chips:
            room -= width
            if room < 0:
                break
            fits += 1
        fits = max(fits, min(1, len(self.shown)))  # one chip at least, however narrow
        for i, button in enumerate(self.buttons):
            button.setVisible(i < fits)
        hidden = self.beyond + len(self.shown) - fits
        self.more.setText(tr("+{count} more").format(count=hidden) if hidden else self.no_match)
        self.more.setVisible(bool(hidden or self.no_match))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._fit()

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

    rule_clicked = Signal(str)  # "rule A4" in a refusal note: open the rules dock there

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tm-strip")
        self.setStyleSheet(STYLE)
        root = QVBoxLayout(self)
        self.rows = root  # (its spacing: steady_height)
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
        # the table page floats the refusal over the table, just above the rail, through
        # `place_explanation` (as in digital play): saying "no" never moves the strip
        self.place_explanation: Any = None
        self.explain = plain_label(QLabel())
        self.explain.setObjectName("tm-message")
        self.explain.setWordWrap(True)
        self.explain.setStyleSheet("QLabel { background: #fbe9e7; color: #3b1a14; border: 2px solid #d9534f;"
                                   " border-radius: 6px; padding: 3px 8px; }")
        self.explain.setAccessibleName(tr("Why this is not possible"))
        self.explain.linkActivated.connect(self._link)
        self.explain.hide()
        root.addWidget(self.explain)  # until the table page takes it to float over the table

        entry = QHBoxLayout()
        entry.setSpacing(6)
        self.search = QLineEdit()
        self.search.setObjectName("tm-search")
        self.search.setMinimumHeight(TOUCH)
        self.search.setClearButtonEnabled(True)
        self.search.setFixedWidth(SEARCH_MOST)  # (each mode sets it to fit its hint)
        # Ctrl+E is "an event" here, not "end of line"; Ctrl+Z with nothing typed is Undo
        self.search.installEventFilter(self)
        entry.addWidget(self.search)
        self.chips = ChipRow("tm-chips", says_no_match=True)
        entry.addWidget(self.chips, 1)
        self.event_button = touch_button("", "tm-drew-event")
        self.event_button.setProperty("role", "event")
        entry.addWidget(self.event_button)
        root.addLayout(entry)

        self.take = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.take.setSpacing(12)
        self.films = ChipRow("tm-films")
        self.awards = ChipRow("tm-awards")
        self.take.addWidget(self.films)
        self.take.addWidget(self.awards)
        self.take.addStretch(1)
        root.addLayout(self.take)

        buttons = QHBoxLayout()
        buttons.setSpacing(8)
        self.ability = touch_button("", "tm-ability")
        self.adjust = touch_button("", "tm-adjust")
        self.film_top_label = plain_label(QLabel())  # in two lines when need be: fit_buttons
        _ink(self.film_top_label, "#f0e2c8")
        self.film_top = EnterSpinBox()
        self.film_top.setObjectName("tm-film-top")
        self.film_top.setRange(0, 999)
        self.film_top.setSpecialValueText("?")  # 0: not entered yet
        self.film_top_label.setBuddy(self.film_top)  # the label names the field
        self.film_top.setMinimumHeight(TOUCH)
        self.film_top.setMinimumWidth(64)
        self.film_top_set = touch_button("", "tm-film-top-set")
        self.export = touch_button("", "tm-export")
        self.cancel = touch_button("", "tm-cancel")
        self.stalled = touch_button("", "tm-stalled-end")
        self.pass_button = touch_button("", "tm-pass")
        self.end_turn = touch_button("", "tm-end-turn")
        self.end_turn.setProperty("role", "end")
        self.back = touch_button("", "tm-back-to-result")  # a finished game: its result again
        for w in (self.ability, self.adjust, self.film_top_label, self.film_top, self.film_top_set,
                  self.export):
            buttons.addWidget(w)
        buttons.addStretch(1)
        for w in (self.cancel, self.stalled, self.pass_button, self.end_turn, self.back):
            buttons.addWidget(w)
        root.addStretch(1)  # the room kept for rows not shown now (steady_height)
        root.addLayout(buttons)
        self.button_row = buttons
        # the buttons of the strip, in order: the table page puts them in its Tab order
        self.film_top_hint: int | None = None  # the fame entered for the top film's back
        self.buttons = {"ability": self.ability, "adjust": self.adjust,
                        "film_top": self.film_top_set, "export": self.export,
                        "cancel": self.cancel, "stalled": self.stalled, "pass": self.pass_button,
                        "end_turn": self.end_turn, "back": self.back}
        self.retranslate()

    def steady_height(self) -> int:
        """The strip's height whatever the entry shows: the prompt's two lines or the
        helper's three, a row of names, one of films and awards, and the buttons. A row not
        shown keeps its room (above the buttons), so that the table never changes size under
        a finger: a tap on a star showed the films' row and the helper's third line, and
        every star on the table shrank, or became a tile, to make room for them."""
        top = max(2 * self.prompt.fontMetrics().lineSpacing(),
                  3 * self.helper.fontMetrics().lineSpacing())
        return top + 3 * TOUCH + 3 * self.rows.spacing()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self.steady_height()))

    def retranslate(self) -> None:
        for clear in self.search.findChildren(QToolButton):  # the line's clear button
            clear.setAccessibleName(tr("Clear the name"))
        self.event_button.setText(tr("An event (Ctrl+E)"))
        self.event_button.setShortcut("Ctrl+E")  # after setText, which resets it to a mnemonic
        self.event_button.setAccessibleName(tr("Drew an event, kept secret"))
        self.film_top.setAccessibleName(tr("Fame printed on the top film's back"))
        self.film_top.setAccessibleDescription(tr("Type the number printed on the back of the "
                                                  "top film, then Enter or Set. A question mark: not "
                                                  "entered yet."))
        self.show_film_top(self.film_top_hint)
        self.stalled.setText(tr("End the stalled showdown"))
        self.stalled.setAccessibleName(tr("End the showdown that stood still: the players still in share the win"))
        self.export.setText(tr("Export…"))
        self.export.setAccessibleName(tr("Export the game to a file"))
        self.cancel.setText(tr("Cancel (Esc)"))
        # the digital game's keys (window_menus.ACTION_KEYS), which reach table mode too
        self.pass_button.setText(f"{tr('Pass')} ({tr('P')})")
        self.end_turn.setText(f"{tr('End turn')} ({tr('E')})")
        self.back.setText(tr("Back to the result") + "  (" + tr("Esc") + ")")
        for button in (self.cancel, self.pass_button, self.end_turn, self.back):
            button.setAccessibleName(button.text())

    def show_film_top(self, hint: int | None) -> None:
        """The top film's field as entered: before, it asks for the fame on the film's back;
        once entered (the field stays until the film is known), its label says which fame
        was taken and Set becomes Change, so the entry is not taken for one that failed."""
        self.film_top_hint = hint
        if hint is None:
            self.film_top_label.setText(tr("Fame on the top film's back:"))
            self.film_top_set.setText(tr("Set"))
            self.film_top_set.setAccessibleName(tr("Enter the fame on the top film's back"))
        else:
            self.film_top_label.setText(tr("Top film: fame {fame} entered").format(fame=number(hint)))
            self.film_top_set.setText(tr("Change", "the fame entered for the top film"))
            self.film_top_set.setAccessibleName(tr("Change the fame entered for the top film's back"))

    def arrange_takes(self) -> None:
        """Films and awards side by side when both fit, else the awards on a line of their own."""
        rows = [r for r in (self.films, self.awards) if not r.isHidden()]
        wanted = sum(r.sizeHint().width() for r in rows) + self.take.spacing() * len(rows)
        side = len(rows) < 2 or wanted <= self.width()
        direction = QBoxLayout.Direction.LeftToRight if side else QBoxLayout.Direction.TopToBottom
        if self.take.direction() != direction:
            self.take.setDirection(direction)

    def fit_buttons(self) -> None:
        """The top film's label on one line when the row of buttons shown has room for it,
        in two when not (on one line, German at the smallest window clipped it to "des
        oberen"; always in two, a wide window broke it for nothing). The table page calls
        this after showing and hiding the row's buttons."""
        row, label = self.button_row, self.film_top_label
        items = (row.itemAt(i) for i in range(row.count()))
        shown = [w for w in (item.widget() for item in items if item is not None)
                 if w is not None and not w.isHidden()]
        one_line = label.fontMetrics().horizontalAdvance(label.text()) + 4
        wanted = sum(one_line if w is label else w.sizeHint().width() for w in shown) + \
            row.spacing() * len(shown)
        wrap = wanted > self.width()
        if label.wordWrap() != wrap:
            label.setWordWrap(wrap)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.arrange_takes()
        self.fit_buttons()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.ShortcutOverride and \
                event.matches(QKeySequence.StandardKey.MoveToEndOfLine) and \
                self.event_button.isVisible() and \
                event.keyCombination().keyboardModifiers() & Qt.KeyboardModifier.ControlModifier:
            event.ignore()  # let the button's shortcut have it
            return True
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.ShortcutOverride and \
                watched is self.search and not self.search.text() and (
                    event.matches(QKeySequence.StandardKey.Undo)
                    or event.matches(QKeySequence.StandardKey.Redo)):
            # nothing typed: Ctrl+Z is the game's Undo (Edit ▸ Undo), not the field's, which
            # took it silently (a name entered and cleared was all it had to give back)
            event.ignore()
            return True
        return super().eventFilter(watched, event)

    def say(self, text: str) -> None:
        """A problem, in words shown as plain text (empty hides it)."""
        self.explain.setTextFormat(Qt.TextFormat.PlainText)
        self.explain.setAccessibleDescription(text)
        self._show(text)

    def refuse(self, reason: str, rule: str | None, rule_text: str = "") -> None:
        """The engine's "no" in words; its rule is quoted and linked ("rule A4") into the
        rules dock, as on the digital table: the only place a rule id appears."""
        title = tr("Not possible:")  # (a literal of its own, for lupdate)
        parts = [f"<b>{html_text(title)}</b> {html_text(reason)}"]
        if rule:
            quote = f"<i>{html_text(rule_text)}</i> " if rule_text else ""
            link = html_text(tr("rule {id}").format(id=rule))
            parts.append(f"<br>{quote}<a href='rule:{html_text(rule)}' style='color:#a01818;'>({link})</a>")
        self.explain.setTextFormat(Qt.TextFormat.RichText)
        self.explain.setAccessibleDescription(reason + (" " + rule_text if rule_text else ""))
        self._show("".join(parts))

    def _show(self, text: str) -> None:
        self.explain.setText(text)
        self.explain.setVisible(bool(text))
        if text and self.place_explanation is not None:
            self.place_explanation()

    def _link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.rule_clicked.emit(href[5:])
