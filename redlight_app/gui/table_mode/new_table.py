"""The "New table game" dialog: seats, the card set of the box on the table, the star each
player was dealt, the first player, and the table rulings (RULES.md readings with an
alternative), which are saved with the game."""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import CardSet
from ...engine.names import name_problem
from ...engine.state import Options
from ...name_text import MAX_NAME
from ..i18n import tr
from ..plain_text import plain_label
from ..store_words import store_text
from ..widgets.dark_safe_style import check_box, spin_box
from .touch import touch_friendly


class NewTableGameDialog(QDialog):
    """Returns its choices through `spec()`; the card set is loaded by `load(id)`."""

    def __init__(self, cardsets: list[tuple[int, str]], chosen: int | None,
                 load: Callable[[int], CardSet], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new-table-game")
        self.setWindowTitle(self.tr("New table game"))
        self._load = load
        self.cardset: CardSet | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Play with your own cards; the app keeps the totals and the rules. "
                               "Deal one star to each player and four events to each hand first."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.set_box = QComboBox()
        for cid, name in cardsets:
            self.set_box.addItem(name, cid)
        if chosen is not None and self.set_box.findData(chosen) >= 0:
            self.set_box.setCurrentIndex(self.set_box.findData(chosen))
        form.addRow(self.tr("Card set (your box):"), self.set_box)
        self.count = spin_box()
        self.count.setRange(2, 6)
        self.count.setValue(2)
        form.addRow(self.tr("Players:"), self.count)
        layout.addLayout(form)
        seats = QGroupBox(self.tr("Seats, in playing order (to the left), and the star each was dealt"))
        self.seat_form = QFormLayout(seats)
        layout.addWidget(seats)
        self.names: list[QLineEdit] = []
        self.stars: list[QComboBox] = []
        # what each seat holds, kept while the count of players changes: a seat taken away
        # and given back has its name and star again (seat → name, seat → star's instance)
        self._kept_names: dict[int, str] = {}
        self._kept_stars: dict[int, str] = {}
        self.first = QComboBox()
        form.addRow(self.tr("First player:"), self.first)
        rulings = QGroupBox(self.tr("Table rulings"))
        rform = QFormLayout(rulings)
        self.silver = check_box(self.tr("Silver (negative) awards count toward the four"))
        self.silver.setChecked(True)
        self.played_to = QComboBox()
        self.played_to.addItem(self.tr("under the award deck"), "award_deck_bottom")
        self.played_to.addItem(self.tr("onto the discard pile"), "discard")
        self.always_ask = check_box(self.tr("Always ask whether a player responds"))
        self.always_ask.setChecked(True)
        self.limit = spin_box()
        self.limit.setRange(0, 999)
        self.limit.setSpecialValueText(self.tr("none"))
        rform.addRow(self.silver)
        rform.addRow(self.tr("A played award goes:"), self.played_to)
        rform.addRow(self.always_ask)
        rform.addRow(self.tr("Turn limit:"), self.limit)
        layout.addWidget(rulings)
        self.problem = plain_label(QLabel())
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self._try_accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout.addWidget(buttons)
        self.set_box.currentIndexChanged.connect(self._set_changed)
        self.count.valueChanged.connect(self._rebuild_seats)
        self._set_changed()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:  # the button box resets its "OK" too,
            QTimer.singleShot(0, self, self._name_start)  # in whatever order: name it after

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter inside a seat's fields completes what was typed there (the star whose name
        it begins, as the list's completer shows it) and stays: it does not press Start,
        which stays the default from the other fields."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            field = self.focusWidget()
            box = next((b for b in self.stars if field is b or field is b.lineEdit()), None)
            if box is not None or field in self.names:
                if box is not None:
                    self._complete_star(box)
                event.accept()
                return
        super().keyPressEvent(event)

    @staticmethod
    def _complete_star(box: QComboBox) -> None:
        """Choose the star whose name the seat's list shows typed (or begins with), as its
        completer would; the typed text gives way to that name."""
        typed = box.currentText().strip()
        index = box.findText(typed, Qt.MatchFlag.MatchFixedString)  # (case-insensitive)
        if index < 0 and typed:
            index = box.findText(typed, Qt.MatchFlag.MatchStartsWith)
        if index < 0:
            index = box.currentIndex()
        box.setCurrentIndex(index)
        box.setEditText(box.itemText(index))

    def _name_start(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))

    def _set_changed(self) -> None:
        cid = self.set_box.currentData()
        try:
            self.cardset = self._load(cid) if cid is not None else None
        except Exception as exc:  # a stored set that no longer loads: say so
            self.cardset = None
            self.problem.setText(store_text(exc))
        self._rebuild_seats()

    def _keep_seats(self) -> None:
        """Remember the seats' names and stars as they stand (before their rows go)."""
        for i, (name, star) in enumerate(zip(self.names, self.stars, strict=True)):
            self._kept_names[i] = name.text()
            if star.currentData() is not None:
                self._kept_stars[i] = star.currentData()

    def _dealt(self, count: int, stars: list[str]) -> list[int]:
        """The star shown for each seat (an index into `stars`, -1 for none): the one the seat
        had, if this set holds it; a seat without one gets the star of its own place in the
        set, or the first one no other seat has (else the last)."""
        chosen = {i: stars.index(self._kept_stars[i]) for i in range(count)
                  if self._kept_stars.get(i) in stars}
        for i in range(count):
            if i not in chosen:
                taken = set(chosen.values())
                free = [j for j in [i, *range(len(stars))] if j < len(stars) and j not in taken]
                chosen[i] = free[0] if free else min(i, len(stars) - 1)
        return [chosen[i] for i in range(count)]

    def _rebuild_seats(self) -> None:
        self._keep_seats()
        while self.seat_form.rowCount():
            self.seat_form.removeRow(0)
        self.names, self.stars = [], []
        cardset = self.cardset
        stars = [(cardset.name_of(inst), inst) for inst in cardset.instances.get("star", ())] \
            if cardset is not None else []
        dealt = self._dealt(self.count.value(), [inst for _name, inst in stars])
        for i in range(self.count.value()):
            name = QLineEdit(self._kept_names.get(i, self.tr("Player %1").replace("%1", str(i + 1))))
            name.setObjectName(f"seat-name-{i}")
            name.setMaxLength(MAX_NAME)  # the one limit on names (game and card-set files too)
            name.setAccessibleName(tr("Seat {n}: name").format(n=i + 1))
            star = QComboBox()
            star.setObjectName(f"seat-star-{i}")
            star.setEditable(True)  # type to search the set's stars
            star.setAccessibleName(tr("Star dealt to seat {n}").format(n=i + 1))
            typed = star.lineEdit()
            assert typed is not None  # editable
            typed.setAccessibleName(star.accessibleName())
            star.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            for star_name, inst in stars:
                star.addItem(star_name, inst)
            star.setCurrentIndex(dealt[i])
            row = QHBoxLayout()
            row.addWidget(name, 1)
            row.addWidget(QLabel(self.tr("dealt:")))
            row.addWidget(star, 1)
            self.seat_form.addRow(self.tr("Seat %1").replace("%1", str(i + 1)), row)
            self.names.append(name)
            self.stars.append(star)
            name.textChanged.connect(self._fill_first)
        self._fill_first()
        touch_friendly(self)  # the seats' rows are new: fingers at the table fill them in

    def _fill_first(self) -> None:
        keep = self.first.currentIndex()
        self.first.clear()
        for e in self.names:
            self.first.addItem(e.text().strip() or "?")
        self.first.setCurrentIndex(max(0, min(keep, self.first.count() - 1)))

    def spec(self) -> dict[str, Any]:
        limit = self.limit.value() or None
        return {"cardset_id": self.set_box.currentData(),
                "names": [e.text().strip() for e in self.names],
                "dealt_stars": [b.currentData() for b in self.stars],
                "first_player": self.first.currentIndex(),
                "options": Options(always_ask_reactions=self.always_ask.isChecked(),
                                   turn_limit=limit, silver_awards_count=self.silver.isChecked(),
                                   played_award_to=self.played_to.currentData())}

    def _try_accept(self) -> None:
        spec = self.spec()
        if any(not n for n in spec["names"]) or len(set(spec["names"])) != len(spec["names"]):
            self.problem.setText(self.tr("Give every seat a different name."))
            return
        for i, name in enumerate(spec["names"]):
            if name_problem(name):
                self.problem.setText(self.tr("Seat %1: a name is text on one line, without "
                                             "control characters.").replace("%1", str(i + 1)))
                return
        if len(set(spec["dealt_stars"])) != len(spec["dealt_stars"]) or None in spec["dealt_stars"]:
            self.problem.setText(self.tr("Each player is dealt a different star."))
            return
        self.accept()
