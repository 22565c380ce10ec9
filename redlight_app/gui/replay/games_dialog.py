"""Look back: every saved game, finished or not, to replay, deal again or export its log."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...bidi import isolate
from ..i18n import date_time, number, tr
from ..plain_text import plain_label
from ..storage import read_only_reason


def status_text(game: Any) -> str:
    """Who won, or how it stands (names are shown as plain text by the table's items)."""
    if game.status == "over":
        won = [isolate(game.names[s]) for s in game.winners if 0 <= s < len(game.names)]
        if won:
            return tr("Won by {names}").format(names=", ".join(won))
        return tr("Over, no winner")
    if game.status == "showdown":
        return tr("In the showdown, turn {turn}").format(turn=number(game.turn))
    return tr("In play, turn {turn}").format(turn=number(game.turn))


class SavedGamesDialog(QDialog):
    replay = Signal(int)
    play_again = Signal(int)
    export_log = Signal(int)

    def __init__(self, games: list[Any], parent: QWidget | None = None,
                 can_play_again: bool = True) -> None:
        """`can_play_again` False: the saved games may only be read here (no new game)."""
        super().__init__(parent)
        self.setObjectName("saved-games")
        self.setWindowTitle(tr("Look back at a game"))
        self.resize(860, 520)
        self.games = list(games)
        root = QVBoxLayout(self)
        intro = plain_label(QLabel(tr("Every saved game, finished or not. Replay one move by "
                                      "move, play its deal again, or save its log as a file.")))
        intro.setWordWrap(True)  # on one line, German made the dialog wider than 1,000 px
        root.addWidget(intro)
        self.list = QTableWidget(len(self.games), 5)
        self.list.setObjectName("saved-games-list")
        self.list.setHorizontalHeaderLabels([tr("Game"), tr("Players"), tr("Result"),
                                             tr("Moves"), tr("Last played")])
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Tab leaves the list for the buttons (it went from cell to cell, 5 a game); the
        # arrow keys choose a game
        self.list.setTabKeyNavigation(False)
        self.list.verticalHeader().hide()
        self.list.setAccessibleName(tr("Saved games"))
        self.list.horizontalHeader().setAccessibleName(tr("Column headings"))
        self.list.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for row, game in enumerate(self.games):
            table = tr(" (table)") if getattr(game, "chance", "digital") == "table" else ""
            cells = [f"{game.id}{table}", ", ".join(isolate(n) for n in game.names), status_text(game),
                     number(game.moves), date_time(game.updated)]
            for col, text in enumerate(cells):
                self.list.setItem(row, col, QTableWidgetItem(text))  # items are plain text
        self.list.resizeColumnsToContents()
        self.list.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        if self.games:
            self.list.selectRow(0)
        self.list.doubleClicked.connect(lambda _: self._emit(self.replay))
        root.addWidget(self.list, 1)
        actions = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, label, signal in (("replay", tr("&Replay…"), self.replay),
                                   ("again", tr("Play this deal &again"), self.play_again),
                                   ("export", tr("&Export log…"), self.export_log)):
            b = QPushButton(label)
            b.setObjectName(f"saved-games-{key}")
            b.setEnabled(bool(self.games))
            b.clicked.connect(lambda _=False, s=signal: self._emit(s))
            self.buttons[key] = b
            actions.addWidget(b)
        if not can_play_again:
            self.buttons["again"].setEnabled(False)
            self.buttons["again"].setToolTip(read_only_reason())
        actions.addStretch(1)
        close = QPushButton(tr("Close"))
        close.clicked.connect(self.reject)
        actions.addWidget(close)
        root.addLayout(actions)

    def selected(self) -> int | None:
        rows = self.list.selectionModel().selectedRows()
        if not rows:
            return None
        return self.games[rows[0].row()].id

    def select_game(self, game_id: int) -> None:
        for row, game in enumerate(self.games):
            if game.id == game_id:
                self.list.selectRow(row)
                return

    def _emit(self, signal: Any) -> None:
        game_id = self.selected()
        if game_id is not None:
            signal.emit(game_id)



