"""The game log with "Undo to here": tap a line, then the button, and the game goes back to
just after that entry; from the keyboard, walk to the line and press Enter (or the menu
key) for the same in a menu. The same for digital and table games (the log dock of the main
window); the moves are taken back through the session adapter."""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QMouseEvent, QTextCursor, QTextFormat
from PySide6.QtWidgets import QLabel, QMenu, QPushButton, QTextEdit, QVBoxLayout, QWidget

from . import i18n
from .i18n import tr
from .plain_text import plain_label
from .session_adapter import SessionAdapter

TOUCH = 40


class UndoToHere(QWidget):
    """`log` (a LogView) with a bar under it; `line_moves()` gives, for each line of the log,
    how many moves had been made when it was written."""

    def __init__(self, log: Any, controller: Any, line_moves: Callable[[], list[int]],
                 consent: Callable[[int, Callable[[], Any]], bool] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("undo-to-here")
        self.log = log
        self.adapter = SessionAdapter(controller)
        self.line_moves = line_moves
        # asks the other humans whose moves would be taken back (hot-seat); True if it asked
        self.consent = consent
        self.chosen: int | None = None  # the line tapped
        self.cleared = False  # no line marked, the note and the button say so
        self.translated = -1  # the i18n generation the texts were written in
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(log, 1)
        bar = QVBoxLayout()  # the note above the button: a narrow dock never cuts either
        bar.setContentsMargins(4, 0, 4, 4)
        self.note = plain_label(QLabel())
        self.note.setWordWrap(True)
        self.note.setObjectName("undo-to-here-note")
        self.button = QPushButton()
        self.button.setObjectName("undo-to-here-button")
        self.button.setMinimumHeight(TOUCH)
        self.button.clicked.connect(self.undo_to_chosen)
        bar.addWidget(self.note, 1)
        bar.addWidget(self.button)
        layout.addLayout(bar)
        log.viewport().installEventFilter(self)
        log.walked.connect(self.choose)
        log.line_menu.connect(self.offer_menu)
        self.menu: QMenu | None = None  # the line's menu, while open
        controller.changed.connect(lambda _change: self.choose(None))
        self.retranslate()
        self.choose(None)

    def retranslate(self) -> None:
        self.translated = i18n.generation
        self.button.setText(tr("Undo to here"))
        self.button.setMinimumWidth(self.button.sizeHint().width())  # a narrow dock never cuts it
        self.button.setAccessibleName(tr("Undo to the chosen line of the log"))
        if self.chosen is None:
            self.note.setText(tr("Tap a line of the log to go back to it."))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QMouseEvent) and event.type() == QEvent.Type.MouseButtonRelease and \
                event.button() == Qt.MouseButton.LeftButton:
            block = self.log.cursorForPosition(event.position().toPoint()).blockNumber()
            self.choose(block)
        return False

    def choose(self, line: int | None) -> None:
        """Mark `line` of the log as the point to go back to (None: no line). Called at
        every change of the game: with no line chosen it leaves the log alone (the new
        lines are written after the table's frame, not flushed here)."""
        if self.translated != i18n.generation:
            self.retranslate()  # a change of language redraws the game, and this with it
        lines = self.log.lines() if line is not None else []
        if line is not None and not 0 <= line < len(lines):
            line = None
        if line is None and self.chosen is None and self.cleared:
            return
        self.chosen = line
        self.cleared = line is None
        if line is not None:
            self.log.current = line  # the keyboard goes on from the line tapped
        if line is None:
            self.log.setExtraSelections([])
            self.note.setText(tr("Tap a line of the log to go back to it."))
            self.button.setEnabled(False)
            return
        mark = QTextEdit.ExtraSelection()
        mark.format.setBackground(QColor("#f2c94c"))
        mark.format.setForeground(QColor("#1d1d1d"))
        mark.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        cursor = QTextCursor(self.log.document().findBlockByNumber(line))
        cursor.clearSelection()
        mark.cursor = cursor
        self.log.setExtraSelections([mark])
        keep = self.target()
        later = self.adapter.moves_made() - keep if keep is not None else 0
        if later > 0:
            self.note.setText(tr("Back to just after: “{line}” ({count} later entries undone)", "", later).format(
                line=lines[line], count=later))
        else:
            self.note.setText(tr("This is where the game stands now."))
        self.button.setEnabled(later > 0)

    def target(self) -> int | None:
        """How many moves stay when undoing to the chosen line."""
        if self.chosen is None:
            return None
        moves = self.line_moves()
        if len(moves) != len(self.log.lines()) or self.chosen >= len(moves):
            return None  # the log and the game disagree: offer nothing rather than guess
        return moves[self.chosen]

    def offer_menu(self, line: int) -> None:
        """Enter or the menu key on a line of the log: "Undo to here" in a menu beside it
        (greyed out, saying why, when the game stands there now)."""
        self.choose(line)
        if self.chosen is None:
            return
        menu = QMenu(self.log)
        menu.setObjectName("log-line-menu")
        menu.setAccessibleName(tr("Game log"))
        if self.button.isEnabled():
            action = menu.addAction(tr("Undo to here"))
            action.triggered.connect(self.undo_to_chosen)
        else:
            action = menu.addAction(self.note.text())
            action.setEnabled(False)
        action.setObjectName("log-undo-to-here")
        menu.aboutToHide.connect(menu.deleteLater)
        menu.destroyed.connect(lambda _=None: setattr(self, "menu", None))
        self.menu = menu
        place = self.log.cursorRect(QTextCursor(self.log.document().findBlockByNumber(line)))
        menu.popup(self.log.viewport().mapToGlobal(place.bottomLeft()))
        menu.setActiveAction(action)

    def undo_to_chosen(self) -> None:
        keep = self.target()
        if keep is None:
            return
        if self.consent is not None and self.consent(keep, lambda: self.adapter.undo_to(keep)):
            return  # the question is open; the undo happens on Yes
        self.adapter.undo_to(keep)
