"""The new game dialog: 2 to 6 seats (name, human or computer and its level), card set,
optional seed and the options."""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..bots import DEFAULT_LEVEL, LEVELS
from ..i18n import QT_TR_NOOP, tr
from ..plain_text import plain_label

MAX_SEATS = 6
DEFAULT_SEATS = [{"name": QT_TR_NOOP("You"), "kind": "human"},
                 {"name": QT_TR_NOOP("Computer"), "kind": "bot", "level": DEFAULT_LEVEL}]


class NewGameDialog(QDialog):
    def __init__(self, cardsets: list[tuple[int, str]], defaults: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new-game")
        self.setWindowTitle(tr("New game"))
        defaults = defaults or {}
        root = QVBoxLayout(self)
        seats_box = QGroupBox(tr("&Seats (in playing order)"))
        grid = QGridLayout(seats_box)
        grid.addWidget(QLabel(tr("Name")), 0, 1)
        grid.addWidget(QLabel(tr("Player")), 0, 2)
        grid.addWidget(QLabel(tr("Level")), 0, 3)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox, QComboBox]] = []
        seats = list(defaults.get("seats") or [dict(s, name=tr(s["name"])) for s in DEFAULT_SEATS])
        for i in range(MAX_SEATS):
            spec = seats[i] if i < len(seats) else {"name": tr("Player {n}").format(n=i + 1), "kind": "human"}
            label = QLabel(f"{i + 1}.")
            name = QLineEdit(spec.get("name", ""))
            name.setObjectName(f"seat-name-{i}")
            name.setMaxLength(24)
            kind = QComboBox()
            kind.setObjectName(f"seat-kind-{i}")
            kind.addItem(tr("Human"), "human")
            kind.addItem(tr("Computer"), "bot")
            kind.setCurrentIndex(1 if spec.get("kind") == "bot" else 0)
            level = QComboBox()
            level.setObjectName(f"seat-level-{i}")
            for value, text in LEVELS:
                level.addItem(tr(text), value)
            idx = level.findData(spec.get("level") or DEFAULT_LEVEL)
            level.setCurrentIndex(max(0, idx))
            kind.currentIndexChanged.connect(lambda _=0, k=kind, lv=level: lv.setEnabled(
                k.currentData() == "bot"))
            level.setEnabled(kind.currentData() == "bot")
            for col, w in enumerate((label, name, kind, level)):
                grid.addWidget(w, i + 1, col)
            self.rows.append((label, name, kind, level))
        root.addWidget(seats_box)

        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setObjectName("seat-count")
        self.count.setRange(2, MAX_SEATS)
        self.count.setValue(max(2, min(MAX_SEATS, len(seats))))
        self.count.valueChanged.connect(self._show_rows)
        form.addRow(tr("&Players:"), self.count)
        self.cardset = QComboBox()
        self.cardset.setObjectName("cardset")
        for cid, name in cardsets:
            self.cardset.addItem(name, cid)
        if defaults.get("cardset_id") is not None:
            self.cardset.setCurrentIndex(max(0, self.cardset.findData(defaults["cardset_id"])))
        form.addRow(tr("&Card set:"), self.cardset)
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(tr("random"))
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        form.addRow(tr("S&eed (optional):"), self.seed)
        self.first = QComboBox()
        self.first.setObjectName("first-player")
        self.first.addItem(tr("Chosen at random (S5)"), None)
        for i in range(MAX_SEATS):
            self.first.addItem(tr("Seat {n}").format(n=i + 1), i)
        form.addRow(tr("&First player:"), self.first)
        self.always_ask = QCheckBox(tr("Always ask for reactions (hides whether a player holds one)"))
        self.always_ask.setObjectName("always-ask")
        self.always_ask.setChecked(bool(defaults.get("always_ask_reactions")))
        form.addRow("", self.always_ask)
        self.turn_limit = QSpinBox()
        self.turn_limit.setObjectName("turn-limit")
        self.turn_limit.setRange(0, 999)
        self.turn_limit.setSpecialValueText(tr("none"))
        self.turn_limit.setValue(int(defaults.get("turn_limit") or 0))
        form.addRow(tr("&Turn limit:"), self.turn_limit)
        root.addLayout(form)
        self.error = plain_label(QLabel())
        self.error.setObjectName("new-game-error")
        self.error.setStyleSheet("color: #c62828;")
        root.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("&Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        root.addWidget(buttons)
        self._show_rows(self.count.value())

    def _show_rows(self, n: int) -> None:
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < n)
        for i in range(MAX_SEATS):
            item = self.first.model().item(i + 1)
            if item is not None:
                item.setEnabled(i < n)
        if (self.first.currentData() or 0) >= n:
            self.first.setCurrentIndex(0)

    def set_seat(self, index: int, name: str, kind: str = "human", level: str | None = None) -> None:
        """Fill a seat (used by tests and by remembered defaults)."""
        _, name_edit, kind_box, level_box = self.rows[index]
        name_edit.setText(name)
        kind_box.setCurrentIndex(kind_box.findData(kind))
        if level is not None:
            level_box.setCurrentIndex(max(0, level_box.findData(level)))

    def spec(self) -> dict[str, Any]:
        seats = []
        for _, name, kind, level in self.rows[: self.count.value()]:
            seat: dict[str, Any] = {"name": name.text().strip(), "kind": kind.currentData()}
            if seat["kind"] == "bot":
                seat["level"] = level.currentData()
            seats.append(seat)
        seed_text = self.seed.text().strip()
        return {"seats": seats, "cardset_id": self.cardset.currentData(),
                "seed": int(seed_text) if seed_text else None,
                "first_player": self.first.currentData(),
                "always_ask_reactions": self.always_ask.isChecked(),
                "turn_limit": self.turn_limit.value() or None}

    def problem(self) -> str | None:
        names = [s["name"] for s in self.spec()["seats"]]
        if any(not n for n in names):
            return tr("Every seat needs a name.")
        if len({n.casefold() for n in names}) != len(names):
            return tr("Two seats have the same name: give each player their own.")
        if self.cardset.count() == 0:
            return tr("There is no card set to play with.")
        return None

    def _accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        self.accept()
