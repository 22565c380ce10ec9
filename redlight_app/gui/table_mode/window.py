"""The table companion window: seats with totals, the entry panel (draws, films, awards,
outshines, events, responses), the always-visible helpers (fame of the selected stars
against the top film and the next award; the outshine matrix), adjustments and the log.

It drives its own GameController on the app's store: every entry is a move, checked by the
engine, saved, and undoable like a digital game's."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.flow import winning_awards
from ...engine.moves import Move
from ...engine.narrate import narrate
from ...engine.queries import (
    Reach,
    award_cost_for,
    can_outshine,
    film_required,
    films_matching_top,
    next_award_cost,
    reaches,
    team_fame,
    top_award_known,
    top_film_required,
)
from ...engine.rules import purchases_left
from ...engine.state import OVER, SHOWDOWN, UNKNOWN, GameState
from ...engine.table import unknown_events_in_main, unseen
from ...engine.values import stat
from ...store.errors import StoreError
from ..controller import Change, GameController
from ..plain_text import html_text, plain_label, tooltip


def tr(text: str) -> str:
    return QCoreApplication.translate("TableMode", text)


def fill(text: str, *args: object) -> str:
    """Put the arguments into a translated text's %1, %2, ..."""
    for i in range(len(args), 0, -1):
        text = text.replace(f"%{i}", str(args[i - 1]))
    return text


def card_line(state: GameState, inst: str) -> str:
    """A card's name with what the table needs to tell it apart."""
    card: Any = state.cardset.cards[inst]
    if card.kind == "star":
        return fill(QCoreApplication.translate("TableMode", "%1  (psyche %2, charisma %3, fame %4)"),
                    card.name, card.psyche, card.charisma, card.fame)
    if card.kind == "film":
        return fill(QCoreApplication.translate("TableMode", "%1  (%2 +%3, needs fame %4)"),
                    card.name, tr(card.color), card.bonus, card.fame_required)
    if card.kind == "award":
        costs = ", ".join(str(c) for c in state.cardset.award_cost_row(inst))
        return fill(QCoreApplication.translate("TableMode", "%1  (%2 frame, costs %3)"),
                    card.name, tr(card.frame), costs)
    return fill(QCoreApplication.translate("TableMode", "%1  (%2)"), card.name, tr(card.phase))


class CardList(QWidget):
    """A search box over a list of cards (instance ids as item data)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit()
        self.search.setObjectName(f"{name}-search")
        self.search.setPlaceholderText(self.tr("Type to search…"))
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        self.list.setObjectName(f"{name}-list")
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        self.search.textChanged.connect(self._filter)

    def fill(self, items: list[tuple[str, str]]) -> None:
        self.list.clear()
        for text, data in items:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, data)
            self.list.addItem(item)
        self.search.clear()
        if self.list.count():
            self.list.setCurrentRow(0)

    def _filter(self, text: str) -> None:
        first = None
        for i in range(self.list.count()):
            item = self.list.item(i)
            hide = text.lower() not in item.text().lower()
            item.setHidden(hide)
            if not hide and first is None:
                first = item
        current = self.list.currentItem()
        if first is not None and (current is None or current.isHidden()):
            self.list.setCurrentItem(first)

    def choose(self, data: str) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == data:
                self.list.setCurrentRow(i)
                return
        raise LookupError(data)

    def current(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None or item.isHidden() else item.data(Qt.ItemDataRole.UserRole)


class TableModeWindow(QMainWindow):
    closed = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-mode")
        self.c = controller
        self.pick_mode = ""
        self._other_moves: list[Move] = []
        self.setWindowTitle(self.tr("Red Light — table companion"))
        central = QWidget()
        outer = QVBoxLayout(central)
        self.header = plain_label(QLabel())
        self.header.setObjectName("tm-header")
        font = QFont(self.header.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.header.setFont(font)
        self.header.setWordWrap(True)
        outer.addWidget(self.header)
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split, 1)
        # left: the seats
        self.seats = QTreeWidget()
        self.seats.setObjectName("tm-seats")
        self.seats.setHeaderLabels([self.tr("Seat / star"), self.tr("Psyche"), self.tr("Charisma"),
                                    self.tr("Fame"), self.tr("Films")])
        self.seats.itemChanged.connect(self._selection_changed)
        split.addWidget(self.seats)
        # middle: entry + log
        middle = QWidget()
        mid = QVBoxLayout(middle)
        mid.setContentsMargins(0, 0, 0, 0)
        self.entry = QStackedWidget()
        self.entry.setObjectName("tm-entry")
        self._build_draw_page()
        self._build_window_page()
        self._build_actions_page()
        self._build_pick_page()
        self._build_over_page()
        mid.addWidget(self.entry, 3)
        self.message = plain_label(QLabel())
        self.message.setObjectName("tm-message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        self.undo_button = self._button("tm-undo", self.tr("Undo last entry (Ctrl+Z)"), self.undo, bottom)
        self.undo_button.setShortcut("Ctrl+Z")
        self._button("tm-export", self.tr("Export…"), self.choose_export, bottom)
        mid.addLayout(bottom)
        log_box = QGroupBox(self.tr("Log"))
        lb = QVBoxLayout(log_box)
        self.log = QListWidget()
        self.log.setObjectName("tm-log")
        self.log.setWordWrap(True)
        lb.addWidget(self.log)
        mid.addWidget(log_box, 2)
        split.addWidget(middle)
        # right: helpers
        helpers = QGroupBox(self.tr("Helpers"))
        helpers.setObjectName("tm-helpers")
        hl = QVBoxLayout(helpers)
        self.sum_label = QLabel()
        self.sum_label.setObjectName("tm-sum")
        self.sum_label.setWordWrap(True)
        self.sum_label.setTextFormat(Qt.TextFormat.RichText)
        hl.addWidget(self.sum_label)
        hl.addWidget(QLabel(self.tr("Outshine now (charisma ≥ psyche): rows are the active "
                                    "player's unused stars")))
        self.matrix = QTableWidget()
        self.matrix.setObjectName("tm-matrix")
        self.matrix.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.matrix.cellDoubleClicked.connect(self._matrix_outshine)
        hl.addWidget(self.matrix, 1)
        split.addWidget(helpers)
        split.setSizes([430, 470, 430])
        self.setCentralWidget(central)
        self.resize(1360, 820)
        self.c.changed.connect(self._changed)
        self._changed(Change("load"))

    # -- pages -------------------------------------------------------------------
    def _build_draw_page(self) -> None:
        page = QWidget()
        v = QVBoxLayout(page)
        self.draw_label = plain_label(QLabel())
        self.draw_label.setObjectName("tm-draw-label")
        self.draw_label.setWordWrap(True)
        v.addWidget(self.draw_label)
        self.draw_list = CardList("tm-draw")
        self.draw_list.list.itemDoubleClicked.connect(lambda _i: self.draw_star())
        self.draw_list.search.returnPressed.connect(self.draw_star)  # type the name, press Enter
        v.addWidget(self.draw_list, 1)
        row = QHBoxLayout()
        self.draw_star_button = QPushButton(self.tr("Drew this star"))
        self.draw_star_button.setObjectName("tm-draw-star")
        self.draw_star_button.clicked.connect(self.draw_star)
        self.draw_event_button = QPushButton(self.tr("Drew an event (kept secret)"))
        self.draw_event_button.setObjectName("tm-draw-event")
        self.draw_event_button.clicked.connect(self.draw_event)
        self.draw_event_button.setShortcut("Ctrl+E")
        self.draw_event_button.setToolTip(self.tr("Ctrl+E"))
        row.addWidget(self.draw_star_button)
        row.addWidget(self.draw_event_button)
        v.addLayout(row)
        self.draw_page = page
        self.entry.addWidget(page)

    def _build_window_page(self) -> None:
        page = QWidget()
        v = QVBoxLayout(page)
        self.respond_label = plain_label(QLabel())
        self.respond_label.setObjectName("tm-respond-label")
        self.respond_label.setWordWrap(True)
        self.respond_label.setStyleSheet("font-size: 14pt; font-weight: bold;")  # the table waits on it
        v.addWidget(self.respond_label)
        row = QHBoxLayout()
        self.pass_button = QPushButton(self.tr("Pass"))
        self.pass_button.setObjectName("tm-pass")
        self.pass_button.clicked.connect(self.pass_window)
        self.react_button = QPushButton(self.tr("Play a reaction…"))
        self.react_button.setObjectName("tm-react")
        self.react_button.clicked.connect(lambda: self.open_pick("reaction"))
        row.addWidget(self.pass_button)
        row.addWidget(self.react_button)
        v.addLayout(row)
        v.addStretch(1)
        self.window_page = page
        self.entry.addWidget(page)

    def _button(self, name: str, text: str, slot: Any, layout: Any) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.clicked.connect(slot)
        layout.addWidget(b)
        return b

    def _build_actions_page(self) -> None:
        page = QWidget()
        v = QVBoxLayout(page)
        hint = QLabel(self.tr("Tick the active player's stars in the seat list, then say what they did."))
        hint.setWordWrap(True)
        v.addWidget(hint)
        row1 = QHBoxLayout()
        self.film_button = self._button("tm-film", self.tr("Made a film…"), lambda: self.open_pick("film"), row1)
        self.award_button = self._button("tm-award", self.tr("Took an award…"), lambda: self.open_pick("award"), row1)
        self.outshine_button = self._button("tm-outshine", self.tr("Outshine (matrix cell)"),
                                            self.outshine_selected, row1)
        v.addLayout(row1)
        row2 = QHBoxLayout()
        self.event_button = self._button("tm-event", self.tr("Played an event…"), lambda: self.open_pick("event"), row2)
        self.other_button = self._button("tm-other", self.tr("Other move…"), lambda: self.open_pick("other"), row2)
        self.adjust_button = self._button("tm-adjust", self.tr("Adjust…"), self.open_adjust, row2)
        v.addLayout(row2)
        row3 = QHBoxLayout()
        row3.addWidget(QLabel(self.tr("Top film's back says fame")))
        self.film_top = QSpinBox()
        self.film_top.setObjectName("tm-film-top")
        self.film_top.setRange(0, 999)
        self.film_top.setSpecialValueText("?")  # not entered yet
        row3.addWidget(self.film_top)
        self._button("tm-film-top-set", self.tr("Enter"), self.enter_film_top, row3)
        row3.addStretch(1)
        v.addLayout(row3)
        row4 = QHBoxLayout()
        self.end_button = self._button("tm-end-turn", self.tr("End turn"), self.end_turn, row4)
        v.addLayout(row4)
        v.addStretch(1)
        self.actions_page = page
        self.entry.addWidget(page)

    def _build_pick_page(self) -> None:
        page = QWidget()
        v = QVBoxLayout(page)
        self.pick_label = plain_label(QLabel())
        self.pick_label.setObjectName("tm-pick-label")
        self.pick_label.setWordWrap(True)
        v.addWidget(self.pick_label)
        self.pick_list = CardList("tm-pick")
        self.pick_list.search.returnPressed.connect(self.enter_pick)
        self.pick_list.list.itemDoubleClicked.connect(lambda _i: self.enter_pick())
        v.addWidget(self.pick_list, 1)
        self.pick_form = QFormLayout()
        self.who = QComboBox()
        self.who.setObjectName("tm-who")
        self.assign = QComboBox()
        self.assign.setObjectName("tm-assign")
        self.target = QComboBox()
        self.target.setObjectName("tm-target")
        self.target_player = QComboBox()
        self.target_player.setObjectName("tm-target-player")
        self.choice = QComboBox()
        self.choice.setObjectName("tm-choice")
        self.choice.setEditable(True)
        self.choice.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.pick_form.addRow(self.tr("Played by:"), self.who)
        self.pick_form.addRow(self.tr("Film goes to:"), self.assign)
        self.pick_form.addRow(self.tr("Target star:"), self.target)
        self.pick_form.addRow(self.tr("Target player:"), self.target_player)
        self.pick_form.addRow(self.tr("Card that came up:"), self.choice)
        v.addLayout(self.pick_form)
        row = QHBoxLayout()
        self.pick_ok = self._button("tm-pick-ok", self.tr("Enter"), self.enter_pick, row)
        self._button("tm-pick-cancel", self.tr("Cancel"), self.cancel_pick, row)
        v.addLayout(row)
        self.pick_page = page
        self.entry.addWidget(page)

    def _build_over_page(self) -> None:
        page = QWidget()
        v = QVBoxLayout(page)
        self.over_label = plain_label(QLabel())
        self.over_label.setObjectName("tm-over")
        self.over_label.setWordWrap(True)
        v.addWidget(self.over_label)
        v.addStretch(1)
        self.over_page = page
        self.entry.addWidget(page)

    # -- reading the state -------------------------------------------------------
    @property
    def state(self) -> GameState:
        assert self.c.state is not None
        return self.c.state

    def name(self, inst: str | None) -> str:
        return self.state.cardset.name_of(inst) if inst else "?"

    def selected_stars(self) -> list[str]:
        out = []
        for i in range(self.seats.topLevelItemCount()):
            top = self.seats.topLevelItem(i)
            for j in range(top.childCount()):
                child = top.child(j)
                if child.flags() & Qt.ItemFlag.ItemIsUserCheckable and \
                        child.checkState(0) == Qt.CheckState.Checked:
                    out.append(child.data(0, Qt.ItemDataRole.UserRole))
        return out

    def select(self, *stars: str) -> None:
        """Tick exactly these stars (tests and keyboard users)."""
        self.seats.blockSignals(True)
        for i in range(self.seats.topLevelItemCount()):
            top = self.seats.topLevelItem(i)
            for j in range(top.childCount()):
                child = top.child(j)
                if child.flags() & Qt.ItemFlag.ItemIsUserCheckable:
                    child.setCheckState(0, Qt.CheckState.Checked if child.data(
                        0, Qt.ItemDataRole.UserRole) in stars else Qt.CheckState.Unchecked)
        self.seats.blockSignals(False)
        self._refresh_helpers()

    def _selection_changed(self, *_args: Any) -> None:
        self._refresh_helpers()

    # -- redraw ------------------------------------------------------------------
    def _changed(self, change: Change) -> None:
        if self.c.state is None:
            return
        keep = set(self.selected_stars()) if change.kind == "move" else set()
        self._refresh_header()
        self._refresh_seats(keep)
        self._refresh_log()
        self._refresh_helpers()
        self._refresh_entry()
        if self.c.save_warning:
            self.message.setText(self.c.save_warning)

    def _refresh_header(self) -> None:
        s = self.state
        who = s.players[s.active].name
        text = self.tr("Turn %1 — %2 to play").replace("%1", str(s.turn)).replace("%2", who)
        if s.status == SHOWDOWN:
            text += self.tr("  ·  FINAL SHOWDOWN (no draws)")
        text += self.tr("  ·  main deck %1 (unseen: stars %3, events %2)").replace(
            "%1", str(len(s.main))).replace("%2", str(max(0, unknown_events_in_main(s)))).replace(
            "%3", str(len(unseen(s, "star"))))
        text += self.tr("  ·  films %1  ·  awards %2").replace("%1", str(len(s.films))).replace(
            "%2", str(len(s.awards)))
        self.header.setText(text)

    def _refresh_seats(self, keep: set[str]) -> None:
        s = self.state
        self.seats.blockSignals(True)
        self.seats.clear()
        bold = QFont(self.seats.font())
        bold.setBold(True)
        for seat, p in enumerate(s.players):
            unknown = p.hand.count(UNKNOWN)
            known = [self.name(c) for c in p.hand if c != UNKNOWN]
            hand = self.tr("hand: %1 hidden").replace("%1", str(unknown))
            if known:
                hand += " + " + ", ".join(known)
            cost = next_award_cost(s, seat)
            awards = self.tr("awards %1/4").replace("%1", str(winning_awards(s, seat)))
            if p.awards:
                awards += ": " + ", ".join(self.name(a) for a in p.awards)
            if cost is not None and not p.out:
                awards += self.tr(" · next costs %1").replace("%1", str(cost))
            label = ("▶ " if seat == s.active and s.status != OVER else "") + p.name
            if p.out:
                label += self.tr(" — out of the game")
            top = QTreeWidgetItem([label])
            top.setFont(0, bold)
            self.seats.addTopLevelItem(top)
            top.setFirstColumnSpanned(True)
            info = QTreeWidgetItem([f"{hand} · {awards}"])
            info.setFlags(info.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)
            info.setForeground(0, Qt.GlobalColor.darkGray)
            info.setToolTip(0, tooltip(info.text(0)))
            top.addChild(info)
            info.setFirstColumnSpanned(True)
            for slot in p.table:
                star = slot.card
                films = ", ".join(self.name(f) for f in slot.films)
                name = self.name(star) + (self.tr(" (used)") if slot.used else "")
                child = QTreeWidgetItem([name, str(stat(s, star, "psyche")), str(stat(s, star, "charisma")),
                                         str(stat(s, star, "fame")), films])
                child.setData(0, Qt.ItemDataRole.UserRole, star)
                for col in (1, 2, 3):
                    child.setTextAlignment(col, Qt.AlignmentFlag.AlignCenter)
                if seat == s.active and not slot.used and s.status != OVER:
                    child.setFlags(child.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    child.setCheckState(0, Qt.CheckState.Checked if star in keep else Qt.CheckState.Unchecked)
                else:
                    child.setFlags(child.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)
                top.addChild(child)
            top.setExpanded(True)
        for col in range(1, 5):
            self.seats.resizeColumnToContents(col)
        self.seats.setColumnWidth(0, max(190, self.seats.columnWidth(0)))
        self.seats.blockSignals(False)

    def _sentence(self, entry: dict[str, Any]) -> str | None:
        s = self.state
        kind = entry.get("type")
        reason = entry.get("reason")
        because = (self.tr(" Reason: %1").replace("%1", reason)) if reason else ""
        if kind == "film_top":
            return self.tr("The top film's back shows fame %1.").replace("%1", str(entry["required"]))
        if kind == "adjusted":
            what = entry.get("what")
            if what == "move":
                return self.tr("Adjusted: %1 moved from %2 to %3.").replace("%1", self.name(entry["card"])).replace(
                    "%2", self._place(entry["from"])).replace("%3", self._place(entry["to"])) + because
            if what == "value":
                until = self.tr("this turn") if entry["until"] == "end_of_turn" else self.tr("for good")
                return self.tr("Adjusted: %1's %2 %3 %4.").replace("%1", self.name(entry["star"])).replace(
                    "%2", self.tr(entry["stat"])).replace("%3", f"{entry['amount']:+d}").replace("%4", until) + because
            return self.tr("Adjusted: %1 is ready again.").replace("%1", self.name(entry["star"])) + because
        from ..i18n import card_name, engine_text
        text = narrate(entry, self.c.names, s.cardset, engine_text, card_name)
        if text is None:
            return None
        o = s.options
        if kind == "award_played":
            text += " " + (self.tr("(Table ruling E4: it goes onto the discard pile.)")
                           if o.played_award_to == "discard" else
                           self.tr("(Table ruling E4: it goes under the award deck.)"))
        elif kind == "window_opened" and o.always_ask_reactions:
            text += " " + self.tr("(Table ruling R1: the table always asks.)")
        elif kind == "game_over" and entry.get("ending") == "awards":
            text += " " + (self.tr("(Table ruling V2: silver awards count.)") if o.silver_awards_count
                           else self.tr("(Table ruling V2: silver awards do not count.)"))
        return text

    def _place(self, place: str) -> str:
        where, _, arg = place.partition(":")
        names = self.c.names
        if where in ("hand", "awards", "table") and arg.isdigit():
            label = {"hand": self.tr("%1's hand"), "awards": self.tr("%1's awards"),
                     "table": self.tr("%1's table")}[where]
            return label.replace("%1", names[int(arg)])
        if where == "films_of":
            return self.tr("%1's films").replace("%1", self.name(arg))
        return {"main": self.tr("the main deck"), "films": self.tr("the film deck"),
                "awards": self.tr("the award deck"), "discard": self.tr("the discard pile"),
                "unseen": self.tr("the unseen cards"),
                "main_deck": self.tr("the main deck (%1)").replace("%1", arg),
                "film_deck": self.tr("the film deck (%1)").replace("%1", arg),
                "award_deck": self.tr("the award deck (%1)").replace("%1", arg)}.get(where, place)

    def _refresh_log(self) -> None:
        self.log.clear()
        o = self.state.options
        rulings = self.tr("Table rulings: silver awards %1 (V2); a played award goes %2 (E4); "
                          "responses: %3 (R1); turn limit: %4.").replace(
            "%1", self.tr("count") if o.silver_awards_count else self.tr("do not count")).replace(
            "%2", self.tr("onto the discard pile") if o.played_award_to == "discard" else
            self.tr("under the award deck")).replace(
            "%3", self.tr("always asked") if o.always_ask_reactions else
            self.tr("asked when a reaction is possible")).replace(
            "%4", str(o.turn_limit) if o.turn_limit else self.tr("none"))
        self.log.addItem(rulings)
        for item in self.c.log:
            text = self._sentence(item.entry)
            if text:
                self.log.addItem(text)
        self.log.scrollToBottom()

    def _refresh_helpers(self) -> None:
        if self.c.state is None:
            return
        s = self.state
        seat = s.active
        if s.status == OVER:
            self.sum_label.setText(self.tr("The game is over."))
            self.matrix.clear()
            self.matrix.setRowCount(0)
            self.matrix.setColumnCount(0)
            return
        chosen = self.selected_stars()
        total = team_fame(s, chosen)
        lines = []
        if chosen:
            lines.append(self.tr("Selected: %1 — fame <b>%2</b>").replace(
                "%1", " + ".join(html_text(self.name(c)) for c in chosen)).replace("%2", str(total)))
        else:
            lines.append(self.tr("Tick stars of %1 to add up their fame.").replace(
                "%1", html_text(s.players[seat].name)))
        need = top_film_required(s)
        if not s.films:
            lines.append(self.tr("Film deck empty: no film (A2)."))
        elif need is None:
            lines.append(self.tr("Top film: enter the fame on its back."))
        else:
            lines.append(self.tr("Top film needs %1: %2").replace("%1", str(need)).replace(
                "%2", self._ok(reaches(s, chosen, need))))
        cost = next_award_cost(s, seat)
        if cost is None:
            lines.append(self.tr("Award deck empty: no award (A3)."))
        elif purchases_left(s, seat) <= 0:
            lines.append(self.tr("Next award costs %1, but %2 has taken one this turn (A4).").replace(
                "%1", str(cost)).replace("%2", html_text(s.players[seat].name)))
        else:
            row = "" if top_award_known(s) else self.tr(" (default row; a card may print its own)")
            lines.append(self.tr("Next award costs %1%2: %3").replace("%1", str(cost)).replace(
                "%2", row).replace("%3", self._ok(reaches(s, chosen, cost))))
        self.sum_label.setText("<br>".join(lines))
        self._refresh_matrix()

    def _ok(self, reach: Reach) -> str:
        if reach.enough:
            return "<span style='color:#1b7f3b'><b>" + self.tr("enough") + "</b></span>"
        return "<span style='color:#b00020'><b>" + self.tr("%1 short").replace("%1", str(reach.short)) + "</b></span>"

    def _refresh_matrix(self) -> None:
        s = self.state
        seat = s.active
        mine = [sl.card for sl in s.players[seat].table if not sl.used]
        rivals = [sl.card for i, p in enumerate(s.players) if i != seat and not p.out for sl in p.table]
        self.matrix.clear()
        self.matrix.setRowCount(len(mine))
        self.matrix.setColumnCount(len(rivals))
        self.matrix.setVerticalHeaderLabels([f"{self.name(c)} ♥{stat(s, c, 'charisma')}" for c in mine])
        self.matrix.setHorizontalHeaderLabels([
            f"{self.name(c)}\n{s.players[s.owner_of(c)].name} ψ{stat(s, c, 'psyche')}"  # type: ignore[index]
            for c in rivals])
        for r, a in enumerate(mine):
            for col, t in enumerate(rivals):
                ok = can_outshine(s, a, t)
                item = QTableWidgetItem("✓" if ok else "—")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setData(Qt.ItemDataRole.UserRole, (a, t, ok))
                item.setForeground(Qt.GlobalColor.darkGreen if ok else Qt.GlobalColor.gray)
                if ok:
                    item.setToolTip(tooltip(fill(self.tr("%1 can outshine %2: double-click"),
                                                 self.name(a), self.name(t))))
                self.matrix.setItem(r, col, item)
        self.matrix.resizeColumnsToContents()
        self.matrix.resizeRowsToContents()

    def _refresh_entry(self) -> None:
        s = self.state
        self.message.setText(self.message.text() if self.c.save_warning else "")
        self.undo_button.setEnabled(self.c.can_undo())
        if s.status == OVER:
            winners = ", ".join(s.players[w].name for w in s.winners) or self.tr("nobody")
            self.over_label.setText(self.tr("The game is over. Winner: %1.").replace("%1", winners) + "\n"
                                    + self.tr("If the last entry was a mistake, undo it."))
            self.entry.setCurrentWidget(self.over_page)
            return
        if s.draws_due > 0 and s.drawing is not None:
            who = s.players[s.drawing].name
            self.draw_label.setText(self.tr("%1 draws %2 card(s) now. For each one: the star that came out, "
                                            "or an event (kept secret).").replace("%1", who).replace(
                "%2", str(s.draws_due)))
            self.draw_list.fill([(card_line(s, c), c) for c in unseen(s, "star")])
            self.draw_event_button.setEnabled(unknown_events_in_main(s) > 0)
            self.entry.setCurrentWidget(self.draw_page)
            return
        if s.window is not None:
            w = s.window
            pending = w.pending
            what = ""
            if pending.kind == "outshine":
                what = fill(self.tr("%1 outshines %2."), self.name(pending.attacker), self.name(pending.target))
            elif pending.source:
                what = self.tr("%1 is played.").replace("%1", self.name(pending.source))
            self.respond_label.setText(what + " " + self.tr("Does %1 respond?").replace("%1", s.players[w.seat].name))
            self.entry.setCurrentWidget(self.window_page)
            return
        if self.entry.currentWidget() is not self.pick_page or self.pick_mode in ("", "reaction"):
            self.entry.setCurrentWidget(self.actions_page)
        self.film_top.setValue(s.film_top_hint or 0)

    # -- entries -----------------------------------------------------------------
    def submit(self, move: Move) -> bool:
        refusal = self.c.submit(move)
        if refusal is not None:
            self.message.setText(fill(self.tr("Not allowed (%1): %2"), refusal.rule, refusal.message))
            return False
        return True

    def draw_star(self) -> None:
        s = self.state
        card = self.draw_list.current()
        if card is not None:
            self.submit(Move("draw", s.drawing, card=card))

    def draw_event(self) -> None:
        self.submit(Move("draw", self.state.drawing))

    def pass_window(self) -> None:
        s = self.state
        if s.window is not None:
            self.submit(Move("pass", s.window.seat))

    def end_turn(self) -> None:
        self.submit(Move("end_turn", self.state.active))

    def undo(self) -> None:
        self.c.undo()

    def enter_film_top(self) -> None:
        self.submit(Move("film_top", amount=self.film_top.value()))

    def outshine_selected(self) -> None:
        item = self.matrix.currentItem()
        if item is None:
            self.message.setText(self.tr("Pick a cell of the outshine matrix first."))
            return
        self._matrix_outshine(item.row(), item.column())

    def _matrix_outshine(self, row: int, col: int) -> None:
        item = self.matrix.item(row, col)
        if item is None:
            return
        attacker, target, _ok = item.data(Qt.ItemDataRole.UserRole)
        self.submit(Move("outshine", self.state.active, star=attacker, target=target))

    def _fill_combo(self, box: QComboBox, items: list[tuple[str, Any]], none: bool = True) -> None:
        box.clear()
        if none:
            box.addItem(self.tr("(none)"), None)
        for text, data in items:
            box.addItem(text, data)

    def open_pick(self, mode: str) -> None:
        s = self.state
        self.pick_mode = mode
        chosen = self.selected_stars()
        seat = s.window.seat if mode == "reaction" and s.window else s.active
        stars_all = [(f"{self.name(sl.card)} ({p.name})", sl.card) for p in s.players for sl in p.table]
        show = {"who": mode in ("event",), "assign": mode in ("film", "event"),
                "target": mode == "event", "target_player": mode == "event", "choice": mode == "event"}
        for key, box in (("who", self.who), ("assign", self.assign), ("target", self.target),
                         ("target_player", self.target_player), ("choice", self.choice)):
            self.pick_form.setRowVisible(box, show[key])
        self._fill_combo(self.who, [(p.name, i) for i, p in enumerate(s.players)], none=False)
        self.who.setCurrentIndex(seat)
        if mode == "film":
            if not chosen:
                self.message.setText(self.tr("Tick the stars that make the film first."))
                return
            fame = team_fame(s, chosen)
            self.pick_label.setText(self.tr("Film made by %1 (fame %2): which film came up?").replace(
                "%1", " + ".join(self.name(c) for c in chosen)).replace("%2", str(fame)))
            self.pick_list.fill([(text + "  —  " + self._enough(reaches(s, chosen, film_required(s, c))), c)
                                 for text, c in self._deck_choices("films", "film")])
            self._fill_combo(self.assign, [(self.name(c), c) for c in chosen], none=False)
        elif mode == "award":
            if not chosen:
                self.message.setText(self.tr("Tick the stars that take the award first."))
                return
            fame = team_fame(s, chosen)
            level = len(s.players[seat].awards)
            self.pick_label.setText(self.tr("Award taken by %1 (fame %2; %3's award number %4): "
                                            "which award came up?").replace(
                "%1", " + ".join(self.name(c) for c in chosen)).replace("%2", str(fame)).replace(
                "%3", s.players[seat].name).replace("%4", str(level + 1)))
            items = []
            for text, c in self._deck_choices("awards", "award"):
                cost = award_cost_for(s, seat, c)
                items.append((text + "  —  " + self.tr("costs %1: ").replace("%1", str(cost))
                              + self._enough(reaches(s, chosen, cost)), c))
            self.pick_list.fill(items)
        elif mode in ("event", "reaction"):
            phases = ("reaction",) if mode == "reaction" else ("own_turn", "any_turn")
            known = [c for c in s.players[seat].hand if c != UNKNOWN]
            pool = known + unseen(s, "event") if mode == "reaction" else \
                [c for p in s.players for c in p.hand if c != UNKNOWN] + unseen(s, "event")
            items = [(card_line(s, c), c) for c in pool
                     if getattr(s.cardset.cards[c], "phase", None) in phases]
            self.pick_label.setText(self.tr("Which reaction does %1 play?").replace("%1", s.players[seat].name)
                                    if mode == "reaction" else self.tr("Which event was played?"))
            self._other_moves = []
            if mode == "reaction":  # a star's reaction ability is a known card: the engine lists it
                for m in self.c.legal(seat):
                    if m.type == "use_ability":
                        items.append((self.tr("%1's reaction ability").replace("%1", self.name(m.star)),
                                      f"move:{len(self._other_moves)}"))
                        self._other_moves.append(m)
            self.pick_list.fill(items)
            self._fill_combo(self.assign, [(self.name(sl.card), sl.card) for sl in s.players[seat].table])
            self._fill_combo(self.target, stars_all)
            self._fill_combo(self.target_player, [(p.name, i) for i, p in enumerate(s.players)])
            self._fill_combo(self.choice, [(card_line(s, c), c) for c in unseen(s, "film") + unseen(s, "award")])
        else:  # other legal moves: abilities, awards played from hand, reaction abilities
            moves = [m for m in self.c.legal(self.c.acting_seat())
                     if m.type in ("use_ability", "play_award")]
            self.pick_label.setText(self.tr("Other moves the rules allow now:"))
            self.pick_list.fill([(self._describe(m), str(i)) for i, m in enumerate(moves)])
            self._other_moves = moves
        self.entry.setCurrentWidget(self.pick_page)
        self.pick_list.search.setFocus()

    def _enough(self, reach: Reach) -> str:
        return self.tr("enough") if reach.enough else self.tr("%1 short").replace("%1", str(reach.short))

    def _describe(self, m: Move) -> str:
        text = self.name(m.star or m.card)
        if m.target:
            text += " → " + self.name(m.target)
        if m.target_player is not None:
            text += " → " + self.c.names[m.target_player]
        return text

    def _deck_choices(self, deck: str, kind: str) -> list[tuple[str, str]]:
        s = self.state
        top = getattr(s, deck)[0] if getattr(s, deck) else None
        if top is not None and top != UNKNOWN:
            return [(card_line(s, top), top)]
        cards = unseen(s, kind)
        if deck == "films":  # the back shows the requirement
            cards = films_matching_top(s, cards)
        return [(card_line(s, c), c) for c in cards]

    def cancel_pick(self) -> None:
        self.pick_mode = ""
        self._refresh_entry()
        if self.state.window is None and self.state.draws_due == 0:
            self.entry.setCurrentWidget(self.actions_page)

    def enter_pick(self) -> None:
        s = self.state
        card = self.pick_list.current()
        if card is None:
            self.message.setText(self.tr("Pick a card from the list."))
            return
        chosen = tuple(self.selected_stars())
        mode = self.pick_mode
        if mode == "film":
            move = Move("make_film", s.active, stars=chosen, assign_to=self.assign.currentData(), card=card)
        elif mode == "award":
            move = Move("buy_award", s.active, stars=chosen, card=card)
        elif mode == "reaction" and card.startswith("move:"):
            move = self._other_moves[int(card[5:])]
        elif mode == "reaction":
            move = Move("play_event", self.c.acting_seat(), card=card)
        elif mode == "event":
            move = Move("play_event", self.who.currentData(), card=card, target=self.target.currentData(),
                        target_player=self.target_player.currentData(),
                        assign_to=self.assign.currentData(), choice=self.choice.currentData())
        else:
            move = self._other_moves[int(card)]
        if self.submit(move):
            self.pick_mode = ""
            self._refresh_entry()

    def choose_export(self) -> None:
        from PySide6.QtWidgets import QFileDialog
        dialog = QFileDialog(self, self.tr("Export the game"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(self.tr("Red Light games (*.json)"))
        dialog.setDefaultSuffix("json")
        dialog.fileSelected.connect(self.export_to)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def export_to(self, path: str) -> bool:
        """Write the game file (the store's export, as for digital games)."""
        import json
        try:
            data = self.c.storage.repo.export_game(self.c.game_id)
            with open(path, "w", encoding="utf-8") as f:
                json.dump(data, f, ensure_ascii=False, indent=1)
        except (OSError, StoreError, ValueError, LookupError) as exc:
            self.message.setText(fill(self.tr("The game could not be exported: %1"), exc))
            return False
        return True

    def open_adjust(self) -> None:
        from .adjust import AdjustDialog
        dialog = AdjustDialog(self.c, self)
        dialog.finished.connect(dialog.deleteLater)
        self.adjust_dialog = dialog  # tests reach the open dialog here
        dialog.open()

    def closeEvent(self, event: Any) -> None:  # noqa: ANN401
        self.c.close_game()
        super().closeEvent(event)
        self.closed.emit()
