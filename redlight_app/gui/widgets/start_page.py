"""The start page: resume an unfinished game, start a new one, open the rules.

Kept light (no engine, no store, no `Qt` namespace until games are listed): it is the
first thing painted; saved games are filled in once the store has loaded.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize, Signal
from PySide6.QtGui import QBrush, QColor, QGradient, QLinearGradient, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...bidi import isolate
from ..font_scale import pt
from ..i18n import date_time, fill, key_text, number, tr
from ..plain_text import plain_label

USER_ROLE = 256  # Qt.ItemDataRole.UserRole: the game's id on each listed game (the number,
# as QListWidgetItem takes it: the `Qt` namespace is not built before the games are listed)


def button_style() -> str:
    """The start and result pages' buttons, their text following the system font size. The
    focus changes the border's colour, not its width (the text keeps the same room), and
    underlines the text: it shows to someone who cannot tell the two colours apart."""
    return ("QPushButton { background: #f1e6cf; color: #2a2018; border-radius: 8px;"
            " padding: 10px 22px; " + pt(12) + " font-weight: bold; border: 2px solid #6b5236; }"
            " QPushButton:hover { background: #fff6e2; } QPushButton:focus { border: 2px solid #ffd54f;"
            " text-decoration: underline; }"
            " QPushButton:disabled { background: #4a3a2e; color: #a8998a; }")


class ButtonsRow(QLayout):
    """Buttons side by side at their own size, left-aligned, each on a line of its own where
    the row is too narrow for them all: the page then needs only its widest button. (A row
    of both saved-game buttons made the German start page 1100 px wide at a 125% font,
    squeezing the rules dock beside it to 170 px at 1280x720.) The table's `FlowRow` does
    the same for any widgets, but its module brings the table's layout (~35 ms) onto the
    start-up path."""

    def __init__(self, spacing: int) -> None:
        super().__init__()
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def _sizes(self) -> list[QSize]:
        return [item.sizeHint() for item in self._items if not item.isEmpty()]

    def _one_line(self, width: int) -> bool:
        sizes = self._sizes()
        return sum(s.width() for s in sizes) + self.spacing() * max(0, len(sizes) - 1) <= width

    def sizeHint(self) -> QSize:
        sizes = self._sizes()
        return QSize(sum(s.width() for s in sizes) + self.spacing() * max(0, len(sizes) - 1),
                     max((s.height() for s in sizes), default=0))

    def minimumSize(self) -> QSize:
        width = max((s.width() for s in self._sizes()), default=0)
        return QSize(width, self.heightForWidth(width))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        sizes = self._sizes()
        if self._one_line(width):
            return max((s.height() for s in sizes), default=0)
        return sum(s.height() for s in sizes) + self.spacing() * max(0, len(sizes) - 1)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        one_line = self._one_line(rect.width())
        x, y = rect.x(), rect.y()
        for item in (i for i in self._items if not i.isEmpty()):
            size = item.sizeHint()
            item.setGeometry(QRect(QPoint(x, y), size))
            if one_line:
                x += size.width() + self.spacing()
            else:
                y += size.height() + self.spacing()


class StartPage(QWidget):
    new_game = Signal()
    new_table_game = Signal()  # [table mode hook]
    resume = Signal(int)
    delete = Signal(int)
    rules = Signal()
    painted = Signal()  # after each paint: the start-up benchmark waits for the first

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start")
        grad = QLinearGradient(0, 0, 1, 1)
        grad.setCoordinateMode(QGradient.CoordinateMode.ObjectBoundingMode)
        grad.setColorAt(0, QColor("#4a0f1d"))
        grad.setColorAt(1, QColor("#14321f"))
        palette = self.palette()
        palette.setBrush(QPalette.ColorRole.Window, QBrush(grad))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        root = QVBoxLayout(self)
        root.setContentsMargins(60, 40, 60, 40)
        self.title = title = QLabel("Red Light")
        title.setObjectName("start-title")
        self.sub = sub = QLabel()
        self.sub.setWordWrap(True)
        root.addWidget(title)
        root.addWidget(sub)
        root.addSpacing(26)
        body = QHBoxLayout()
        body.setSpacing(40)
        left = QVBoxLayout()
        left.setSpacing(12)
        self.new_button = QPushButton()
        self.new_button.setObjectName("start-new")
        # [table mode hook] follow a game played with the real cards (gui/table_mode)
        self.table_button = QPushButton()
        self.table_button.setObjectName("start-new-table")
        self.table_button.clicked.connect(self.new_table_game)
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("start-rules")
        for b in (self.new_button, self.table_button, self.rules_button):
            left.addWidget(b)
        left.addStretch(1)
        self.new_button.clicked.connect(self.new_game)
        self.rules_button.clicked.connect(self.rules)
        body.addLayout(left, 1)
        right = QVBoxLayout()
        self.head = head = QLabel()
        right.addWidget(head)
        self.games = QListWidget()
        self.games.setObjectName("start-games")
        self.games.itemActivated.connect(self._activated)
        self.empty_note: QLabel | None = None  # "No unfinished games — start one", in the box
        self.read_only = False  # the saved games may only be read: all listed, to be viewed
        right.addWidget(self.games, 1)
        row = ButtonsRow(spacing=12)  # one above the other where the page is narrow
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("start-resume")
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("start-delete")
        for b in (self.resume_button, self.delete_button):
            row.addWidget(b)
        self.resume_button.clicked.connect(lambda: self._emit(self.resume))
        self.delete_button.clicked.connect(lambda: self._emit(self.delete))
        # Enter presses the button that has the keyboard, as Space does (a button outside a
        # dialog ignores Enter unless it is an auto default one; the page has no default)
        for b in (self.new_button, self.table_button, self.rules_button, self.resume_button,
                  self.delete_button):
            b.setAutoDefault(True)
        right.addLayout(row)
        self.status = plain_label(QLabel(tr("Opening saved games…")))
        self.status.setWordWrap(True)
        self.status.setObjectName("start-status")
        self.status.setStyleSheet("color: #d9c9a8;")
        right.addWidget(self.status)
        body.addLayout(right, 2)
        root.addLayout(body, 1)
        self._update_buttons()
        self.restyle()
        self.retranslate()
        # the sizes follow the application's font (pt()); a signal rather than a changeEvent
        # override: handing Python a bare QEvent loads all of PySide6's event classes
        # before the first paint. Connected after restyle(): font_scale forgets its factor first
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.fontChanged.connect(self._application_font_changed)

    def restyle(self) -> None:
        """Sizes from the system font size (again when the application's font changes)."""
        self.title.setStyleSheet("color: #fbf3e0; " + pt(40) + " font-weight: bold; font-family: serif;")
        self.sub.setStyleSheet("color: #d9c9a8; " + pt(12))
        self.head.setStyleSheet("color: #f4efe2; " + pt(13) + " font-weight: bold;")
        # the list with the keyboard (where the page starts it when games are listed) is
        # framed in the buttons' focus colour, at the same width
        self.games.setStyleSheet("QListWidget { background: rgba(0,0,0,90); color: #f4efe2;"
                                 " border: 2px solid rgba(255,255,255,50); border-radius: 8px; "
                                 + pt(11) + " padding: 4px; }"
                                 " QListWidget:focus { border: 2px solid #ffd54f; }"
                                 " QListWidget::item { padding: 8px; }"
                                 " QListWidget::item:selected { background: #7a2333; }")
        for b in (self.new_button, self.table_button, self.rules_button, self.resume_button,
                  self.delete_button):
            b.setStyleSheet(button_style())

    def _application_font_changed(self, _font: object) -> None:
        self.restyle()

    def retranslate(self) -> None:
        self.sub.setText(tr("Companion — play a whole game at one screen, hot-seat or against "
                            "the computer"))
        self.new_button.setText(tr("New game…") + "   " + key_text("Ctrl+N"))
        self.table_button.setText(tr("New table game…") + "   " + key_text("Ctrl+Shift+N"))
        self.table_button.setToolTip(tr("Play with your own cards: the app keeps the totals and the rules"))
        self.rules_button.setText(tr("Rules") + "   F1")
        heading = tr("Saved games (view only)") if self.read_only else tr("Unfinished games")
        self.head.setText(heading)
        self.games.setAccessibleName(heading)
        if self.empty_note is not None:
            self._say_when_empty(self.games.count() == 0)
        self.resume_button.setText((tr("View") if self.read_only else tr("Resume"))
                                   + "   " + tr("Enter"))
        self.resume_button.setToolTip(tr("Replay the game: it cannot be continued here")
                                      if self.read_only else "")
        self.delete_button.setText(tr("Delete"))
        self.delete_button.setToolTip(tr("The saved games cannot be written here")
                                      if self.read_only else "")

    def _emit(self, signal: Any) -> None:
        item = self.games.currentItem()
        if item is not None:
            signal.emit(int(item.data(USER_ROLE)))

    def _activated(self, item: QListWidgetItem) -> None:
        self.resume.emit(int(item.data(USER_ROLE)))

    def _update_buttons(self) -> None:
        has = self.games.count() > 0
        self.resume_button.setEnabled(has)
        self.delete_button.setEnabled(has and not self.read_only)

    def set_games(self, games: list[Any], warning: str | None = None,
                  read_only: bool = False) -> None:
        """List `games`; with `read_only`, the saved games may only be read: every game is
        listed (finished ones too), to be viewed, and none deleted."""
        if read_only != self.read_only:
            self.read_only = read_only
            self.retranslate()
        was_empty = self.games.count() == 0
        self.games.clear()
        for g in games:
            names = " · ".join(isolate(n) for n in g.names)
            if getattr(g, "chance", "digital") == "table":  # played with the real cards
                names += tr(" (table)")  # as Look back marks it
            when = date_time(g.updated) if hasattr(g.updated, "strftime") else str(g.updated)
            status = tr("showdown") if g.status == "showdown" else tr("finished") \
                if g.status == "over" else tr("turn {turn}").format(turn=number(g.turn))
            item = QListWidgetItem(f"{names}\n" + fill(tr("{status}, moves: {moves} — saved {when}"),
                                                       status=status, moves=number(g.moves), when=when))
            item.setData(USER_ROLE, g.id)
            self.games.addItem(item)
        if games:
            self.games.setCurrentRow(0)
        self.status.setText(warning or "")
        self._say_when_empty(not games)
        self._update_buttons()
        self._keyboard_on_the_games(was_empty)

    def _keyboard_on_the_games(self, was_empty: bool) -> None:
        """Games listed where there were none (at start-up, after the first paint): the
        keyboard goes to the list, its first game selected, so that Enter resumes it as
        "Resume   Enter" says; unless the keyboard is elsewhere than on the page's first
        button, where Qt puts it (the person moved it, or a question is open). An emptied
        list gives it back to New game."""
        if self.games.count() == 0:
            if self.games.hasFocus():
                self.new_button.setFocus()
            return
        focus = self.window().focusWidget()
        if was_empty and self.isVisible() and (focus is None or focus is self.new_button):
            self.games.setFocus()

    def shown_again(self) -> None:
        """Back on the page (a game closed): the keyboard on the unfinished games, where
        Enter resumes the one selected. (Called by the window's stack, not from a
        showEvent override: an event handed to Python before the first paint loads
        PySide6's event classes.)"""
        if self.games.count() > 0:
            self.games.setFocus()

    def _say_when_empty(self, empty: bool) -> None:
        """The empty list says so inside its box, with what to do (made the first time the
        list is empty; centred by stretches, without the `Qt` namespace's alignments).
        Read-only, the list itself says why its games are only to be viewed: a screen
        reader reads it on reaching the list, before the line below it."""
        note = tr("No saved games") if self.read_only else tr("No unfinished games — start one")
        self.games.setAccessibleDescription(
            note if empty else self.status.text() if self.read_only
            else tr("Enter resumes the selected game."))
        if self.empty_note is None:
            if not empty:
                return
            self.empty_note = plain_label(QLabel())
            self.empty_note.setObjectName("start-games-empty")
            # wrapped, centred, where the box is narrow (the rules open beside the page at
            # 1280x720 and a larger system font cut it: "… iniziane ur")
            self.empty_note.setWordWrap(True)
            self.empty_note.setStyleSheet("color: #d9c9a8; background: transparent; "
                                          "qproperty-alignment: AlignCenter; " + pt(12))
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(self.empty_note)
            row.addStretch(1)
            inside = QVBoxLayout(self.games.viewport())
            inside.addStretch(1)
            inside.addLayout(row)
            inside.addStretch(1)
        self.empty_note.setText(note)
        self.empty_note.setVisible(empty)

    def listing_rect(self) -> QRect:
        """The part of the page that shows the saved games (their list, its heading and
        buttons, the status line), in the page's coordinates."""
        rect = self.head.geometry()
        for part in (self.games, self.resume_button, self.delete_button, self.status):
            rect = rect.united(part.geometry())
        return rect

    def paintEvent(self, event: QPaintEvent) -> None:
        # the background is the palette's gradient, painted by Qt itself: a Python
        # fillRect here would build PySide6's whole `Qt` namespace before the first frame
        self.painted.emit()
