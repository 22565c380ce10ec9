"""Manual adjustments for what the rules engine cannot settle: move any card between
places, change a value for this turn or for good, give or take an award, un-use a star.
Each is a move with a reason: logged, saved, undoable."""
from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...bidi import isolate
from ...engine.moves import AdjustMove, AdjustUnuse, AdjustValue, Move
from ...engine.state import UNKNOWN
from ...engine.table import placed, unseen
from ..controller import GameController
from ..i18n import tr
from ..plain_text import plain_label
from ..widgets.dark_safe_style import spin_box
from .log_lines import place
from .refusals import named_refusal
from .touch import touch_friendly


class AdjustDialog(QDialog):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tm-adjust-dialog")
        self.setWindowTitle(self.tr("Adjust the game"))
        self.c = controller
        s = controller.state
        assert s is not None
        self.s = s
        names = [isolate(n) for n in controller.names]  # put into the choices' sentences
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("For what the rules cannot settle: a card's text done by hand, a table "
                               "ruling, a mistake found later. The game goes on checked from here."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("adj-tabs")
        self.tabs.setAccessibleName(self.tr("What to adjust"))
        self.tabs.setUsesScrollButtons(False)  # every tab whole (German's are long): the dialog widens
        layout.addWidget(self.tabs)
        where = placed(s)
        # move a card
        page = QWidget()
        f = QFormLayout(page)
        self.card = QComboBox()
        self.card.setObjectName("adj-card")
        self.card.setEditable(True)
        typed = self.card.lineEdit()
        assert typed is not None  # editable
        typed.setAccessibleName(tr("Card to move"))
        self.card.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for inst in s.cardset.cards:
            here = where.get(inst)
            place = self._place(here) if here else self.tr("not seen yet")
            self.card.addItem(f"{s.cardset.name_of(inst)} — {place}", inst)
        self.source = QComboBox()
        self.source.setObjectName("adj-source")
        self.source.addItem(self.tr("its deck"), None)
        for i, p in enumerate(s.players):
            if UNKNOWN in p.hand:
                self.source.addItem(self.tr("%1's hidden hand").replace("%1", isolate(p.name)), f"hand:{i}")
        self.dest = QComboBox()
        self.dest.setObjectName("adj-dest")
        for i, n in enumerate(names):
            self.dest.addItem(self.tr("%1's table (a star)").replace("%1", n), f"table:{i}")
            self.dest.addItem(self.tr("%1's hand (an event)").replace("%1", n), f"hand:{i}")
            self.dest.addItem(self.tr("%1's awards").replace("%1", n), f"awards:{i}")
        for p in s.players:
            for sl in p.table:
                self.dest.addItem(self.tr("films of %1").replace("%1", s.cardset.name_of(sl.card)),
                                  f"films_of:{sl.card}")
        for key, text in (("discard", self.tr("the discard pile")),
                          ("main_deck:top", self.tr("top of the main deck")),
                          ("main_deck:bottom", self.tr("bottom of the main deck")),
                          ("film_deck:top", self.tr("top of the film deck")),
                          ("film_deck:bottom", self.tr("bottom of the film deck")),
                          ("award_deck:top", self.tr("top of the award deck")),
                          ("award_deck:bottom", self.tr("bottom of the award deck"))):
            self.dest.addItem(text, key)
        f.addRow(self.tr("Card:"), self.card)
        f.addRow(self.tr("If not seen yet, from:"), self.source)
        f.addRow(self.tr("Move to:"), self.dest)
        self.tabs.addTab(page, self.tr("Move a card"))
        # give or take an award
        page = QWidget()
        f = QFormLayout(page)
        self.award = QComboBox()
        self.award.setObjectName("adj-award")
        for inst in s.cardset.instances.get("award", ()):
            here = where.get(inst)
            place = self._place(here) if here else self.tr("not seen yet")
            self.award.addItem(f"{s.cardset.name_of(inst)} — {place}", inst)
        self.award_to = QComboBox()
        self.award_to.setObjectName("adj-award-to")
        for i, n in enumerate(names):
            self.award_to.addItem(self.tr("give to %1").replace("%1", n), f"awards:{i}")
        self.award_to.addItem(self.tr("take back: bottom of the award deck"), "award_deck:bottom")
        f.addRow(self.tr("Award:"), self.award)
        f.addRow(self.tr("Do:"), self.award_to)
        self.tabs.addTab(page, self.tr("Give or take an award"))
        # change a value
        page = QWidget()
        f = QFormLayout(page)
        self.star = QComboBox()
        self.star.setObjectName("adj-star")
        for p in s.players:
            for sl in p.table:
                self.star.addItem(f"{s.cardset.name_of(sl.card)} ({isolate(p.name)})", sl.card)
        self.stat = QComboBox()
        self.stat.setObjectName("adj-stat")
        for key, text in (("psyche", self.tr("psyche")), ("charisma", self.tr("charisma")),
                          ("fame", self.tr("fame"))):
            self.stat.addItem(text, key)
        self.amount = spin_box()
        self.amount.setObjectName("adj-amount")
        self.amount.setRange(-999, 999)
        self.until = QComboBox()
        self.until.setObjectName("adj-until")
        self.until.addItem(self.tr("this turn"), "end_of_turn")
        self.until.addItem(self.tr("for good"), "permanent")
        f.addRow(self.tr("Star:"), self.star)
        f.addRow(self.tr("Value:"), self.stat)
        f.addRow(self.tr("Change by:"), self.amount)
        f.addRow(self.tr("For:"), self.until)
        self.tabs.addTab(page, self.tr("Change a value"))
        # un-use a star
        page = QWidget()
        f = QFormLayout(page)
        self.unuse = QComboBox()
        self.unuse.setObjectName("adj-unuse")
        for p in s.players:
            for sl in p.table:
                if sl.used:
                    self.unuse.addItem(f"{s.cardset.name_of(sl.card)} ({isolate(p.name)})", sl.card)
        f.addRow(self.tr("Used star:"), self.unuse)
        self.tabs.addTab(page, self.tr("Un-use a star"))
        self.reason = QLineEdit()
        self.reason.setObjectName("adj-reason")
        self.reason.setPlaceholderText(self.tr("Why (shown in the log), e.g. “card text: …”"))
        form = QFormLayout()
        form.addRow(self.tr("Reason:"), self.reason)
        layout.addLayout(form)
        self.problem = plain_label(QLabel())
        self.problem.setObjectName("adj-problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        layout.addWidget(self.problem)
        self.reason.textChanged.connect(lambda _t: self.problem.clear())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Apply"))
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        touch_friendly(self)
        self.resize(600, 460)

    def focus_on(self, kind: str, what: object) -> None:
        """Open on what was tapped: a star (change a value, or un-use her if she is used),
        or a player (give or take an award)."""
        if kind == "star":
            used = self.unuse.findData(what)
            self.tabs.setCurrentIndex(3 if used >= 0 else 2)
            self.unuse.setCurrentIndex(max(0, used))
            self.star.setCurrentIndex(max(0, self.star.findData(what)))
            self.card.setCurrentIndex(max(0, self.card.findData(what)))
        elif kind == "seat":
            self.tabs.setCurrentIndex(1)
            self.award_to.setCurrentIndex(max(0, self.award_to.findData(f"awards:{what}")))
        self.reason.setFocus()

    def _place(self, where: str) -> str:
        return place(self.s, self.c.names, where)

    def chosen_move(self) -> Move | None:
        reason = self.reason.text().strip() or None
        tab = self.tabs.currentIndex()
        if tab == 0:
            card = self.card.currentData()
            source = self.source.currentData() if card in unseen(self.s) else None
            return AdjustMove(card, self.dest.currentData(), reason, choice=source)
        if tab == 1:
            return AdjustMove(self.award.currentData(), self.award_to.currentData(), reason)
        if tab == 2:
            return AdjustValue(star=self.star.currentData(), stat=self.stat.currentData(),
                               amount=self.amount.value(), until=self.until.currentData(),
                               reason=reason)
        star = self.unuse.currentData()
        return AdjustUnuse(star, reason) if star else None

    def apply(self) -> None:
        if not self.reason.text().strip():
            self.problem.setText(self.tr("Say why: the reason goes into the log."))
            return
        move = self.chosen_move()
        if move is None:
            self.problem.setText(self.tr("Nothing to adjust here."))
            return
        refusal = self.c.submit(move)
        if refusal is not None:  # a table game: a refusal names the player, never "you"
            window = self.s.window
            who = self.c.names[window.seat if window is not None else self.s.active]
            self.problem.setText(self.tr("Not possible: %1").replace(
                "%1", named_refusal(refusal.key, refusal.params, refusal.message, who)))
            return
        self.accept()
