"""The start page: resume an unfinished game, start a new one, open the rules.

Kept light (no engine, no store, no `Qt` namespace until games are listed): it is the
first thing painted; saved games are filled in once the store has loaded.
"""
from __future__ import annotations

from typing import Any

from PySide6 import QtCore
from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush, QColor, QGradient, QLinearGradient, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..i18n import date_time, number, tr
from ..plain_text import plain_label

BUTTON = ("QPushButton { background: #f1e6cf; color: #2a2018; border-radius: 8px; padding: 10px 22px;"
          " font-size: 12pt; font-weight: bold; border: 1px solid #6b5236; }"
          " QPushButton:hover { background: #fff6e2; } QPushButton:focus { border: 2px solid #ffd54f; }"
          " QPushButton:disabled { background: #4a3a2e; color: #a8998a; }")


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
        title = QLabel("Red Light")
        title.setStyleSheet("color: #fbf3e0; font-size: 40pt; font-weight: bold; font-family: serif;")
        self.sub = sub = QLabel()
        sub.setStyleSheet("color: #d9c9a8; font-size: 12pt;")
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
            b.setStyleSheet(BUTTON)
            left.addWidget(b)
        left.addStretch(1)
        self.new_button.clicked.connect(self.new_game)
        self.rules_button.clicked.connect(self.rules)
        body.addLayout(left, 1)
        right = QVBoxLayout()
        self.head = head = QLabel()
        head.setStyleSheet("color: #f4efe2; font-size: 13pt; font-weight: bold;")
        right.addWidget(head)
        self.games = QListWidget()
        self.games.setObjectName("start-games")
        self.games.setStyleSheet("QListWidget { background: rgba(0,0,0,90); color: #f4efe2;"
                                 " border: 1px solid rgba(255,255,255,50); border-radius: 8px;"
                                 " font-size: 11pt; padding: 4px; }"
                                 " QListWidget::item { padding: 8px; }"
                                 " QListWidget::item:selected { background: #7a2333; }")
        self.games.itemActivated.connect(self._activated)
        right.addWidget(self.games, 1)
        row = QHBoxLayout()
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("start-resume")
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("start-delete")
        for b in (self.resume_button, self.delete_button):
            b.setStyleSheet(BUTTON)
            row.addWidget(b)
        row.addStretch(1)
        self.resume_button.clicked.connect(lambda: self._emit(self.resume))
        self.delete_button.clicked.connect(lambda: self._emit(self.delete))
        right.addLayout(row)
        self.status = plain_label(QLabel(tr("Opening saved games…")))
        self.status.setObjectName("start-status")
        self.status.setStyleSheet("color: #d9c9a8;")
        self.status.setWordWrap(True)
        right.addWidget(self.status)
        body.addLayout(right, 2)
        root.addLayout(body, 1)
        self._update_buttons()
        self.retranslate()

    def retranslate(self) -> None:
        self.sub.setText(tr("Companion — play a whole game at one screen, hot-seat or against "
                            "the computer"))
        self.new_button.setText(tr("New game…") + "   Ctrl+N")
        self.table_button.setText(tr("New table game…") + "   Ctrl+Shift+N")
        self.table_button.setToolTip(tr("Play with your own cards: the app keeps the totals and the rules"))
        self.rules_button.setText(tr("Rules") + "   F1")
        self.head.setText(tr("Unfinished games"))
        self.games.setAccessibleName(tr("Unfinished games"))
        self.resume_button.setText(tr("Resume") + "   " + tr("Enter"))
        self.delete_button.setText(tr("Delete"))

    def _emit(self, signal: Any) -> None:
        item = self.games.currentItem()
        if item is not None:
            signal.emit(int(item.data(QtCore.Qt.ItemDataRole.UserRole)))

    def _activated(self, item: QListWidgetItem) -> None:
        self.resume.emit(int(item.data(QtCore.Qt.ItemDataRole.UserRole)))

    def _update_buttons(self) -> None:
        has = self.games.count() > 0
        self.resume_button.setEnabled(has)
        self.delete_button.setEnabled(has)

    def set_games(self, games: list[Any], warning: str | None = None) -> None:
        self.games.clear()
        for g in games:
            names = " · ".join(g.names)
            when = date_time(g.updated) if hasattr(g.updated, "strftime") else str(g.updated)
            status = tr("showdown") if g.status == "showdown" else tr("turn {turn}").format(
                turn=number(g.turn))
            item = QListWidgetItem(f"{names}\n" + tr("{status}, moves: {moves} — saved {when}")
                                   .format(status=status, moves=number(g.moves), when=when))
            item.setData(QtCore.Qt.ItemDataRole.UserRole, g.id)
            self.games.addItem(item)
        if games:
            self.games.setCurrentRow(0)
        self.status.setText(warning or ("" if games else tr("No unfinished game: start a new one.")))
        self._update_buttons()

    def paintEvent(self, event: QPaintEvent) -> None:
        # the background is the palette's gradient, painted by Qt itself: a Python
        # fillRect here would build PySide6's whole `Qt` namespace before the first frame
        self.painted.emit()
