"""The new game dialog: 2 to 6 seats (name, human or computer and its level), card set, the
options, and an Advanced part (seed, first player) folded away.

The first seat is the person at the screen: their name is asked once (the field starts
empty with "Your name") and remembered in the settings by the main window; computer seats
get names of their own, and a seat switched to Computer takes the next free one (unless a
name was typed for it in this dialog), giving back its person's name when switched back to
Human: a remembered "Cleo" made a computer would be counted as the person Cleo."""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QIntValidator, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...engine.names import name_problem
from ...name_text import MAX_NAME
from ..bots import DEFAULT_LEVEL, LEVELS
from ..i18n import tr
from ..plain_text import plain_label
from ..widgets.dark_safe_style import check_box, spin_box
from .felt_style import FOCUS_MARGIN, GAP, dress_on_felt

MAX_SEATS = 6
# names for computer seats (not translated: they are names)
COMPUTER_NAMES = ("Robo Rita", "Cyber Cleo", "Data Dolly", "Pixel Pam", "Chip Charlotte", "Byte Bette")
DEFAULT_SEATS = [{"name": "", "kind": "human"},
                 {"name": COMPUTER_NAMES[0], "kind": "bot", "level": DEFAULT_LEVEL}]
OLD_DEFAULT_NAMES = {"You", "Computer"}  # the defaults of earlier versions, never a name


def computer_name(taken: set[str]) -> str:
    """The first computer name not already at the table."""
    for name in COMPUTER_NAMES:
        if name.casefold() not in taken:
            return name
    return COMPUTER_NAMES[0] + f" {len(taken) + 1}"


class NewGameDialog(QDialog):
    """`title` and `intro` (a sentence above the seats) say what the game is for when it is
    not a plain new game (Play with phones); `needs_human`: at least one human seat."""

    def __init__(self, cardsets: list[tuple[int, str]], defaults: dict[str, Any] | None = None,
                 parent: QWidget | None = None, title: str | None = None,
                 intro: str | None = None, needs_human: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("new-game")
        self.setWindowTitle(title or tr("New game"))
        self.needs_human = needs_human
        defaults = defaults or {}
        root = QVBoxLayout(self)
        root.setContentsMargins(2 * GAP, 2 * GAP, 2 * GAP, 2 * GAP)
        root.setSpacing(GAP)
        self.intro: QLabel | None = None
        if intro:
            self.intro = plain_label(QLabel(intro))
            self.intro.setObjectName("new-game-intro")
            self.intro.setWordWrap(True)
            root.addWidget(self.intro)
        # always as tall as what it shows: the seats chosen, Advanced open or not (sized
        # once before the hidden seats were left out, it kept an empty band for each)
        root.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        seats_box = QGroupBox(tr("&Seats (in playing order)"))
        grid = QGridLayout(seats_box)
        grid.setHorizontalSpacing(GAP)
        grid.setVerticalSpacing(GAP)
        grid.addWidget(QLabel(tr("Name")), 0, 1)
        grid.addWidget(QLabel(tr("Player")), 0, 2)
        grid.addWidget(QLabel(tr("Level")), 0, 3)
        self.rows: list[tuple[QLabel, QLineEdit, QComboBox, QComboBox]] = []
        self._typed = [False] * MAX_SEATS  # a name typed in this dialog, seat by seat
        # a seat made a computer: (the name it had, the computer's name it was given)
        self._was_human: dict[int, tuple[str, str]] = {}
        seats = [dict(x) for x in (defaults.get("seats") or DEFAULT_SEATS)]
        player_name = str(defaults.get("player_name") or "")
        for seat in seats:
            if seat.get("name") in OLD_DEFAULT_NAMES:
                seat["name"] = ""
        if seats and seats[0].get("kind") == "human" and not seats[0].get("name"):
            seats[0]["name"] = player_name
        taken = {str(x.get("name", "")).casefold() for x in seats}
        given = len(seats)
        for _ in range(len(seats), MAX_SEATS):  # extra seats: computers, with names
            extra_name = computer_name(taken)
            taken.add(extra_name.casefold())
            seats.append({"name": extra_name, "kind": "bot", "level": DEFAULT_LEVEL})
        for seat in seats:
            if seat.get("kind") == "bot" and not seat.get("name"):
                seat["name"] = computer_name(taken)
                taken.add(seat["name"].casefold())
        for i in range(MAX_SEATS):
            spec = seats[i]
            label = QLabel(f"{i + 1}.")
            label.setAccessibleName(tr("Seat {n}").format(n=i + 1))  # not "1." alone
            name = QLineEdit(spec.get("name", ""))
            name.setObjectName(f"seat-name-{i}")
            name.setMaxLength(MAX_NAME)  # the one limit on names (game and card-set files too)
            name.setAccessibleName(tr("Seat {n}: name").format(n=i + 1))
            if i == 0:
                name.setPlaceholderText(tr("Your name"))
            kind = QComboBox()
            kind.setObjectName(f"seat-kind-{i}")
            kind.setAccessibleName(tr("Seat {n}: human or computer").format(n=i + 1))
            kind.addItem(tr("Human"), "human")
            kind.addItem(tr("Computer"), "bot")
            kind.setCurrentIndex(1 if spec.get("kind") == "bot" else 0)
            level = QComboBox()
            level.setObjectName(f"seat-level-{i}")
            level.setAccessibleName(tr("Seat {n}: computer level").format(n=i + 1))
            for value, text in LEVELS:
                level.addItem(tr(text), value)
            idx = level.findData(spec.get("level") or DEFAULT_LEVEL)
            level.setCurrentIndex(max(0, idx))
            kind.currentIndexChanged.connect(lambda _=0, row=i: self._kind_changed(row))
            name.textEdited.connect(lambda _="", row=i: self._name_typed(row))
            level.setEnabled(kind.currentData() == "bot")
            for col, w in enumerate((label, name, kind, level)):
                grid.addWidget(w, i + 1, col)
            self.rows.append((label, name, kind, level))
        root.addWidget(seats_box)

        form = QFormLayout()
        form.setHorizontalSpacing(GAP)
        form.setVerticalSpacing(GAP)
        self.count = spin_box()
        self.count.setObjectName("seat-count")
        self.count.setRange(2, MAX_SEATS)
        self.count.setValue(max(2, min(MAX_SEATS, given)))
        self.count.valueChanged.connect(self._show_rows)
        self.count.setAccessibleName(tr("Number of players"))
        form.addRow(tr("&Players:"), self.count)
        self.cardset = QComboBox()
        self.cardset.setObjectName("cardset")
        for cid, cardset_name in cardsets:
            self.cardset.addItem(cardset_name, cid)
        if defaults.get("cardset_id") is not None:
            self.cardset.setCurrentIndex(max(0, self.cardset.findData(defaults["cardset_id"])))
        self.cardset.setAccessibleName(tr("Card set"))
        form.addRow(tr("&Card set:"), self.cardset)
        self.always_ask = check_box(tr("Always ask for reactions (hides whether a player holds one)"))
        self.always_ask.setObjectName("always-ask")
        self.always_ask.setChecked(bool(defaults.get("always_ask_reactions")))
        form.addRow("", self.always_ask)
        self.turn_limit = spin_box()
        self.turn_limit.setObjectName("turn-limit")
        self.turn_limit.setRange(0, 999)
        self.turn_limit.setSpecialValueText(tr("none"))
        self.turn_limit.setValue(int(defaults.get("turn_limit") or 0))
        self.turn_limit.setAccessibleName(tr("Turn limit"))
        form.addRow(tr("&Turn limit:"), self.turn_limit)
        root.addLayout(form)
        # Advanced: for replaying a game exactly, or choosing who begins
        self.advanced = check_box(tr("&Advanced: seed and first player"))
        self.advanced.setObjectName("advanced")
        self.advanced.setChecked(False)
        self.advanced_box = QWidget()
        self.advanced_box.setObjectName("advanced-box")
        advanced = QFormLayout(self.advanced_box)
        ring = FOCUS_MARGIN  # room for the focus ring around its fields (drawn outside them)
        advanced.setContentsMargins(2 * GAP, ring, ring, ring)
        advanced.setHorizontalSpacing(GAP)
        advanced.setVerticalSpacing(GAP)
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(tr("random"))
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed.setAccessibleName(tr("Seed"))
        self.seed.setToolTip(tr("The same seed, card set and moves give the same game."))
        advanced.addRow(tr("S&eed:"), self.seed)
        self.first = QComboBox()
        self.first.setObjectName("first-player")
        self.first.setAccessibleName(tr("First player"))
        self.first.addItem(tr("Chosen at random"), None)
        for i in range(MAX_SEATS):
            self.first.addItem("", i)  # "Seat 2: Robo Rita" (_name_seats_in_first)
        self._name_seats_in_first()
        for _, name_edit, _, _ in self.rows:
            name_edit.textChanged.connect(self._name_seats_in_first)
        advanced.addRow(tr("&First player:"), self.first)
        self.advanced.toggled.connect(self._show_advanced)
        root.addWidget(self.advanced)
        root.addWidget(self.advanced_box)
        self._show_advanced(False)
        self.error = plain_label(QLabel())
        self.error.setObjectName("new-game-error")
        self.error.setWordWrap(True)
        self.error.hide()  # no empty gap above the buttons
        root.addWidget(self.error)
        dress_on_felt(self, self.error)  # the felt, not the light default
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("&Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        buttons.setContentsMargins(FOCUS_MARGIN, FOCUS_MARGIN, FOCUS_MARGIN, FOCUS_MARGIN)  # (the ring)
        root.addWidget(buttons)
        self._show_rows(self.count.value())
        # the keyboard starts in the first seat's name: a remembered name is selected, so
        # typing replaces it (Tab selects it too; the first focus alone put the cursor after it)
        self.rows[0][1].selectAll()

    def _show_advanced(self, on: bool) -> None:
        self.advanced_box.setVisible(on)
        self.adjustSize()

    def _name_seats_in_first(self) -> None:
        """The first player's choices name each seat and who sits there."""
        for i, (_, name, _, _) in enumerate(self.rows):
            who = name.text().strip()
            self.first.setItemText(i + 1, tr("Seat {n}: {name}").format(n=i + 1, name=who)
                                   if who else tr("Seat {n}").format(n=i + 1))

    def _name_typed(self, row: int) -> None:
        self._typed[row] = True
        self._was_human.pop(row, None)  # the name typed stays, whatever the seat becomes

    def _kind_changed(self, row: int) -> None:
        """A seat switched to Computer takes a computer's name no other seat has, unless a
        name was typed for it in this dialog (one filled in from the last game is a
        person's: kept, statistics counted the computer as that person); switched back to
        Human, it gets back the name it had. Its level is offered only to a computer."""
        _, name, kind, level = self.rows[row]
        bot = kind.currentData() == "bot"
        level.setEnabled(bot)
        current = name.text().strip()
        if bot:
            others = {r[1].text().strip().casefold() for i, r in enumerate(self.rows) if i != row}
            if not current or row == 0 or current.casefold() in others or not self._typed[row]:
                given = computer_name(others)
                self._was_human[row] = (name.text(), given)
                name.setText(given)
        elif row in self._was_human:
            had, given = self._was_human.pop(row)
            if current == given:  # (not a name typed since)
                name.setText(had)

    def _show_rows(self, n: int) -> None:
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < n)
        model = self.first.model()  # a combo box's own model: one item a row
        for i in range(MAX_SEATS):
            item = model.item(i + 1) if isinstance(model, QStandardItemModel) else None
            if item is not None:
                item.setEnabled(i < n)
        if (self.first.currentData() or 0) >= n:
            self.first.setCurrentIndex(0)
        self.adjustSize()  # as tall as the seats shown: no empty band

    def set_seat(self, index: int, name: str, kind: str = "human", level: str | None = None) -> None:
        """Fill a seat (used by tests and by remembered defaults)."""
        _, name_edit, kind_box, level_box = self.rows[index]
        kind_box.setCurrentIndex(kind_box.findData(kind))
        name_edit.setText(name)
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
            if not names[0]:
                return tr("Please type your name for the first seat.")
            return tr("Every seat needs a name.")
        for i, name in enumerate(names):
            if name_problem(name):
                return tr("Seat {n}: a name is text on one line, without control "
                          "characters.").format(n=i + 1)
        if self.needs_human and all(s["kind"] != "human" for s in self.spec()["seats"]):
            return tr("A game played from phones needs at least one human seat.")
        if len({n.casefold() for n in names}) != len(names):
            return tr("Two seats have the same name: give each player their own.")
        if self.cardset.count() == 0:
            return tr("There is no card set to play with.")
        return None

    def _accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            self.error.show()
            return
        self.accept()
